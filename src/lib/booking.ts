// Where booking buttons go: /book, with the topic of the page the button is on and where it came from, in typed search
// parameters. The /book route reads them back, every malformed value dropped (an unknown topic is 'general'). Also
// keeps the utm_* parameters a visitor first arrived with, for this browsing session only, so the scheduler can
// record them with a booking.
import { PAGES, pageList } from '../content/registry'
import { BOOKING_TOPICS, type BookingTopic } from '../names'

/** /book's search parameters: what the visitor asked about (without one: 'general'), and the page and button. */
export type BookSearch = { topic?: BookingTopic; from?: string; button?: string }

/**
 * A link to /book (the typed destination of every booking button). It loads /book as a document of its own: the
 * Content-Security-Policy that allows the scheduler's frame is /book's, and a page keeps the policy it was loaded with
 * through client-side navigation.
 */
export type BookingLink = { to: typeof PAGES.book.path; search: BookSearch; reloadDocument: true }

const isTopic = (value: unknown): value is BookingTopic => BOOKING_TOPICS.includes(value as BookingTopic)
/** A path of this site (no scheme, no host, no `//`), short enough to be a label. */
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 120 && /^\/(?!\/)[\w./-]*$/.test(value)
const isSlug = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9-]{1,80}$/.test(value)

/**
 * /book's search parameters from the URL's: an unknown topic or a malformed source is dropped (the topic is then
 * 'general'). Every key is returned, undefined when dropped: the router lays the result over the raw parameters.
 */
export function parseBookSearch(raw: Record<string, unknown>): BookSearch {
  return {
    topic: isTopic(raw.topic) ? raw.topic : undefined,
    from: isSitePath(raw.from) ? raw.from : undefined,
    button: isSlug(raw.button) ? raw.button : undefined,
  }
}

const topics = new Map<string, BookingTopic>(pageList.map((page) => [page.path, page.topic ?? 'general']))

/** The topic of the page at a path: its registry entry's, 'general' for pages without one (articles, not-found). */
export const topicOf = (pathname: string): BookingTopic => topics.get(pathname) ?? 'general'

/** A button's label as a search parameter: lower case, words joined by hyphens. */
export const labelSlug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)

/** Where a booking button labelled `label` on the page at `pathname` leads. */
export const bookingLink = (pathname: string, label: string): BookingLink & { search: { topic: BookingTopic } } => ({
  to: PAGES.book.path,
  search: { topic: topicOf(pathname), from: pathname, button: labelSlug(label) },
  reloadDocument: true,
})

/** Where a booking came from, as a reader names it: "Payroll Services page, 'Book a free payroll consultation' button". */
export function bookingSource({ from, button }: Omit<BookSearch, 'topic'>) {
  if (!from) return 'Booking page'
  const page = pageList.find((entry) => entry.path === from)?.name ?? from
  if (!button) return `${page} page`
  const label = button.replace(/-/g, ' ')
  return `${page} page, '${label.charAt(0).toUpperCase()}${label.slice(1)}' button`
}

/** A mailto: link with its subject and body filled in (lines joined as the mail program expects). */
export const mailtoHref = (address: string, subject: string, lines: string[]) =>
  `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\r\n'))}`

/** The utm_* parameters a scheduler records with a booking. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type Campaign = Partial<Record<(typeof UTM_KEYS)[number], string>>

/** sessionStorage key of the visitor's first utm_* parameters: gone when the tab closes; no cookie. */
const CAMPAIGN_KEY = 'lp-campaign'

/** The utm_* parameters of a query string, each at most 200 characters. */
export function campaignOf(search: string): Campaign {
  const params = new URLSearchParams(search)
  return Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = params.get(key)?.trim()
      return value ? [[key, value.slice(0, 200)]] : []
    }),
  )
}

/** Remembers the utm_* parameters of the first page of the session that has any (later arrivals do not replace them). */
export function rememberCampaign(search: string, storage: Storage) {
  const campaign = campaignOf(search)
  if (Object.keys(campaign).length === 0 || storage.getItem(CAMPAIGN_KEY) !== null) return
  storage.setItem(CAMPAIGN_KEY, JSON.stringify(campaign))
}

/** The utm_* parameters remembered for this session, or none. */
export function rememberedCampaign(storage: Storage): Campaign {
  try {
    const stored: unknown = JSON.parse(storage.getItem(CAMPAIGN_KEY) ?? '{}')
    return campaignOf(new URLSearchParams(stored as Record<string, string>).toString())
  } catch {
    return {}
  }
}
