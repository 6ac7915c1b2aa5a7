// Lighthouse 12 on every route (default mobile config: Moto G Power screen, simulated slow 4G, 4x CPU slowdown) in
// Debian's Chromium, Lighthouse's median run of BENCH_RUNS (default 3) per route and build, with reduced motion (no
// splash: what a returning visitor sees), plus the row "/ (first visit, splash)": the first page of a session without
// it. The goals a row misses are listed under the table.
import { type Browser, chromium, expect } from '@playwright/test'
import lighthouse, { type Result as Lhr } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { pageWeights } from '../scripts/budget.mjs'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'
import { freePort } from '../scripts/free-port.mjs'
import { kib, note, record } from './report'
import { routes, runsPerRoute, siteOrder, test, type Site } from './sites'

const SPLASH = '/ (first visit, splash)'
/** The speed goals: scores out of 100 (at least), times in ms and CLS (at most). */
const AT_LEAST = { perf: 98, a11y: 100, best: 100, seo: 100 }
const AT_MOST = { 'FCP ms': 1200, 'LCP ms': 1800, 'TBT ms': 100, CLS: 0 }
const goals = (sign: string, goal: object) => Object.entries(goal).map(([key, value]) => `${key} ${sign} ${value}`)
const LEGEND =
  `Goals: ${[...goals('≥', AT_LEAST), ...goals('≤', AT_MOST)].join(', ')}. KiB: bytes transferred; JS gz / CSS gz: ` +
  `what the page loads before interaction (npm run budget). On "${SPLASH}", FCP and LCP are paints under the splash: they leave out the time it ` +
  'covers the page.'

/** One Lighthouse run in a new tab (an empty sessionStorage: a new session) of a browser that runs the page. */
async function run(port: number, url: string): Promise<Lhr> {
  const categories = ['performance', 'accessibility', 'best-practices', 'seo']
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories })
  if (!result?.lhr || result.lhr.runtimeError) throw new Error(`${url}: ${result?.lhr.runtimeError?.message}`)
  return result.lhr
}

/** Whether a first visit in this browser shows the splash (the inline script of index.html notes it when it does). */
async function splashShows(browser: Browser, url: string) {
  const context = await browser.newContext({ reducedMotion: null })
  const page = await context.newPage()
  await page.goto(url)
  const shown = await page.evaluate(() => sessionStorage.getItem('lp-splash') !== null)
  await context.close()
  return shown
}

function cells(lhr: Lhr, site: Site, path: string) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue
  const weight = site.paths.includes(path) ? pageWeights(site.dist, path) : undefined
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    best: score('best-practices'),
    seo: score('seo'),
    'FCP ms': Math.round(value('first-contentful-paint') ?? NaN),
    'LCP ms': Math.round(value('largest-contentful-paint') ?? NaN),
    'TBT ms': Math.round(value('total-blocking-time') ?? NaN),
    CLS: Math.round((value('cumulative-layout-shift') ?? NaN) * 1000) / 1000,
    KiB: kib(value('total-byte-weight')),
    'JS gz': kib(weight?.js),
    'CSS gz': kib(weight?.css),
  }
}

/** The goals a row misses, with the failing audits that cost points. */
function misses(row: ReturnType<typeof cells>, lhr: Lhr) {
  const low = (Object.keys(AT_LEAST) as (keyof typeof AT_LEAST)[]).filter((key) => row[key] < AT_LEAST[key])
  const high = (Object.keys(AT_MOST) as (keyof typeof AT_MOST)[]).filter((key) => row[key] > AT_MOST[key])
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category.id}/${ref.id}`),
  )
  const missed = [...low, ...high].map((key) => `${key} ${row[key]}`)
  return missed.length ? `${missed.join(', ')}${failing.length ? ` (failing: ${failing.join(', ')})` : ''}` : ''
}

const targets = routes().flatMap((path) => [
  { path, label: path, reducedMotion: true },
  ...(path === '/' ? [{ path, label: SPLASH, reducedMotion: false }] : []),
])

for (const { path, label, reducedMotion } of targets) {
  test(label, async ({ sites }) => {
    note(LEGEND)
    const port = await freePort()
    // Reduced motion as the browser's own setting, so it holds in every tab Lighthouse opens.
    const motion = reducedMotion ? ['--force-prefers-reduced-motion'] : []
    const args = [...chromiumArgs, ...motion, `--remote-debugging-port=${port}`]
    const browser = await chromium.launch({ executablePath: chromiumPath(), args })
    try {
      const measured = sites.filter((site) => site.paths.includes(path))
      for (const site of measured) {
        const shown = await splashShows(browser, site.origin + path)
        expect(shown, `${site.key}: the splash shows on a first visit exactly without reduced motion`).toBe(
          !reducedMotion,
        )
      }
      const lhrs = new Map(measured.map((site) => [site.key, [] as Lhr[]]))
      for (let i = 0; i < runsPerRoute(3); i++) {
        for (const site of siteOrder(measured, i)) lhrs.get(site.key)?.push(await run(port, site.origin + path))
      }
      for (const site of measured) {
        const lhr = computeMedianRun(lhrs.get(site.key) ?? [])
        const row = cells(lhr, site, path)
        record(site, label, row, { benchmarkIndex: lhr.environment.benchmarkIndex })
        const missed = misses(row, lhr)
        if (missed) note(`Goal missed on ${label}${sites.length > 1 ? ` (${site.key})` : ''}: ${missed}`)
      }
    } finally {
      await browser.close()
    }
  })
}
