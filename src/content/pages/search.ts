// /search: its head and words. The results come from the index the build makes of the prerendered pages.
import type { PageKind } from '@/content/registry'
import { FAQ_KIND } from '@/content/search'
import { BRAND } from '@/content/site'
import { generalClosingBanner } from '@/content/sections'
import type { PageMeta } from '@/content/types'

/**
 * The kinds a result is tagged with, in the filter's order, with the filter's label for each. The build tags each
 * page of the index by its kind (scripts/search-index.mjs), so a new page of a known kind is found under it.
 */
export const SEARCH_KINDS = {
  service: 'Services',
  industry: 'Industries',
  [FAQ_KIND]: 'FAQ answers',
  article: 'Articles',
  page: 'Other pages',
} as const
export type SearchKind = keyof typeof SEARCH_KINDS

/** A page's kind in the search: services, industries and articles by their own; every other page is a page. */
export const searchKindOf = (kind: PageKind | 'article'): SearchKind =>
  kind === 'service' || kind === 'industry' || kind === 'article' ? kind : 'page'

export const searchPage = {
  meta: {
    title: `Search Our Services, FAQ Answers and Articles | ${BRAND.name}`,
    description: `Search every page of the ${BRAND.name} website: bookkeeping, payroll and AR/AP services, the industries we serve, answers from our FAQs and articles from our finance team.`,
    keywords: [`${BRAND.name} search`, 'bookkeeping questions', 'payroll answers', 'bookkeeping articles'],
  } satisfies PageMeta,
  eyebrow: 'Search',
  title: 'Search the Site',
  lead: 'Services, industries, answers from our FAQs and articles, found by the words you would use.',
  filterLegend: 'Show',
  allKinds: 'Everything',
  /** Without JavaScript (search runs in the browser): where everything can still be found. */
  noScript: {
    text: 'Search runs in your browser and needs JavaScript, which is off or could not load. Every page is listed on the site map, and every answer is on the FAQ page.',
    siteMap: 'Open the site map',
    faq: 'Read every FAQ answer',
  },
  /** When the index cannot be loaded (an old page after a deploy, or no connection). */
  unavailable: 'Search could not load just now. Reload the page to try again, or find your page on the site map.',
  prompt: 'Type a word or two, such as a service, a form or the software you use.',
  /** Under the prompt while nothing is typed: searches to try, and the not-found page's main pages. */
  suggestions: {
    tryTitle: 'Try a search',
    queries: ['payroll', 'Form 1099-NEC', 'QuickBooks', 'catch-up', 'sales tax', 'security'],
    pagesTitle: 'Main pages',
  },
  searching: 'Searching…',
  results: (count: number, query: string) =>
    count === 1 ? `One result for “${query}”` : `${count} results for “${query}”`,
  noResults: (query: string) => `No results for “${query}”. Try fewer or other words, or send us your question.`,
  more: 'Show more results',
  closingBanner: generalClosingBanner,
}
