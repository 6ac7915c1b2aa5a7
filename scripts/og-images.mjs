// Writes one link-preview PNG per page to `${outDir}/og/<name>.png`.

import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * File name (without extension) of the OG image for a route path.
 * '/' → 'home'; '/services/payroll-service' → 'services_payroll-service'.
 * Leading/trailing slashes are ignored, so '/about/' === '/about'.
 * @param {string} path
 * @returns {string}
 */
export function ogImageName(path) {
  const trimmed = String(path).replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? 'home' : trimmed.replace(/\//g, '_')
}

/**
 * @param {{ path: string, title: string, eyebrow?: string }[]} pages
 * @param {string} outDir  build output directory (e.g. dist)
 * @returns {Promise<string[]>} paths of the written files (joined onto outDir)
 */
export async function writeOgImages(pages, outDir) {
  const dir = join(outDir, 'og')
  await mkdir(dir, { recursive: true })

  const seen = new Map()
  for (const page of pages) {
    const name = ogImageName(page.path)
    if (seen.has(name) && seen.get(name) !== page.path) {
      throw new Error(`OG image name clash: "${page.path}" and "${seen.get(name)}" both map to ${name}.png`)
    }
    seen.set(name, page.path)
  }

  // Imported lazily so that importing ogImageName alone pulls in no satori/resvg.
  const { renderOgImage } = await import('./og-image.mjs')

  // Rendering is CPU-bound; sequential keeps memory flat and is fast enough
  // (~50 ms per image after a one-off ~0.4 s font/WASM warm-up).
  const files = []
  for (const page of pages) {
    const file = join(dir, `${ogImageName(page.path)}.png`)
    const png = await renderOgImage({ title: page.title, eyebrow: page.eyebrow })
    await writeFile(file, png)
    files.push(file)
  }
  return files
}
