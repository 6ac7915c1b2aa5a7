import { fromFile } from '@capsizecss/unpack/fs'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  FALLBACKS_FILE,
  FONT_STACKS,
  FONTS,
  LOCAL_FALLBACKS,
  OUT_DIR,
  RANGES,
  WEIGHTS,
  fallbackFamily,
  systemMetrics,
} from '../../scripts/subset-fonts.mjs'

// app.css declares the subset fonts that scripts/subset-fonts.mjs writes (its other faces are local metric fallbacks);
// the two must describe the same subset.
const css = readFileSync('src/styles/app.css', 'utf8')
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
  .map(([, body]) => body!)
  .filter((body) => body.includes('url('))
const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0')
const unicodeRange = RANGES.map(([lo, hi]) => (lo === hi ? `U+${hex(lo)}` : `U+${hex(lo)}-${hex(hi)}`)).join(', ')

describe('font faces', () => {
  it('declares one face per subset font, loading the file the subset script writes', () => {
    expect(faces).toHaveLength(FONTS.length)
    for (const font of FONTS) expect(faces.some((face) => face.includes(`../assets/fonts/${font.out}`))).toBe(true)
  })

  it.each(faces.map((face, i) => [i, face]))('face %i has the subset’s unicode-range and weights', (_, face) => {
    expect(
      face
        .match(/unicode-range:\s*([^;]*);/)?.[1]
        ?.replace(/\s+/g, ' ')
        .trim(),
    ).toBe(unicodeRange)
    expect(face).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`)
    // Each face as FONTS declares it: both swap in as they arrive (the text face was `optional`, which Chromium kept out
    // of a first visit's page even preloaded).
    const font = FONTS.find((font) => face.includes(`../assets/fonts/${font.out}`))
    expect(face).toContain(`font-display: ${font?.display};`)
  })
})

describe('fallback faces', () => {
  // What the build and the dev server write first (src/assets/fonts/ is generated, not in git); in Node, as they run
  // it (its WebAssembly font tools fail under jsdom).
  let fallbacks = ''
  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/subset-fonts.mjs'])
    fallbacks = readFileSync(`${OUT_DIR}/${FALLBACKS_FILE}`, 'utf8')
  }, 60_000)

  it.each(
    FONTS.flatMap((font) => LOCAL_FALLBACKS.map(({ local }) => [fallbackFamily(font, local), local, font.weights])),
  )(
    '%s: a face on the local font %s per weight the site sets, and a place in its font stack',
    (family, local, fontWeights) => {
      const faces = [...fallbacks.matchAll(/@font-face\s*{([^}]*)}/g)]
        .map(([, body]) => body!)
        .filter((body) => body.includes(`font-family: "${family}";`))
      const weights = faces.map((body) => Number(/font-weight: (\d+);/.exec(body)?.[1]))
      expect(weights).toEqual(fontWeights)
      for (const body of faces) {
        const bold = Number(/font-weight: (\d+);/.exec(body)?.[1]) >= 600
        expect(body).toContain(`src: local("${local}${bold ? ' Bold' : ''}");`)
        expect(body).toMatch(/size-adjust: [\d.]+%;[\s\S]*ascent-override: [\d.]+%;/)
      }
      expect(Object.values(FONT_STACKS).flat()).toContain(`"${family}"`)
    },
  )

  // The heading face's hyphen was as wide as its en dash; the subset narrows it (scripts/narrow-hyphen.mjs). Measured
  // in Node, as the script runs: the hyphen's advance at each weight the site sets, in the source and in the subset.
  const narrowed = FONTS.filter((font) => font.narrowHyphen)
  let hyphens: Record<string, Record<number, { source: number; subset: number; unitsPerEm: number }>> = {}
  beforeAll(() => {
    const script = `import { hyphenAdvance } from './scripts/subset-fonts.mjs'
      const fonts = ${JSON.stringify(narrowed.map(({ family, source, out, weights }) => ({ family, source, out, weights })))}
      const measured = {}
      for (const font of fonts) {
        measured[font.family] = {}
        for (const weight of font.weights) {
          const source = await hyphenAdvance('node_modules/' + font.source, weight)
          const subset = await hyphenAdvance('${OUT_DIR}/' + font.out, weight)
          measured[font.family][weight] = { source: source.advance, subset: subset.advance, unitsPerEm: subset.unitsPerEm }
        }
      }
      console.log(JSON.stringify(measured))`
    hyphens = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script]).toString())
  }, 60_000)

  it.each(narrowed.flatMap((font) => font.weights.map((weight) => [font.family, weight, font] as const)))(
    '%s: the hyphen at weight %i is narrowed by what the script says, to under half an em',
    (family, weight, font) => {
      const { source, subset, unitsPerEm } = hyphens[family]![weight]!
      expect(source - subset).toBe(font.narrowHyphen!.bar + 2 * font.narrowHyphen!.sides)
      expect(subset / unitsPerEm).toBeLessThan(0.5)
    },
  )

  // capsize's collection lacks these two: the metrics the script uses stand for what capsize reads from the fonts
  // themselves, as Debian installs them (fonts-liberation, fonts-dejavu-core; the browser tests use them).
  it.each([
    ['Liberation Sans', 'regular', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'],
    ['Liberation Sans', 'bold', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf'],
    ['DejaVu Sans', 'regular', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'],
    ['DejaVu Sans', 'bold', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
  ] as const)('%s %s: the metrics used are those of the installed font', async (local, face, file) => {
    expect(existsSync(file), `${file} is missing: apt-get install -y fonts-liberation fonts-dejavu-core`).toBe(true)
    const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = await fromFile(file)
    const fallback = LOCAL_FALLBACKS.find((f) => f.local === local)!
    expect((await systemMetrics(fallback))[face]).toMatchObject({ ascent, descent, lineGap, unitsPerEm, xWidthAvg })
  })
})
