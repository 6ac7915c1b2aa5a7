// Vite plugin: `virtual:faq-hub` is the /faq hub's data, src/content/faq-index.ts evaluated at build time into one
// plain data module. Each page's FAQ lives in a module of its own so a page loads only its own; the hub needs all
// eleven, which as eleven shared chunks cost 26 KiB gzip and as one data module 17 KiB (gzip finds the phrases the
// FAQs share). So the hub's route chunk carries a snapshot and the pages keep their modules. In dev and in tests the
// virtual module re-exports the source, so edits show up at once.
import { resolve } from 'node:path'
import { contentFiles } from './content-files.mjs'
import { runSource, virtualModule } from './source-module.mjs'

const SOURCE = 'src/content/faq-index.ts'

export const faqHubData = () =>
  virtualModule('faq-hub-data', 'virtual:faq-hub', async function ({ root, build }) {
    const file = resolve(root, SOURCE)
    if (!build) return `export { faqGroups } from ${JSON.stringify(file)}`
    const { module, dependencies } = await runSource(file, [contentFiles()])
    for (const dependency of dependencies) this.addWatchFile(dependency)
    return `export const faqGroups = ${JSON.stringify(module.faqGroups)}`
  })
