// The builds a benchmark measures, each served on a port of its own by scripts/serve.mjs (gzip, like a static host) or
// by a host's own runtime: this tree's dist/ (the npm scripts build it first) and, when asked, a baseline to compare
// it with, side by side:
//
//   BENCH_HOST=static|nginx|workerd  who serves them (default static; else deploy/nginx.conf or wrangler.jsonc)
//   BENCH_HOSTS=nginx,workerd       this tree's dist/ on two hosts side by side (the first in the baseline's place)
//
//   BENCH_BASELINE=<git ref>        checked out into a temporary git worktree and built there with its own build
//   BENCH_BASELINE_DIST=<folder>    a dist/ folder built before
//   BENCH_ROUTES=/,/about           only these routes (default: every prerendered route)
//   BENCH_RUNS=5                    runs per route and build (each benchmark has its default)
//
// Both builds are copied to a temporary folder first, so a rebuild of this checkout meanwhile cannot change them. A
// benchmark that asks for `bare` also gets, served the same way, the bare page of each route of this tree's build
// (bench/bare.ts): the hero's words and nothing else, the floor its timings are read against.
import { test as base } from '@playwright/test'
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { prerendered } from '../scripts/hosting.mjs'
import { freePort } from '../scripts/free-port.mjs'
import { waitForHttp } from '../scripts/wait-for-http.mjs'
import { startNginx } from '../scripts/nginx.mjs'
import { startWrangler } from '../scripts/wrangler.mjs'
import { writeBarePages } from './bare'

export type Site = {
  key: 'baseline' | 'current' | 'bare'
  label: string
  dist: string
  paths: string[]
  origin: string
}
type Host = 'static' | 'nginx' | 'workerd'
const HOSTS: Host[] = ['static', 'nginx', 'workerd']
const host = (name: string): Host => {
  if (!HOSTS.includes(name as Host)) throw new Error(`BENCH_HOST(S): ${name} is none of ${HOSTS.join(', ')}`)
  return name as Host
}

export const repoRoot = resolve(import.meta.dirname, '..')
const paths = (dist: string) => prerendered(dist).map((page) => page.path)

/** The routes to measure: BENCH_ROUTES, or every route this tree prerenders. */
export const routes = (): string[] => {
  const all = paths(join(repoRoot, 'dist'))
  const chosen = process.env.BENCH_ROUTES?.split(',').filter(Boolean)
  const unknown = chosen?.filter((path) => !all.includes(path)) ?? []
  if (unknown.length) throw new Error(`BENCH_ROUTES: not prerendered: ${unknown.join(', ')}`)
  return chosen ?? all
}

/** BENCH_RUNS, or the benchmark's default. */
export const runsPerRoute = (fallback: number): number => {
  const runs = Number(process.env.BENCH_RUNS ?? fallback)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS wants a whole number ≥ 1, not ${runs}`)
  return runs
}

/** The order of the builds on run number `run`: alternating, so warm-up or a burst of load falls on both alike. */
export const siteOrder = <T>(sites: T[], run: number): T[] => (run % 2 === 0 ? sites : [...sites].reverse())

const git = (args: string[], cwd = repoRoot) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).trim()
const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, stdio: 'inherit' })

/** Whether two package-lock.json texts install the same packages (then the baseline can borrow our node_modules). */
function samePackages(lockA: string, lockB: string): boolean {
  const pins = (text: string) =>
    Object.entries(JSON.parse(text).packages as Record<string, Record<string, string>>)
      .filter(([path]) => path !== '')
      .map(([path, p]) => `${path} ${p.version} ${p.resolved} ${p.integrity} ${p.link ?? ''}`)
      .sort()
      .join('\n')
  return pins(lockA) === pins(lockB)
}

/** Builds a git ref in a worktree under `work`; returns its dist/ and label, and registers its removal. */
function buildRef(ref: string, work: string, undo: (() => void)[]) {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`])
  const dir = join(work, 'worktree')
  git(['worktree', 'add', '--detach', '--quiet', dir, sha])
  undo.push(() => {
    // The link to this tree's node_modules (rm never follows it), or the baseline's own install.
    rmSync(join(dir, 'node_modules'), { force: true, recursive: true })
    git(['worktree', 'remove', '--force', dir])
  })
  const modules = join(repoRoot, 'node_modules')
  if (
    samePackages(git(['show', `${sha}:package-lock.json`]), readFileSync(join(repoRoot, 'package-lock.json'), 'utf8'))
  )
    symlinkSync(realpathSync(modules), join(dir, 'node_modules'), 'dir')
  else npm(['ci', '--no-audit', '--no-fund'], dir)
  npm(['run', 'build'], dir)
  return { dist: join(dir, 'dist'), label: sha.startsWith(ref) ? sha.slice(0, 7) : `${ref}@${sha.slice(0, 7)}` }
}

/** Serves a dist/ folder (a copy under `root`) on a host; resolves with its origin once it answers. */
async function serve(dist: string, root: string, servers: ChildProcess[], stops: (() => Promise<void>)[], on: Host) {
  cpSync(dist, join(root, 'dist'), { recursive: true })
  if (on !== 'static') {
    const server = await (on === 'nginx' ? startNginx : startWrangler)({ root: join(root, 'dist') })
    stops.push(server.stop)
    return server.origin
  }
  const port = await freePort()
  const server = spawn(process.execPath, [join(repoRoot, 'scripts/serve.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  })
  servers.push(server)
  const origin = `http://127.0.0.1:${port}`
  await waitForHttp(origin, { name: 'scripts/serve.mjs', ready: (response) => response.ok, child: server })
  return origin
}

function currentLabel() {
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== ''
  return `this tree@${git(['rev-parse', '--short=7', 'HEAD'])}${dirty ? '+changes' : ''}`
}

/** Tests get `sites`: the baseline first (when asked for), then this tree; built and served once per worker. */
export const test = base.extend<object, { sites: Site[]; bare: Site }>({
  bare: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const work = mkdtempSync(join(tmpdir(), 'ledgerpod-bare-'))
      const servers: ChildProcess[] = []
      try {
        const dist = join(work, 'pages')
        const all = paths(join(repoRoot, 'dist'))
        writeBarePages(join(repoRoot, 'dist'), all, dist)
        const origin = await serve(dist, join(work, 'served'), servers, [], 'static')
        await use({ key: 'bare', label: 'bare page', dist, paths: all, origin })
      } finally {
        for (const server of servers) server.kill()
        rmSync(work, { recursive: true, force: true, maxRetries: 5 })
      }
    },
    { scope: 'worker' },
  ],
  sites: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const work = mkdtempSync(join(tmpdir(), 'ledgerpod-bench-'))
      const undo: (() => void)[] = []
      const servers: ChildProcess[] = []
      const stops: (() => Promise<void>)[] = []
      try {
        const builds: { key: Site['key']; dist: string; label: string; host: Host }[] = []
        const { BENCH_BASELINE: ref, BENCH_BASELINE_DIST: dist, BENCH_HOST, BENCH_HOSTS } = process.env
        if (ref && dist) throw new Error('set BENCH_BASELINE or BENCH_BASELINE_DIST, not both')
        if (BENCH_HOSTS && (ref || dist)) throw new Error('BENCH_HOSTS compares hosts, not builds: no BENCH_BASELINE')
        const on = host(BENCH_HOST ?? 'static')
        if (ref) builds.push({ key: 'baseline', ...buildRef(ref, work, undo), host: on })
        if (dist) builds.push({ key: 'baseline', dist: resolve(dist), label: dist, host: on })
        const current = { dist: join(repoRoot, 'dist'), label: currentLabel() }
        const hosts = BENCH_HOSTS?.split(',').map(host) ?? []
        if (BENCH_HOSTS && hosts.length !== 2) throw new Error(`BENCH_HOSTS names two hosts, not ${BENCH_HOSTS}`)
        hosts.forEach((name, i) =>
          builds.push({
            key: i ? 'current' : 'baseline',
            ...current,
            label: `${current.label} on ${name}`,
            host: name,
          }),
        )
        if (!hosts.length) builds.push({ key: 'current', ...current, host: on })
        const sites: Site[] = []
        for (const build of builds) {
          sites.push({
            ...build,
            paths: paths(build.dist),
            origin: await serve(build.dist, join(work, build.key), servers, stops, build.host),
          })
        }
        await use(sites)
      } finally {
        for (const server of servers) server.kill()
        await Promise.all(stops.map((stop) => stop()))
        for (const step of undo.reverse()) step()
        rmSync(work, { recursive: true, force: true, maxRetries: 5 })
      }
    },
    { scope: 'worker', timeout: 30 * 60_000 },
  ],
})
