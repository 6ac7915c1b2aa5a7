// Analytics, end to end in Chromium: builds with each provider (the stand-in collector on a second local origin, behind
// the real nginx config and its headers) send each event once with its properties; nothing is sent with analytics
// off, with Global Privacy Control or Do Not Track, or from /admin; the policy lets the page reach the collector and no
// other new origin; a collector that is down or slow changes nothing a visitor sees.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { startNginx } from '../../scripts/nginx.mjs'
import { PAGES } from '../../src/content/registry'
import { bookingLink } from '../../src/lib/booking'
import { analyticsTest, keepThePage, senderFile, senderLoaded, sent, settled, type Provider } from './analytics-site'
import { pageContent } from './content'
import { besidesOwn404, expect, nextFrames, prerenderedPaths, pressBookingButton, test, visit } from './fixtures'
import { inFrame } from './scheduler-site'
import { builtVariant, COLLECTOR_ORIGIN, STAND_IN_ORIGIN, VARIANT_BUILD_TIMEOUT, VARIANTS } from './site-variants'

const {
  ANALYTICS_SERVICES,
  bookPage,
  CONTACT,
  pricingPage,
  privacyNotice,
  SOCIAL,
  serviceName,
  DEFAULT_SEARCH,
  SERVICES,
  EVENTS,
} = pageContent
const payroll = PAGES['payroll-service']
/** /book as a payroll page's booking button opens it. */
const fromPayroll = (label: string) => {
  const { search } = bookingLink(payroll.path, label)
  return `${PAGES.book.path}?${new URLSearchParams(search as Record<string, string>)}`
}
const bookingProps = (label: string) => ({ topic: payroll.topic, page: payroll.path, button: label })

for (const provider of ['plausible', 'umami'] as const satisfies Provider[]) {
  const withAnalytics = analyticsTest(provider)

  withAnalytics.describe(`with ${ANALYTICS_SERVICES[provider].name}`, () => {
    withAnalytics(
      'a page view on arrival, with the referring site, and one on each client-side navigation',
      async ({ page, received }) => {
        const arrival = `${PAGES.about.path}?utm_source=newsletter`
        await visit(page, `${arrival}&topic=payroll`, { referer: 'https://news.example/issue-4' })
        await expect
          .poll(() => received(EVENTS.pageview))
          .toEqual([{ ...sent(provider, EVENTS.pageview, arrival), referrer: 'https://news.example/issue-4' }])
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: PAGES.pricing.footer.labels[0], exact: true })
          .click()
        await expect(page).toHaveURL(new RegExp(`${PAGES.pricing.path}$`))
        const events = await settled(page, received)
        expect(events.map((event) => event.path)).toEqual([arrival, PAGES.pricing.path, PAGES.home.path])
        expect(events.slice(1)).toEqual([
          sent(provider, EVENTS.pageview, PAGES.pricing.path),
          sent(provider, EVENTS.pageview, PAGES.home.path),
        ])
      },
    )

    withAnalytics(
      'a booking button pressed: its topic, page and button, the words the scheduler receives',
      async ({ page, received }) => {
        await visit(page, payroll.path)
        const label = await pressBookingButton(page)
        await expect(page).toHaveURL(new RegExp(`${PAGES.book.path}\\?`))
        await settled(page, received)
        expect(await received(EVENTS.bookingButton)).toEqual([
          sent(provider, EVENTS.bookingButton, payroll.path, bookingProps(label)),
        ])
      },
    )

    for (const [name, link] of [
      [EVENTS.email, `Email ${CONTACT.general.email}`],
      [EVENTS.phone, `call ${CONTACT.general.phone}`],
    ] as const) {
      withAnalytics(`/book's ${name} pressed: the booking's topic, page and button`, async ({ page, received }) => {
        const label = 'Book a Free Payroll Consultation'
        await visit(page, fromPayroll(label))
        await keepThePage(page)
        // Code the event waits for arrives late, after the visitor has left /book: the event still names /book's request.
        await page.route('**/assets/**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1000))
          await route.continue()
        })
        await page.getByRole('main').getByRole('link', { name: link }).click()
        await settled(page, received)
        expect(await received(name)).toEqual([sent(provider, name, PAGES.book.path, bookingProps(label))])
      })
    }

    withAnalytics(
      'a booking the scheduler reports: where it came from, and which scheduler',
      async ({ page, received }) => {
        const label = 'Book a Free Payroll Consultation'
        await visit(page, fromPayroll(label))
        await inFrame(page).getByRole('button', { name: 'Confirm the booking' }).click()
        await expect(page.getByRole('heading', { name: bookPage.booked.title })).toBeFocused()
        await settled(page, received)
        expect(await received(EVENTS.booked)).toEqual([
          sent(provider, EVENTS.booked, PAGES.book.path, {
            ...bookingProps(label),
            scheduler: VARIANTS[provider].SCHEDULER_PROVIDER,
          }),
        ])
      },
    )

    withAnalytics('the estimator used: the services chosen, never the figures typed', async ({ page, received }) => {
      const { counts } = pricingPage.estimator
      await visit(page, PAGES.pricing.path)
      const estimator = page.locator('#estimator')
      await estimator.getByRole('checkbox', { name: new RegExp(`^${serviceName('payroll')}`) }).check()
      const chosen = SERVICES.filter((s) => s === 'payroll' || DEFAULT_SEARCH.services.includes(s))
      await expect
        .poll(() => received(EVENTS.estimate))
        .toEqual([
          sent(provider, EVENTS.estimate, PAGES.pricing.path, {
            services: chosen.join(', '),
            kind: DEFAULT_SEARCH.kind,
          }),
        ])
      // A figure typed with the same services is the same use of the estimator: not counted again, never sent.
      await estimator.getByRole('spinbutton', { name: counts.people }).fill('137')
      await expect(page).toHaveURL(/people=137/)
      const events = await settled(page, received)
      expect(events.filter((event) => event.name === EVENTS.estimate)).toHaveLength(1)
      expect(JSON.stringify(events)).not.toContain('137')
    })

    withAnalytics('an outbound link pressed: where it leads', async ({ page, received }) => {
      await visit(page, PAGES.about.path)
      await keepThePage(page)
      const [profile] = SOCIAL
      await page.getByRole('link', { name: `${profile!.label} (opens in a new tab)` }).click()
      await settled(page, received)
      expect(await received(EVENTS.outbound)).toEqual([
        sent(provider, EVENTS.outbound, PAGES.about.path, { url: profile!.href }),
      ])
    })

    withAnalytics.describe('a page that does not exist', () => {
      withAnalytics.use({ failOnConsoleError: false })

      withAnalytics('a 404: its path, beside its page view', async ({ page, received, consoleErrors }) => {
        const missing = '/no-such-page'
        const response = await visit(page, missing)
        expect(response?.status()).toBe(404)
        await settled(page, received)
        expect(await received(EVENTS.notFound)).toEqual([sent(provider, EVENTS.notFound, missing, { path: missing })])
        expect((await received(EVENTS.pageview)).map((event) => event.path)).toEqual([missing, PAGES.home.path])
        expect(besidesOwn404(consoleErrors, missing)).toEqual([])
      })
    })

    withAnalytics('the privacy notice says what is sent, to whom and for how long', async ({ page }) => {
      const notice = privacyNotice({
        provider,
        site: VARIANTS[provider].ANALYTICS_SITE,
        endpoint: `${COLLECTOR_ORIGIN}${ANALYTICS_SERVICES[provider].api}`,
      })
      const section = notice.sections.find((s) => s.id === 'visit-statistics')!
      await visit(page, PAGES.privacy.path)
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible()
      for (const paragraph of section.paragraphs) await expect(page.getByText(paragraph)).toBeAttached()
    })

    withAnalytics(
      'the size budget holds for this build: the sender loads on no page before interaction',
      ({ build }) => {
        // scripts/budget.mjs allows such a build ANALYTICS_ALLOWANCE more, and finds the sender in no page's set.
        const run = spawnSync(process.execPath, ['scripts/budget.mjs', build], { encoding: 'utf8' })
        expect(run.stderr).toBe('')
        expect(run.status).toBe(0)
      },
    )
  })
}

const withPlausible = analyticsTest('plausible')

for (const [signal, init] of [
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  ],
  ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
] as const) {
  withPlausible(`nothing is sent when the browser sends ${signal}`, async ({ page, received }) => {
    await page.addInitScript(init)
    const asked: string[] = []
    page.on('request', (request) => request.url().startsWith(COLLECTOR_ORIGIN) && asked.push(request.url()))
    const loaded = senderLoaded(page, 'plausible')
    await visit(page, payroll.path)
    await loaded
    // Its first page view would have been sent by the next frames.
    await nextFrames(page)
    await pressBookingButton(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookPage.hero.title)
    await nextFrames(page)
    expect(asked).toEqual([])
    expect(await received()).toEqual([])
  })
}

withPlausible.describe('/admin', () => {
  // The CMS asks its local proxy, which no test starts here, for its files: those failures are the CMS's own.
  withPlausible.use({ failOnConsoleError: false })

  withPlausible('sends nothing', async ({ page, received }) => {
    const asked: string[] = []
    page.on('request', (r) => r.url().startsWith(COLLECTOR_ORIGIN) && asked.push(r.url()))
    await page.goto('/admin')
    await expect(page.getByRole('button', { name: /login/i })).toBeVisible({ timeout: 30_000 })
    await nextFrames(page)
    expect(asked).toEqual([])
    expect(await received()).toEqual([])
  })
})

test('with analytics off (as shipped), the build has no sender and no page asks another origin for anything', async ({
  page,
  baseURL,
}) => {
  expect(senderFile('dist')).toBeUndefined()
  const elsewhere: string[] = []
  page.on('request', (request) => new URL(request.url()).origin !== baseURL && elsewhere.push(request.url()))
  await visit(page, payroll.path)
  await pressBookingButton(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookPage.hero.title)
  await nextFrames(page)
  expect(elsewhere).toEqual([])
})

withPlausible.describe('the Content-Security-Policy', () => {
  // The same build without analytics (same scheduler), served the same way: the policy to compare with.
  const compared = withPlausible.extend<object, { baseline: Awaited<ReturnType<typeof startNginx>> }>({
    baseline: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const server = await startNginx({ root: resolve(await builtVariant('calendly')) })
        try {
          await use(server)
        } finally {
          await server.stop()
        }
      },
      { scope: 'worker', timeout: VARIANT_BUILD_TIMEOUT + 30_000 },
    ],
  })
  const policyOf = async (origin: string, path: string) =>
    (await fetch(`${origin}${path}`, { redirect: 'manual' })).headers.get('content-security-policy') ?? ''

  for (const path of prerenderedPaths) {
    compared(
      `${path} allows the collector's origin in connect-src, and nothing else new`,
      async ({ site, baseline }) => {
        const without = await policyOf(baseline.origin, path)
        expect(without).toContain("connect-src 'self';")
        expect(await policyOf(site.origin, path)).toBe(
          without.replace("connect-src 'self';", `connect-src 'self' ${COLLECTOR_ORIGIN};`),
        )
      },
    )
  }

  compared('/admin keeps its own policy', async ({ site, baseline }) => {
    const policy = await policyOf(site.origin, '/admin')
    expect(policy).not.toContain(COLLECTOR_ORIGIN)
    expect(policy).toBe(await policyOf(baseline.origin, '/admin'))
  })
})

withPlausible.describe('the browser', () => {
  // The refused connection logs the browser's violation report: that is the point.
  withPlausible.use({ failOnConsoleError: false })

  withPlausible('may send to the collector and connect to no other origin', async ({ page, received }) => {
    await visit(page, PAGES.home.path)
    await expect.poll(() => received(EVENTS.pageview)).toHaveLength(1)
    const blocked = await page.evaluate(
      (url) =>
        new Promise<string>((done) => {
          document.addEventListener('securitypolicyviolation', (e) => done(e.effectiveDirective), { once: true })
          fetch(url).catch(() => {})
        }),
      `${STAND_IN_ORIGIN}/probe`,
    )
    expect(blocked).toBe('connect-src')
  })
})

withPlausible.describe('a collector that is down', () => {
  // The browser logs each refused request itself (no script can silence it): the test checks there is nothing else.
  withPlausible.use({ failOnConsoleError: false })

  withPlausible('changes nothing a visitor sees, and nothing else is logged', async ({ page, consoleErrors }) => {
    let refused = 0
    await page.route(`${COLLECTOR_ORIGIN}/**`, (route) => {
      refused += 1
      return route.abort('connectionrefused')
    })
    await bookFromTheEstimator(page)
    expect(refused).toBeGreaterThan(0)
    expect(consoleErrors.filter((error) => !error.includes(COLLECTOR_ORIGIN))).toEqual([])
  })
})

withPlausible(
  'a collector that never answers changes nothing a visitor sees, and nothing is logged',
  async ({ page }) => {
    let held = 0
    // Never answered: each request to the collector stays pending.
    await page.route(`${COLLECTOR_ORIGIN}/**`, () => {
      held += 1
    })
    await bookFromTheEstimator(page)
    expect(held).toBeGreaterThan(0)
  },
)

/** A visitor's way to a booking: /pricing, a service chosen, the estimator's booking button, /book. */
async function bookFromTheEstimator(page: import('@playwright/test').Page) {
  const { estimator } = pricingPage
  await visit(page, PAGES.pricing.path)
  await page.getByRole('checkbox', { name: new RegExp(`^${serviceName('payroll')}`) }).check()
  await expect(page).toHaveURL(/services=/)
  await page.getByRole('link', { name: estimator.cta.label }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookPage.hero.title)
  await expect(inFrame(page).getByRole('heading', { level: 1 })).toBeVisible()
}
