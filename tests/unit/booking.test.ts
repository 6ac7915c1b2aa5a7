// Booking: where booking buttons lead (the topic of their page, typed search parameters read back safely), the
// visitor's first campaign, the scheduler's configuration, its frame's address and messages, and the per-page headers.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { bookPage } from '../../src/content/pages/book'
import { pageList, PAGES } from '../../src/content/registry'
import { bookingLink, rememberCampaign, topicOf } from '../../src/lib/booking'
import { bookingSource, campaignOf, parseBookSearch, rememberedCampaign } from '../../src/lib/booking-page'
import { checkScheduler, framedPages, resolveScheduler, SCHEDULER_FIELDS } from '../../src/build/scheduler-config'
import { frameOrigin, readFrameMessage, schedulerHref, type Prefill, type Scheduler } from '../../src/lib/scheduler'
import { DEFAULT_SEARCH, estimate as estimateOf, type Service } from '../../src/lib/estimate'
import { estimateLine, estimateParam } from '../../src/lib/estimate-link'
import { BOOKING_TOPICS } from '../../src/names'
import {
  contentSecurityPolicy,
  headersFile,
  nginxFramedPages,
  STATIC_HEADERS,
} from '../../scripts/security-headers.mjs'

const payroll = PAGES['payroll-service'].path

describe('booking buttons', () => {
  it("carry their page's topic, the page and the button to /book, loading it as a document of its own", () => {
    const link = bookingLink(payroll, 'Book a Free Payroll Consultation')
    expect(link).toEqual({
      to: PAGES.book.path,
      search: { topic: PAGES['payroll-service'].topic, from: payroll, button: 'Book a Free Payroll Consultation' },
      reloadDocument: true,
    })
  })

  it("give every registry page its entry's topic, and 'general' to pages without one", () => {
    for (const page of pageList) expect(topicOf(page.path), page.id).toBe(page.topic ?? 'general')
    expect(topicOf('/blog/some-article')).toBe('general')
    expect(topicOf('/no-such-page')).toBe('general')
  })

  it('word the call for every topic a button can carry', () => {
    expect(Object.keys(bookPage.topics).sort()).toEqual([...BOOKING_TOPICS].sort())
  })
})

describe("/book's search parameters", () => {
  it('keep a known topic and a well-formed source', () => {
    expect(parseBookSearch({ topic: 'cpa', from: '/for-cpa-firms', button: 'Meet an expert' })).toEqual({
      topic: 'cpa',
      from: '/for-cpa-firms',
      button: 'Meet an expert',
    })
  })

  it('drop an unknown or malformed value instead of failing (the topic is then general)', () => {
    expect(parseBookSearch({ topic: 'taxes', from: 'https://evil.example/', button: '<script>' })).toEqual({})
    expect(parseBookSearch({ topic: 42, from: '//evil.example', button: 'x'.repeat(81) })).toEqual({})
    expect(parseBookSearch({})).toEqual({})
  })

  it('keep an estimate that adds up, and drop one that does not', () => {
    const estimate = estimateParam({ ...DEFAULT_SEARCH, services: ['bookkeeping', 'payroll'] })!
    expect(parseBookSearch({ estimate })).toEqual({ estimate })
    expect(parseBookSearch({ estimate: estimate.replace(/_\d+-\d+$/, '_1-2') })).toEqual({})
  })

  it('name the source for a reader', () => {
    expect(bookingSource({ from: payroll, button: 'Meet an expert' })).toBe(
      `${PAGES['payroll-service'].name} page, 'Meet an expert' button`,
    )
    expect(bookingSource({})).toBe('Booking page')
  })
})

describe("the visitor's first campaign", () => {
  it('keeps the utm_* parameters of the first page that has any, for the session', () => {
    const storage = window.sessionStorage
    storage.clear()
    rememberCampaign('?utm_source=newsletter&utm_campaign=fall&other=1', storage)
    rememberCampaign('?utm_source=later', storage)
    expect(rememberedCampaign(storage)).toEqual({ utm_source: 'newsletter', utm_campaign: 'fall' })
    storage.clear()
    expect(rememberedCampaign(storage)).toEqual({})
  })

  it('ignores empty values and cuts long ones', () => {
    expect(campaignOf(`?utm_source=&utm_term=${'a'.repeat(300)}`)).toEqual({ utm_term: 'a'.repeat(200) })
  })
})

const calendly: Scheduler = { provider: 'calendly', url: 'https://calendly.com/ledgerpod/consultation' }
const cal: Scheduler = { provider: 'cal', url: 'https://cal.com/ledgerpod/consultation' }
const prefill: Prefill = {
  topic: bookPage.topics.payroll.name,
  topicId: 'payroll',
  page: payroll,
  button: 'Meet an expert',
  source: bookingSource({ from: payroll, button: 'Meet an expert' }),
  campaign: { utm_source: 'newsletter', utm_campaign: 'fall' },
  host: 'www.ledgerpod.example',
}
const params = (href: string) => Object.fromEntries(new URL(href).searchParams)

describe("the scheduler's configuration", () => {
  it('accepts an https booking page on the provider’s own origin, and no address as no scheduler', () => {
    expect(checkScheduler(calendly, SCHEDULER_FIELDS)).toEqual(calendly)
    expect(checkScheduler({ provider: 'cal', url: 'https://app.cal.com/team/intro' }, SCHEDULER_FIELDS)).toBeTruthy()
    expect(checkScheduler({ provider: 'calendly', url: '' }, SCHEDULER_FIELDS)).toBeNull()
  })

  it.each([
    ['http://calendly.com/ledgerpod/consultation', /scheduler\.yml › url: expected an https address on calendly\.com/],
    ['https://calendly.evil.example/ledgerpod', /scheduler\.yml › url: expected an https address on calendly\.com/],
    ['https://cal.com/ledgerpod', /scheduler\.yml › url: expected an https address on calendly\.com/],
    ['https://calendly.com/', /scheduler\.yml › url: expected the address of one booking page/],
    ['calendly.com/ledgerpod', /scheduler\.yml › url: expected an https address/],
  ])('fails the build on %s, naming the field', (url, message) => {
    expect(() => checkScheduler({ provider: 'calendly', url }, SCHEDULER_FIELDS)).toThrow(message)
  })

  it('fails on an unknown provider, naming the field', () => {
    expect(() =>
      resolveScheduler({ provider: 'hubspot' as 'cal', url: 'https://x.example/a', sample: true }, {}),
    ).toThrow(/src\/content\/settings\/scheduler\.yml › provider: expected 'calendly' or 'cal', got "hubspot"/)
  })

  it('takes the build variables over the configuration, and accepts a loopback stand-in there', () => {
    const env = { SCHEDULER_PROVIDER: 'cal', SCHEDULER_URL: 'http://127.0.0.1:4176/team/intro' }
    expect(resolveScheduler({ provider: 'calendly', url: '', sample: true }, env)).toEqual({
      provider: 'cal',
      url: env.SCHEDULER_URL,
    })
    expect(() =>
      resolveScheduler({ provider: 'cal', url: '', sample: true }, { SCHEDULER_URL: 'http://x.example/a' }),
    ).toThrow(/^SCHEDULER_URL \(build variable\): expected/)
  })
})

describe("the scheduler's frame", () => {
  it('embeds Calendly inline with the topic, the source and the campaign prefilled', () => {
    const href = schedulerHref(calendly, prefill, 'embed')
    expect(href.startsWith(`${calendly.url}?`)).toBe(true)
    expect(params(href)).toEqual({
      embed_domain: prefill.host,
      embed_type: 'Inline',
      hide_gdpr_banner: '1',
      a1: prefill.topic,
      a2: prefill.source,
      utm_source: 'newsletter',
      utm_campaign: 'fall',
    })
  })

  it("embeds Cal.com's /embed page on app.cal.com, the topic in the notes and the source as metadata", () => {
    const href = schedulerHref(cal, prefill, 'embed')
    expect(href.startsWith('https://app.cal.com/ledgerpod/consultation/embed?')).toBe(true)
    expect(params(href)).toEqual({
      embed: '',
      embedType: 'inline',
      layout: 'month_view',
      notes: `Topic: ${prefill.topic}`,
      'metadata[topic]': 'payroll',
      'metadata[page]': payroll,
      'metadata[button]': 'Meet an expert',
      utm_source: 'newsletter',
      utm_campaign: 'fall',
    })
  })

  it('pass an estimate brought from /pricing: Calendly as the third answer, Cal.com in the notes and metadata', () => {
    const search = { ...DEFAULT_SEARCH, services: ['bookkeeping', 'payroll'] as Service[] }
    const estimate = { line: estimateLine(estimateOf(search), bookPage.estimate), param: estimateParam(search)! }
    expect(params(schedulerHref(calendly, { ...prefill, estimate }, 'embed'))).toMatchObject({ a3: estimate.line })
    expect(params(schedulerHref(cal, { ...prefill, estimate }, 'embed'))).toMatchObject({
      notes: `Topic: ${prefill.topic}\nEstimate: ${estimate.line}`,
      'metadata[estimate]': estimate.param,
    })
  })

  it("opens the provider's own page in a new tab with the same prefill and no embed parameters", () => {
    expect(params(schedulerHref(calendly, prefill, 'page'))).not.toHaveProperty('embed_type')
    expect(schedulerHref(cal, prefill, 'page').startsWith(`${cal.url}?notes=`)).toBe(true)
  })

  it("comes from the provider's origin: Cal.com's embed runs on app.cal.com", () => {
    expect(frameOrigin(calendly)).toBe('https://calendly.com')
    expect(frameOrigin(cal)).toBe('https://app.cal.com')
    expect(frameOrigin({ provider: 'cal', url: 'http://127.0.0.1:4176/x' })).toBe('http://127.0.0.1:4176')
  })

  it("reads Calendly's messages", () => {
    expect(readFrameMessage('calendly', { event: 'calendly.event_type_viewed', payload: {} })).toEqual([
      { type: 'ready' },
    ])
    expect(readFrameMessage('calendly', { event: 'calendly.page_height', payload: { height: '1187.5px' } })).toEqual([
      { type: 'ready' },
      { type: 'height', px: 1188 },
    ])
    expect(readFrameMessage('calendly', { event: 'calendly.event_scheduled', payload: {} })).toContainEqual({
      type: 'booked',
    })
  })

  it("reads Cal.com's messages and answers its handshake", () => {
    const cal = (type: string, data = {}) => readFrameMessage('cal', { originator: 'CAL', type, data })
    expect(cal('__iframeReady')).toEqual([
      { type: 'reply', message: { originator: 'CAL', method: 'parentKnowsIframeReady' } },
    ])
    expect(cal('__dimensionChanged', { iframeHeight: 912, iframeWidth: 400 })).toEqual([{ type: 'height', px: 912 }])
    expect(cal('linkReady')).toEqual([{ type: 'ready' }])
    expect(cal('linkFailed')).toEqual([{ type: 'failed' }])
    expect(cal('bookingSuccessfulV2', { uid: 'x' })).toEqual([{ type: 'booked' }])
  })

  it('ignores anything else', () => {
    for (const data of [null, 'calendly.event_scheduled', { event: 'other' }, { type: 'bookingSuccessfulV2' }, 42]) {
      expect(readFrameMessage('calendly', data)).toEqual([])
      expect(readFrameMessage('cal', data)).toEqual([])
    }
    expect(readFrameMessage('calendly', { event: 'calendly.page_height', payload: { height: 'tall' } })).toEqual([
      { type: 'ready' },
    ])
  })
})

describe('headers follow the configuration', () => {
  const hashes = ['sha256-abc']
  const framed = framedPages(calendly)!
  /** An empty build folder: no public files to give Cache-Control blocks. */
  const dist = mkdtempSync(join(tmpdir(), 'headers-'))
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  it("allow the frame on the registry's booking pages only", () => {
    expect(framed).toEqual({
      paths: pageList.filter((page) => page.kind === 'booking').map((page) => page.path),
      origin: 'https://calendly.com',
    })
    expect(framed.paths).toEqual(expect.arrayContaining([PAGES.book.path, PAGES.booked.path]))
    expect(framedPages(null)).toBeUndefined()
  })

  it("put the scheduler's origin in frame-src, and nothing else of it", () => {
    const everywhere = contentSecurityPolicy(hashes)
    const booking = contentSecurityPolicy(hashes, [framed.origin])
    expect(everywhere).toContain("frame-src 'none'")
    expect(booking).toContain('frame-src https://calendly.com;')
    expect(booking.replace('frame-src https://calendly.com', "frame-src 'none'")).toBe(everywhere)
  })

  it('give the booking pages their own policy in _headers, after the site-wide one, detached for Cloudflare', () => {
    const site = { 'Content-Security-Policy': contentSecurityPolicy(hashes), ...STATIC_HEADERS }
    const booking = { 'Content-Security-Policy': contentSecurityPolicy(hashes, [framed.origin]) }
    const file = headersFile(site, dist, { paths: framed.paths, headers: booking })
    const blocks = file.split('\n\n')
    const everyPage = blocks.findIndex((block) => block.includes('/*\n'))
    for (const path of framed.paths) {
      // Only the page's one address: its slashed form is a redirect with the site's headers on every host.
      const index = blocks.findIndex((block) => block.split('\n').includes(path))
      expect(index, path).toBeGreaterThan(everyPage)
      expect(blocks[index]).toBe(
        `${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${booking['Content-Security-Policy']}`,
      )
      expect(
        blocks.some((block) => block.startsWith(`${path}/\n`)),
        `${path}/`,
      ).toBe(false)
    }
    expect(headersFile(site, dist)).not.toContain('frame-src https://calendly.com')
  })

  it('give nginx a location per booking page with every security header, and none without a scheduler', () => {
    const headers = { 'Content-Security-Policy': contentSecurityPolicy(hashes, [framed.origin]), ...STATIC_HEADERS }
    const conf = nginxFramedPages({ paths: framed.paths, headers })
    for (const path of framed.paths) expect(conf).toContain(`location = ${path} {`)
    for (const name of Object.keys(headers)) {
      expect(conf.match(new RegExp(`add_header ${name} `, 'g'))).toHaveLength(framed.paths.length)
    }
    expect(nginxFramedPages(undefined)).not.toContain('location')
  })
})
