// Speed benchmark: builds the site, serves dist/ like a static host (gzip), runs Lighthouse (default mobile config: Moto
// G Power screen, simulated slow 4G and 4x CPU slowdown) on every prerendered route in Debian's Chromium, and prints one
// table of scores, timings, transfer, and the gzipped JS and CSS each page loads before interaction (as
// scripts/budget.mjs counts them), then the speed goals each page missed. A JSON copy goes to
// .bench/. Takes a while (about 10 s a Lighthouse run): not part of `npm test`.
//
// Every route is measured with prefers-reduced-motion: reduce emulated (no splash, no smooth scrolling: what a returning
// visitor sees), plus one extra row, "/ (first visit, splash)": the home page without reduced motion in a fresh
// session, where index.html's inline script shows the 3.5 s splash.
//
//   npm run bench                            every route, 3 runs each, Lighthouse's median run
//   npm run bench -- --routes /,/about       only these routes (the splash row comes with /)
//   npm run bench -- --runs 5                runs per route (default 3)
//   npm run bench -- --baseline main         also build `main` in a temporary git worktree and compare, side by side
//   npm run bench -- --baseline-dist ../dist compare against a dist folder built before
//   npm run bench -- --skip-build            measure the dist/ that is there (the baseline is still built)
//   npm run bench -- --no-compress           serve without gzip (static hosts compress; serve.mjs does not)
//   npm run bench -- --save-reports          also keep each median Lighthouse report in .bench/reports/
//   npm run bench -- --real                  real throttling instead of Lighthouse: see scripts/bench-real.mjs
//   npm run bench -- --help                  these lines
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  choosePaths,
  cleanup,
  cleanupOnSignals,
  compareCell,
  kib,
  ms,
  onCleanup,
  pageWeight,
  parseBenchArgs,
  prepareSites,
  repoRoot,
  serveSites,
  siteOrder,
} from './bench-sites.mjs'
import { table } from './budget.mjs'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

/** @typedef {import('./bench-sites.mjs').Site} Site */
/** @typedef {import('./bench-sites.mjs').BenchOptions} BenchOptions */
/** A Lighthouse result (its JSON report) and a row of the table: loosely typed, as Lighthouse's own types are not loaded. */
/** @typedef {Record<string, any>} Lhr */
/** @typedef {Record<string, any>} Row */
/** @typedef {Awaited<ReturnType<typeof loadLighthouse>>} Lh */
/** @typedef {{ lhr?: Lhr, motion?: string, error?: string }} Outcome */

/**
 * One row of the table: a route, and whether it is measured as a returning visitor (reduced motion, no splash) or as
 * the first visit of a session with the splash.
 * @typedef {{ path: string, label: string, reducedMotion: boolean }} Target
 */

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** The speed targets: scores out of 100, times in ms. */
const GOALS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 1200,
  lcp: 1800,
  tbt: 100,
  cls: 0,
}
const GOALS_TEXT = 'performance ≥ 98, FCP ≤ 1.2 s, LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS 0, a11y/best practices/SEO 100'

const SPLASH_LABEL = '/ (first visit, splash)'

/** Starts Debian's Chromium, headless, with a fresh profile; resolves with its DevTools websocket URL. */
function launchChromium(/** @type {string} */ profile) {
  const executable = chromiumPath()
  if (!executable) throw new Error('no Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROME_PATH')
  const child = spawn(
    executable,
    [...chromiumArgs, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  return new Promise((done, fail) => {
    let log = ''
    const timer = setTimeout(() => fail(new Error(`Chromium did not start:\n${log}`)), 30_000)
    child.stderr.on('data', (chunk) => {
      log += chunk
      const match = log.match(/DevTools listening on (ws:\/\/\S+)/)
      if (match) {
        clearTimeout(timer)
        done({ child, endpoint: match[1] })
      }
    })
    child.once('exit', (code) => fail(new Error(`Chromium exited with code ${code}:\n${log}`)))
  })
}

/** Stops a Chromium process and waits (at most 5 s) for it to exit, so that its profile folder can be removed. */
async function stopChromium(/** @type {import('node:child_process').ChildProcess} */ child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill()
  await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))])
}

/** Lighthouse, its median-run helper and the puppeteer-core it drives Chromium with (its own copy, as it expects). */
async function loadLighthouse() {
  const require = createRequire(createRequire(import.meta.url).resolve('lighthouse'))
  const puppeteer = (await import(pathToFileURL(require.resolve('puppeteer-core')).href)).default
  const { default: lighthouse } = await import('lighthouse')
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js')
  const version = JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8')).version
  return { puppeteer, lighthouse, computeMedianRun, version }
}

const score = (/** @type {number | null | undefined} */ value) =>
  value === null || value === undefined ? '-' : String(Math.round(value * 100))
/** CLS with three decimals; a shift too small for them still shows, as the goal is exactly 0. */
const clsText = (/** @type {number | undefined} */ value) =>
  value === undefined ? '-' : value === 0 ? '0' : value < 0.0005 ? '<0.001' : value.toFixed(3)

/** The figures of one Lighthouse result. */
function figures(/** @type {Lhr} */ lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]
  return {
    performance: lhr.categories.performance?.score ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    bestPractices: lhr.categories['best-practices']?.score ?? null,
    seo: lhr.categories.seo?.score ?? null,
    fcp: audit('first-contentful-paint')?.numericValue,
    lcp: audit('largest-contentful-paint')?.numericValue,
    tbt: audit('total-blocking-time')?.numericValue,
    cls: audit('cumulative-layout-shift')?.numericValue,
    speedIndex: audit('speed-index')?.numericValue,
    bytes: audit('total-byte-weight')?.numericValue,
    requests: audit('network-requests')?.details?.items?.length,
    lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    failing: Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter(
          (/** @type {any} */ ref) =>
            ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
        )
        .map((/** @type {any} */ ref) => `${category.id}/${ref.id}`),
    ),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings,
  }
}

/** The table's rows: every route with reduced motion, and the splash row right after "/". */
function targetsFor(/** @type {string[]} */ paths) {
  /** @type {Target[]} */
  const targets = []
  for (const path of paths) {
    targets.push({ path, label: path, reducedMotion: true })
    if (path === '/') targets.push({ path, label: SPLASH_LABEL, reducedMotion: false })
  }
  return targets
}

/**
 * Whether the motion setting held for the whole Lighthouse run, read from the page Lighthouse leaves behind. The
 * inline script of index.html sets sessionStorage "lp-splash" exactly when it shows the splash (first load of a
 * session, no reduced motion), so with reduced motion it must still be unset, and on the splash row it must be set.
 * @param {any} page  a puppeteer Page
 * @param {Target} target
 * @returns {Promise<string | undefined>} undefined when it held, else what went wrong
 */
async function motionProblem(page, target) {
  const seen = await page
    .evaluate(() => ({
      reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
      splash: sessionStorage.getItem('lp-splash'),
    }))
    .catch((/** @type {any} */ error) => ({ error: String(error.message ?? error) }))
  if ('error' in seen) return `could not check reduced motion: ${seen.error}`
  if (target.reducedMotion && !seen.reduced) return 'reduced motion was not emulated'
  if (target.reducedMotion && seen.splash) return 'the splash showed despite reduced motion'
  if (!target.reducedMotion && (seen.reduced || !seen.splash)) return 'the first-visit splash did not show'
  return undefined
}

/**
 * One Lighthouse run of one target on one site, in a new tab (a new tab has its own, empty sessionStorage: a fresh
 * session). Reduced motion is emulated on the tab before Lighthouse navigates; it survives Lighthouse's navigation
 * (checked after each run by motionProblem()).
 * @param {Lh} lh
 * @param {any} browser  a puppeteer Browser
 * @param {Site} site
 * @param {Target} target
 * @returns {Promise<Outcome>}
 */
async function lighthouseRun(lh, browser, site, target) {
  const page = await browser.newPage()
  try {
    if (target.reducedMotion) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }])
    const result = await lh.lighthouse(
      `${site.origin}${target.path}`,
      { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      undefined,
      page,
    )
    if (!result) return { error: 'Lighthouse returned no result' }
    if (result.lhr.runtimeError) return { error: result.lhr.runtimeError.message }
    return { lhr: result.lhr, motion: await motionProblem(page, target) }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  } finally {
    await page.close().catch(() => {})
  }
}

/**
 * A table row from the runs of one target on one site: Lighthouse's median run, or the errors.
 * @param {Lh} lh
 * @param {Site} site
 * @param {Target} target
 * @param {Outcome[]} outcomes
 * @param {BenchOptions} options
 * @returns {Row}
 */
function summarize(lh, site, target, outcomes, options) {
  const lhrs = outcomes.flatMap((o) => (o.lhr ? [o.lhr] : []))
  const errors = outcomes.flatMap((o) => (o.error ? [o.error] : []))
  const motionProblems = [...new Set(outcomes.flatMap((o) => (o.motion ? [o.motion] : [])))]
  const weight = pageWeight(site, target.path)
  const base = {
    path: target.path,
    label: target.label,
    splash: !target.reducedMotion,
    runs: lhrs.length,
    js: weight?.js,
    css: weight?.css,
    loadAverage: loadavg()[0],
    motionProblems,
    errors,
  }
  if (!lhrs.length) return { ...base, failing: [] }
  const lhr = lhrs.length > 1 ? lh.computeMedianRun(lhrs) : lhrs[0]
  if (options.saveReports) {
    const dir = join(repoRoot, '.bench', 'reports', site.key)
    mkdirSync(dir, { recursive: true })
    const name = target.path === '/' ? 'home' : target.path.slice(1).replaceAll('/', '_')
    writeFileSync(join(dir, `${name}${target.reducedMotion ? '' : '-splash'}.json`), JSON.stringify(lhr))
  }
  return { ...base, ...figures(lhr) }
}

/**
 * One progress line, printed as each row is done.
 * @param {Site} site
 * @param {Row} row
 * @param {Site[]} sites
 * @param {number} seconds
 */
function progressLine(site, row, sites, seconds) {
  const who = sites.length > 1 ? `[${site.key}] ` : ''
  if (!row.runs) return `  ${who}${row.label}: ERROR ${row.errors.join('; ')}`
  return (
    `  ${who}${row.label}: ${score(row.performance)}/${score(row.accessibility)}/${score(row.bestPractices)}/` +
    `${score(row.seo)} FCP ${ms(row.fcp)} LCP ${ms(row.lcp)} TBT ${ms(row.tbt)} ms, benchmarkIndex ` +
    `${Math.round(row.benchmarkIndex ?? 0)}, load ${row.loadAverage.toFixed(1)} (${seconds.toFixed(0)} s)` +
    `${row.motionProblems.length ? ` WARNING ${row.motionProblems.join('; ')}` : ''}`
  )
}

/** The single-build table: every figure of every row. */
function singleTable(/** @type {Row[]} */ rows) {
  return table(
    ['route', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'KiB', 'reqs', 'JS gz', 'CSS gz'],
    rows.map((r) => [
      r.label,
      score(r.performance),
      score(r.accessibility),
      score(r.bestPractices),
      score(r.seo),
      ms(r.fcp),
      ms(r.lcp),
      ms(r.tbt),
      clsText(r.cls),
      kib(r.bytes),
      r.requests ?? '-',
      kib(r.js),
      kib(r.css),
    ]),
  )
}

/** The comparison table: per row, "baseline → current delta" for the figures that move. */
function compareTable(/** @type {Row[]} */ baseRows, /** @type {Row[]} */ currentRows) {
  const byLabel = new Map(baseRows.map((r) => [r.label, r]))
  const pct = (/** @type {number | null | undefined} */ value) =>
    value === null || value === undefined ? undefined : value * 100
  const perfText = (/** @type {number | undefined} */ value) => (value === undefined ? '-' : String(Math.round(value)))
  return table(
    ['route', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'KiB', 'JS gz'],
    currentRows.map((cur) => {
      const base = byLabel.get(cur.label) ?? {}
      return [
        cur.label,
        compareCell(pct(base.performance), pct(cur.performance), perfText),
        compareCell(base.fcp, cur.fcp, ms),
        compareCell(base.lcp, cur.lcp, ms),
        compareCell(base.tbt, cur.tbt, ms),
        compareCell(base.cls, cur.cls, clsText, 3),
        compareCell(base.bytes, cur.bytes, kib, 1),
        compareCell(base.js, cur.js, kib, 1),
      ]
    }),
  )
}

/** The goals each row misses, one line per row ("first visit" rows are labelled so by their label). */
function goalMisses(/** @type {Row[]} */ rows) {
  return rows.flatMap((r) => {
    const out = []
    for (const [key, label] of /** @type {const} */ ([
      ['performance', 'performance'],
      ['accessibility', 'accessibility'],
      ['bestPractices', 'best practices'],
      ['seo', 'SEO'],
    ])) {
      if (r[key] !== null && r[key] !== undefined && Math.round(r[key] * 100) < GOALS[key]) {
        out.push(`${label} ${score(r[key])}`)
      }
    }
    if (r.fcp > GOALS.fcp) out.push(`FCP ${ms(r.fcp)} ms`)
    if (r.lcp > GOALS.lcp) out.push(`LCP ${ms(r.lcp)} ms`)
    if (r.tbt > GOALS.tbt) out.push(`TBT ${ms(r.tbt)} ms`)
    if (r.cls > GOALS.cls) out.push(`CLS ${clsText(r.cls)}`)
    if (!r.runs) out.push(`error: ${r.errors.join('; ')}`)
    const failing = r.failing?.length ? ` (failing audits: ${r.failing.join(', ')})` : ''
    return out.length ? [`  ${r.label}: ${out.join(', ')}${failing}`] : []
  })
}

/** @param {BenchOptions} options */
async function main(options) {
  const runs = options.runs ?? 3
  const sites = await prepareSites(options)
  const paths = choosePaths(sites, options.routes)
  const targets = targetsFor(paths)
  const lh = await loadLighthouse()
  await serveSites(sites, options)

  const profile = mkdtempSync(join(tmpdir(), 'ledgerpod-bench-profile-'))
  // Chromium's helper processes can still be writing the profile for a few seconds after it exits: retry patiently.
  onCleanup(() => rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 }))
  const chromium = await launchChromium(profile)
  onCleanup(() => stopChromium(chromium.child))
  const browser = await lh.puppeteer.connect({ browserWSEndpoint: chromium.endpoint, defaultViewport: null })
  // A clean close (over DevTools) lets every Chromium process end; stopChromium() is the fallback.
  onCleanup(() => browser.close())

  console.log(
    `Lighthouse ${lh.version}, mobile, simulated throttling, reduced motion (plus the first-visit splash row), ` +
      `${options.compress ? 'gzip' : 'no compression'}, ${targets.length} row${targets.length === 1 ? '' : 's'} x ` +
      `${runs} run${runs === 1 ? '' : 's'}${runs > 1 ? ' (median run)' : ''}` +
      `${sites.length > 1 ? ', runs alternating between the two builds' : ''}`,
  )
  for (const site of sites) console.log(`  ${site.key}: ${site.label} on ${site.origin}`)

  /** @type {Record<string, any[]>} */
  const rows = Object.fromEntries(sites.map((s) => [s.key, []]))
  for (const target of targets) {
    const started = Date.now()
    const outcomes = new Map(sites.map((s) => [s.key, /** @type {any[]} */ ([])]))
    for (let run = 0; run < runs; run++) {
      for (const site of siteOrder(sites, run)) {
        if (site.paths.includes(target.path))
          outcomes.get(site.key)?.push(await lighthouseRun(lh, browser, site, target))
      }
    }
    for (const site of sites) {
      if (!site.paths.includes(target.path)) continue
      const row = summarize(lh, site, target, outcomes.get(site.key) ?? [], options)
      rows[site.key]?.push(row)
      console.log(progressLine(site, row, sites, (Date.now() - started) / 1000))
    }
  }
  report(sites, rows, { runs, compress: options.compress, lighthouse: lh.version })
}

/**
 * Prints the table, the machine-load note and the missed goals, and writes the JSON copy.
 * @param {Site[]} sites
 * @param {Record<string, Row[]>} rows  by site key
 * @param {Record<string, unknown>} meta  what the JSON copy records about the run
 */
function report(sites, rows, meta) {
  const current = rows.current ?? []
  const all = Object.values(rows).flat()
  if (sites.length > 1) {
    const [base] = sites
    console.log(`\nbaseline → current (delta): ${base?.label} → ${sites[sites.length - 1]?.label}`)
    console.log(compareTable(rows.baseline ?? [], current))
  } else {
    console.log(`\n${singleTable(current)}`)
  }
  console.log(
    'KiB: bytes transferred (Lighthouse total-byte-weight); JS gz / CSS gz: what the page loads before interaction.\n' +
      `Reduced motion on every row but "${SPLASH_LABEL}" (the first page of a session for a visitor without it).`,
  )
  // Seen in the filmstrips: the splash covers the page for 3.5 s, yet FCP and LCP are the paints beneath it (the
  // browser does not count occlusion), so that row's timings look like the others'.
  if (all.some((r) => r.splash)) {
    console.log(
      `On "${SPLASH_LABEL}", FCP and LCP are paints under the splash overlay: they leave out the 3.5 s it covers the page.`,
    )
  }
  const problems = sites.flatMap((site) =>
    (rows[site.key] ?? []).flatMap((r) =>
      r.motionProblems.map((/** @type {string} */ p) => `${r.label}${sites.length > 1 ? ` on ${site.key}` : ''}: ${p}`),
    ),
  )
  if (problems.length) console.log(`WARNING, the motion setting did not hold: ${[...new Set(problems)].join('; ')}`)
  // Simulated timings scale with how fast this machine ran the page: a busy machine inflates TBT, FCP and LCP.
  const slowest = Math.min(...all.map((r) => r.benchmarkIndex ?? Infinity))
  const busiest = Math.max(...all.map((r) => r.loadAverage))
  if (slowest < 1000 || busiest > 2) {
    console.log(
      `Note: this machine was busy (lowest benchmarkIndex ${Math.round(slowest)}, load average up to ` +
        `${busiest.toFixed(1)}): timings and performance scores are pessimistic. Rerun on an idle machine.`,
    )
  }
  for (const site of sites) {
    const misses = goalMisses(rows[site.key] ?? [])
    const who = sites.length > 1 ? ` (${site.key}: ${site.label})` : ''
    console.log(misses.length ? `\nGoals missed${who}, ${GOALS_TEXT}:\n${misses.join('\n')}` : `\nAll goals met${who}.`)
  }

  const dir = join(repoRoot, '.bench')
  mkdirSync(dir, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const out = join(dir, `lighthouse-${stamp}.json`)
  const json = {
    date: new Date().toISOString(),
    mode: 'lighthouse',
    ...meta,
    goals: GOALS,
    sites: sites.map((s) => ({ key: s.key, label: s.label, rows: rows[s.key] })),
  }
  writeFileSync(out, JSON.stringify(json, null, 2))
  writeFileSync(join(dir, 'latest-lighthouse.json'), JSON.stringify(json, null, 2))
  console.log(`\nwrote ${out}`)
}

let options
try {
  options = parseBenchArgs(process.argv.slice(2))
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : error}\n(the options: npm run bench -- --help)`)
  process.exit(2)
}
if (options.help) {
  // The options are written down once, in the opening comment of this file.
  const opening = readFileSync(new URL(import.meta.url), 'utf8').match(/^(\/\/.*\n)+/)?.[0] ?? ''
  console.log(opening.replace(/^\/\/ ?/gm, '').trimEnd())
  process.exit(0)
}
cleanupOnSignals()
try {
  if (options.real) await (await import('./bench-real.mjs')).benchReal(options)
  else await main(options)
} catch (error) {
  console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : error}`)
  process.exitCode = 1
} finally {
  await cleanup()
}
