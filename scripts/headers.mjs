// Last build step: writes the hosts' header files (dist/_headers, dist/.nginx/*.conf) from the built HTML. The pages
// that embed the scheduler get its origin in their policy: the same scheduler the client build embedded
// (src/lib/scheduler.ts resolves it from the site configuration or the SCHEDULER_* build variables).
import { contentFiles } from './content-files.mjs'
import { buildScriptHashes, writeHostingHeaders } from './security-headers.mjs'
import { loadSource } from './source-module.mjs'

const load = (/** @type {string} */ file) => loadSource(file, [contentFiles()])
const [{ framedPages, resolveScheduler }, { SCHEDULER }] = await Promise.all(
  ['src/lib/scheduler.ts', 'src/content/scheduler.ts'].map(load),
)
const dist = process.argv[2] ?? 'dist'
const framed = framedPages(resolveScheduler(SCHEDULER, process.env))
const headers = writeHostingHeaders(dist, framed)
const hashes = buildScriptHashes(dist).size
console.log(
  `wrote ${dist}/_headers and ${dist}/.nginx/ (CSP with ${hashes} inline-script hashes, ${headers['Content-Security-Policy'].length} characters` +
    `${framed ? `; ${framed.paths.join(' and ')} may frame ${framed.origin}` : ''})`,
)
