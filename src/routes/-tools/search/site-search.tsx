// /search: the field, the filter by kind, the count (announced politely) and the results as a list of links. The
// address is the search's one source: typing replaces it (`?q=…&kind=…`), submitting adds a history entry, and the
// page searches for whatever the address says, so a result list can be shared and Back returns to the last one.
// The prerendered page (and the first render that hydrates it) shows no query: the address is read once hydrated.
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useHydrated, useLocation, useNavigate } from '@tanstack/react-router'
import { searchPage as page } from '@/content/pages/search'
import { PAGES } from '@/content/registry'
import { SEARCH_KINDS, type SearchKind } from '@/content/pages/search'
import { cn } from '@/lib/cn'
import { loadSearch, searchSite, type SearchHit } from '@/lib/site-search'
import { SearchForm } from '@/components/sections/search-form'
import { MainPages } from '@/components/layout/main-pages'
import { Button } from '@/components/ui/button'
import { Eyebrow } from '@/components/ui/section-heading'
import searchCss from './search.css?url'

type Found = { query: string; count: number; hits: SearchHit[] }
/** What the last search finished with, and which search it was (`key`). */
type Outcome = { key: string } & ({ found: Found; more: () => Promise<void> } | { found?: never; failed: true })

/** How long typing must pause before the words are searched. */
const TYPING_PAUSE_MS = 80

const isKind = (value: string | null): value is SearchKind => value !== null && value in SEARCH_KINDS
/** The search an address asks for. */
function fromAddress(searchStr: string) {
  const params = new URLSearchParams(searchStr)
  const kind = params.get('kind')
  return { query: (params.get('q') ?? '').trim(), kind: isKind(kind) ? kind : undefined }
}
/** The address of a search, as the form without JavaScript submits it. */
function addressOf(query: string, kind?: SearchKind) {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (kind) params.set('kind', kind)
  const search = params.toString()
  return `${PAGES.search.path}${search ? `?${search}` : ''}`
}

export function SiteSearch() {
  const fieldId = useId()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const searchStr = useLocation({ select: (location) => location.searchStr })
  const address = hydrated ? searchStr : ''
  const wanted = useMemo(() => fromAddress(address), [address])
  const key = `${wanted.kind ?? ''} ${wanted.query}`
  const [text, setText] = useState('')
  const [kind, setKind] = useState<SearchKind | undefined>()
  const [outcome, setOutcome] = useState<Outcome>()
  const list = useRef<HTMLOListElement>(null)

  // The field and the filter follow the address when it changes by itself (Back, Forward, a link, hydration).
  const [shownAddress, setShownAddress] = useState(address)
  if (shownAddress !== address) {
    setShownAddress(address)
    setKind(wanted.kind)
    if (text.trim() !== wanted.query) setText(wanted.query)
  }

  // Search for what the address says, whenever it changes (typing, submitting, Back and Forward).
  useEffect(() => {
    if (!wanted.query) return
    let current = true
    // A pause of a keystroke's length first: the words typed on the way are not searched (nor their results fetched).
    const timer = setTimeout(search, TYPING_PAUSE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }

    function search() {
      searchSite(wanted.query, wanted.kind).then(
        async ({ count, hits }) => {
          let found: Found = { query: wanted.query, count, hits: await hits(0) }
          const more = async () => {
            const next = await hits(found.hits.length)
            if (!current) return
            found = { ...found, hits: [...found.hits, ...next] }
            setOutcome({ key, found, more })
            // The first new result takes the focus, so a keyboard user reads on from there.
            requestAnimationFrame(() => list.current?.querySelectorAll('a')[found.hits.length - next.length]?.focus())
          }
          if (current) setOutcome({ key, found, more })
        },
        () => {
          if (current) setOutcome({ key, failed: true })
        },
      )
    }
  }, [wanted, key])

  const go = (query: string, nextKind: SearchKind | undefined, replace: boolean) =>
    void navigate({ href: addressOf(query.trim(), nextKind), replace, resetScroll: false })

  const settled = outcome?.key === key ? outcome : undefined
  const searching = wanted.query !== '' && !settled
  // While a new search runs, the last results stay (dimmed), so nothing jumps.
  const found = wanted.query ? (settled?.found ?? (searching ? outcome?.found : undefined)) : undefined
  const status = !hydrated
    ? ''
    : !wanted.query
      ? page.prompt
      : searching
        ? page.searching
        : settled?.found
          ? settled.found.count > 0
            ? page.results(settled.found.count, settled.found.query)
            : page.noResults(settled.found.query)
          : page.unavailable

  return (
    <section className="tw:pt-10 tw:pb-16 tw:sm:pt-14 container-site">
      {/* The page's own utilities (search.css), before the first element that uses them. */}
      <link rel="stylesheet" href={searchCss} />
      <Eyebrow>{page.eyebrow}</Eyebrow>
      <h1 className="tw:text-4xl tw:font-extrabold tw:tracking-tight tw:sm:text-5xl">{page.title}</h1>
      <p className="tw:mt-4 tw:max-w-2xl tw:text-lg tw:leading-relaxed tw:text-ink-600">{page.lead}</p>
      <SearchForm
        id={fieldId}
        className="tw:mt-8 tw:max-w-4xl"
        field={{
          value: text,
          onChange: (event) => {
            setText(event.target.value)
            go(event.target.value, kind, true)
          },
          // Pagefind's script and index start loading as soon as the visitor means to search.
          onFocus: () => void loadSearch().catch(() => {}),
        }}
        onSubmit={(event) => {
          event.preventDefault()
          go(text, kind, false)
        }}
      >
        <fieldset className="tw:mt-5">
          <legend className="tw:text-sm tw:font-semibold tw:text-ink-700">{page.filterLegend}</legend>
          <div className="tw:mt-2 tw:flex tw:flex-wrap tw:gap-1.5 tw:sm:gap-2">
            {[undefined, ...(Object.keys(SEARCH_KINDS) as SearchKind[])].map((value) => (
              <label
                key={value ?? 'all'}
                // A segmented choice: the chosen kind filled, the focus ring on the pill; the radio itself is
                // transparent over the whole pill, so a press anywhere on it is a press on the radio.
                className="tw:relative tw:inline-flex tw:min-h-11 tw:cursor-pointer tw:items-center tw:rounded-full tw:px-3.5 tw:text-sm tw:font-semibold tw:text-ink-800 tw:ring-1 tw:ring-ink-300 tw:hover:bg-ink-50 tw:has-checked:bg-secondary-800 tw:has-checked:text-white tw:has-checked:ring-secondary-800 tw:has-focus-visible:outline-3 tw:has-focus-visible:outline-offset-2 tw:has-focus-visible:outline-secondary-700 tw:sm:px-4"
              >
                <input
                  type="radio"
                  name="kind"
                  value={value ?? ''}
                  checked={kind === value}
                  onChange={() => {
                    setKind(value)
                    go(text, value, true)
                  }}
                  className="tw:absolute tw:inset-0 tw:cursor-pointer tw:appearance-none tw:rounded-full tw:opacity-0"
                />
                {value ? SEARCH_KINDS[value] : page.allKinds}
              </label>
            ))}
          </div>
        </fieldset>
      </SearchForm>

      <div className="tw:mt-8">
        {/* Without JavaScript there is no search: the page says so and shows where everything can be found. */}
        <div className="tw:max-w-3xl tw:rounded-card tw:bg-ink-50 tw:p-5 tw:ring-1 tw:ring-ink-200 tw:js:hidden">
          <p className="tw:leading-relaxed tw:text-ink-700">{page.noScript.text}</p>
          <ul className="tw:mt-3 tw:flex tw:flex-wrap tw:gap-x-6 tw:gap-y-2">
            <li>
              <Button link={{ to: PAGES.sitemap.path }} variant="link" icon="arrow-right">
                {page.noScript.siteMap}
              </Button>
            </li>
            <li>
              <Button link={{ to: PAGES.faq.path }} variant="link" icon="arrow-right">
                {page.noScript.faq}
              </Button>
            </li>
          </ul>
        </div>
        {/* One line, always there, so results arrive below it without moving anything above. */}
        <p role="status" className="tw:min-h-7 tw:font-semibold tw:text-ink-800 tw:no-js:hidden">
          {status}
        </p>
        {settled && !settled.found && (
          <Button link={{ to: PAGES.sitemap.path }} variant="link" icon="arrow-right" className="tw:mt-2">
            {page.noScript.siteMap}
          </Button>
        )}
        {/* At least a screen tall, so the page below never moves into view as results arrive. */}
        <div className="tw:min-h-screen">
          {hydrated && !wanted.query && <Suggestions kind={kind} onPick={(query) => go(query, kind, false)} />}
          {found && found.hits.length > 0 && (
            <ol ref={list} className={cn('tw:mt-4 tw:divide-y tw:divide-ink-200', searching && 'tw:opacity-60')}>
              {found.hits.map((hit) => (
                <li key={hit.url}>
                  <Result hit={hit} />
                </li>
              ))}
            </ol>
          )}
          {settled?.found && settled.found.hits.length < settled.found.count && (
            <Button variant="secondary" className="tw:mt-6" onClick={() => void settled.more()}>
              {page.more}
            </Button>
          )}
        </div>
      </div>
    </section>
  )
}

/** With no words yet: searches to try and the site's main pages, so the page is never a blank field. */
function Suggestions({ kind, onPick }: { kind?: SearchKind; onPick: (query: string) => void }) {
  const { suggestions } = page
  return (
    <div className="tw:mt-4 tw:grid tw:max-w-4xl tw:gap-8 tw:md:grid-cols-2">
      <div>
        <h2 className="tw:text-sm tw:font-bold tw:text-ink-800">{suggestions.tryTitle}</h2>
        <ul className="tw:mt-3 tw:flex tw:flex-wrap tw:gap-2">
          {suggestions.queries.map((query) => (
            <li key={query}>
              <a
                href={addressOf(query, kind)}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                  event.preventDefault()
                  onPick(query)
                }}
                className="tw:inline-flex tw:min-h-11 tw:items-center tw:rounded-full tw:px-4 tw:text-sm tw:font-semibold tw:text-secondary-700 tw:ring-1 tw:ring-ink-200 tw:hover:bg-secondary-50"
              >
                {query}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h2 className="tw:text-sm tw:font-bold tw:text-ink-800">{suggestions.pagesTitle}</h2>
        <MainPages className="tw:mt-1" />
      </div>
    </div>
  )
}

/**
 * One result: a link named by its title, with its kind, the matching heading and the excerpt, searched words marked;
 * from `md` its kind in a column of its own, so the words take the width.
 */
function Result({ hit }: { hit: SearchHit }) {
  return (
    <a
      href={hit.url}
      className="tw:group tw:grid tw:gap-x-8 tw:gap-y-1 tw:py-4 tw:md:grid-cols-[11rem_minmax(0,1fr)] tw:md:py-5"
    >
      <span className="tw:text-xs tw:font-bold tw:tracking-wider tw:text-primary-700 tw:uppercase tw:md:pt-1.5">
        {SEARCH_KINDS[hit.kind]}
        {hit.page && (
          <>
            <span className="tw:md:hidden"> · </span>
            <span className="tw:font-semibold tw:text-ink-600 tw:normal-case tw:md:block tw:md:tracking-normal">
              {hit.page}
            </span>
          </>
        )}
      </span>
      <span className="tw:min-w-0">
        <span className="tw:block tw:text-lg tw:font-bold tw:text-secondary-800 tw:group-hover:underline">
          {hit.title}
        </span>
        {hit.heading && (
          <span className="tw:mt-0.5 tw:block tw:text-sm tw:font-semibold tw:text-ink-700">{hit.heading}</span>
        )}
        <span className="tw:mt-1 tw:block tw:max-w-4xl tw:leading-relaxed tw:text-ink-600">
          {hit.excerpt.map((part, i) =>
            part.marked ? (
              <mark key={i} className="tw:rounded-sm tw:bg-primary-100 tw:px-0.5 tw:text-ink-900">
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
        </span>
      </span>
    </a>
  )
}
