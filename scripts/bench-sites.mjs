// What both benchmarks (scripts/bench.mjs: Lighthouse; scripts/bench-real.mjs: real throttling) share: the command
// line, the builds to compare (this tree, and a baseline from a git ref or a dist folder), serving each dist/ on a port
// of its own through a gzip front, the order of interleaved runs, medians and the side-by-side table cells. Cleanup
// (servers, the baseline's git worktree, temporary copies) runs at the end, on errors and on Ctrl-C.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, lstatSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createGzip } from 'node:zlib'
import { KiB, pageSet, pageWeights, routeChunks } from './budget.mjs'
import { freePort, waitForServer } from './local-server.mjs'

const scriptsDir = dirname(fileURLToPath(import.meta.url))
/** This checkout: builds and `git worktree` commands run relative to it, whatever the working directory. */
export const repoRoot = resolve(scriptsDir, '..')
/** The same static server serves every build, so a difference between two builds is never the server's. */
const SERVE_SCRIPT = join(scriptsDir, 'serve.mjs')

/**
 * @typedef {object} BenchOptions
 * @property {boolean} help          print the options and stop
 * @property {boolean} real          real throttling (scripts/bench-real.mjs) instead of Lighthouse
 * @property {string[] | undefined} routes
 * @property {number | undefined} runs  undefined: the mode's default
 * @property {boolean} skipBuild
 * @property {boolean} compress
 * @property {boolean} saveReports
 * @property {string | undefined} baseline      a git ref to build in a temporary worktree
 * @property {string | undefined} baselineDist  an already built dist folder
 */

/**
 * The command line of `npm run bench`; throws with a readable message on unknown or conflicting options.
 * @param {string[]} argv
 * @returns {BenchOptions}
 */
export function parseBenchArgs(argv) {
  if (argv.includes('--no-splash')) {
    throw new Error('--no-splash is gone: every route is measured with reduced motion (no splash), plus one splash row')
  }
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      help: { type: 'boolean', short: 'h', default: false },
      real: { type: 'boolean', default: false },
      routes: { type: 'string' },
      runs: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      'no-compress': { type: 'boolean', default: false },
      'save-reports': { type: 'boolean', default: false },
      baseline: { type: 'string' },
      'baseline-dist': { type: 'string' },
    },
  })
  if (values.baseline && values['baseline-dist'])
    throw new Error('use --baseline <ref> or --baseline-dist <dir>, not both')
  let runs
  if (values.runs !== undefined) {
    runs = Number(values.runs)
    if (!Number.isInteger(runs) || runs < 1)
      throw new Error(`--runs wants a whole number of at least 1, not ${values.runs}`)
  }
  return {
    help: values.help,
    real: values.real,
    routes: values.routes?.split(',').filter(Boolean),
    runs,
    skipBuild: values['skip-build'],
    compress: !values['no-compress'],
    saveReports: values['save-reports'],
    baseline: values.baseline,
    baselineDist: values['baseline-dist'],
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Cleanup: a stack of undo steps, run once each, last registered first (so a worktree goes before its parent folder).

/** @type {Array<() => unknown>} */
const cleanups = []

/**
 * Registers an undo step for cleanup().
 * @param {() => unknown} step
 */
export function onCleanup(step) {
  cleanups.push(step)
}

/** Runs every registered undo step once; a failing step is reported and the rest still run. */
export async function cleanup() {
  while (cleanups.length) {
    const step = cleanups.pop()
    try {
      await step?.()
    } catch (error) {
      console.warn(`cleanup: ${error instanceof Error ? error.message : error}`)
    }
  }
}

/** Ctrl-C or a kill still removes the worktree and temporary folders, then exits with the signal's usual code. */
export function cleanupOnSignals() {
  for (const [signal, code] of /** @type {const} */ ([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up`)
      void cleanup().finally(() => process.exit(code))
    })
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Builds.

/**
 * Runs a command with its output shown; resolves when it exits 0. Async, so Ctrl-C reaches our cleanup meanwhile.
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @returns {Promise<void>}
 */
function run(command, args, cwd) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' })
    child.once('error', fail)
    child.once('exit', (code, signal) =>
      code === 0
        ? done(undefined)
        : fail(new Error(`${command} ${args.join(' ')} in ${cwd} failed (${signal ?? code})`)),
    )
  })
}

/** Git's output, trimmed; package-lock.json can be large, hence the buffer. */
const git = (/** @type {string[]} */ args, cwd = repoRoot) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).trim()

/**
 * @typedef {object} Site
 * @property {'baseline' | 'current'} key
 * @property {string} label      what the tables call it, e.g. "main@9b72480" or "this tree@9b72480+changes"
 * @property {string} root       the folder that holds its dist/ (scripts/serve.mjs serves ./dist of its cwd)
 * @property {string} dist
 * @property {string[]} paths    its prerendered routes
 * @property {Record<string, any>} manifest  dist/.vite/manifest.json
 * @property {ReturnType<typeof routeChunks>} routes
 * @property {string} [origin]   set by serveSites()
 */

/**
 * Reads what a built dist/ says about itself; fails clearly when it is not a complete build.
 * @param {Site['key']} key
 * @param {string} label
 * @param {string} root
 */
function loadSite(key, label, root) {
  const dist = join(root, 'dist')
  const list = join(dist, 'prerendered.json')
  if (!existsSync(list)) throw new Error(`${dist} is not a built site (no prerendered.json): build it first`)
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
  /** @type {Site} */
  const site = {
    key,
    label,
    root,
    dist,
    paths: JSON.parse(readFileSync(list, 'utf8')),
    manifest,
    routes: routeChunks(manifest),
  }
  return site
}

/**
 * The gzipped JS and CSS a page of a site loads before interaction (as scripts/budget.mjs counts), or undefined.
 * @param {Site} site
 * @param {string} path
 * @returns {{ js: number, css: number } | undefined}
 */
export function pageWeight(site, path) {
  if (!site.paths.includes(path)) return undefined
  return pageWeights(site.dist, pageSet(site.dist, site.manifest, site.routes, path))
}

/**
 * Checks a git ref out into a temporary worktree and builds it there with its own `npm run build`. node_modules is
 * this checkout's (a symlink) when the ref's package-lock.json is the same as ours, else `npm ci` installs its own.
 */
async function buildRef(/** @type {string} */ ref, /** @type {string} */ work) {
  let sha
  try {
    sha = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
  } catch {
    throw new Error(`--baseline ${ref}: not a commit in this repository`)
  }
  const dir = join(work, 'baseline')
  console.log(`Baseline: ${ref} (${sha.slice(0, 9)}) in a temporary worktree at ${dir}`)
  git(['worktree', 'add', '--detach', '--quiet', dir, sha])
  onCleanup(() => removeWorktree(dir))

  let samePins = false
  try {
    samePins = samePackages(
      git(['show', `${sha}:package-lock.json`]),
      readFileSync(join(repoRoot, 'package-lock.json'), 'utf8'),
    )
  } catch {
    // no lockfile on one side: install
  }
  if (samePins && existsSync(join(repoRoot, 'node_modules'))) {
    console.log('Baseline: same packages as this tree, reusing its node_modules')
    symlinkSync(realpathSync(join(repoRoot, 'node_modules')), join(dir, 'node_modules'), 'dir')
  } else {
    console.log('Baseline: its package-lock.json pins other packages than this tree, running npm ci there')
    await run('npm', ['ci', '--no-audit', '--no-fund'], dir)
  }
  await run('npm', ['run', 'build'], dir)
  return loadSite('baseline', `${ref}@${sha.slice(0, 7)}`, dir)
}

/**
 * Whether two package-lock.json texts install the same files: every package at the same path with the same version,
 * source and integrity. The root entry and the dev/optional flags are left out: moving a package between
 * dependencies and devDependencies changes them, but `npm ci` installs both, so node_modules would be identical.
 */
export function samePackages(/** @type {string} */ lockA, /** @type {string} */ lockB) {
  const pins = (/** @type {string} */ text) =>
    Object.entries(JSON.parse(text).packages ?? {})
      .filter(([path]) => path !== '')
      .map(([path, p]) => `${path} ${p.version} ${p.resolved} ${p.integrity} ${p.link ?? ''}`)
      .sort()
      .join('\n')
  return pins(lockA) === pins(lockB)
}

/** Removes a baseline worktree. The node_modules symlink goes first, so nothing can reach through it into ours. */
function removeWorktree(/** @type {string} */ dir) {
  const modules = join(dir, 'node_modules')
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) rmSync(modules)
  try {
    git(['worktree', 'remove', '--force', dir])
  } catch {
    rmSync(dir, { recursive: true, force: true })
    git(['worktree', 'prune'])
  }
}

/**
 * A copy of a dist folder inside `work`, served from there: a rebuild of the original during the benchmark (someone
 * else's `npm run build` in this checkout) cannot change or delete the files under test.
 */
function snapshot(
  /** @type {Site['key']} */ key,
  /** @type {string} */ label,
  /** @type {string} */ from,
  /** @type {string} */ work,
) {
  if (!existsSync(join(from, 'prerendered.json'))) {
    throw new Error(
      `${from} is not a built site (no prerendered.json): ${key === 'current' ? 'drop --skip-build' : 'build it first'}`,
    )
  }
  const root = join(work, key)
  cpSync(from, join(root, 'dist'), { recursive: true })
  return loadSite(key, label, root)
}

/** A label for this tree: its HEAD, and "+changes" when the working tree differs from it. */
function currentLabel() {
  try {
    const head = git(['rev-parse', '--short=7', 'HEAD'])
    const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== ''
    return `this tree@${head}${dirty ? '+changes' : ''}`
  } catch {
    return 'this tree'
  }
}

/**
 * The builds to measure, baseline first: the baseline (when asked for), then this tree's dist/, built unless
 * skipBuild. Everything temporary lives in one folder under the OS temp dir, removed by cleanup().
 * @param {BenchOptions} options
 * @returns {Promise<Site[]>}
 */
export async function prepareSites(options) {
  const work = mkdtempSync(join(tmpdir(), 'ledgerpod-bench-'))
  onCleanup(() => rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }))
  /** @type {Site[]} */
  const sites = []
  if (options.baseline) sites.push(await buildRef(options.baseline, work))
  if (options.baselineDist) {
    const from = resolve(options.baselineDist)
    const inside = relative(repoRoot, from)
    sites.push(snapshot('baseline', inside && !inside.startsWith('..') ? inside : from, from, work))
  }
  if (!options.skipBuild) await run('npm', ['run', 'build'], repoRoot)
  sites.push(snapshot('current', currentLabel(), join(repoRoot, 'dist'), work))
  return sites
}

/**
 * The routes to measure: --routes, or every route this tree prerenders. A route the baseline lacks is measured on
 * this tree only; a route neither build has is an error.
 * @param {Site[]} sites
 * @param {string[] | undefined} chosen
 */
export function choosePaths(sites, chosen) {
  const current = sites[sites.length - 1]
  if (!current) throw new Error('no site to measure')
  if (!chosen) return current.paths
  const unknown = chosen.filter((p) => !sites.some((s) => s.paths.includes(p)))
  if (unknown.length) throw new Error(`not prerendered: ${unknown.join(', ')} (see dist/prerendered.json)`)
  return chosen
}

// ---------------------------------------------------------------------------------------------------------------------
// Serving.

/** A gzip front for scripts/serve.mjs, as static hosts compress text (HTML, JS, CSS, SVG, JSON) on the way out. */
function gzipFront(/** @type {number} */ upstreamPort) {
  const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/
  return createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: req.headers },
      (reply) => {
        const headers = { ...reply.headers }
        const gzip =
          /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && compressible.test(headers['content-type'] ?? '')
        if (!gzip) {
          res.writeHead(reply.statusCode ?? 502, headers)
          return reply.pipe(res)
        }
        delete headers['content-length']
        res.writeHead(reply.statusCode ?? 502, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' })
        reply.pipe(createGzip({ level: 6 })).pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
}

/**
 * Serves every site at once, each on its own port (scripts/serve.mjs, plus the gzip front unless compress is off),
 * and sets site.origin. Both stay up for the whole run so that runs can alternate between them.
 * @param {Site[]} sites
 * @param {{ compress: boolean }} options
 */
export async function serveSites(sites, { compress }) {
  for (const site of sites) {
    const servePort = await freePort()
    const server = spawn(process.execPath, [SERVE_SCRIPT], {
      cwd: site.root,
      env: { ...process.env, PORT: String(servePort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    onCleanup(() => server.kill())
    await waitForServer(`http://127.0.0.1:${servePort}/`, server)
    let port = servePort
    if (compress) {
      const front = gzipFront(servePort)
      port = await freePort()
      await new Promise((done) => front.listen(port, '127.0.0.1', () => done(undefined)))
      onCleanup(() => new Promise((done) => front.close(() => done(undefined))))
    }
    site.origin = `http://127.0.0.1:${port}`
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Runs and figures.

/**
 * The order to measure the sites in on run number `run`: the baseline first on even runs, this tree first on odd
 * ones, so that a warm-up effect or a burst of load on the machine falls on both builds alike.
 * @template T
 * @param {T[]} sites
 * @param {number} run
 */
export function siteOrder(sites, run) {
  return run % 2 === 0 ? sites : [...sites].reverse()
}

/**
 * The median of some numbers (the mean of the middle two for an even count); undefined when there are none.
 * @param {Array<number | undefined>} values
 * @returns {number | undefined}
 */
export function median(values) {
  const sorted = /** @type {number[]} */ (values.filter((v) => typeof v === 'number' && !Number.isNaN(v))).sort(
    (a, b) => a - b,
  )
  if (!sorted.length) return undefined
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Milliseconds, rounded; "-" for none and "never" for Infinity (something that did not happen in time). */
export const ms = (/** @type {number | null | undefined} */ value) =>
  value === undefined || value === null ? '-' : value === Infinity ? 'never' : `${Math.round(value)}`
export const kib = (/** @type {number | undefined} */ bytes) => (bytes === undefined ? '-' : (bytes / KiB).toFixed(1))

/**
 * One side-by-side cell: "baseline → current delta", e.g. "1210 → 1105 -105". A missing side shows "-" and no delta.
 * @param {number | undefined} before
 * @param {number | undefined} after
 * @param {(value: number | undefined) => string} format
 * @param {number} digits  decimals of the delta
 */
export function compareCell(before, after, format, digits = 0) {
  const a = format(before)
  const b = format(after)
  if (typeof before !== 'number' || typeof after !== 'number' || !Number.isFinite(before) || !Number.isFinite(after)) {
    return `${a} → ${b}`
  }
  // The difference of the two numbers as shown (so "1210 → 1106" says -104), or of the raw values for text like "<0.001".
  const shownDelta = Number(b) - Number(a)
  const delta = Number.isNaN(shownDelta) ? after - before : shownDelta
  const sign = delta > 0 ? '+' : '-'
  return `${a} → ${b} ${Math.abs(delta) < 10 ** -digits / 2 ? '±0' : `${sign}${Math.abs(delta).toFixed(digits)}`}`
}
