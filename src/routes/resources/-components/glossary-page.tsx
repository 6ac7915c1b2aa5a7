// The glossary's page (/resources/glossary): a field that narrows the terms as the visitor types, a letter index, then
// each term under its own anchor (made from its name, so a link to #landed-cost lasts as long as the term), its
// definition and a link to where the site says more.
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { PAGES } from '@/content/registry'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Page } from '@/components/sections/page'
import { SearchForm } from '@/components/sections/search-form'
import { LinkedText } from '@/components/ui/linked-text'
import { RowFold } from '@/components/ui/row-fold'
import { Section } from '@/components/ui/section'
import { OPENS_BY_ADDRESS, useOpenAddressedFold } from '@/routes/-components/open-addressed-fold'
import { letterAnchor, termsByLetter } from '@/content/resources/glossary'
import type { GlossaryPageContent, GlossaryTerm } from '@/content/types'
import { fill } from '@/lib/format'
import { useGlossarySchema } from './glossary-schema'
import { BackLink, ResourceStyles } from './resource-parts'

export function GlossaryPage({ page }: { page: GlossaryPageContent }) {
  useGlossarySchema(page)
  useOpenAddressedFold()
  const [query, setQuery] = useState('')
  const words = query.trim().toLowerCase()
  const terms = words ? page.terms.filter((term) => matches(term, words)) : page.terms
  const letters = termsByLetter(terms)
  return (
    <Page content={page}>
      <ResourceStyles />
      <Section id="terms">
        {/* Without JavaScript a search of the whole site, which finds a term by its name; with it, the terms narrow as
            the visitor types, and a phone's rows stand open on what matched. */}
        <SearchForm
          id="glossary-find"
          label={page.find.label}
          field={{ value: query, onChange: (event) => setQuery(event.target.value) }}
          onSubmit={(event) => event.preventDefault()}
          className="mb-10 max-w-xl"
        >
          <p role="status" className="mt-2 min-h-6 text-sm text-ink-600">
            {words &&
              (terms.length > 0 ? (
                fill(page.find.count, { count: terms.length, total: page.terms.length, query: query.trim() })
              ) : (
                <>
                  {fill(page.find.none, { query: query.trim() })}{' '}
                  <Link
                    to={PAGES.search.path}
                    search={{ q: query.trim() }}
                    className="font-semibold text-secondary-700 underline"
                  >
                    {page.find.elsewhere}
                  </Link>
                </>
              ))}
          </p>
        </SearchForm>
        {/* The letters on one row at 1280 (in the list's 64rem they left two alone on a second). While narrowed, the
            matches follow the count at once: the letters, and the ways back to them, step aside. */}
        {!words && (
          <nav aria-labelledby="glossary-index" data-print="hide">
            <h2 id="glossary-index" className="text-sm font-bold tracking-wider text-ink-600 uppercase">
              {page.index}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {letters.map(({ letter }) => (
                <li key={letter}>
                  <a
                    href={`#${letterAnchor(letter)}`}
                    className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold text-secondary-700 ring-1 ring-ink-200 hover:bg-secondary-50"
                  >
                    {letter}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="glossary-letters">
          {letters.map(({ letter, terms }, index) => (
            <div key={letter} className="mt-12">
              <div className="glossary-letter-head flex items-center justify-between gap-4 border-b border-ink-200 pb-3">
                <h2 id={letterAnchor(letter)} className="text-3xl font-extrabold">
                  {letter}
                </h2>
                {/* Not on the first letter, which stands right under the index. */}
                {index > 0 && !words && <BackLink href="#glossary-index" label={page.toIndex} />}
              </div>
              <div className="glossary-terms">
                {terms.map((term) => (
                  <Term key={term.term} term={term} more={page.more} open={words !== ''} />
                ))}
              </div>
            </div>
          ))}
        </div>
      </Section>
      <CtaBanner content={page.closingBanner} />
    </Page>
  )
}

/**
 * A term under its anchor: on phones a row with its name, which opens its definition (the list of names is what a
 * reader scans; an address naming the term opens it); from `sm` the definition stands under the name.
 */
function Term({
  term,
  more,
  open,
}: {
  term: GlossaryTerm & { id: string }
  more: (term: string) => string
  open: boolean
}) {
  return (
    <div id={term.id} {...OPENS_BY_ADDRESS} className="glossary-term border-b border-ink-200 sm:border-0">
      <RowFold
        open={open}
        title={<h3 className="text-lg font-bold">{term.term}</h3>}
        body={
          <>
            <p className="leading-relaxed text-ink-700 sm:mt-1">{term.definition}</p>
            <p className="mt-2 text-sm text-ink-600">
              {more(term.term)} <LinkedText text={term.more} />
            </p>
          </>
        }
      />
    </div>
  )
}

/** Whether a term's name or definition holds the words typed (lower-cased). */
const matches = (term: GlossaryTerm, words: string) =>
  term.term.toLowerCase().includes(words) || term.definition.toLowerCase().includes(words)
