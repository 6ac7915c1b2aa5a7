// @ts-check
// Build step: writes the resources' files into dist/downloads/ (src/build/resource-files.ts): each chart of accounts in
// the import formats of QuickBooks Online and Xero, as CSV and as an Excel workbook, and each checklist as CSV and as a
// workbook. The same content and origin write the same bytes. `node scripts/resource-files.mjs [folder]`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { contentFiles } from './content-files.mjs'
import { siteUrl } from './site-url.mjs'
import { loadSource } from './source-module.mjs'

/** Writes every resource file under `dist`; returns their paths. @param {string} dist @param {string} origin */
export async function writeResourceFiles(dist, origin) {
  /** @type {{ resourceFiles: (origin: string) => { path: string, bytes: Uint8Array | string }[] }} */
  const { resourceFiles } = await loadSource('src/build/resource-files.ts', [contentFiles()])
  const files = resourceFiles(origin)
  const folders = new Set(files.map((file) => join(dist, dirname(file.path))))
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  for (const file of files) {
    const path = join(dist, file.path)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, file.bytes)
  }
  return files.map((file) => file.path)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const paths = await writeResourceFiles(process.argv[2] ?? 'dist', siteUrl())
  console.log(`wrote ${paths.length} resource files into /downloads/ (charts of accounts and checklists)`)
}
