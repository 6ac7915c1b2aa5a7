// Production build: client bundle, server bundle of the prerender entry, then one HTML file per route.
// `node scripts/build.mjs [folder]` builds into another folder than dist/ (the tests build variants side by side).
// A build for a public origin (SITE_URL) is a build to publish: it stops first, listing them, while any sample is left,
// unless it is a preview (SITE_PREVIEW=1), which says on every page that it shows samples and is never indexed.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { launchReport, things } from './launch-check.mjs'
import { buildYear, isPreview, isPublicOrigin, siteUrl } from './site-url.mjs'
import { subsetFonts } from './subset-fonts.mjs'

const dist = process.argv[2] ?? 'dist'
const server = `${dist}-server`
const run = (/** @type {string[]} */ ...args) => execFileSync(process.execPath, args, { stdio: 'inherit' })
const vite = (/** @type {string[]} */ ...args) => run('node_modules/vite/bin/vite.js', ...args)

const origin = siteUrl()
// One year for every step below (the client, the server build and the prerender), even across midnight of December 31.
process.env.BUILD_YEAR = String(buildYear())
// A build is what a host publishes, whoever starts it: a NODE_ENV=test inherited from a test runner (Playwright's
// workers set it) would bundle React's development build.
process.env.NODE_ENV = 'production'
if (isPublicOrigin(origin) && !isPreview()) {
  const { count, list } = await launchReport(origin)
  if (count) {
    console.error(`Refusing to build ${origin} for publication: ${things(count)} still to supply or confirm.\n`)
    console.error(list)
    console.error(
      '\nReplace each (see docs/launch.md), or make a preview build that says on every page that it ' +
        'shows samples and is not indexed: SITE_PREVIEW=1 npm run build',
    )
    process.exit(1)
  }
}

// A mistake in a FAQ, a settings file or an article: one line each, and no build. In a process of its own: reading
// the sources through Vite's module runner sets NODE_ENV, which the builds below must not inherit.
try {
  run('scripts/check-content.mjs')
} catch {
  process.exit(1)
}

await subsetFonts()
rmSync(dist, { recursive: true, force: true })
rmSync(server, { recursive: true, force: true })
vite('build', '--outDir', dist)
vite('build', '--ssr', 'src/entry-server.tsx', '--outDir', server, '--emptyOutDir')
run('scripts/prerender.mjs', dist, server)
// Every link of the content files to a page and an anchor the pages just written hold: one line each, and no build.
try {
  run('scripts/content-links.mjs', dist)
} catch {
  process.exit(1)
}
run('scripts/tax-feeds.mjs', dist)
run('scripts/resource-files.mjs', dist)
run('scripts/search-index.mjs', dist)
run('scripts/admin.mjs', dist)
// Last: the hosts' security headers, whose CSP hashes every inline script of the HTML written above.
run('scripts/headers.mjs', dist)
