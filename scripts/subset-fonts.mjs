// The two self-hosted variable fonts, cut down to what the site sets: the characters of RANGES and the weights
// 400 to 800 (Tailwind's normal to extrabold). Fontsource's latin files carry every latin glyph and weights 100/200 to
// 900: 75 KB for the pair, against 42 KB after this, on every first visit. The build and the dev server run it first;
// it writes src/assets/fonts/ (not in git, derived from the pinned Fontsource packages), which src/styles/app.css
// loads. tests/e2e/fonts.spec.ts checks that every character the pages show is in the subset.
//
// It also writes their metric-matched fallbacks, src/assets/fonts/fallbacks.css: a page may paint first in a font the
// visitor's system has (on a slow network both faces arrive after the first paint). Each system font of
// LOCAL_FALLBACKS gets a face per web font and weight whose size-adjust and ascent/descent/line-gap overrides fontaine
// computes from the metrics of the subset file at that weight (read by capsize) and of the system font (capsize's
// metrics collection), so the swap to the web font moves next to nothing (tests/e2e/layout-shift.spec.ts). The font
// stacks (tailwind.config.ts) list them by FONT_STACKS.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import subsetFont from 'subset-font'
import { advanceOf, glyphOf, narrowGlyph } from './narrow-hyphen.mjs'

/**
 * Unicode ranges kept: ASCII; Latin-1 signs (no accented letters); dashes, quotes, bullet, ellipsis; euro; trademark.
 */
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

/** The web fonts: Tailwind's font name, the family app.css declares, its files, the family of its fallbacks. */
export const FONTS = [
  {
    name: 'sans',
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    out: 'inter.woff2',
    fallback: 'Inter Fallback',
    // The text face: preloaded after the heading face (scripts/prerender.mjs) and `swap`: on broadband it is in by the
    // first paint; later, its metric-matched fallbacks keep what it moves under layout-shift.spec's limit.
    display: 'swap',
    preload: 2,
    // The weights the site sets in it (text, labels, links, buttons), each with fallback faces of its own.
    weights: [400, 500, 600, 700],
  },
  {
    name: 'display',
    family: 'Plus Jakarta Sans Variable',
    source: '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    out: 'plus-jakarta-sans.woff2',
    fallback: 'Jakarta Fallback',
    // The heading face, the brand's: preloaded first by every page (scripts/prerender.mjs) and `swap` (app.css), so a
    // first visit's headings are drawn in it.
    display: 'swap',
    preload: 1,
    // Headings, stats and eyebrows.
    weights: [400, 600, 700, 800],
    // Its hyphen is as wide as its en dash: narrowed in the subset (scripts/narrow-hyphen.mjs), its bar by `bar` units
    // of its 1,000 to the em and each side bearing by `sides`, so at weight 800 it is 0.41 em instead of 0.63.
    narrowHyphen: { bar: 180, sides: 20 },
  },
]

/**
 * The system fonts a first paint may use, the first one a visitor's system has: Arial (Windows, macOS, iOS), Roboto
 * (Android), Liberation Sans (Linux; ChromeOS's Arimo is the same design), DejaVu Sans (Linux without it). Each by its
 * entry in capsize's metrics collection, its regular and bold faces, or by metrics given where the collection lacks it.
 * @type {Array<{ local: string, capsize?: string, given?: { regular: FontMetrics, bold: FontMetrics } }>}
 */
export const LOCAL_FALLBACKS = [
  { local: 'Arial', capsize: 'arial' },
  { local: 'Roboto', capsize: 'roboto' },
  // Liberation Sans 2 is Arimo's design, metric-compatible with Arial; capsize's collection has Arimo, not it.
  { local: 'Liberation Sans', capsize: 'arimo' },
  // Not in capsize's collection: what capsize's unpack reads from Debian's fonts-dejavu-core 2.37 (DejaVuSans.ttf and
  // DejaVuSans-Bold.ttf); tests/unit/fonts.test.ts reads the installed files again and compares.
  {
    local: 'DejaVu Sans',
    given: {
      regular: { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 },
      bold: { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1176 },
    },
  },
]

/**
 * Each weight of a font's `weights` gets a fallback face of its own, whose width matches the web font's at that weight
 * (a weight it lacks takes the nearest face); from BOLD_FROM on it draws the system font's bold, never a synthesized
 * one.
 */
const BOLD_FROM = 600

/**
 * @typedef {{ ascent: number, descent: number, lineGap: number, unitsPerEm: number, xWidthAvg: number }} FontMetrics
 */

/**
 * The family of a web font's fallback faces on one system font.
 * @param {typeof FONTS[number]} font @param {string} local
 */
export const fallbackFamily = (font, local) => `${font.fallback} ${local}`

/** Each Tailwind font's stack: the web font, its fallbacks in LOCAL_FALLBACKS's order, then generic families. */
export const FONT_STACKS = Object.fromEntries(
  FONTS.map((font) => [
    font.name,
    [
      `"${font.family}"`,
      ...LOCAL_FALLBACKS.map(({ local }) => `"${fallbackFamily(font, local)}"`),
      'ui-sans-serif',
      'system-ui',
      'sans-serif',
    ],
  ]),
)

/** Whether a character is in the subset. */
export const covered = (/** @type {string} */ char) => {
  const code = char.codePointAt(0) ?? -1
  return RANGES.some(([lo, hi]) => code >= lo && code <= hi)
}

export const OUT_DIR = 'src/assets/fonts'
export const FALLBACKS_FILE = 'fallbacks.css'

/**
 * The regular and bold metrics of a system font of LOCAL_FALLBACKS.
 * @param {typeof LOCAL_FALLBACKS[number]} fallback @returns {Promise<{ regular: FontMetrics, bold: FontMetrics }>}
 */
export async function systemMetrics(fallback) {
  if (fallback.given) return fallback.given
  const { entireMetricsCollection } = await import('@capsizecss/metrics/entireMetricsCollection')
  const entry = /** @type {Record<string, any>} */ (entireMetricsCollection)[fallback.capsize ?? '']
  const bold = entry?.variants?.['700']
  if (!bold) throw new Error(`scripts/subset-fonts.mjs: capsize has no regular and bold metrics of ${fallback.capsize}`)
  return { regular: entry, bold }
}

/**
 * The @font-face rules of every web font's fallbacks: per system font and weight, fontaine's face from the metrics of
 * the subset file in `dir` at that weight (capsize's unpack of the instance) and of the system font's face.
 * @param {string} dir
 */
export async function fallbackFaces(dir) {
  // Loaded here, not on import: tailwind.config.ts imports this file for FONT_STACKS.
  const [{ generateFontFace }, { fromBuffer }] = await Promise.all([import('fontaine'), import('@capsizecss/unpack')])
  const faces = []
  for (const font of FONTS) {
    const file = readFileSync(resolve(dir, font.out))
    for (const weight of font.weights) {
      const instance = await subsetFont(file, characters(), {
        targetFormat: 'truetype',
        variationAxes: { wght: weight },
      })
      const metrics = await fromBuffer(instance)
      for (const fallback of LOCAL_FALLBACKS) {
        const bold = weight >= BOLD_FROM
        const system = await systemMetrics(fallback)
        const face = generateFontFace(metrics, {
          name: fallbackFamily(font, fallback.local),
          font: bold ? `${fallback.local} Bold` : fallback.local,
          metrics: bold ? system.bold : system.regular,
          'font-weight': String(weight),
        })
        faces.push(face)
      }
    }
  }
  return faces.join('')
}

/**
 * The hyphen's advance in a font file at a weight, and the font's units per em (tests/unit/fonts.test.ts).
 * @param {string} file @param {number} weight
 */
export async function hyphenAdvance(file, weight) {
  const instance = await subsetFont(readFileSync(file), '-', {
    targetFormat: 'truetype',
    variationAxes: { wght: weight },
  })
  return advanceOf(instance, glyphOf(instance, 0x2d))
}

/** Every character of RANGES. */
const characters = () =>
  RANGES.flatMap(([lo, hi]) => Array.from({ length: hi - lo + 1 }, (_, i) => String.fromCodePoint(lo + i))).join('')

export async function subsetFonts(root = process.cwd()) {
  const text = characters()
  mkdirSync(resolve(root, OUT_DIR), { recursive: true })
  for (const font of FONTS) {
    const source = readFileSync(resolve(root, 'node_modules', font.source))
    const cut = await subsetFont(source, text, { targetFormat: 'truetype', variationAxes: { wght: WEIGHTS } })
    const edited = font.narrowHyphen ? narrowGlyph(cut, glyphOf(cut, 0x2d), font.narrowHyphen) : cut
    writeFileSync(resolve(root, OUT_DIR, font.out), await subsetFont(edited, text, { targetFormat: 'woff2' }))
  }
  const header = '/* Generated by scripts/subset-fonts.mjs from the subset fonts: metric-matched fallback faces. */\n'
  writeFileSync(resolve(root, OUT_DIR, FALLBACKS_FILE), header + (await fallbackFaces(resolve(root, OUT_DIR))))
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) await subsetFonts()
