// Real-throttling benchmark (`npm run bench -- --real`, or `npm run bench:real`): no Lighthouse and no simulation.
// Chromium (Playwright, Debian's build) loads each page with the CPU slowed 4x and the network shaped like Lighthouse's
// slow 4G, the HTTP cache disabled, reduced motion, in a fresh browser context every time, and measures with the
// page's own clocks (milliseconds from navigation start):
//
//   hero text painted  the later of the paints of the page's <h1> and of the first paragraph after it, on Lighthouse's
//                      mobile screen (412x823 at 1.75x). Element Timing reports exactly that, but it needs an
//                      elementtiming attribute, which the site does not have: an init script adds it to those two
//                      elements while the HTML is parsed, before their first paint (a paint that happened before
//                      would produce no entry, so "-" means it could not be measured, never a wrong time). FCP and LCP
//                      (and the LCP element) of the same load are reported beside it.
//   hydrated           when the site fired its `lp:hydrated` event ("-" for builds that do not).
//   Services dropdown  at 1280x800: as soon as the "Services" button of the navigation "Main" is visible, click it;
//                      when it was clicked, when the link "Bookkeeping service" of its panel was first visible (in an
//                      animation frame), and the time between the two. "never" if the panel did not open within 15 s
//                      of the click: the click was lost, which is a bug to report.
//
// Each figure is the median over --runs loads (default 5). --routes, --skip-build, --no-compress, --baseline <ref> and
// --baseline-dist <dir> work as for the Lighthouse benchmark, with the two builds alternating run by run.
import { chromium } from '@playwright/test'
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js'
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import {
  choosePaths,
  compareCell,
  median,
  ms,
  prepareSites,
  repoRoot,
  serveSites,
  siteOrder,
  onCleanup,
} from './bench-sites.mjs'
import { table } from './budget.mjs'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

/** @typedef {import('./bench-sites.mjs').Site} Site */
/** @typedef {import('./bench-sites.mjs').BenchOptions} BenchOptions */
/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('@playwright/test').Page} Page */
/**
 * @typedef {object} HeroSample  load A, ms from navigation start
 * @property {number | undefined} fcp
 * @property {number | undefined} lcp
 * @property {string | undefined} lcpElement
 * @property {number | undefined} hero  the later of the h1's and the paragraph's paint
 * @property {Record<string, number>} heroParts
 * @property {number | undefined} hydrated
 * @property {boolean} reducedMotion  in effect, and no splash
 */
/**
 * @typedef {object} DropdownSample  load B, ms from navigation start
 * @property {number | undefined} clicked
 * @property {number} opened  Infinity: not within 15 s of the click
 * @property {number | undefined} clickToOpen
 * @property {number | undefined} hydrated
 * @property {boolean} reducedMotion
 */
/** @typedef {{ heroLoad?: HeroSample, dropdownLoad?: DropdownSample, error: string[] }} Sample */
/** @typedef {ReturnType<typeof summarize>} Row */

// Lighthouse 12's mobileSlow4G (lighthouse/core/config/constants.js, from its Lantern constants): rttMs 150,
// throughputKbps 1638.4, and for DevTools throttling requestLatencyMs 150 * 3.75 = 562.5, downloadThroughputKbps
// 1638.4 * 0.9 = 1474.56, uploadThroughputKbps 750 * 0.9 = 675, cpuSlowdownMultiplier 4. These are the values
// Lighthouse itself applies with --throttling-method=devtools, converted the way its core/lib/emulation.js does
// (latency in ms as is, throughput from kilobits to bytes per second).
const SLOW_4G = throttling.mobileSlow4G
const NETWORK = {
  offline: false,
  latency: SLOW_4G.requestLatencyMs,
  downloadThroughput: Math.floor((SLOW_4G.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((SLOW_4G.uploadThroughputKbps * 1024) / 8),
}
const CPU_RATE = SLOW_4G.cpuSlowdownMultiplier

const MOBILE = screenEmulationMetrics.mobile
const DESKTOP_VIEWPORT = { width: 1280, height: 800 }
/** How long the panel may take to open after the click before it counts as "never". */
const OPEN_TIMEOUT = 15_000
/** How long a page may take to load under throttling before the run fails. */
const LOAD_TIMEOUT = 90_000

/**
 * Runs in the page before any of its scripts (page.addInitScript): records paints, LCP candidates, the hero's
 * Element Timing, when the site says it has hydrated, and, once the Services button is pressed, the first animation
 * frame in which the panel's "Bookkeeping service" link is visible. Everything lands on window.__lpBench.
 * Self-contained: Playwright sends its source text to the page.
 */
function instrument() {
  const record = {
    /** @type {Record<string, number>} */ paints: {},
    /** @type {Array<{ time: number, size: number, element: string }>} */ lcp: [],
    /** @type {Record<string, number>} */ hero: {},
    /** @type {number | undefined} */ hydrated: undefined,
    /** @type {number | undefined} */ pressed: undefined,
    /** @type {number | undefined} */ opened: undefined,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
  }
  Object.defineProperty(window, '__lpBench', { value: record })

  const describe = (/** @type {Element | null} */ element) => {
    if (!element) return '(removed)'
    const id = element.getAttribute('elementtiming')
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ')
    return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''}${text ? ` "${text.slice(0, 40)}${text.length > 40 ? '…' : ''}"` : ''}`
  }
  const observe = (/** @type {string} */ type, /** @type {(entry: any) => void} */ take) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true })
    } catch {
      // entry type not supported: its figures stay empty
    }
  }
  observe('paint', (e) => (record.paints[e.name] = e.startTime))
  observe('largest-contentful-paint', (e) =>
    record.lcp.push({ time: e.startTime, size: e.size, element: describe(e.element) }),
  )
  observe('element', (e) => (record.hero[e.identifier] ??= e.renderTime || e.loadTime))

  // Mark the hero's heading and its paragraph for Element Timing as soon as the parser has inserted them.
  // MutationObserver callbacks run at the end of the parser's task, before the next rendering update.
  const markHero = () => {
    const h1 = document.querySelector('main h1') ?? document.querySelector('h1')
    if (!h1) return false
    h1.setAttribute('elementtiming', 'hero-h1')
    const scope = h1.parentElement ?? document.body
    const paragraph = [...scope.querySelectorAll('p')].find(
      (p) => h1.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING,
    )
    paragraph?.setAttribute('elementtiming', 'hero-p')
    return Boolean(paragraph)
  }
  const marker = new MutationObserver(() => markHero() && marker.disconnect())
  marker.observe(document, { childList: true, subtree: true })
  document.addEventListener('DOMContentLoaded', () => (markHero(), marker.disconnect()))

  // The site announces that it has hydrated with an `lp:hydrated` event (src/lib/hydration.ts); builds before it
  // did not, and show "-".
  document.addEventListener('lp:hydrated', () => (record.hydrated ??= performance.now()))

  // The "Bookkeeping service" link of the Services panel: inside the navigation "Main", or inside the element the
  // Services button controls (should the panel ever be portalled out of the nav).
  const panelLink = () => {
    const nav = document.querySelector('nav[aria-label="Main"]')
    const name = (/** @type {Element} */ el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()
    const button = [...(nav?.querySelectorAll('button') ?? [])].find((b) => name(b) === 'Services')
    const controlled = button?.getAttribute('aria-controls')
    const scopes = [nav, controlled ? document.getElementById(controlled) : null]
    for (const scope of scopes) {
      for (const link of scope?.querySelectorAll('a') ?? []) {
        if (name(link) !== 'Bookkeeping service') continue
        const box = link.getBoundingClientRect()
        const shown = link.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true
        if (box.width > 0 && box.height > 0 && shown) return link
      }
    }
    return null
  }
  // From the press on, check every animation frame (a frame is when the user could first see it) for 15 s.
  addEventListener(
    'pointerdown',
    (event) => {
      if (record.pressed !== undefined) return
      record.pressed = event.timeStamp
      const frame = () => {
        if (record.opened !== undefined) return
        if (panelLink()) record.opened = performance.now()
        else if (performance.now() - event.timeStamp < 15_000) requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
    { capture: true },
  )
}

/** CPU 4x, slow 4G and no HTTP cache on a page, through its own DevTools session, before it navigates. */
async function throttle(/** @type {BrowserContext} */ context, /** @type {Page} */ page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE })
}

/**
 * A fresh context (empty cache, cookies and storage) with reduced motion, one throttled page in it.
 * @param {Browser} browser
 * @param {import('@playwright/test').BrowserContextOptions} contextOptions
 */
async function freshPage(browser, contextOptions) {
  const context = await browser.newContext({ ...contextOptions, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await throttle(context, page)
  await page.addInitScript(instrument)
  return { context, page }
}

/** What the page recorded, plus whether the splash was off (index.html sets "lp-splash" only when it shows it). */
const readRecord = (/** @type {Page} */ page) =>
  page.evaluate(() => ({ .../** @type {any} */ (window).__lpBench, splashFlag: sessionStorage.getItem('lp-splash') }))

/**
 * Load A: the page on the mobile screen, untouched until the network is quiet; paints and hydration.
 * @param {Browser} browser
 * @param {string} url
 * @returns {Promise<HeroSample>}
 */
async function heroLoad(browser, url) {
  const { context, page } = await freshPage(browser, {
    viewport: { width: MOBILE.width, height: MOBILE.height },
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: MOBILE.mobile,
    hasTouch: MOBILE.mobile,
  })
  try {
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT })
    // Lazy chunks and late images come after load; LCP can still change until they are in.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
    await page.waitForTimeout(500)
    const record = await readRecord(page)
    const { 'hero-h1': h1, 'hero-p': paragraph } = record.hero
    const last = record.lcp[record.lcp.length - 1]
    return {
      fcp: record.paints['first-contentful-paint'],
      lcp: last?.time,
      lcpElement: last?.element,
      hero: h1 !== undefined && paragraph !== undefined ? Math.max(h1, paragraph) : undefined,
      heroParts: record.hero,
      hydrated: record.hydrated,
      reducedMotion: record.reducedMotion && !record.splashFlag,
    }
  } finally {
    await context.close()
  }
}

/**
 * Load B: at 1280x800, click Services as soon as it is visible; when the click was, and when the panel showed.
 * @param {Browser} browser
 * @param {string} url
 * @returns {Promise<DropdownSample>}
 */
async function dropdownLoad(browser, url) {
  const { context, page } = await freshPage(browser, { viewport: DESKTOP_VIEWPORT })
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT })
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services', exact: true })
    await button.waitFor({ state: 'visible', timeout: LOAD_TIMEOUT })
    await button.click({ timeout: LOAD_TIMEOUT })
    const opened = await page
      .waitForFunction(() => /** @type {any} */ (window).__lpBench.opened !== undefined, undefined, {
        timeout: OPEN_TIMEOUT + 2000,
      })
      .then(() => true)
      .catch(() => false)
    const record = await readRecord(page)
    const clicked = record.pressed
    const open = opened && record.opened !== undefined ? record.opened : Infinity
    return {
      clicked,
      opened: open,
      clickToOpen: clicked === undefined ? undefined : open - clicked,
      hydrated: record.hydrated,
      reducedMotion: record.reducedMotion && !record.splashFlag,
    }
  } finally {
    await context.close()
  }
}

/**
 * One run of a route on a site: both loads; a failed load leaves its figures empty and says why.
 * @param {Browser} browser
 * @param {Site} site
 * @param {string} path
 * @returns {Promise<Sample>}
 */
async function measure(browser, site, path) {
  const url = `${site.origin}${path}`
  /** @type {Sample} */
  const result = { error: [] }
  try {
    result.heroLoad = await heroLoad(browser, url)
  } catch (error) {
    result.error.push(`hero load: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
  }
  try {
    result.dropdownLoad = await dropdownLoad(browser, url)
  } catch (error) {
    result.error.push(`dropdown load: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
  }
  return result
}

/**
 * The most frequent value (the LCP element most runs agreed on).
 * @param {Array<string | undefined>} values
 */
function mode(values) {
  const counts = new Map()
  for (const v of values) if (v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
}

/**
 * The medians of one route on one site. Never-opened panels count as Infinity, so most runs failing gives "never".
 * @param {string} path
 * @param {Sample[]} runs
 */
function summarize(path, runs) {
  const hero = runs.flatMap((r) => (r.heroLoad ? [r.heroLoad] : []))
  const drop = runs.flatMap((r) => (r.dropdownLoad ? [r.dropdownLoad] : []))
  return {
    path,
    runs: runs.length,
    fcp: median(hero.map((h) => h.fcp)),
    lcp: median(hero.map((h) => h.lcp)),
    lcpElement: mode(hero.map((h) => h.lcpElement)),
    hero: median(hero.map((h) => h.hero)),
    heroLoads: hero.length,
    heroMeasured: hero.filter((h) => h.hero !== undefined).length,
    hydrated: median(hero.map((h) => h.hydrated)),
    clicked: median(drop.map((d) => d.clicked)),
    opened: median(drop.map((d) => d.opened)),
    clickToOpen: median(drop.map((d) => d.clickToOpen)),
    never: drop.filter((d) => d.opened === Infinity).length,
    dropdownRuns: drop.length,
    reducedMotion: [...hero, ...drop].every((x) => x.reducedMotion),
    errors: [...new Set(runs.flatMap((r) => r.error))],
    loadAverage: loadavg()[0],
    samples: runs,
  }
}

/** "never" with how many runs it was, when only some runs never opened. */
const openText = (/** @type {Row} */ row, /** @type {number | undefined} */ value) =>
  row.never && row.never < row.dropdownRuns ? `${ms(value)} (${row.never}/${row.dropdownRuns} never)` : ms(value)

function singleTable(/** @type {Row[]} */ rows) {
  return table(
    ['route', 'FCP', 'LCP', 'hero text', 'hydrated', 'clicked', 'panel open', 'click→open', 'LCP element'],
    rows.map((r) => [
      r.path,
      ms(r.fcp),
      ms(r.lcp),
      ms(r.hero),
      ms(r.hydrated),
      ms(r.clicked),
      openText(r, r.opened),
      openText(r, r.clickToOpen),
      r.lcpElement ?? '-',
    ]),
  )
}

function compareTable(/** @type {Row[]} */ baseRows, /** @type {Row[]} */ currentRows) {
  /** @type {Map<string, Partial<Row>>} */
  const byPath = new Map(baseRows.map((r) => [r.path, r]))
  return table(
    ['route', 'FCP', 'LCP', 'hero text', 'hydrated', 'clicked', 'panel open', 'click→open'],
    currentRows.map((cur) => {
      const base = byPath.get(cur.path) ?? {}
      return [
        cur.path,
        compareCell(base.fcp, cur.fcp, ms),
        compareCell(base.lcp, cur.lcp, ms),
        compareCell(base.hero, cur.hero, ms),
        compareCell(base.hydrated, cur.hydrated, ms),
        compareCell(base.clicked, cur.clicked, ms),
        compareCell(base.opened, cur.opened, ms),
        compareCell(base.clickToOpen, cur.clickToOpen, ms),
      ]
    }),
  )
}

/** @param {BenchOptions} options */
export async function benchReal(options) {
  const runs = options.runs ?? 5
  if (options.saveReports) console.log('--save-reports: Lighthouse only; the JSON copy of this run has every sample.')
  const executablePath = chromiumPath()
  if (!executablePath) throw new Error('no Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROME_PATH')
  const sites = await prepareSites(options)
  const paths = choosePaths(sites, options.routes)
  await serveSites(sites, options)
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  onCleanup(() => browser.close())

  console.log(
    `Real throttling: CPU ${CPU_RATE}x, network ${NETWORK.latency} ms latency, ` +
      `${((NETWORK.downloadThroughput * 8) / 1024).toFixed(0)}/${((NETWORK.uploadThroughput * 8) / 1024).toFixed(0)} ` +
      `kbit/s down/up (Lighthouse mobileSlow4G), no cache, reduced motion, ${options.compress ? 'gzip' : 'no compression'}, ` +
      `${paths.length} route${paths.length === 1 ? '' : 's'} x ${runs} run${runs === 1 ? '' : 's'} (median)` +
      `${sites.length > 1 ? ', runs alternating between the two builds' : ''}`,
  )
  for (const site of sites) console.log(`  ${site.key}: ${site.label} on ${site.origin}`)

  /** @type {Record<string, Row[]>} */
  const rows = Object.fromEntries(sites.map((s) => [s.key, []]))
  for (const path of paths) {
    const started = Date.now()
    const samples = new Map(sites.map((s) => [s.key, /** @type {Sample[]} */ ([])]))
    for (let run = 0; run < runs; run++) {
      for (const site of siteOrder(sites, run)) {
        if (site.paths.includes(path)) samples.get(site.key)?.push(await measure(browser, site, path))
      }
    }
    for (const site of sites) {
      if (!site.paths.includes(path)) continue
      const row = summarize(path, samples.get(site.key) ?? [])
      rows[site.key]?.push(row)
      console.log(
        `  ${sites.length > 1 ? `[${site.key}] ` : ''}${path}: FCP ${ms(row.fcp)} LCP ${ms(row.lcp)} hero ${ms(row.hero)} ` +
          `open ${openText(row, row.opened)} ms, load ${row.loadAverage.toFixed(1)} ` +
          `(${((Date.now() - started) / 1000).toFixed(0)} s)${row.errors.length ? ` ERRORS ${row.errors.join('; ')}` : ''}`,
      )
    }
  }
  report(sites, rows, { runs, compress: options.compress, network: NETWORK, cpuRate: CPU_RATE })
}

/**
 * Prints the table and the notes, and writes the JSON copy with every sample.
 * @param {Site[]} sites
 * @param {Record<string, Row[]>} rows  by site key
 * @param {Record<string, unknown>} meta  what the JSON copy records about the run
 */
function report(sites, rows, meta) {
  const current = rows.current ?? []
  const all = Object.values(rows).flat()
  if (sites.length > 1) {
    console.log(`\nbaseline → current (delta): ${sites[0]?.label} → ${sites[sites.length - 1]?.label}`)
    console.log(compareTable(rows.baseline ?? [], current))
    for (const site of sites) {
      console.log(
        `LCP element (${site.key}): ${(rows[site.key] ?? []).map((r) => `${r.path} ${r.lcpElement ?? '-'}`).join('; ')}`,
      )
    }
  } else {
    console.log(`\n${singleTable(current)}`)
  }
  console.log(
    'Medians in ms from navigation start. hero text: the <h1> and the paragraph after it painted (412x823 mobile ' +
      'screen); hydrated: the site fired `lp:hydrated` ("-": a build that does not); clicked / panel open: the Services ' +
      'button pressed as soon as visible and its "Bookkeeping service" link visible (1280x800); never: not within 15 s.',
  )
  const unmeasured = all.filter((r) => r.heroMeasured < r.heroLoads)
  if (unmeasured.length) {
    console.log(
      `Hero paint not measured in every run (h1 or its paragraph had no Element Timing entry): ${unmeasured.map((r) => r.path).join(', ')}`,
    )
  }
  const never = sites.flatMap((site) =>
    (rows[site.key] ?? [])
      .filter((r) => r.never)
      .map((r) => `${r.path}${sites.length > 1 ? ` on ${site.key}` : ''} (${r.never}/${r.dropdownRuns} runs)`),
  )
  if (never.length) console.log(`BUG: the Services panel never opened after the click: ${never.join(', ')}.`)
  if (!all.every((r) => r.reducedMotion)) console.log('WARNING: reduced motion was not in effect in every run.')
  const busiest = Math.max(...all.map((r) => r.loadAverage))
  if (busiest > 2)
    console.log(`Note: this machine was busy (load average up to ${busiest.toFixed(1)}): timings are pessimistic.`)

  const dir = join(repoRoot, '.bench')
  mkdirSync(dir, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const out = join(dir, `real-${stamp}.json`)
  const json = {
    date: new Date().toISOString(),
    mode: 'real',
    ...meta,
    sites: sites.map((s) => ({ key: s.key, label: s.label, rows: rows[s.key] })),
  }
  // JSON has no Infinity: a panel that never opened is written as "never".
  const text = JSON.stringify(json, (_key, value) => (value === Infinity ? 'never' : value), 2)
  writeFileSync(out, text)
  writeFileSync(join(dir, 'latest-real.json'), text)
  console.log(`\nwrote ${out}`)
}
