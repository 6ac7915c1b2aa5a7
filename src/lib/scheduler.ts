// The online schedulers /book can embed: Calendly and Cal.com, each as an iframe of the provider's own embeddable page
// with no script of theirs in our pages. This module checks the owner's configuration (the build calls it and fails on
// a bad value), builds the frame's address with everything we know prefilled, and speaks each provider's message
// protocol: what the frame tells the page (it loaded, its height, a call was booked) and what Cal.com needs told back
// before it shows its page. Only /book's code imports it.
//
// The providers' documentation this follows (they cannot be reached from the build machines; tests use a stand-in):
//   Calendly: developer.calendly.com/api-docs/overview/embedding (embed_domain, embed_type, a1-a10, utm_*;
//     notifying the parent window: calendly.event_scheduled, calendly.page_height)
//   Cal.com: cal.com/help/bookings/prefill-fields, cal.com/help/embedding/prefill-booking-form-embed (metadata[...]),
//     cal.com/help/bookings/utm-tracking, and its embed-core package (the /embed page, __iframeReady,
//     parentKnowsIframeReady, __dimensionChanged, bookingSuccessfulV2)
import { pageList } from '@/content/registry'
import type { SchedulerConfig, SchedulerProvider } from '@/content/types'
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

/** Where a scheduler's two settings are written, for the build's error messages. */
type Fields = { provider: string; url: string }

/**
 * The scheduler a configuration names, or null when its address is empty (no scheduler: /book offers e-mail and
 * phone). Throws, naming the field and what was expected, when the provider is unknown or the address is not https on
 * the provider's own origin (a loopback http address is accepted for a local stand-in).
 */
export function checkScheduler(config: Pick<SchedulerConfig, 'provider' | 'url'>, fields: Fields): Scheduler | null {
  if (config.url.trim() === '') return null
  const provider = PROVIDERS[config.provider] as (typeof PROVIDERS)[SchedulerProvider] | undefined
  if (!provider) {
    const known = Object.keys(PROVIDERS).map((id) => `'${id}'`)
    throw new Error(`${fields.provider}: expected ${known.join(' or ')}, got ${JSON.stringify(config.provider)}`)
  }
  const expected = `an https address on ${provider.hosts.join(' or ')} such as ${provider.example}`
  let url: URL
  try {
    url = new URL(config.url.trim())
  } catch {
    throw new Error(`${fields.url}: expected ${expected}, got ${JSON.stringify(config.url)}`)
  }
  const standIn = url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname)
  if (!standIn && (url.protocol !== 'https:' || !(provider.hosts as readonly string[]).includes(url.hostname))) {
    throw new Error(`${fields.url}: expected ${expected}, got ${JSON.stringify(config.url)}`)
  }
  if (url.pathname.replace(/\/+$/, '') === '' || url.username || url.password || url.hash) {
    throw new Error(`${fields.url}: expected the address of one booking page, such as ${provider.example}, got ${url}`)
  }
  return { provider: config.provider, url: url.href }
}

/** Where the site configuration names the scheduler. */
export const SCHEDULER_FIELDS: Fields = {
  provider: 'src/content/settings/scheduler.yml › provider',
  url: 'src/content/settings/scheduler.yml › url',
}

/**
 * The scheduler a build embeds: the site configuration's, or the SCHEDULER_PROVIDER and SCHEDULER_URL build variables
 * when SCHEDULER_URL is set (a preview or test build against another scheduler, such as the tests' stand-in).
 */
export function resolveScheduler(config: SchedulerConfig, env: Record<string, string | undefined>) {
  if (env.SCHEDULER_URL === undefined) return checkScheduler(config, SCHEDULER_FIELDS)
  return checkScheduler(
    { provider: (env.SCHEDULER_PROVIDER ?? config.provider) as SchedulerProvider, url: env.SCHEDULER_URL },
    { provider: 'SCHEDULER_PROVIDER (build variable)', url: 'SCHEDULER_URL (build variable)' },
  )
}

/**
 * The origin the frame's page comes from: the Content-Security-Policy allows it in `frame-src` on /book and /booked,
 * and only messages from it are read. Cal.com's embed runs on app.cal.com whatever host the booking link names.
 */
export function frameOrigin(scheduler: Scheduler) {
  const { origin, hostname } = new URL(scheduler.url)
  return scheduler.provider === 'cal' && hostname === 'cal.com' ? 'https://app.cal.com' : origin
}

/**
 * The pages whose Content-Security-Policy allows the scheduler's frame (the registry's booking pages) and its origin,
 * or undefined without a scheduler: every page then has the same policy.
 */
export function framedPages(scheduler: Scheduler | null) {
  if (!scheduler) return undefined
  const paths: string[] = pageList.filter((page) => page.kind === 'booking').map((page) => page.path)
  return { paths, origin: frameOrigin(scheduler) }
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
  campaign: Campaign
  /** Our host, which Calendly's embed needs to post its messages to the page. */
  host: string
}

/**
 * The scheduler's address with everything we know prefilled: for the frame (`embed`) or a new tab (`page`).
 * Calendly: its inline embed (embed_domain, embed_type=Inline), the topic as the answer to the event's first question
 * (a1), the source as the second (a2) and an estimate as the third (a3; Calendly prefills up to ten answers and
 * documents no length: the line stays under 255 characters), utm_* as they came. Cal.com: its /embed page on
 * app.cal.com, the topic and an estimate in the notes, topic, page, button and the estimate's parameter as booking
 * metadata (stored with the booking, not shown; at most 50 keys of 40 characters, values of 500), utm_*.
 */
export function schedulerHref(scheduler: Scheduler, prefill: Prefill, mode: 'embed' | 'page') {
  const url = new URL(scheduler.url)
  const params: [string, string][] = []
  if (scheduler.provider === 'calendly') {
    if (mode === 'embed')
      params.push(['embed_domain', prefill.host], ['embed_type', 'Inline'], ['hide_gdpr_banner', '1'])
    params.push(['a1', prefill.topic], ['a2', prefill.source])
    if (prefill.estimate) params.push(['a3', prefill.estimate.line])
  } else {
    if (mode === 'embed') {
      url.host = new URL(frameOrigin(scheduler)).host
      url.pathname = `${url.pathname.replace(/\/+$/, '')}/embed`
      params.push(['embed', ''], ['embedType', 'inline'], ['layout', 'month_view'])
    }
    const estimate = prefill.estimate ? `\nEstimate: ${prefill.estimate.line}` : ''
    params.push(['notes', `Topic: ${prefill.topic}${estimate}`], ['metadata[topic]', prefill.topicId])
    if (prefill.page) params.push(['metadata[page]', prefill.page])
    if (prefill.button) params.push(['metadata[button]', prefill.button])
    if (prefill.estimate) params.push(['metadata[estimate]', prefill.estimate.param])
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
