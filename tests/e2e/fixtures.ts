// Shared Playwright fixtures: no first-load splash unless a spec asks for it, and no console error allowed.
import { prerendered } from '../../scripts/hosting.mjs'
import { test as base, expect, type Page } from '@playwright/test'
import { HYDRATED } from '../../src/lib/hydration'

declare global {
  interface Window {
    /** Set when the app fires its HYDRATED event. */
    __lpHydrated?: boolean
  }
}

type Options = {
  /** Mark the session as already welcomed so the splash does not cover the page (the splash spec turns this off). */
  skipSplash: boolean
  /**
   * Fail the test when the page logs a console error or warning, throws, or has a request fail or answer 4xx/5xx
   * (the not-found tests check their own).
   */
  failOnConsoleError: boolean
}

type Fixtures = {
  /** Console errors and warnings, uncaught errors and failed requests of the test's page, from its first navigation. */
  consoleErrors: string[]
}

export const test = base.extend<Options & Fixtures>({
  skipSplash: [true, { option: true }],
  failOnConsoleError: [true, { option: true }],
  context: async ({ context, skipSplash }, use) => {
    // Init scripts run in every frame; a frame with no storage (an error page, a blocked frame) just has no splash.
    if (skipSplash) {
      await context.addInitScript(() => {
        try {
          window.sessionStorage.setItem('lp-splash', '1')
        } catch {
          // nothing to skip there
        }
      })
    }
    await use(context)
  },
  consoleErrors: [
    async ({ page, failOnConsoleError }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          errors.push(`console ${message.type()}: ${message.text()} (${message.location().url})`)
        }
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('requestfailed', (request) => {
        // A navigation that replaces the page cancels what the old page was still loading: not a failure. With
        // JavaScript off (the no-JS specs), Chromium blocks script requests as "csp"; a real CSP block also logs a
        // console error, which fails the test above.
        if (!['net::ERR_ABORTED', 'csp'].includes(request.failure()?.errorText ?? '')) {
          errors.push(`request failed: ${request.url()} (${request.failure()?.errorText})`)
        }
      })
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`response ${response.status()}: ${response.url()}`)
      })
      await use(errors)
      if (failOnConsoleError) expect(errors, 'console errors and warnings, page errors, failed requests').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * The collected errors but the document's own 404 at `path`, which the browser reports twice (a console error and the
 * response): what remains after visiting a not-found URL is a defect.
 */
export const besidesOwn404 = (errors: string[], path: string) =>
  errors.filter(
    (error) =>
      !(/status of 404/.test(error) && error.includes(path)) &&
      !new RegExp(`^response 404: https?://[^/]+${path}$`).test(error),
  )

/** Every path `npm run build` prerendered (written by scripts/prerender.mjs). */
export const prerenderedPaths = prerendered('dist').map((page) => page.path)

/**
 * The timeout of a test whose work must stay one test and grows with the site (a crawl, a check across all pages): a
 * base for the browser and the first load, plus a share for each item it handles (a page fetched or visited), so the
 * test states its work instead of relying on a larger global timeout.
 */
export const timeoutFor = (items: number, perItem: number) => 15_000 + items * perItem

/**
 * Waits until the page has painted `count` more frames: what an input event just dispatched sets going (a scroll, the
 * first step of a glide) shows by then, so a test can check that nothing moved without waiting a fixed time.
 */
export const nextFrames = (page: Page, count = 2) =>
  page.evaluate(
    (left) =>
      new Promise<void>((done) => {
        const tick = (n: number) => (n === 0 ? done() : requestAnimationFrame(() => tick(n - 1)))
        tick(left)
      }),
    count,
  )

/**
 * Stops the page's clock (its timers and animation frames) and its CSS animations, so the splash's few seconds are not
 * spent while a busy machine loads the page; `tick` moves the clock on by hand. Smooth scrolling runs on that clock, so
 * a test that holds time reads a scroll lock from the root's overflow, not from a wheel.
 */
export async function holdTime(page: Page) {
  const start = new Date('2026-01-05T09:00:00Z')
  await page.clock.install({ time: start })
  // Install lets the clock run; pause it a minute on (nothing is scheduled before the page loads).
  await page.clock.pauseAt(new Date(start.getTime() + 60_000))
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Animation.enable')
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 })
  return { tick: (ms: number) => page.clock.runFor(ms) }
}

/** The pages that note the app's HYDRATED event (src/lib/hydration.ts) in every document they open. */
const listening = new WeakSet<Page>()

/** Makes every document `page` opens note the app's HYDRATED event, for `hydrated` to wait for. */
export async function noteHydration(page: Page) {
  if (listening.has(page)) return
  listening.add(page)
  await page.addInitScript((event) => {
    document.addEventListener(event, () => {
      window.__lpHydrated = true
    })
  }, HYDRATED)
}

/** Waits until the app of a page opened after `noteHydration` says it has hydrated. */
export const hydrated = (page: Page) => page.waitForFunction(() => window.__lpHydrated === true)

/**
 * Opens a path and waits until the app says it has hydrated (its HYDRATED event), so clicks reach handlers. `referer`:
 * the page the visitor came from (document.referrer).
 */
export async function visit(page: Page, path: string, { referer }: { referer?: string } = {}) {
  await noteHydration(page)
  const response = await page.goto(path, { referer })
  await hydrated(page)
  return response
}

/** Holds back every request whose URL matches `pattern` until `release()` is called. */
export async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {}
  const released = new Promise<void>((done) => (release = done))
  const held: string[] = []
  await page.route(pattern, async (route) => {
    held.push(route.request().url())
    await released
    await route.continue()
  })
  return { release, held }
}

/**
 * Opens a path with hydration held back, as a slow phone's network holds it: the framework chunk waits until
 * `release()`, and the prerendered page is there to read meanwhile. `hydrated(page)` waits for it after the release.
 */
export async function openBeforeHydration(page: Page, path: string) {
  await noteHydration(page)
  const framework = await holdBack(page, /\/assets\/framework-[^/]+\.js$/)
  await page.goto(path, { waitUntil: 'commit' })
  await expect.poll(() => framework.held.length).toBeGreaterThan(0)
  return framework
}

/**
 * Presses the first booking button of the page's main content (a link offering a consultation); resolves to its label.
 */
export async function pressBookingButton(page: Page) {
  const button = page
    .getByRole('main')
    .getByRole('link')
    .filter({ hasText: /consultation/i })
    .first()
  const label = (await button.innerText()).trim()
  await button.click()
  return label
}

/**
 * Whether each font Chrome draws the text of the first element matching `selector` in is a web font (true) or a
 * font of this machine (false): DevTools' "Rendered fonts", which no page script can see.
 */
export async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    return fonts.map((font) => font.isCustomFont)
  } finally {
    await cdp.detach()
  }
}

/**
 * Draws the page in both web fonts, as a visit does once they are in (both `swap`; the CSSOM sets it again, should a
 * face ever be `optional`); resolves once the heading and the text are drawn in them.
 */
export async function inWebFonts(page: Page) {
  await page.evaluate(async () => {
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules)
        if (rule instanceof CSSFontFaceRule) rule.style.setProperty('font-display', 'swap')
    await document.fonts.ready
  })
  await expect.poll(() => renderedFonts(page, 'h1'), 'the heading in the web fonts').toEqual([true])
  await expect.poll(() => renderedFonts(page, 'main p'), 'the text in the web fonts').toEqual([true])
}
