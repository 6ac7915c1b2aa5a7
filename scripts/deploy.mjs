// Deploys a build to a folder nginx serves (deploy/nginx.conf), keeping the previous builds' hashed assets for a day.
//
//   node scripts/deploy.mjs [dist] [site]        default: dist/ to /srv/ledgerpod/dist (the config's SITE ROOT)
//
// `site` is a symlink to the current release, in `releases/` beside it (/srv/ledgerpod/releases/<time>). A deploy:
//   1. copies dist/ into a new release;
//   2. carries over the current release's files under assets/ that the new build does not have, so that pages still
//      open from an earlier build keep loading their chunks; each carried file remembers when it was retired
//      (.nginx/retired.json, never served) and is dropped once it has been retired for KEEP_MS;
//   3. switches the symlink in one rename, so no request sees half a deploy;
//   4. removes the releases before the previous one (kept for a rollback: point the symlink back at it).
// Reload nginx afterwards when the headers changed (`nginx -t && systemctl reload nginx`).
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/** How long a retired asset stays: a visitor's open page a day old still loads its code. */
export const KEEP_MS = 24 * 60 * 60 * 1000

/** Every file under a folder, as paths relative to it. @param {string} dir @returns {string[]} */
const filesUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => statSync(join(dir, f)).isFile())
    : []

/**
 * @param {{ dist?: string, site?: string, now?: number }} [options]
 * @returns {{ release: string, carried: number, dropped: number }}
 */
export function deploy({ dist = 'dist', site = '/srv/ledgerpod/dist', now = Date.now() } = {}) {
  const releases = join(dirname(resolve(site)), 'releases')
  const release = join(releases, new Date(now).toISOString().replace(/[:.]/g, '-'))
  mkdirSync(releases, { recursive: true })
  cpSync(dist, release, { recursive: true })

  const previous = existsSync(site) ? realpathSync(site) : undefined
  const ledger = (/** @type {string} */ root) => join(root, '.nginx', 'retired.json')
  /** @type {Record<string, number>} */
  const wasRetired = previous && existsSync(ledger(previous)) ? JSON.parse(readFileSync(ledger(previous), 'utf8')) : {}
  /** @type {Record<string, number>} */
  const retired = {}
  let dropped = 0
  for (const file of previous ? filesUnder(join(previous, 'assets')) : []) {
    const target = join(release, 'assets', file)
    if (existsSync(target)) continue
    const since = wasRetired[file] ?? now
    if (now - since >= KEEP_MS) {
      dropped++
      continue
    }
    mkdirSync(dirname(target), { recursive: true })
    linkSync(join(/** @type {string} */ (previous), 'assets', file), target)
    retired[file] = since
  }
  mkdirSync(join(release, '.nginx'), { recursive: true })
  writeFileSync(ledger(release), JSON.stringify(retired))

  const next = `${site}.next`
  rmSync(next, { force: true })
  symlinkSync(relative(dirname(resolve(site)), release), next)
  renameSync(next, site)

  for (const old of readdirSync(releases)) {
    const path = join(releases, old)
    if (path !== release && path !== previous) rmSync(path, { recursive: true, force: true })
  }
  return { release, carried: Object.keys(retired).length, dropped }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const [dist, site] = process.argv.slice(2)
  const { release, carried, dropped } = deploy({ dist, site })
  console.log(
    `deployed ${release}: ${carried} earlier asset(s) kept for open pages, ${dropped} retired over a day dropped`,
  )
}
