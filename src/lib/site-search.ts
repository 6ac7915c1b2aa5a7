// The site search in the browser: Pagefind's script and the index the build made of the prerendered pages
// (scripts/search-index.mjs, served under /pagefind/). Only /search imports this module, and it loads Pagefind when a
// visitor first focuses the field or arrives with a query: no other page loads any of it. Pagefind runs its
// WebAssembly on the page's own thread (no worker), which /search's Content-Security-Policy allows.
import { SEARCH_KINDS, type SearchKind } from '@/content/pages/search'
import { normalized } from './search-subjects'

/** Where the build publishes the index and Pagefind's script. */
export const SEARCH_BUNDLE = '/pagefind/'
/** Results shown at first, and added by each "Show more". */
export const PAGE_SIZE = 10

/** A run of an excerpt's text, marked when it is a word that was searched for. */
export type ExcerptPart = { text: string; marked: boolean }

/** One result: where it leads, what it is, the part of the page that matches best, and an excerpt. */
export type SearchHit = {
  url: string
  title: string
  kind: SearchKind
  /** The page a FAQ answer belongs to. */
  page?: string
  /** The heading of the part of the page that matches best, when that is not the page's opening. */
  heading?: string
  excerpt: ExcerptPart[]
}

/** What one search found: how many, and a way to read the results. */
export type SearchOutcome = {
  count: number
  /** The results from `start`, PAGE_SIZE of them. */
  hits: (start: number) => Promise<SearchHit[]>
}

// The part of Pagefind's browser API the site uses (pagefind.js of the pinned version, docs "Search API").
type Anchor = { id: string; text?: string; location?: number }
type SubResult = { title: string; url: string; excerpt: string; anchor?: Anchor; locations: number[] }
type ResultData = {
  url: string
  excerpt: string
  /** The text Pagefind indexed (escaped as HTML), its words split as it splits them; `locations` index into them. */
  raw_content?: string
  meta: { title?: string; kind?: string; page?: string }
  sub_results: SubResult[]
}
type Result = { id: string; data: () => Promise<ResultData> }
type Found = { results: Result[] }
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  search: (term: string, options?: { filters?: Record<string, string> }) => Promise<Found | null>
}

/**
 * How much Pagefind favors short documents (its default 0.75). A FAQ answer is a document of a few dozen words and a
 * page one of a thousand or more, so at the default a page that names a subject in its headings (/security for
 * "encryption") ranked below every short answer that mentions it once; at 0.4 it ranks in the first three.
 */
const PAGE_LENGTH_WEIGHT = 0.4

let loading: Promise<Pagefind> | undefined

/** Loads Pagefind once (a failed load is tried again on the next call). */
export function loadSearch(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ `${SEARCH_BUNDLE}pagefind.js`) as Promise<Pagefind>)
    .then(async (pagefind) => {
      await pagefind.options({ noWorker: true, excerptLength: 26, ranking: { pageLength: PAGE_LENGTH_WEIGHT } })
      await pagefind.init()
      return pagefind
    })
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}

/** Pagefind's excerpt (escaped text, the matches in <mark>) as runs of plain text, so no markup is ever injected. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const body = new DOMParser().parseFromString(excerpt, 'text/html').body
  return [...body.childNodes].flatMap((node) => {
    const text = node.textContent ?? ''
    return text ? [{ text, marked: node.nodeName === 'MARK' }] : []
  })
}

/** How Pagefind splits the text it indexed into words (pagefind.js, `word_separators`). */
const WORDS = /[^\S\uFEFF]+/
/** Words a snippet shows. */
const SNIPPET_WORDS = 28
const ends = (word: string) => /[.!?:]["”’)]*$/.test(word)
/** A searched word marked without the punctuation around it ("<mark>Payroll</mark>,"); the text is escaped HTML, whose
 * entities (`&amp;`) are left whole. */
const mark = (word: string) => {
  const [, before, core, after] = /^([(“‘]*)(.*?)([.,:!?”’)]*)$/.exec(word)!
  return core ? `${before}<mark>${core}</mark>${after}` : `<mark>${word}</mark>`
}

/**
 * A snippet that starts at a sentence: from the start of the sentence holding the part's first match past its heading,
 * SNIPPET_WORDS words, the matches marked, as escaped HTML (for excerptParts). The heading itself, which the result
 * shows above it, is not repeated. Null when the indexed text is not there to cut from.
 */
export function sentenceExcerpt(raw: string | undefined, part: { title: string; locations: number[] }, from = 0) {
  if (!raw || part.locations.length === 0) return null
  const words = raw.split(WORDS)
  const heading = normalized(part.title).split(' ').length
  // Past the heading when it opens the part (a FAQ answer's question, a section's title).
  const opensWithHeading = normalized(words.slice(from, from + heading).join(' ')) === normalized(part.title)
  const floor = opensWithHeading ? from + heading : from
  const first = part.locations.find((at) => at >= floor) ?? part.locations[0]!
  let start = Math.max(floor, Math.min(first, words.length - 1))
  while (start > floor && !ends(words[start - 1]!) && first - start < SNIPPET_WORDS - 4) start--
  if (start > floor && !ends(words[start - 1]!)) start = first
  const marked = new Set(part.locations)
  const shown = words.slice(start, start + SNIPPET_WORDS).map((word, i) => (marked.has(start + i) ? mark(word) : word))
  return `${start > floor && !ends(words[start - 1]!) ? '… ' : ''}${shown.join(' ')}${start + SNIPPET_WORDS < words.length ? ' …' : ''}`
}

const isKind = (value: unknown): value is SearchKind => typeof value === 'string' && value in SEARCH_KINDS

/**
 * A result as the page shows it: the part of the page headed by what was searched (a glossary's term, not a longer
 * one that contains it), else the part with the most matches, or the page itself.
 */
export function toHit(data: ResultData, query = ''): SearchHit {
  const subject = normalized(query)
  const named = subject ? data.sub_results.find((part) => part.anchor && normalized(part.title) === subject) : undefined
  const best = named ?? [...data.sub_results].sort((a, b) => b.locations.length - a.locations.length)[0]
  const kind = isKind(data.meta.kind) ? data.meta.kind : 'page'
  const title = data.meta.title ?? data.url
  const snippet = best && sentenceExcerpt(data.raw_content, best, best.anchor?.location ?? 0)
  return {
    url: best?.url ?? data.url,
    title,
    kind,
    page: data.meta.page,
    heading: best?.anchor && best.title !== title ? best.title : undefined,
    excerpt: excerptParts(snippet ?? best?.excerpt ?? data.excerpt),
  }
}

/**
 * Searches the site, all kinds or one: first the pages whose name says the query, then those whose h1 does (each in
 * Pagefind's order), then every other result, so the page about a subject comes before the answers that mention it.
 */
export async function searchSite(query: string, kind?: SearchKind): Promise<SearchOutcome> {
  const pagefind = await loadSearch()
  const filters: Record<string, string> = kind ? { kind } : {}
  const subject = normalized(query)
  const [all, titled, headed] = await Promise.all([
    pagefind.search(query, { filters }),
    subject ? pagefind.search(query, { filters: { ...filters, title: subject } }) : null,
    subject ? pagefind.search(query, { filters: { ...filters, subject } }) : null,
  ])
  const seen = new Set<string>()
  const results = [titled, headed, all]
    .flatMap((found) => found?.results ?? [])
    .filter((result) => !seen.has(result.id) && seen.add(result.id))
  return {
    count: results.length,
    hits: (start) =>
      Promise.all(results.slice(start, start + PAGE_SIZE).map(async (r) => toHit(await r.data(), query))),
  }
}
