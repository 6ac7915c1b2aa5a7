// A build with analytics on (tests/e2e/site-variants.ts: 'plausible' or 'umami', each with a stand-in scheduler on
// /book), served by the real nginx config, and what the stand-in collector (collector-stand-in.mjs) received from this
// test's browser: each test's browser names itself in its User-Agent, so tests can run side by side.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { BRAND } from '../../src/content/brand'
import { PAGES } from '../../src/content/registry'
import type { EventName } from '../../src/lib/analytics-client'
import { expect } from './fixtures'
import { schedulerTest } from './scheduler-site'
import { ANALYTICS_SITES, COLLECTOR_ORIGIN, variantDir } from './site-variants'

export type Provider = keyof typeof ANALYTICS_SITES

/** An event as the stand-in records it, for either provider. */
export type Received = {
  provider: Provider
  name: string
  path: string
  props: Record<string, unknown>
  referrer: string
  site: string
}

/** Tests against the build with `provider`'s analytics; `received(name?)` reads what arrived from this test. */
export const analyticsTest = (provider: Provider) =>
  schedulerTest(provider).extend<{ received: (name?: EventName) => Promise<Received[]> }>({
    userAgent: async ({ browser }, use, testInfo) =>
      use(
        `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} ` +
          `Safari/537.36 lp-e2e/${testInfo.testId}-${testInfo.retry}-${testInfo.repeatEachIndex}`,
      ),
    received: async ({ userAgent }, use) => {
      const marker = /lp-e2e\/\S+/.exec(userAgent ?? '')![0]
      await use(async (name) => {
        const response = await fetch(`${COLLECTOR_ORIGIN}/records?ua=${encodeURIComponent(marker)}`)
        const all = (await response.json()) as Received[]
        return name ? all.filter((event) => event.name === name) : all
      })
    },
  })

/** An event as the stand-in should record it from `provider`'s build. */
export const sent = (provider: Provider, name: EventName, path: string, props: Record<string, string> = {}) => ({
  provider,
  name,
  path,
  props,
  referrer: '',
  site: ANALYTICS_SITES[provider],
})

/**
 * What arrived from this test once a page view sent after everything else has arrived too (a client-side navigation to
 * the home page): an event sent twice would have arrived by then.
 */
export async function settled(page: Page, received: (name?: EventName) => Promise<Received[]>) {
  const home = async () => (await received('pageview')).filter((event) => event.path === PAGES.home.path).length
  const before = await home()
  await page
    .getByRole('banner')
    .getByRole('link', { name: `${BRAND.name} home` })
    .click()
  await expect.poll(home).toBe(before + 1)
  return received()
}

/**
 * Links that would leave the page for another program or tab (mail, phone, another site in a new tab) stay put: the
 * test reads what the site sent when they were pressed, not what opens.
 */
export const keepThePage = (page: Page) =>
  page.evaluate(() =>
    window.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a')
      if (link && (link.protocol === 'mailto:' || link.protocol === 'tel:' || link.target === '_blank')) {
        event.preventDefault()
      }
    }),
  )

/** The file of the analytics sender in a build (Vite's manifest), or undefined in a build without analytics. */
export const senderFile = (dir: string): string | undefined =>
  JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'))['src/lib/analytics-client.ts']?.file

/** Waits until the page has loaded the analytics sender (and run it: two frames later, its first event is sent). */
export const senderLoaded = (page: Page, provider: Provider) =>
  page.waitForResponse((response) => response.url().endsWith(`/${senderFile(variantDir(provider))}`))
