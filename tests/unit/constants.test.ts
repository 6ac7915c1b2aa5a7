// Constants are stated once: the content files build prices, terms and hours from constants.ts (or write their
// {{variables}}) instead of retyping them. The figures a file must not hold are worded here from the constants
// themselves, so the rule follows a constant when it changes; the owner's figures are copy.test.ts's.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CATCH_UP_WEEKS,
  CLOSE_DAY,
  HOURS,
  LAUNCHPAD,
  STRATEGY_CALL_MINUTES,
  TRIAL_DAYS,
  ordinal,
  range,
  usd,
} from '../../src/content/constants'

const root = join(__dirname, '../..')
// The page modules, the FAQs and the blog's articles (which write {{bookkeeper-rate}} and the like).
const contentFiles = ['src/content/pages', 'src/content/faqs', 'src/content/blog/posts'].flatMap((dir) =>
  readdirSync(join(root, dir)).map((f) => join(root, dir, f)),
)

/** Each constant with a unit, in the ways copy words it ("15-day free trial", "2–4 weeks", "the 15th"); a range also as a
 * hand would type it, with a hyphen. */
const worded = [
  `${TRIAL_DAYS}-day`,
  `${TRIAL_DAYS} days`,
  `${STRATEGY_CALL_MINUTES}-minute`,
  `${STRATEGY_CALL_MINUTES} minutes`,
  `${LAUNCHPAD.maxHoursPerMonth} hours`,
  `${LAUNCHPAD.months} months`,
  ...[...Object.values(HOURS).map((hours) => `${range(hours)} hours`), `${range(CATCH_UP_WEEKS)} weeks`].flatMap(
    (figure) => [figure, figure.replace('–', '-')],
  ),
  ...Object.values(CLOSE_DAY).map((day) => `the ${ordinal(day)}`),
]
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('constants module', () => {
  it('formats the way copy states the numbers', () => {
    expect(usd(15)).toBe('$15')
    expect(range([40, 100], ' hours')).toBe('40–100 hours')
    expect([1, 2, 3, 5, 11, 15, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '5th', '11th', '15th', '22nd'])
  })

  it.each(contentFiles)('%s retypes no price, trial, hours or timing', (file) => {
    const source = readFileSync(file, 'utf8')
    expect(source).not.toMatch(/\$\d/) // prices come from usd(PRICE.…)
    for (const figure of worded) expect(source).not.toMatch(new RegExp(`(?<![\\w.-])${escape(figure)}\\b`, 'i'))
  })
})
