// Builds of the site besides dist/ that some end-to-end tests need: the same sources with other build variables, built
// into .e2e/<name>/ when a test first asks for one (`builtVariant`, through the fixtures of hosts.ts), so a run builds
// only the variants its specs use, and again only when their sources or variables changed. The specs serve them with
// the real nginx config.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

/** The stand-in scheduler (tests/e2e/scheduler-stand-in.mjs), which playwright.config.ts starts as a web server. */
export const STAND_IN_PORT = Number(process.env.E2E_PORT ?? '4173') + 3
export const STAND_IN_ORIGIN = `http://127.0.0.1:${STAND_IN_PORT}`
/** The stand-in analytics collector (tests/e2e/collector-stand-in.mjs), started the same way. */
export const COLLECTOR_PORT = STAND_IN_PORT + 1
export const COLLECTOR_ORIGIN = `http://127.0.0.1:${COLLECTOR_PORT}`
/** The site's id at each provider in the analytics variants: Plausible's is the domain, Umami's a website UUID. */
export const ANALYTICS_SITES = { plausible: 'www.ledgerpod.example', umami: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b' }
/** The origin the 'next' build is made for. */
export const NEXT_ORIGIN = 'https://next.ledgerpod.example'
/** The public origin the 'preview' build is made for. */
export const PREVIEW_ORIGIN = 'https://preview.ledgerpod.com'
/** The booking page the variants configure, on the stand-in. */
const standInBooking = `${STAND_IN_ORIGIN}/ledgerpod/consultation`

/** Each variant's build variables. */
export const VARIANTS = {
  /** /book embeds the stand-in speaking Calendly's protocol. */
  calendly: { SCHEDULER_PROVIDER: 'calendly', SCHEDULER_URL: standInBooking },
  /** /book embeds the stand-in speaking Cal.com's protocol. */
  cal: { SCHEDULER_PROVIDER: 'cal', SCHEDULER_URL: standInBooking },
  /**
   * The next deploy: another public origin changes the shared chunk (lib/urls.ts), so the chunks that import it are
   * renamed, and each page's canonical link says which build served it.
   */
  next: { SITE_URL: NEXT_ORIGIN },
  /** A preview for a public origin: it builds with the samples, says so on every page, and is not indexed. */
  preview: { SITE_URL: PREVIEW_ORIGIN, SITE_PREVIEW: '1' },
  /** Analytics to the stand-in collector speaking Plausible's Events API, with the Calendly stand-in on /book. */
  plausible: {
    ANALYTICS_PROVIDER: 'plausible',
    ANALYTICS_SITE: ANALYTICS_SITES.plausible,
    ANALYTICS_COLLECTOR: COLLECTOR_ORIGIN,
    SCHEDULER_PROVIDER: 'calendly',
    SCHEDULER_URL: standInBooking,
  },
  /** Analytics to the stand-in collector speaking Umami's /api/send, with the Cal.com stand-in on /book. */
  umami: {
    ANALYTICS_PROVIDER: 'umami',
    ANALYTICS_SITE: ANALYTICS_SITES.umami,
    ANALYTICS_COLLECTOR: COLLECTOR_ORIGIN,
    SCHEDULER_PROVIDER: 'cal',
    SCHEDULER_URL: standInBooking,
  },
} satisfies Record<string, Record<string, string>>

export type Variant = keyof typeof VARIANTS

export const variantDir = (name: Variant) => join('.e2e', name)

/**
 * What a variant is built from: dist/'s manifest and page list (they change with the dependencies), the sources (the
 * code only a variant's settings turn on, such as analytics, leaves dist/ unchanged), the build scripts (they decide
 * the files' layout and headers) and its variables.
 */
const fingerprint = (name: Variant) =>
  [
    'dist/.vite/manifest.json',
    'dist/prerendered.json',
    ...readdirSync('src', { recursive: true, encoding: 'utf8' }).map((file) => join('src', file)),
    ...readdirSync('scripts').map((file) => join('scripts', file)),
  ]
    .filter((file) => statSync(file).isFile())
    .reduce((hash, file) => hash.update(readFileSync(file)), createHash('sha256'))
    .update(JSON.stringify(VARIANTS[name]))
    .digest('hex')

/** How long a worker may wait for a variant: its build, and another worker's before it (on a busy 2-core machine). */
export const VARIANT_BUILD_TIMEOUT = 10 * 60_000

/** One build at a time across the test workers: builds write the same generated sources (fonts, the route tree). */
const LOCK = join('.e2e', 'build-lock')

/** Holds the build lock while `work` runs; a lock left by a process that is gone is taken over. */
async function locked<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync('.e2e', { recursive: true })
  for (;;) {
    try {
      mkdirSync(LOCK)
      writeFileSync(join(LOCK, 'pid'), String(process.pid))
      break
    } catch {
      if (abandoned()) rmSync(LOCK, { recursive: true, force: true })
      else await new Promise((done) => setTimeout(done, 500))
    }
  }
  try {
    return await work()
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}

/** Whether the lock's holder is gone (or never wrote its id, longer ago than any build takes). */
function abandoned() {
  try {
    const owner = Number(readFileSync(join(LOCK, 'pid'), 'utf8'))
    process.kill(owner, 0)
    return false
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true
    const since = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs
    return since !== undefined && Date.now() - since > VARIANT_BUILD_TIMEOUT
  }
}

/** A variant's folder, built first when its sources or variables changed since its last build. */
export function builtVariant(name: Variant): Promise<string> {
  const dir = variantDir(name)
  const stamp = `${dir}-stamp`
  const current = (wanted: string) =>
    existsSync(join(dir, 'prerendered.json')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted
  return locked(async () => {
    const wanted = fingerprint(name)
    if (!current(wanted)) {
      console.log(`building the '${name}' variant into ${dir}`)
      await promisify(execFile)(process.execPath, ['scripts/build.mjs', dir], {
        env: { ...process.env, ...VARIANTS[name] },
        maxBuffer: 64 * 1024 * 1024,
      })
      writeFileSync(stamp, wanted)
    }
    return dir
  })
}
