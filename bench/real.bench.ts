// Real throttling, no Lighthouse and no simulation: Chromium loads each page with the CPU slowed and the network shaped
// like Lighthouse's mobile slow 4G, the HTTP cache off, reduced motion, in a fresh context every time, and measures
// with the page's own clocks (ms from navigation start), median of BENCH_RUNS (default 7) per route and build:
//
//   LCP ÷ bare  the page's LCP over the LCP of its bare page (bench/bare.ts: the hero's words, no CSS, fonts or
//               scripts), loaded in the same run right before or after it: the median of the runs' ratios. 1.0 is a
//               page that paints as fast as text can arrive; the goal is at most GOAL_RATIO. It holds across machines
//               and load where milliseconds do not. "bare LCP" is the floor's own median.
//   hero text   the later paint of the page's <h1> and of the paragraph after it, on Lighthouse's mobile screen
//               (Element Timing: an init script marks the two while the HTML is parsed, before their first paint; "-"
//               when it could not measure, never a wrong time). FCP and LCP of the same load beside it.
//   hydrated    when the site fired its `lp:hydrated` event ("-" for builds that do not).
//   clicked, panel open  at 1280x800: "Services" of the navigation "Main" clicked as soon as it is visible, and when
//               its "Bookkeeping service" link was first visible (in an animation frame); "never": not within 15 s.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js'
import { median, note, record } from './report'
import { routes, runsPerRoute, siteOrder, test, type Site } from './sites'

// Lighthouse's mobileSlow4G as it applies it with DevTools throttling (core/lib/emulation.js): latency in ms as is,
// throughput from kilobits to bytes per second.
const SLOW_4G = throttling.mobileSlow4G
const NETWORK = {
  offline: false,
  latency: SLOW_4G.requestLatencyMs,
  downloadThroughput: Math.floor((SLOW_4G.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((SLOW_4G.uploadThroughputKbps * 1024) / 8),
}
const MOBILE = screenEmulationMetrics.mobile
const LOAD_TIMEOUT = 90_000
/** The slowest a page's LCP may be against its bare page's (issue 38). */
const GOAL_RATIO = 1.6
/** How long the panel may take to open after the click (instrument() holds the same 15 s: it runs in the page). */
const OPEN_TIMEOUT = 15_000

type BenchRecord = {
  paints: Record<string, number>
  lcp: { time: number; element: string }[]
  hero: Record<string, number | undefined>
  hydrated?: number
  pressed?: number
  opened?: number
  reducedMotion: boolean
}

/** The fields of paint, LCP and Element Timing entries that instrument() reads. */
type Entry = PerformanceEntry & {
  element?: Element | null
  identifier?: string
  renderTime?: number
  loadTime?: number
}

/**
 * Runs in the page before its scripts (Playwright sends its source text): records paints, LCP, the hero's Element
 * Timing, the `lp:hydrated` event and, once Services is pressed, the first frame its panel link is visible.
 */
function instrument() {
  const record: BenchRecord = {
    paints: {},
    lcp: [],
    hero: {},
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
  }
  Object.defineProperty(window, '__lpBench', { value: record })
  const describe = (element: Element | null) =>
    element ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"` : '(removed)'
  const observe = (type: string, take: (entry: Entry) => void) =>
    new PerformanceObserver((list) => list.getEntries().forEach((e) => take(e as Entry))).observe({
      type,
      buffered: true,
    })
  observe('paint', (e) => (record.paints[e.name] = e.startTime))
  observe('largest-contentful-paint', (e) =>
    record.lcp.push({ time: e.startTime, element: describe(e.element ?? null) }),
  )
  observe('element', (e) => (record.hero[e.identifier ?? ''] ??= e.renderTime || e.loadTime))

  // Marks the hero's heading and the paragraph after it as soon as the parser has inserted them: MutationObserver
  // callbacks run at the end of the parser's task, before the next rendering update.
  const markHero = () => {
    const h1 = document.querySelector('main h1') ?? document.querySelector('h1')
    // The first paragraph after it in the page (the hero sets its lead beside or below the heading's block).
    const paragraph = [...document.querySelectorAll(h1?.closest('main') ? 'main p' : 'p')].find(
      (p) => h1!.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING,
    )
    h1?.setAttribute('elementtiming', 'hero-h1')
    paragraph?.setAttribute('elementtiming', 'hero-p')
    return Boolean(paragraph)
  }
  const marker = new MutationObserver(() => markHero() && marker.disconnect())
  marker.observe(document, { childList: true, subtree: true })
  document.addEventListener('DOMContentLoaded', () => (markHero(), marker.disconnect()))
  document.addEventListener('lp:hydrated', () => (record.hydrated ??= performance.now()))

  // The "Bookkeeping service" link of the Services panel: in the navigation "Main", or in the element the Services
  // button controls (the panel may be portalled out of the nav).
  const panelLink = () => {
    const nav = document.querySelector('nav[aria-label="Main"]')
    const button = [...(nav?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === 'Services')
    const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '')
    return [...(nav?.querySelectorAll('a') ?? []), ...(panel?.querySelectorAll('a') ?? [])].some(
      (link) =>
        link.textContent?.trim() === 'Bookkeeping service' &&
        link.getBoundingClientRect().width > 0 &&
        link.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    )
  }
  addEventListener(
    'pointerdown',
    (event) => {
      if (record.pressed !== undefined) return
      record.pressed = event.timeStamp
      const frame = () => {
        if (panelLink()) record.opened = performance.now()
        else if (performance.now() - event.timeStamp < 15_000) requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
    { capture: true },
  )
}

/** A fresh context with reduced motion and one throttled, instrumented page; closed after `use`. */
async function withPage<T>(browser: Browser, options: BrowserContextOptions, run: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ ...options, reducedMotion: 'reduce' })
  const fresh = await context.newPage()
  const cdp = await context.newCDPSession(fresh)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier })
  await fresh.addInitScript(instrument)
  try {
    return await run(fresh)
  } finally {
    await context.close()
  }
}

const readRecord = (page: Page) =>
  page.evaluate(() => ({
    ...(window as unknown as { __lpBench: BenchRecord }).__lpBench,
    splash: sessionStorage.getItem('lp-splash'),
  }))

/** The hero load on Lighthouse's mobile screen. */
const heroLoad = (browser: Browser, url: string) =>
  withPage(
    browser,
    {
      viewport: { width: MOBILE.width, height: MOBILE.height },
      deviceScaleFactor: MOBILE.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    },
    async (p) => {
      await p.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT })
      await p.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
      await p.waitForTimeout(500)
      return readRecord(p)
    },
  )

/** One run: the hero load on the mobile screen, then the dropdown load at 1280x800. */
async function measure(browser: Browser, url: string) {
  const hero = await heroLoad(browser, url)
  const dropdown = await withPage(browser, { viewport: { width: 1280, height: 800 } }, async (p) => {
    await p.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT })
    const button = p.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services', exact: true })
    await button.click({ timeout: LOAD_TIMEOUT })
    await p
      .waitForFunction(
        () => (window as unknown as { __lpBench: BenchRecord }).__lpBench.opened !== undefined,
        undefined,
        {
          timeout: OPEN_TIMEOUT + 2000,
        },
      )
      .catch(() => {})
    return readRecord(p)
  })
  const { 'hero-h1': h1, 'hero-p': paragraph } = hero.hero
  return {
    fcp: hero.paints['first-contentful-paint'],
    lcp: hero.lcp.at(-1),
    hero: h1 !== undefined && paragraph !== undefined ? Math.max(h1, paragraph) : undefined,
    hydrated: hero.hydrated,
    clicked: dropdown.pressed,
    opened: dropdown.opened ?? Infinity,
    reducedMotion: hero.reducedMotion && dropdown.reducedMotion && !hero.splash && !dropdown.splash,
  }
}

for (const path of routes()) {
  test(path, async ({ sites, bare, browser }) => {
    note(
      `CPU ${SLOW_4G.cpuSlowdownMultiplier}x, ${NETWORK.latency} ms latency, ${Math.round(SLOW_4G.downloadThroughputKbps)} kbit/s ` +
        'down (Lighthouse mobileSlow4G), no cache, reduced motion. Medians in ms from navigation start. LCP ÷ bare: the ' +
        `LCP over that of a bare page with the hero's words in the same run (median of the runs' ratios; goal ≤ ${GOAL_RATIO}). ` +
        'hero text: the <h1> and its paragraph painted (mobile screen); clicked / panel open: Services pressed as soon as ' +
        'visible and its "Bookkeeping service" link shown (1280x800); never: not within 15 s.',
    )
    const measured = sites.filter((site) => site.paths.includes(path))
    const samples = new Map<Site['key'], Awaited<ReturnType<typeof measure>>[]>()
    /** The bare page's LCP in each run. */
    const floors: (number | undefined)[] = []
    for (let run = 0; run < runsPerRoute(7); run++) {
      for (const site of siteOrder([...measured, bare], run)) {
        if (site.key === 'bare') floors[run] = (await heroLoad(browser, site.origin + path)).lcp.at(-1)?.time
        else samples.set(site.key, [...(samples.get(site.key) ?? []), await measure(browser, site.origin + path)])
      }
    }
    for (const site of measured) {
      const runs = samples.get(site.key) ?? []
      const ms = (pick: (run: (typeof runs)[number]) => number | undefined) => {
        const value = median(runs.map(pick))
        return value === undefined || !Number.isFinite(value) ? value : Math.round(value)
      }
      const ratio = median(runs.map((r, i) => (r.lcp && floors[i] ? r.lcp.time / floors[i] : undefined)))
      const floor = median(floors)
      record(
        site,
        path,
        {
          'LCP ÷ bare': ratio === undefined ? undefined : Math.round(ratio * 100) / 100,
          'bare LCP': floor === undefined ? undefined : Math.round(floor),
          FCP: ms((r) => r.fcp),
          LCP: ms((r) => r.lcp?.time),
          'hero text': ms((r) => r.hero),
          hydrated: ms((r) => r.hydrated),
          clicked: ms((r) => r.clicked),
          'panel open': ms((r) => r.opened),
          'click→open': ms((r) => (r.clicked === undefined ? undefined : r.opened - r.clicked)),
          'LCP element': runs.at(-1)?.lcp?.element,
        },
        { runs, floors },
      )
      if (ratio !== undefined && ratio > GOAL_RATIO && site.key === 'current')
        note(`${path}: LCP ${ratio.toFixed(2)}x the bare page's, over the goal of ${GOAL_RATIO}.`)
      const never = runs.filter((r) => r.opened === Infinity).length
      if (never)
        note(
          `BUG: on ${path} (${site.key}) the Services panel never opened after the click in ${never}/${runs.length} runs.`,
        )
      if (!runs.every((r) => r.reducedMotion)) note(`WARNING: reduced motion did not hold on ${path} (${site.key}).`)
    }
  })
}
