// Last build step: writes the hosts' header files (dist/_headers, dist/.nginx/*.conf) from the built HTML. The pages
// that embed the scheduler get its origin in their policy, and with analytics on every page may connect to the
// collector's: the same scheduler and analytics the client build has (src/build/scheduler-config.ts and
// src/build/analytics.ts resolve them from the site settings or the SCHEDULER_* and ANALYTICS_* build variables). The
// registry's pages of kind `search` may run WebAssembly (the site search).
import { contentFiles } from './content-files.mjs'
import { buildScriptHashes, writeHostingHeaders } from './security-headers.mjs'
import { loadSource } from './source-module.mjs'

const load = (/** @type {string} */ file) => loadSource(file, [contentFiles()])
const [
  { framedPages, resolveScheduler },
  { SCHEDULER },
  { collectorOrigin, resolveAnalytics },
  { ANALYTICS_SETTINGS },
  { pageList },
] = await Promise.all(
  [
    'src/build/scheduler-config.ts',
    'src/content/scheduler.ts',
    'src/build/analytics.ts',
    'src/content/analytics.ts',
    'src/content/registry.ts',
  ].map(load),
)
const dist = process.argv[2] ?? 'dist'
const framed = framedPages(resolveScheduler(SCHEDULER, process.env))
const analytics = resolveAnalytics(ANALYTICS_SETTINGS, process.env)
const collector = analytics ? [collectorOrigin(analytics)] : []
const searchPaths = pageList
  .filter((/** @type {{ kind: string }} */ page) => page.kind === 'search')
  .map((/** @type {{ path: string }} */ page) => page.path)
const headers = writeHostingHeaders(dist, framed, collector, searchPaths)
const hashes = buildScriptHashes(dist).size
console.log(
  `wrote ${dist}/_headers and ${dist}/.nginx/ (CSP with ${hashes} inline-script hashes, ${headers['Content-Security-Policy'].length} characters` +
    `${framed ? `; ${framed.paths.join(' and ')} may frame ${framed.origin}` : ''}` +
    `${analytics ? `; every page may send analytics to ${collector.join('')}` : ''}` +
    `${searchPaths.length ? `; ${searchPaths.join(' and ')} may run WebAssembly` : ''})`,
)
