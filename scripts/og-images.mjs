// Writes one link-preview PNG per page to `${outDir}/og/<name>.png` (a page's head names it: lib/page-head.ts).
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * @param {{ name: string, title: string, eyebrow?: string }[]} pages
 * @param {string} outDir  build output directory (e.g. dist)
 * @returns {Promise<string[]>} paths of the written files (joined onto outDir)
 */
export async function writeOgImages(pages, outDir) {
  const names = pages.map((page) => page.name)
  const clash = names.find((name, i) => names.indexOf(name) !== i)
  if (clash) throw new Error(`two pages name the same link-preview image: og/${clash}.png`)

  const dir = join(outDir, 'og')
  await mkdir(dir, { recursive: true })
  const { renderOgImage } = await import('./og-image.mjs')
  // Rendering is CPU-bound; sequential keeps memory flat and is fast enough (about 50 ms an image after warm-up).
  const files = []
  for (const page of pages) {
    const file = join(dir, `${page.name}.png`)
    await writeFile(file, await renderOgImage({ title: page.title, eyebrow: page.eyebrow }))
    files.push(file)
  }
  return files
}
