// Constants are stated once: the content modules build prices and claims from constants.ts instead of retyping them.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ordinal, range, usd } from '../../src/content/constants'

const root = join(__dirname, '../..')
// The page modules, the FAQs and the blog's articles (which write {{bookkeeper-rate}} and the like).
const contentFiles = ['src/content/pages', 'src/content/faqs', 'src/content/blog/posts'].flatMap((dir) =>
  readdirSync(join(root, dir)).map((f) => join(root, dir, f)),
)

describe('constants module', () => {
  it('formats the way copy states the numbers', () => {
    expect(usd(15)).toBe('$15')
    expect(range([40, 100], ' hours')).toBe('40-100 hours')
    expect([1, 2, 3, 5, 11, 15, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '5th', '11th', '15th', '22nd'])
  })

  it.each(contentFiles)('%s retypes no price, trial or claim', (file) => {
    const source = readFileSync(file, 'utf8')
    expect(source).not.toMatch(/\$\d/) // prices come from usd(PRICE.…)
    expect(source).not.toMatch(/\b15-day\b|\b1k\+|\b40-60%|\bup to 60%|\b100 hours\b/i)
  })
})
