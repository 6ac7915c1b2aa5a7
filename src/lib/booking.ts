// Where booking buttons go: /book, with the topic of the page the button is on and where it came from, in typed search
// parameters (lib/booking-page.ts reads them back on /book). Also keeps the utm_* parameters a visitor first arrived
// with, for this browsing session only, so the scheduler can record them with a booking.
import { PAGES, pageList } from '@/content/registry'
import type { BookingTopic } from '@/names'

/**
 * /book's search parameters: what the visitor asked about (without one: 'general'), the page and the button's label,
 * and the estimate the /pricing estimator's button carries (lib/estimate-link.ts) or the in-house comparison its
 * comparison's button carries (lib/in-house-link.ts).
 */
export type BookSearch = { topic?: BookingTopic; from?: string; button?: string; estimate?: string; compare?: string }

/**
 * A link to /book (the typed destination of every booking button). It loads /book as a document of its own: the
 * Content-Security-Policy that allows the scheduler's frame is /book's, and a page keeps the policy it was loaded with
 * through client-side navigation.
 */
export type BookingLink = { to: typeof PAGES.book.path; search: BookSearch; reloadDocument: true }

const topics = new Map<string, BookingTopic>(pageList.map((page) => [page.path, page.topic ?? 'general']))

/** The topic of the page at a path: its registry entry's, 'general' for pages without one (articles, not-found). */
export const topicOf = (pathname: string): BookingTopic => topics.get(pathname) ?? 'general'

/** Where a booking button labelled `label` on the page at `pathname` leads. */
export const bookingLink = (pathname: string, label: string): BookingLink & { search: { topic: BookingTopic } } => ({
  to: PAGES.book.path,
  search: { topic: topicOf(pathname), from: pathname, button: label },
  reloadDocument: true,
})

/** sessionStorage key of the visitor's first utm_* parameters: gone when the tab closes; no cookie. */
export const CAMPAIGN_KEY = 'lp-campaign'

/**
 * Remembers the utm_* parameters of the first page of the session that has any, as they came (later arrivals do not
 * replace them); /book reads back the ones a scheduler records.
 */
export function rememberCampaign(search: string, storage: Storage) {
  const tags = [...new URLSearchParams(search)].filter(([key, value]) => key.startsWith('utm_') && value)
  if (tags.length > 0 && storage.getItem(CAMPAIGN_KEY) === null) {
    storage.setItem(CAMPAIGN_KEY, new URLSearchParams(tags).toString())
  }
}
