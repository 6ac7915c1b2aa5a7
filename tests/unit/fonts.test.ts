import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FONTS, RANGES, WEIGHTS } from '../../scripts/subset-fonts.mjs'

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
  })
})
