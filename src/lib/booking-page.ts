// /book's own helpers (only its chunk loads this module): its search parameters read back from the URL, every
// malformed value dropped; where a booking came from, in words; the e-mail link; the visitor's remembered campaign.
import { pageList } from '@/content/registry'
import { BOOKING_TOPICS, type BookingTopic } from '@/names'
import { CAMPAIGN_KEY, type BookSearch } from './booking'
import { readEstimate } from './estimate-link'
import { readComparison } from './in-house-link'

const isTopic = (value: unknown): value is BookingTopic => BOOKING_TOPICS.includes(value as BookingTopic)
/** A path of this site (no scheme, no host, no `//`), short enough to be a label. */
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 120 && /^\/(?!\/)[\w./-]*$/.test(value)
/** A button's label: a short line of text, no markup. */
const isLabel = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 80 && /^[^<>\p{Cc}]+$/u.test(value)

/**
 * /book's search parameters from the URL's: an unknown topic, a malformed source, an estimate or a comparison that does not add up
 * is dropped (the topic is then 'general'). Every key is returned, undefined when dropped: the router lays the result
 * over the raw parameters.
 */
export function parseBookSearch(raw: Record<string, unknown>): BookSearch {
  return {
    topic: isTopic(raw.topic) ? raw.topic : undefined,
    from: isSitePath(raw.from) ? raw.from : undefined,
    button: isLabel(raw.button) ? raw.button : undefined,
    estimate: readEstimate(raw.estimate) ? (raw.estimate as string) : undefined,
    compare: readComparison(raw.compare) ? (raw.compare as string) : undefined,
  }
}

/**
 * Where a booking came from, as a reader names it: "Payroll Services page, 'Book a Free Payroll Consultation' button".
 */
export function bookingSource({ from, button }: Omit<BookSearch, 'topic'>) {
  if (!from) return 'Booking page'
  const page = pageList.find((entry) => entry.path === from)?.name ?? from
  return button ? `${page} page, '${button}' button` : `${page} page`
}

/** A mailto: link with its subject and body filled in (lines joined as the mail program expects). */
export const mailtoHref = (address: string, subject: string, lines: string[]) =>
  `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\r\n'))}`

/** The utm_* parameters a scheduler records with a booking. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type Campaign = Partial<Record<(typeof UTM_KEYS)[number], string>>

/** The utm_* parameters of a query string that a scheduler records, each at most 200 characters. */
export function campaignOf(search: string): Campaign {
  const params = new URLSearchParams(search)
  return Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = params.get(key)?.trim()
      return value ? [[key, value.slice(0, 200)]] : []
    }),
  )
}

/** The utm_* parameters remembered for this session (lib/booking.ts), or none. */
export const rememberedCampaign = (storage: Storage): Campaign => campaignOf(storage.getItem(CAMPAIGN_KEY) ?? '')
