// Analytics, off as shipped: the settings file and the build variables as the build checks them (a bad site id or
// address fails naming its field), where events go and the policy that lets them, each provider's request, and the
// privacy notice in both states.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { readContentFile } from '../../scripts/content-files.mjs'
import { ANALYTICS_SERVICES, ANALYTICS_SETTINGS } from '../../src/content/analytics'
import { SETTINGS_SCHEMAS, type Settings } from '../../src/content/settings-schema'
import { privacyNotice, privacyPage } from '../../src/content/pages/privacy'
import type { Analytics } from '../../src/content/types'
import { collectorOrigin, resolveAnalytics } from '../../src/build/analytics'
import {
  declinesTracking,
  EVENTS,
  pageAddress,
  plausibleRequest,
  umamiRequest,
  type PageFacts,
  type SiteEvent,
} from '../../src/lib/analytics-client'
import {
  ADMIN_HEADERS,
  NGINX_FRAMED_PAGES,
  NGINX_SNIPPET,
  contentSecurityPolicy,
  writeHostingHeaders,
} from '../../scripts/security-headers.mjs'
import { contentContext } from './content-context'

const FILE = 'src/content/settings/analytics.yml'
const read = (settings: object) =>
  readContentFile(stringify(settings), FILE, SETTINGS_SCHEMAS.analytics, contentContext) as Settings<'analytics'>
const UMAMI_ID = '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b'

describe('the analytics settings', () => {
  it('ship off: no provider, so no events and nothing in the build', () => {
    expect(ANALYTICS_SETTINGS.provider).toBe('none')
    expect(readContentFile(readFileSync(FILE, 'utf8'), FILE, SETTINGS_SCHEMAS.analytics, contentContext)).toEqual(
      ANALYTICS_SETTINGS,
    )
    expect(resolveAnalytics(ANALYTICS_SETTINGS, {})).toBeNull()
  })

  it("send to the provider's cloud without a collector, or to the owner's own server", () => {
    const plausible = read({ provider: 'plausible', site: 'www.ledgerpod.com', collector: '' })
    expect(resolveAnalytics(plausible, {})).toEqual({
      provider: 'plausible',
      site: 'www.ledgerpod.com',
      endpoint: `${ANALYTICS_SERVICES.plausible.cloud}${ANALYTICS_SERVICES.plausible.api}`,
    })
    const umami = read({ provider: 'umami', site: UMAMI_ID, collector: 'https://stats.ledgerpod.com/umami/' })
    const own = resolveAnalytics(umami, {})!
    expect(own.endpoint).toBe(`https://stats.ledgerpod.com/umami${ANALYTICS_SERVICES.umami.api}`)
    expect(collectorOrigin(own)).toBe('https://stats.ledgerpod.com')
  })

  it('fail the build naming the field on a site id of the wrong form', () => {
    expect(() => read({ provider: 'plausible', site: 'https://www.ledgerpod.com', collector: '' })).toThrow(
      `${FILE}:2:7 site: expected the site’s domain as you added it in Plausible`,
    )
    expect(() => read({ provider: 'umami', site: 'www.ledgerpod.com', collector: '' })).toThrow(
      `${FILE}:2:7 site: expected the website ID Umami shows`,
    )
    expect(() => read({ provider: 'matomo', site: '', collector: '' })).toThrow(`${FILE}:1:11 provider: expected`)
  })

  it('fail the build naming the field on an address that is not https (http only on this machine)', () => {
    for (const collector of ['http://stats.ledgerpod.com', 'stats.ledgerpod.com', 'https://stats.ledgerpod.com/?x=1']) {
      expect(() => read({ provider: 'umami', site: UMAMI_ID, collector })).toThrow(
        `${FILE}:3:12 collector: expected empty (the provider’s cloud service), or the https address`,
      )
    }
    expect(read({ provider: 'umami', site: UMAMI_ID, collector: 'http://127.0.0.1:4177' })).toMatchObject({
      collector: 'http://127.0.0.1:4177',
    })
  })

  it('give way to the build variables, checked the same way and named in the error', () => {
    const env = { ANALYTICS_PROVIDER: 'umami', ANALYTICS_SITE: UMAMI_ID, ANALYTICS_COLLECTOR: 'http://127.0.0.1:4177' }
    expect(resolveAnalytics(ANALYTICS_SETTINGS, env)?.endpoint).toBe(
      `http://127.0.0.1:4177${ANALYTICS_SERVICES.umami.api}`,
    )
    expect(() => resolveAnalytics(ANALYTICS_SETTINGS, { ...env, ANALYTICS_SITE: 'ledgerpod' })).toThrow(
      'ANALYTICS_SITE (build variable): expected the website ID Umami shows',
    )
    expect(() => resolveAnalytics(ANALYTICS_SETTINGS, { ...env, ANALYTICS_COLLECTOR: 'http://umami.example' })).toThrow(
      'ANALYTICS_COLLECTOR (build variable): expected empty',
    )
    const on = read({ provider: 'plausible', site: 'www.ledgerpod.com', collector: '' })
    expect(resolveAnalytics(on, { ANALYTICS_PROVIDER: 'none' })).toBeNull()
  })
})

describe('the Content-Security-Policy with analytics on', () => {
  const collector = 'https://stats.ledgerpod.com'
  const scheduler = 'https://calendly.com'
  /** A build folder with one page (an inline script to hash) and the CMS. */
  const dist = mkdtempSync(join(tmpdir(), 'analytics-headers-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script>document.documentElement.className="js"</script>')
  mkdirSync(join(dist, 'admin'))
  writeFileSync(join(dist, 'admin', 'index.html'), '<!doctype html>')
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  it("adds the collector's origin to connect-src, and nothing else", () => {
    const off = contentSecurityPolicy(['sha256-abc'], [scheduler])
    const on = contentSecurityPolicy(['sha256-abc'], [scheduler], [collector])
    expect(on).toContain(`connect-src 'self' ${collector};`)
    expect(on.replace(`connect-src 'self' ${collector}`, "connect-src 'self'")).toBe(off)
  })

  it('on every public page, the booking pages included, and not on the CMS', () => {
    writeHostingHeaders(dist, { paths: ['/book'], origin: scheduler }, [collector])
    const headers = readFileSync(join(dist, '_headers'), 'utf8')
    const policies = headers.split('\n').filter((line) => line.startsWith('  Content-Security-Policy:'))
    const withCollector = policies.filter((line) => line.includes(`connect-src 'self' ${collector};`))
    // The site-wide rule and /book's; the CMS's two rules keep their own policy.
    expect(withCollector).toHaveLength(2)
    expect(policies.filter((line) => line.includes(ADMIN_HEADERS['Content-Security-Policy']))).toHaveLength(2)
    for (const file of [NGINX_SNIPPET, NGINX_FRAMED_PAGES]) {
      expect(readFileSync(join(dist, file), 'utf8')).toContain(`connect-src 'self' ${collector};`)
    }
    writeHostingHeaders(dist, { paths: ['/book'], origin: scheduler })
    expect(readFileSync(join(dist, '_headers'), 'utf8')).not.toContain(collector)
  })
})

describe('the events each provider receives', () => {
  const page: PageFacts = {
    url: 'https://www.ledgerpod.com/services/payroll-service?utm_source=newsletter',
    referrer: 'https://news.example/issue-4',
    title: 'Payroll Services | LedgerPod',
    language: 'en-US',
    screen: '1280x800',
  }
  const button: SiteEvent = {
    name: EVENTS.bookingButton,
    props: { topic: 'payroll', page: '/services/payroll-service', button: 'Book a Free Payroll Consultation' },
  }

  it("Plausible: its Events API's fields, sent as its own tracker sends them", () => {
    const request = plausibleRequest('www.ledgerpod.com', button, page)
    expect(request.type).toBe('text/plain')
    expect(JSON.parse(request.body)).toEqual({
      name: button.name,
      url: page.url,
      domain: 'www.ledgerpod.com',
      referrer: page.referrer,
      props: button.props,
    })
    expect(
      JSON.parse(plausibleRequest('www.ledgerpod.com', { name: EVENTS.pageview }, { ...page, referrer: '' }).body),
    ).toEqual({
      name: 'pageview',
      url: page.url,
      domain: 'www.ledgerpod.com',
    })
  })

  it("Umami: /api/send's payload, a page view without a name", () => {
    const payload = {
      website: UMAMI_ID,
      hostname: 'www.ledgerpod.com',
      language: page.language,
      referrer: page.referrer,
      screen: page.screen,
      title: page.title,
      url: '/services/payroll-service?utm_source=newsletter',
    }
    const request = umamiRequest(UMAMI_ID, button, page)
    expect(request.type).toBe('application/json')
    expect(JSON.parse(request.body)).toEqual({
      type: 'event',
      payload: { ...payload, name: button.name, data: button.props },
    })
    expect(JSON.parse(umamiRequest(UMAMI_ID, { name: EVENTS.pageview }, page).body)).toEqual({ type: 'event', payload })
  })

  it("name the page by its address and campaign tags only, never the estimate's or the booking's parameters", () => {
    const location = { origin: 'https://www.ledgerpod.com', pathname: '/book' }
    expect(
      pageAddress({ ...location, search: '?topic=payroll&from=%2Fpricing&utm_medium=email&utm_source=news' }),
    ).toBe('https://www.ledgerpod.com/book?utm_medium=email&utm_source=news')
    expect(pageAddress({ ...location, search: '?estimate=general_bookkeeping_40-100_0_600-1500' })).toBe(
      'https://www.ledgerpod.com/book',
    )
  })

  it('are the kinds docs/analytics.md tells the owner to set up as goals, by the same names', () => {
    const docs = readFileSync('docs/analytics.md', 'utf8')
    for (const name of Object.values(EVENTS)) expect(docs, name).toContain(`| \`${name}\``)
  })

  it('are not sent when the visitor asks not to be tracked', () => {
    expect(declinesTracking({ globalPrivacyControl: true, doNotTrack: null })).toBe(true)
    expect(declinesTracking({ doNotTrack: '1' })).toBe(true)
    expect(declinesTracking({ globalPrivacyControl: false, doNotTrack: '0' })).toBe(false)
    expect(declinesTracking({ doNotTrack: null })).toBe(false)
  })
})

describe('the privacy notice', () => {
  const text = (page: object) => JSON.stringify(page)
  const plausible: Analytics = {
    provider: 'plausible',
    site: 'www.ledgerpod.com',
    endpoint: 'https://plausible.io/api/event',
  }
  const umami: Analytics = { provider: 'umami', site: UMAMI_ID, endpoint: 'https://stats.ledgerpod.com/api/send' }

  it('says there are no analytics when the build has none', () => {
    expect(privacyNotice(null)).toBe(privacyPage)
    expect(text(privacyPage)).toContain('No analytics, tracking pixels or session recording.')
    expect(privacyPage.sections.map((section) => section.id)).not.toContain('visit-statistics')
  })

  it("with a provider's cloud, says what is sent, to whom, how visitors are counted and for how long", () => {
    const notice = privacyNotice(plausible)
    const service = ANALYTICS_SERVICES.plausible
    expect(text(notice)).not.toMatch(/No analytics|run no analytics|does not tell any third party/)
    const section = notice.sections.find((s) => s.id === 'visit-statistics')!
    const words = section.paragraphs.join(' ')
    expect(words).toContain(`${service.name} (${new URL(service.cloud).host})`)
    expect(words).toContain(service.visitors)
    expect(words).toMatch(/for as long as we use it/)
    expect(words).toMatch(/not the figures you typed/)
    expect(words).toMatch(/Global Privacy Control or Do Not Track, the site sends none/)
    expect(words).not.toMatch(/screen size/)
    expect(notice.intro.join(' ')).toContain(`with ${service.name}, without cookies`)
  })

  it("with the owner's own server, names that server, and what Umami is sent beside the event", () => {
    const words = privacyNotice(umami)
      .sections.find((s) => s.id === 'visit-statistics')!
      .paragraphs.join(' ')
    expect(words).toContain(`our own ${ANALYTICS_SERVICES.umami.selfHosted} server at stats.ledgerpod.com`)
    expect(words).toContain(ANALYTICS_SERVICES.umami.visitors)
    expect(words).toMatch(/screen size, language and the page title/)
  })
})
