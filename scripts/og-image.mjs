// Writes one link-preview PNG per page to `${outDir}/og/<name>.png` (a page's head names it: lib/page-head.ts): the
// element tree of src/build/link-preview.tsx, laid out by satori (text to paths) and rasterised by resvg.
// Everything is local: the fonts come from the @fontsource packages in node_modules.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { createElement } from 'react'
import satori from 'satori'
import { loadSource } from './source-module.mjs'

const require = createRequire(import.meta.url)

/**
 * Latin and latin-ext of each face, latin-ext as a family of its own (`<name> Ext`): with two faces under one name
 * satori drew tofu for latin-ext glyphs such as Ł.
 * @param {{ display: string, text: string }} names @returns {Promise<import('satori').Font[]>}
 */
async function loadFonts(names) {
  /** @type {[string, string, import('satori').Font['weight']][]} */
  const faces = [
    [names.display, '@fontsource/plus-jakarta-sans', 800],
    [names.text, '@fontsource/inter', 500],
  ]
  return Promise.all(
    faces.flatMap(([name, pkg, weight]) =>
      ['latin', 'latin-ext'].map(async (subset) => ({
        name: subset === 'latin' ? name : `${name} Ext`,
        data: await readFile(
          join(
            dirname(require.resolve(`${pkg}/package.json`)),
            'files',
            `${pkg.split('/')[1]}-${subset}-${weight}-normal.woff`,
          ),
        ),
        weight,
        style: /** @type {const} */ ('normal'),
      })),
    ),
  )
}

/**
 * @param {{ name: string, title: string }[]} pages
 * @param {string} outDir  build output directory (e.g. dist)
 */
export async function writeOgImages(pages, outDir) {
  const names = pages.map((page) => page.name)
  const clash = names.find((name, i) => names.indexOf(name) !== i)
  if (clash) throw new Error(`two pages name the same link-preview image: og/${clash}.png`)

  const { LinkPreview, LINK_PREVIEW, PREVIEW_FONTS } = await loadSource('src/build/link-preview.tsx')
  const fonts = await loadFonts(PREVIEW_FONTS)
  const dir = join(outDir, 'og')
  await mkdir(dir, { recursive: true })
  // Rendering is CPU-bound; one at a time keeps memory flat and is fast enough (about 50 ms an image after warm-up).
  for (const page of pages) {
    const svg = await satori(createElement(LinkPreview, { title: page.title }), { ...LINK_PREVIEW, fonts })
    const png = new Resvg(svg, {
      fitTo: { mode: 'width', value: LINK_PREVIEW.width },
      font: { loadSystemFonts: false },
    })
    await writeFile(join(dir, `${page.name}.png`), png.render().asPng())
  }
}
