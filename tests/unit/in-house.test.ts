// The in-house comparison on /pricing (lib/in-house.ts). Its rule: the hourly wage is the yearly salary ÷ 2,080 hours,
// to the cent; the employer's costs are benefits ÷ (100 − benefits) of it, to the cent; an in-house month is those two
// × the hours, in whole dollars, plus recruiting and software ÷ 12; ours is the same hours at the role's published rate
// (bookkeeper: the bookkeeper rate; accountant: the reporting-analyst rate); a year is twelve months; the difference
// is in-house less ours, and its percentage of in-house is whole. Then: the comparison carried to /book, read back
// only when it adds up, and the URL's parameters, each nonsensical one dropped.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMPARISON } from '../../src/content/comparison'
import { PRICE } from '../../src/content/constants'
import { KIND_HOURS } from '../../src/content/estimator'
import { bookPage } from '../../src/content/pages/book'
import { DEFAULT_SEARCH, estimate } from '../../src/lib/estimate'
import { defaultsFor, parseComparisonSearch } from '../../src/lib/estimate-search'
import { dollars } from '../../src/lib/format'
import { RULES, compare, type InHouseSearch } from '../../src/lib/in-house'
import { comparisonLine, comparisonParam, readComparison } from '../../src/lib/in-house-link'

const bookkeeper: InHouseSearch = {
  role: 'bookkeeper',
  salary: 52000,
  benefits: 30,
  hours: 80,
  recruiting: 0,
  software: 0,
}
const accountant: InHouseSearch = {
  role: 'accountant',
  salary: 83200,
  benefits: 25.5,
  hours: 40,
  recruiting: 6000,
  software: 1200,
}

describe('the sum', () => {
  it('for a bookkeeper: $52,000 ÷ 2,080 = $25.00; 30 ÷ 70 of it = $10.71; $35.71 × 80 hours, beside 80 bookkeeper hours', () => {
    const result = compare(bookkeeper)
    expect([result.wage, result.employer, result.load]).toEqual([25, 10.71, 42.9])
    expect(result.inHouse).toEqual({ month: 2857, year: 34284 })
    expect(result.rate).toBe(PRICE.bookkeeperHourly)
    expect(result.ours).toEqual({ month: 80 * PRICE.bookkeeperHourly, year: 12 * 80 * PRICE.bookkeeperHourly })
    expect(result.difference).toEqual({
      month: 2857 - 80 * PRICE.bookkeeperHourly,
      year: 34284 - 12 * 80 * PRICE.bookkeeperHourly,
    })
    expect(result.percent).toBe(Math.round(((2857 - 80 * PRICE.bookkeeperHourly) / 2857) * 100))
  })

  it('for an accountant with recruiting and software: $40.00 + $13.69 an hour × 40 hours + $7,200 ÷ 12, beside 40 analyst hours', () => {
    const result = compare(accountant)
    expect([result.wage, result.employer, result.load, result.extras]).toEqual([40, 13.69, 34.2, 600])
    expect(result.inHouse).toEqual({ month: 2148 + 600, year: 12 * 2748 })
    expect(result.rate).toBe(PRICE.analystHourly)
    expect(result.ours.month).toBe(40 * PRICE.analystHourly)
    expect(result.difference.month).toBe(2748 - 40 * PRICE.analystHourly)
    expect(result.percent).toBe(Math.round(((2748 - 40 * PRICE.analystHourly) / 2748) * 100))
  })

  it('with no benefits adds nothing to wages, and a salary below our cost shows a negative difference', () => {
    const result = compare({ ...bookkeeper, salary: 20800, benefits: 0, hours: 10 })
    expect([result.wage, result.employer, result.load]).toEqual([10, 0, 0])
    expect(result.inHouse.month).toBe(100)
    expect(result.difference.month).toBe(100 - 10 * PRICE.bookkeeperHourly)
    expect(result.percent).toBeLessThan(0)
  })

  it("takes its defaults from the owner's settings, and its hours from the top of the visitor's estimate", () => {
    const chosen = { ...DEFAULT_SEARCH, kind: 'distributors', services: ['bookkeeping', 'payroll'] } as const
    expect(defaultsFor('accountant', { ...chosen, services: [...chosen.services] })).toEqual({
      role: 'accountant',
      salary: COMPARISON.accountant.wage,
      benefits: COMPARISON.benefits.share,
      hours: Math.min(RULES.hours.max, estimate({ ...chosen, services: [...chosen.services] }).bookkeeper!.hours[1]),
      recruiting: 0,
      software: 0,
    })
    // No monthly service: the top of the kind's typical hours.
    expect(defaultsFor('bookkeeper', { ...DEFAULT_SEARCH, kind: 'architects', services: [] }).hours).toBe(
      KIND_HOURS.architects[1],
    )
  })
})

describe('a rate change in the constants', () => {
  afterEach(() => {
    vi.doUnmock('@/content/constants')
    vi.resetModules()
  })

  it('flows through to our side of the sum and the difference', async () => {
    vi.resetModules()
    vi.doMock('@/content/constants', async (original) => ({
      ...(await original<typeof import('../../src/content/constants')>()),
      PRICE: { bookkeeperHourly: PRICE.bookkeeperHourly + 3, analystHourly: PRICE.analystHourly + 5 },
    }))
    const changed = await import('../../src/lib/in-house')
    const [before, after] = [compare(bookkeeper), changed.compare(bookkeeper)]
    expect(after.rate).toBe(PRICE.bookkeeperHourly + 3)
    expect(after.ours.month).toBe(80 * (PRICE.bookkeeperHourly + 3))
    expect(after.inHouse).toEqual(before.inHouse)
    expect(after.difference.month).toBe(before.difference.month - 80 * 3)
    expect(changed.compare(accountant).ours.month).toBe(40 * (PRICE.analystHourly + 5))
  })
})

describe('the comparison carried to /book', () => {
  it('names the inputs and both monthly totals, and reads back as the same comparison', () => {
    for (const search of [bookkeeper, accountant, defaultsFor('bookkeeper', DEFAULT_SEARCH)]) {
      const result = compare(search)
      const param = comparisonParam(result)
      expect(param).toBe(
        [search.role, search.salary, search.benefits, search.hours, search.recruiting, search.software]
          .concat([result.inHouse.month, result.ours.month])
          .join('_'),
      )
      expect(readComparison(param)).toEqual(result)
    }
  })

  const param = comparisonParam(compare(bookkeeper))
  const parts = param.split('_')
  const edited = (i: number, value: string) => parts.map((part, j) => (j === i ? value : part)).join('_')
  it.each([
    ['an unknown role', edited(0, 'cfo')],
    ['a salary out of range', edited(1, String(RULES.salary.max + 1))],
    ['a fractional salary', edited(1, `${bookkeeper.salary}.5`)],
    ['benefits with two decimals', edited(2, '29.85')],
    ['hours out of range', edited(3, String(RULES.hours.max + 1))],
    ['an in-house total that does not add up', edited(6, '1')],
    ['our total changed', edited(7, '1')],
    ['a part missing', parts.slice(0, -1).join('_')],
    ['text', 'bookkeeper_lots'],
    ['a number', 47440],
  ])('drops %s, never showing it as entered', (_, value) => {
    expect(readComparison(value)).toBeUndefined()
  })

  it('reads as one line, with recruiting and software only when the visitor added them', () => {
    const words = bookPage.comparison
    const line = comparisonLine(compare(bookkeeper), words)
    expect(line).toContain(words.roles.bookkeeper)
    expect(line).toContain(dollars(2857))
    expect(line).not.toContain(dollars(0))
    expect(line).not.toMatch(/\{\w+\}/)
    const withExtras = comparisonLine(compare(accountant), words)
    expect(withExtras).toContain(dollars(accountant.recruiting))
    expect(withExtras).toContain(dollars(accountant.software))
    // Calendly documents no limit for an answer; the line stays under 255 characters, as the estimate's does.
    const longest = { ...accountant, salary: RULES.salary.max - 1, recruiting: 99999, software: 99999, benefits: 59.9 }
    expect(comparisonLine(compare(longest), words).length).toBeLessThanOrEqual(255)
  })
})

describe('search parameters', () => {
  const architects = { ...DEFAULT_SEARCH, kind: 'architects' } as const
  it('fill in the defaults for the role and the estimate', () => {
    expect(parseComparisonSearch({}, DEFAULT_SEARCH)).toEqual(defaultsFor('bookkeeper', DEFAULT_SEARCH))
    expect(parseComparisonSearch({ role: 'accountant' }, architects)).toEqual(defaultsFor('accountant', architects))
  })

  it('keep the figures the visitor set', () => {
    expect(
      parseComparisonSearch(
        { role: 'accountant', salary: 83200, benefits: 25.5, roleHours: 40, recruiting: 6000, software: 1200 },
        DEFAULT_SEARCH,
      ),
    ).toEqual(accountant)
  })

  it.each([
    ['an unknown role', { role: 'cfo' }],
    ['a negative salary', { salary: -1 }],
    ['a huge salary', { salary: 1e12 }],
    ['a fractional salary', { salary: 50000.5 }],
    ['benefits with two decimals', { benefits: 29.85 }],
    ['benefits over the limit', { benefits: RULES.benefits.max + 1 }],
    ['no hours', { roleHours: 0 }],
    ['text hours', { roleHours: 'lots' }],
    ['negative recruiting', { recruiting: -5 }],
    ['software as an object', { software: { a: 1 } }],
  ])('%s fall back to the defaults', (_, input) => {
    expect(parseComparisonSearch(input, DEFAULT_SEARCH)).toEqual(defaultsFor('bookkeeper', DEFAULT_SEARCH))
  })
})
