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
import { Button } from '@/components/ui/button'

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
    <section className="container-site pt-10 pb-16 sm:pt-14">
      <p className="text-sm font-bold tracking-wider text-primary-700 uppercase">{page.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-600">{page.lead}</p>
      <SearchForm
        id={fieldId}
        className="mt-8 max-w-3xl"
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
        <fieldset className="mt-5">
          <legend className="text-sm font-semibold text-ink-700">{page.filterLegend}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[undefined, ...(Object.keys(SEARCH_KINDS) as SearchKind[])].map((value) => (
              <label
                key={value ?? 'all'}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-ink-300"
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
                  className="size-4 accent-secondary-700"
                />
                {value ? SEARCH_KINDS[value] : page.allKinds}
              </label>
            ))}
          </div>
        </fieldset>
      </SearchForm>

      <div className="mt-8 max-w-3xl">
        {/* Without JavaScript there is no search: the page says so and shows where everything can be found. */}
        <div className="rounded-card bg-ink-50 p-5 ring-1 ring-ink-200 js:hidden">
          <p className="leading-relaxed text-ink-700">{page.noScript.text}</p>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
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
        <p role="status" className="min-h-7 font-semibold text-ink-800 no-js:hidden">
          {status}
        </p>
        {settled && !settled.found && (
          <Button link={{ to: PAGES.sitemap.path }} variant="link" icon="arrow-right" className="mt-2">
            {page.noScript.siteMap}
          </Button>
        )}
        {/* At least a screen tall, so the page below never moves into view as results arrive. */}
        <div className="min-h-screen">
          {found && found.hits.length > 0 && (
            <ol ref={list} className={cn('mt-4 divide-y divide-ink-200', searching && 'opacity-60')}>
              {found.hits.map((hit) => (
                <li key={hit.url}>
                  <Result hit={hit} />
                </li>
              ))}
            </ol>
          )}
          {settled?.found && settled.found.hits.length < settled.found.count && (
            <Button variant="tertiary" className="mt-6" onClick={() => void settled.more()}>
              {page.more}
            </Button>
          )}
        </div>
      </div>
    </section>
  )
}

/** One result: a link named by its title, with its kind, the matching heading and the excerpt, searched words marked. */
function Result({ hit }: { hit: SearchHit }) {
  return (
    <a href={hit.url} className="group block py-5">
      <span className="text-xs font-bold tracking-wider text-primary-700 uppercase">
        {SEARCH_KINDS[hit.kind]}
        {hit.page && ` · ${hit.page}`}
      </span>
      <span className="mt-1 block text-lg font-bold text-secondary-800 group-hover:underline">{hit.title}</span>
      {hit.heading && <span className="mt-0.5 block text-sm font-semibold text-ink-700">{hit.heading}</span>}
      <span className="mt-1.5 block leading-relaxed text-ink-600">
        {hit.excerpt.map((part, i) =>
          part.marked ? (
            <mark key={i} className="rounded-sm bg-primary-100 px-0.5 text-ink-900">
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </span>
    </a>
  )
}
