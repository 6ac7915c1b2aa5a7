// The host runtimes the hosting spec runs on, one Playwright project each (playwright.config.ts): Debian's nginx with
// deploy/nginx.conf, and Cloudflare's workerd with wrangler.jsonc (the pinned wrangler's `wrangler dev`, offline).
// Netlify's runtime does not run here (docs/hosting.md, "Hosts").
import { resolve } from 'node:path'
import { startNginx } from '../../scripts/nginx.mjs'
import { startWrangler } from '../../scripts/wrangler.mjs'
import { test as base } from './fixtures'
import type { Host } from './host-list'
import { builtVariant, VARIANT_BUILD_TIMEOUT, type Variant } from './site-variants'

export type HostServer = { origin: string; stop: () => Promise<void> }

/** Serves a build folder on a host's runtime, on a free loopback port. */
export const startHost = (host: Host, root: string): Promise<HostServer> =>
  host === 'nginx' ? startNginx({ root: resolve(root) }) : startWrangler({ root: resolve(root) })

/** A build folder: dist/, or a variant of the site (site-variants.ts), built when a test first needs it. */
export type Root = 'dist' | Variant

/**
 * A host server per worker for a build, dist/ unless `root` names a variant (baseURL points at it), and one for the
 * build with a scheduler on /book. `build` is the build's folder. A missing runtime fails every test with the command
 * that installs it; it is never a skip.
 */
export const test = base.extend<
  object,
  { host: Host; root: Root; build: string; site: HostServer; scheduled: HostServer }
>({
  host: ['nginx', { option: true, scope: 'worker' }],
  root: ['dist', { option: true, scope: 'worker' }],
  build: [
    async ({ root }, use) => use(root === 'dist' ? root : await builtVariant(root)),
    { scope: 'worker', timeout: VARIANT_BUILD_TIMEOUT },
  ],
  site: [async ({ host, build }, use) => serving(host, build, use), { scope: 'worker', timeout: 90_000 }],
  scheduled: [
    async ({ host }, use) => serving(host, await builtVariant('calendly'), use),
    { scope: 'worker', timeout: VARIANT_BUILD_TIMEOUT + 90_000 },
  ],
  baseURL: async ({ site }, use) => use(site.origin),
})

async function serving(host: Host, root: string, use: (server: HostServer) => Promise<void>) {
  const server = await startHost(host, root)
  try {
    await use(server)
  } finally {
    await server.stop()
  }
}

/** Tests against a build behind the real nginx config (deploy/nginx.conf), one server per worker: `site`. */
export const nginxTest = (root: Root) =>
  test.extend({ host: ['nginx', { scope: 'worker' }], root: [root, { scope: 'worker' }] })
