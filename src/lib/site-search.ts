// The site search in the browser: Pagefind's script and the index the build made of the prerendered pages
// (scripts/search-index.mjs, served under /pagefind/). Only /search imports this module, and it loads Pagefind when a
// visitor first focuses the field or arrives with a query: no other page loads any of it. Pagefind runs its
// WebAssembly on the page's own thread (no worker), which /search's Content-Security-Policy allows.
import { SEARCH_KINDS, type SearchKind } from '@/content/pages/search'

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
type Anchor = { id: string; text?: string }
type SubResult = { title: string; url: string; excerpt: string; anchor?: Anchor; locations: number[] }
type ResultData = {
  url: string
  excerpt: string
  meta: { title?: string; kind?: string; page?: string }
  sub_results: SubResult[]
}
type Found = { results: { data: () => Promise<ResultData> }[] }
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' }
const decode = (html: string) =>
  html.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(Number(name.startsWith('#x') ? `0x${name.slice(2)}` : name.slice(1)))
      : (ENTITIES[name.toLowerCase()] ?? entity),
  )

/** Pagefind's excerpt (escaped text, the matches in <mark>) as runs of plain text, so no markup is ever injected. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = part.startsWith('<mark>')
      return { text: decode(marked ? part.slice(6, -7) : part.replace(/<[^>]*>/g, '')), marked }
    })
}

const isKind = (value: unknown): value is SearchKind => typeof value === 'string' && value in SEARCH_KINDS

/** A result as the page shows it: the part of the page with the most matches, or the page itself. */
export function toHit(data: ResultData): SearchHit {
  const best = [...data.sub_results].sort((a, b) => b.locations.length - a.locations.length)[0]
  const kind = isKind(data.meta.kind) ? data.meta.kind : 'page'
  const title = data.meta.title ?? data.url
  return {
    url: best?.url ?? data.url,
    title,
    kind,
    page: data.meta.page,
    heading: best?.anchor && best.title !== title ? best.title : undefined,
    excerpt: excerptParts(best?.excerpt ?? data.excerpt),
  }
}

/** Searches the site, all kinds or one. */
export async function searchSite(query: string, kind?: SearchKind): Promise<SearchOutcome> {
  const pagefind = await loadSearch()
  const found = await pagefind.search(query, kind ? { filters: { kind } } : {})
  const results = found?.results ?? []
  return {
    count: results.length,
    hits: (start) => Promise.all(results.slice(start, start + PAGE_SIZE).map(async (r) => toHit(await r.data()))),
  }
}
