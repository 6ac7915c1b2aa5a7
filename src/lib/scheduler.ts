// The online schedulers /book can embed: Calendly and Cal.com, each as an iframe of the provider's own embeddable page
// with no script of theirs in our pages. This module builds the frame's address with everything we know prefilled, and
// speaks each provider's message protocol: what the frame tells the page (it loaded, its height, a call was booked)
// and what Cal.com needs told back before it shows its page. /book's code imports it; the build checks the owner's
// configuration with build/scheduler-config.ts.
//
// The providers' documentation this follows (they cannot be reached from the build machines; tests use a stand-in):
//   Calendly: developer.calendly.com/api-docs/overview/embedding (embed_domain, embed_type, a1-a10, utm_*;
//     notifying the parent window: calendly.event_scheduled, calendly.page_height)
//   Cal.com: cal.com/help/bookings/prefill-fields, cal.com/help/embedding/prefill-booking-form-embed (metadata[...]),
//     cal.com/help/bookings/utm-tracking, and its embed-core package (the /embed page, __iframeReady,
//     parentKnowsIframeReady, __dimensionChanged, bookingSuccessfulV2)
import type { SchedulerProvider } from '@/content/types'
import { LOOPBACK_HOSTS } from '@/names'
import { UTM_KEYS, type Campaign } from './booking-page'

/** A configuration the build accepted: a known provider and an https address on its origin (or a local stand-in). */
export type Scheduler = { provider: SchedulerProvider; url: string }

export const PROVIDERS = {
  calendly: { name: 'Calendly', hosts: ['calendly.com'], example: 'https://calendly.com/your-team/consultation' },
  cal: { name: 'Cal.com', hosts: ['cal.com', 'app.cal.com'], example: 'https://cal.com/your-team/consultation' },
} as const satisfies Record<SchedulerProvider, { name: string; hosts: readonly string[]; example: string }>

/** Whether an address is on this machine (a stand-in, never a scheduler or collector visitors can reach). */
export const isLoopback = (url: string) => URL.canParse(url) && LOOPBACK_HOSTS.includes(new URL(url).hostname)

/**
 * The origin the frame's page comes from: the Content-Security-Policy allows it in `frame-src` on /book and /booked,
 * and only messages from it are read. Cal.com's embed runs on app.cal.com whatever host the booking link names.
 */
export function frameOrigin(scheduler: Scheduler) {
  const { origin, hostname } = new URL(scheduler.url)
  return scheduler.provider === 'cal' && hostname === 'cal.com' ? 'https://app.cal.com' : origin
}

/** What the frame is prefilled with: the topic, where the booking came from, and the visitor's first utm_* values. */
export type Prefill = {
  /** The topic as the visitor reads it ("Payroll"). */
  topic: string
  /** The page the visitor booked from, as a reader names it ("Payroll Services page, 'Book a free call' button"). */
  source: string
  /** The same, as fields a report can group by. */
  topicId: string
  page?: string
  button?: string
  /** The estimate brought from /pricing: in words (lib/estimate-link.ts estimateLine) and as its parameter. */
  estimate?: { line: string; param: string }
  /** The in-house comparison brought from /pricing, the same way (lib/in-house-link.ts comparisonLine). */
  comparison?: { line: string; param: string }
  campaign: Campaign
  /** Our host, which Calendly's embed needs to post its messages to the page. */
  host: string
}

/**
 * The scheduler's address with everything we know prefilled: for the frame (`embed`) or a new tab (`page`).
 * Calendly: its inline embed (embed_domain, embed_type=Inline), the topic as the answer to the event's first question
 * (a1), the source as the second (a2) and an estimate or comparison from /pricing as the third (a3, a line each;
 * Calendly prefills up to ten answers and documents no length: each line stays under 255 characters), utm_* as they
 * came. Cal.com: its /embed page on app.cal.com, the topic and an estimate or comparison in the notes, topic, page,
 * button and the estimate's or comparison's parameter as booking
 * metadata (stored with the booking, not shown; at most 50 keys of 40 characters, values of 500), utm_*.
 */
export function schedulerHref(scheduler: Scheduler, prefill: Prefill, mode: 'embed' | 'page') {
  const url = new URL(scheduler.url)
  const params: [string, string][] = []
  if (scheduler.provider === 'calendly') {
    if (mode === 'embed')
      params.push(['embed_domain', prefill.host], ['embed_type', 'Inline'], ['hide_gdpr_banner', '1'])
    params.push(['a1', prefill.topic], ['a2', prefill.source])
    const fromPricing = [prefill.estimate?.line, prefill.comparison?.line].filter(Boolean).join('\n')
    if (fromPricing) params.push(['a3', fromPricing])
  } else {
    if (mode === 'embed') {
      url.host = new URL(frameOrigin(scheduler)).host
      url.pathname = `${url.pathname.replace(/\/+$/, '')}/embed`
      params.push(['embed', ''], ['embedType', 'inline'], ['layout', 'month_view'])
    }
    const estimate = prefill.estimate ? `\nEstimate: ${prefill.estimate.line}` : ''
    const comparison = prefill.comparison ? `\nComparison: ${prefill.comparison.line}` : ''
    params.push(['notes', `Topic: ${prefill.topic}${estimate}${comparison}`], ['metadata[topic]', prefill.topicId])
    if (prefill.page) params.push(['metadata[page]', prefill.page])
    if (prefill.button) params.push(['metadata[button]', prefill.button])
    if (prefill.estimate) params.push(['metadata[estimate]', prefill.estimate.param])
    if (prefill.comparison) params.push(['metadata[comparison]', prefill.comparison.param])
  }
  for (const key of UTM_KEYS) {
    const value = prefill.campaign[key]
    if (value) params.push([key, value])
  }
  for (const [key, value] of params) url.searchParams.set(key, value)
  return url.href
}

/** The frame's `name`: Cal.com's page recognizes its embed by it, as Cal.com's own embed script names the frame. */
export const frameName = (scheduler: Scheduler) => (scheduler.provider === 'cal' ? 'cal-embed=' : undefined)

/** What a message from the frame means for the page. */
export type FrameEvent =
  | { type: 'ready' }
  | { type: 'height'; px: number }
  | { type: 'booked' }
  | { type: 'failed' }
  /** Cal.com waits for this answer before it shows its page. */
  | { type: 'reply'; message: { originator: 'CAL'; method: 'parentKnowsIframeReady' } }

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined
const pixels = (value: unknown) => {
  const px = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : NaN
  return Number.isFinite(px) && px > 0 ? Math.ceil(px) : undefined
}

/**
 * What a message's data means, for a message the caller has already checked comes from the frame (its origin is
 * `frameOrigin` and its source the frame's window). Anything else gives no event.
 */
export function readFrameMessage(provider: SchedulerProvider, data: unknown): FrameEvent[] {
  const message = record(data)
  if (!message) return []
  if (provider === 'calendly') {
    const event = message.event
    if (typeof event !== 'string' || !event.startsWith('calendly.')) return []
    if (event === 'calendly.event_scheduled') return [{ type: 'ready' }, { type: 'booked' }]
    const px = event === 'calendly.page_height' ? pixels(record(message.payload)?.height) : undefined
    return px ? [{ type: 'ready' }, { type: 'height', px }] : [{ type: 'ready' }]
  }
  if (message.originator !== 'CAL' || typeof message.type !== 'string') return []
  switch (message.type) {
    case '__iframeReady':
      return [{ type: 'reply', message: { originator: 'CAL', method: 'parentKnowsIframeReady' } }]
    case '__dimensionChanged': {
      const px = pixels(record(message.data)?.iframeHeight)
      return px ? [{ type: 'height', px }] : []
    }
    case 'linkReady':
      return [{ type: 'ready' }]
    case 'linkFailed':
      return [{ type: 'failed' }]
    case 'bookingSuccessfulV2':
    case 'bookingSuccessful':
      return [{ type: 'booked' }]
    default:
      return []
  }
}
