// The two self-hosted variable fonts, cut down to what the site sets: the characters of RANGES and the weights
// 400 to 800 (Tailwind's normal to extrabold). Fontsource's latin files carry every latin glyph and weights 100/200 to
// 900: 75 KB for the pair, against 42 KB after this, on every first visit (both are preloaded). The build and the dev
// server run it first; it writes src/assets/fonts/ (not in git, derived from the pinned Fontsource packages), which
// src/styles/app.css loads. tests/e2e/fonts.spec.ts checks that every character the pages show is in the subset.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import subsetFont from 'subset-font'

/** Unicode ranges kept: ASCII; Latin-1 signs (no accented letters); dashes, quotes, bullet, ellipsis; euro; trademark. */
/** @type {Array<[number, number]>} */
export const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xbf],
  [0xd7, 0xd7],
  [0xf7, 0xf7],
  [0x2013, 0x2014],
  [0x2018, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
]

export const WEIGHTS = { min: 400, max: 800 }

export const FONTS = [
  { source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', out: 'inter.woff2' },
  {
    source: '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    out: 'plus-jakarta-sans.woff2',
  },
]

export const OUT_DIR = 'src/assets/fonts'

/** Whether a character is in the subset. */
export const covered = (/** @type {string} */ char) => {
  const code = char.codePointAt(0) ?? -1
  return RANGES.some(([lo, hi]) => code >= lo && code <= hi)
}

export async function subsetFonts(root = process.cwd()) {
  const text = RANGES.flatMap(([lo, hi]) =>
    Array.from({ length: hi - lo + 1 }, (_, i) => String.fromCodePoint(lo + i)),
  ).join('')
  mkdirSync(resolve(root, OUT_DIR), { recursive: true })
  for (const font of FONTS) {
    const source = readFileSync(resolve(root, 'node_modules', font.source))
    const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } })
    writeFileSync(resolve(root, OUT_DIR, font.out), subset)
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) await subsetFonts()
