// The analytics sender, in a build with analytics on only: app-client.tsx loads it once the page has hydrated, never
// on the way to the first paint. It counts page views (client-side navigations included) and the conversions in
// EVENTS, each with the page it happened on, and posts each to the provider's documented events API: Plausible's
// POST /api/event (plausible.io/docs/events-api) or Umami's POST /api/send (umami.is/docs/api/sending-stats). Nothing
// is sent to a visitor who asks not to be tracked (Global Privacy Control, Do Not Track). No cookie, no storage, no
// identifier of ours: the provider counts visitors from each request's address and browser (docs/analytics.md).
//
// Plausible's own npm tracker (@plausible-analytics/tracker 0.4.6) is not used: it reads localStorage on every event
// (its opt-out flag, which cannot be switched off), sends engagement events (scroll depth, time on page) of its own,
// and drops every event of an automated browser; its documented API takes the same events in a few lines.
import type { AnyRouter } from '@tanstack/react-router'
import { PAGES } from '@/content/registry'
import { BOOKED_EVENT } from '@/names'
import { topicOf } from './booking'
import { BUSINESS_KINDS, DEFAULT_SEARCH, SERVICES, type Service } from './estimate'

/** The events the site sends, by the name the provider shows (goals and funnels are set up with these names). */
export const EVENTS = {
  /** Every page, on load and on each client-side navigation; its address is the page. */
  pageview: 'pageview',
  /** A booking button pressed: `topic`, `page` (where it is) and `button` (its label), the words /book passes on. */
  bookingButton: 'Booking button',
  /** An e-mail link pressed: `topic`, and `page` (on /book, the page whose button led there) and `button` if known. */
  email: 'Email link',
  /** A phone link pressed: the same properties. */
  phone: 'Phone link',
  /** A booking the scheduler on /book reported: `topic`, `page`, `button` and `scheduler` (calendly or cal). */
  booked: 'Booking',
  /** The /pricing estimator used: the `services` and `kind` of business chosen, never the figures typed. */
  estimate: 'Estimate',
  /** A link to another site pressed: its `url` (Plausible's own name for it). */
  outbound: 'Outbound Link: Click',
  /** A page that does not exist: its `path` (Plausible's own name for it). */
  notFound: '404',
} as const

export type EventName = (typeof EVENTS)[keyof typeof EVENTS]
export type SiteEvent = { name: EventName; props?: Record<string, string> }
/** What the page tells the provider beside the event. */
export type PageFacts = { url: string; referrer: string; title: string; language: string; screen: string }

/** Whether the visitor asked not to be tracked: Global Privacy Control, or Do Not Track. */
export const declinesTracking = (nav: Pick<Navigator, 'doNotTrack'> & { globalPrivacyControl?: boolean }) =>
  nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.doNotTrack === 'yes'

/**
 * A page's address as the provider records it: the campaign tags (utm_*) it came with and nothing else of its query,
 * so neither the estimate's figures nor a booking's details leave the site.
 */
export function pageAddress({ origin, pathname, search }: Pick<Location, 'origin' | 'pathname' | 'search'>) {
  const tags = [...new URLSearchParams(search)].filter(([key]) => key.startsWith('utm_'))
  return `${origin}${pathname}${tags.length > 0 ? `?${new URLSearchParams(tags)}` : ''}`
}

/** An event as Plausible's Events API takes it: the request's body and content type. */
export function plausibleRequest(site: string, { name, props }: SiteEvent, page: PageFacts) {
  const body = { name, url: page.url, domain: site, referrer: page.referrer || undefined, props }
  // As Plausible's own tracker sends it: a simple request, no preflight.
  return { type: 'text/plain', body: JSON.stringify(body) }
}

/** An event as Umami's /api/send takes it: the request's body and content type. */
export function umamiRequest(site: string, { name, props }: SiteEvent, page: PageFacts) {
  const { hostname, pathname, search } = new URL(page.url)
  const payload = {
    website: site,
    hostname,
    language: page.language,
    referrer: page.referrer,
    screen: page.screen,
    title: page.title,
    url: `${pathname}${search}`,
    // Umami counts an event without a name as a page view.
    ...(name !== EVENTS.pageview && { name, data: props }),
  }
  return { type: 'application/json', body: JSON.stringify({ type: 'event', payload }) }
}

/**
 * Waits until the document's title is no longer `previous` (the new page's head is in: unhead writes it after the page
 * has rendered, every page has a title of its own), at most a second.
 */
const titleChanged = (previous: string) =>
  new Promise<void>((done) => {
    if (document.title !== previous) return done()
    const observer = new MutationObserver(() => document.title !== previous && finish())
    const timer = setTimeout(finish, 1000)
    function finish() {
      observer.disconnect()
      clearTimeout(timer)
      done()
    }
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
  })

/** Where an event happened: the page's address as it was then (an event that waits for code may outlive the page). */
type Where = Pick<Location, 'origin' | 'pathname' | 'search'>
const here = (): Where => {
  const { origin, pathname, search } = window.location
  return { origin, pathname, search }
}

/**
 * /book's request, as its page reads it back from the address it had (malformed values dropped): its reader is part of
 * /book, so no other page loads it for this, and the visitor may have left /book by the time it has loaded.
 */
async function bookRequest(where: Where) {
  const { parseBookSearch } = await import('./booking-page')
  const search = Object.fromEntries(new URLSearchParams(where.search))
  const { topic = 'general', from, button } = parseBookSearch(search)
  return { topic, ...(from && { page: from }), ...(button && { button }) }
}

/** Starts counting: the page view of the page the visitor is on, then every event below as it happens. */
export function startAnalytics(router: AnyRouter) {
  const analytics = import.meta.env.ANALYTICS
  if (!analytics || declinesTracking(navigator)) return
  const { provider, site, endpoint } = analytics
  const request = provider === 'umami' ? umamiRequest : plausibleRequest
  // The referring site, on the page the visitor arrived on only (a link from our own pages is no referral).
  let referrer =
    document.referrer && new URL(document.referrer).origin !== window.location.origin ? document.referrer : ''

  function track(name: EventName, props?: Record<string, string>, where: Where = window.location) {
    const { body, type } = request(
      site,
      { name, props },
      {
        url: pageAddress(where),
        referrer: name === EVENTS.pageview ? referrer : '',
        title: document.title,
        language: navigator.language,
        screen: `${window.screen.width}x${window.screen.height}`,
      },
    )
    if (name === EVENTS.pageview) referrer = ''
    // Never awaited or read: a collector that is slow, down or blocked changes nothing on the page (the browser logs
    // its own failed request; nothing else does). `keepalive` lets a booking button's event outlive the page.
    fetch(endpoint, {
      method: 'POST',
      body,
      headers: { 'Content-Type': type },
      keepalive: true,
      credentials: 'omit',
      mode: type === 'text/plain' ? 'no-cors' : 'cors',
    }).catch(() => {})
  }

  /** The combinations of the estimator's choices already counted on this page view, and the page's title. */
  let estimates = new Set<string>()
  let title = ''
  /** The address last counted: the router may resolve one navigation more than once (from a not-found page). */
  let counted = ''
  function viewed() {
    if (window.location.href === counted) return
    counted = window.location.href
    estimates = new Set()
    title = document.title
    track(EVENTS.pageview)
    const matches = router.state.matches as { status: string; _notFound?: boolean }[]
    if (matches.some((match) => match.status === 'notFound' || match._notFound)) {
      track(EVENTS.notFound, { path: window.location.pathname })
    }
  }

  function estimated(search: Record<string, unknown>) {
    const chosen = search.services === undefined ? DEFAULT_SEARCH.services : [search.services].flat()
    const services = SERVICES.filter((service) => chosen.includes(service as Service)).join(', ') || 'none'
    const kind = BUSINESS_KINDS.find((k) => k === search.kind) ?? DEFAULT_SEARCH.kind
    if (estimates.has(`${kind} ${services}`)) return
    estimates.add(`${kind} ${services}`)
    track(EVENTS.estimate, { services, kind })
  }

  function pressed(event: MouseEvent) {
    if (event.type === 'auxclick' && event.button !== 1) return
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (!(link instanceof HTMLAnchorElement)) return
    const { pathname } = window.location
    const contact = link.protocol === 'mailto:' ? EVENTS.email : link.protocol === 'tel:' ? EVENTS.phone : undefined
    if (contact && pathname === PAGES.book.path) {
      const where = here()
      void bookRequest(where).then((props) => track(contact, props, where))
    } else if (contact) track(contact, { topic: topicOf(pathname), page: pathname })
    else if (link.origin !== window.location.origin) track(EVENTS.outbound, { url: link.href })
    else if (link.pathname === PAGES.book.path) {
      const { topic = 'general', from = pathname, button = '' } = Object.fromEntries(new URLSearchParams(link.search))
      track(EVENTS.bookingButton, { topic, page: from, button })
    }
  }

  viewed()
  router.subscribe('onResolved', ({ pathChanged, toLocation }) => {
    if (pathChanged) void titleChanged(title).then(viewed)
    else if (toLocation.pathname === PAGES.pricing.path) estimated(toLocation.search as Record<string, unknown>)
  })
  document.addEventListener('click', pressed, true)
  document.addEventListener('auxclick', pressed, true)
  document.addEventListener(BOOKED_EVENT, () => {
    const where = here()
    void bookRequest(where).then((props) =>
      track(EVENTS.booked, { ...props, scheduler: import.meta.env.SCHEDULER?.provider ?? '' }, where),
    )
  })
}
