// The /pricing estimate as rules, never today's figures: each monthly service's hours follow its own counts at what the
// owner says each unit takes (worked with a basis of the test's own, then with the shipped one), several services add
// up, the kind of business sets the starting counts, LaunchPad stops at its cap; the search schema's fallbacks; and
// the estimate its booking button carries to /book, read back there only when it adds up.
import { describe, expect, it } from 'vitest'
import { LAUNCHPAD, PRICE } from '../../src/content/constants'
import { ESTIMATE_COUNTS } from '../../src/content/estimate-limits'
import { ESTIMATE_BASIS, PAY_SCHEDULES, type EstimateBasis } from '../../src/content/estimator'
import { bookPage } from '../../src/content/pages/book'
import { serviceName } from '../../src/content/estimator'
import {
  BUSINESS_KINDS,
  DEFAULT_SEARCH,
  MAX_ANALYST_HOURS,
  MONTHLY_SERVICES,
  SERVICES,
  SERVICE_COUNTS,
  START_COUNTS,
  estimate,
  estimateParam,
  type EstimateSearch,
  type Service,
} from '../../src/lib/estimate'
import { estimateLine, readEstimate } from '../../src/lib/estimate-link'
import { parseEstimateSearch } from '../../src/lib/estimate-search'
import { dollars } from '../../src/lib/format'

const bk = PRICE.bookkeeperHourly
const an = PRICE.analystHourly
const search = (patch: Partial<EstimateSearch> = {}): EstimateSearch => ({ ...DEFAULT_SEARCH, ...patch })
const only = (service: Service, patch: Partial<EstimateSearch> = {}) => search({ services: [service], ...patch })
const NUMBERS = ['transactions', 'accounts', 'people', 'invoices', 'bills'] as const

/** A basis of the test's own: every unit at one figure, so the sums can be written out by hand. */
const flat = (low: number, high: number): EstimateBasis => ({
  ...ESTIMATE_BASIS,
  bookkeeping: {
    closeHours: [low, high],
    accountHours: [low, high],
    transactionMinutes: [low, high],
    sample: false,
  },
  payroll: { runHours: [low, high], personMinutes: [low, high], sample: false },
  arAp: { invoiceMinutes: [low, high], billMinutes: [low, high], sample: false },
})

describe('each service prices its own work', () => {
  const counts = { transactions: 120, accounts: 3, people: 30, pay: 'monthly', invoices: 60, bills: 90 } as const
  const basis = flat(2, 3)

  it('bookkeeping: the close, each account and each transaction', () => {
    // (2 + 3 × 2 + 120 × 2/60) = 12 hours low, (3 + 3 × 3 + 120 × 3/60) = 18 high.
    expect(estimate(only('bookkeeping', counts), basis).bookkeeper!.hours).toEqual([12, 18])
  })

  it('payroll: each pay run, and each person on it', () => {
    // One run a month: (2 + 30 × 2/60) = 3 hours low, (3 + 30 × 3/60) = 4.5, rounded to 5, high.
    expect(estimate(only('payroll', counts), basis).bookkeeper!.hours).toEqual([3, 5])
    // Weekly is 52 runs a year, 52/12 a month.
    const weekly = estimate(only('payroll', { ...counts, pay: 'weekly' }), basis).bookkeeper!.hours
    expect(weekly).toEqual([Math.round(3 * (52 / 12)), Math.round(4.5 * (52 / 12))])
  })

  it('AR/AP: each invoice and each bill', () => {
    // (60 + 90) × 2/60 = 5 hours low, × 3/60 = 7.5, rounded to 8, high.
    expect(estimate(only('ar-ap', counts), basis).bookkeeper!.hours).toEqual([5, 8])
  })

  it('several services add their parts, and the hours are priced at the bookkeeper rate', () => {
    const all = estimate(search({ services: [...MONTHLY_SERVICES], ...counts }), basis)
    expect(all.parts.map((part) => part.service)).toEqual(MONTHLY_SERVICES)
    expect(all.bookkeeper!.hours).toEqual([12 + 3 + 5, 18 + 5 + 8])
    expect(all.monthly).toEqual([20 * bk, 31 * bk])
  })

  it('a service chosen is at least an hour, however small its counts', () => {
    const none = { transactions: 0, accounts: 0, people: 0, invoices: 0, bills: 0 }
    const result = estimate(search({ services: ['ar-ap'], ...none }), basis)
    expect(result.bookkeeper!.hours).toEqual([1, 1])
  })
})

describe('with the owner’s figures', () => {
  it.each(BUSINESS_KINDS)('%s: payroll, AR/AP, bookkeeping and all three give four different ranges', (kind) => {
    const ranges = [['payroll'], ['ar-ap'], ['bookkeeping'], [...MONTHLY_SERVICES]].map(
      (services) => estimate(search({ kind, services: services as Service[] })).monthly,
    )
    expect(new Set(ranges.map(String)).size).toBe(4)
  })

  it('each service alone is less than all of them together', () => {
    const all = estimate(search({ services: [...MONTHLY_SERVICES] })).monthly!
    for (const service of MONTHLY_SERVICES) expect(estimate(only(service)).monthly![1]).toBeLessThan(all[1])
  })

  it.each(MONTHLY_SERVICES)('%s follows its own counts, and no other service’s', (service) => {
    const own = SERVICE_COUNTS[service]!.filter((count) => count !== 'pay') as (typeof NUMBERS)[number][]
    const others = NUMBERS.filter((count) => !own.includes(count))
    const base = estimate(only(service)).bookkeeper!.hours
    for (const count of own) {
      const more = estimate(only(service, { [count]: START_COUNTS.general[count] * 4 + 10 })).bookkeeper!.hours
      expect(more[1], count).toBeGreaterThan(base[1])
    }
    for (const count of others) {
      expect(estimate(only(service, { [count]: ESTIMATE_COUNTS[count] })).bookkeeper!.hours, count).toEqual(base)
    }
  })

  it('payroll follows the pay schedule: more runs a year, more hours', () => {
    const hours = (Object.keys(PAY_SCHEDULES) as (keyof typeof PAY_SCHEDULES)[])
      .sort((a, b) => PAY_SCHEDULES[a] - PAY_SCHEDULES[b])
      .map((pay) => estimate(only('payroll', { pay, people: 40 })).bookkeeper!.hours[1])
    expect(hours).toEqual([...hours].sort((a, b) => a - b))
    expect(hours[0]).toBeLessThan(hours.at(-1)!)
  })

  it('the kind of business sets the counts the estimate starts from, and the counts given replace them', () => {
    for (const kind of BUSINESS_KINDS) {
      const result = estimate(search({ kind }))
      expect(result.counts).toEqual(START_COUNTS[kind])
      expect(result.given).toEqual([])
    }
    const given = estimate(search({ kind: 'architects', transactions: 42 }))
    expect(given.counts).toEqual({ ...START_COUNTS.architects, transactions: 42 })
    expect(given.given).toEqual(['transactions'])
    // The same counts give the same hours, whatever the kind (but LaunchPad's cap).
    const counts = { ...START_COUNTS.general }
    expect(estimate(search({ kind: 'distributors', ...counts })).monthly).toEqual(estimate(search(counts)).monthly)
  })

  it("stops at LaunchPad's cap, a hard limit, and says so", () => {
    const most = Object.fromEntries(NUMBERS.map((count) => [count, ESTIMATE_COUNTS[count]]))
    const result = estimate(search({ kind: 'launchpad', services: [...MONTHLY_SERVICES], ...most }))
    const cap = LAUNCHPAD.maxHoursPerMonth
    expect(result.bookkeeper!.hours).toEqual([cap, cap])
    expect(result.capped).toBe(true)
    expect(estimate(search({ kind: 'launchpad' })).capped).toBe(false)
    expect(estimate(search({ kind: 'general', services: [...MONTHLY_SERVICES], ...most })).capped).toBe(false)
  })
})

describe('analyst hours and one-off services', () => {
  it('analyst hours add at the analyst rate; at 0 they add nothing', () => {
    const base = estimate(DEFAULT_SEARCH).monthly!
    expect(estimate(search({ analyst: 0 })).analyst).toBeNull()
    const result = estimate(search({ analyst: 10 }))
    expect(result.analyst).toEqual({ hours: 10, cost: 10 * an })
    expect(result.monthly).toEqual([base[0] + 10 * an, base[1] + 10 * an])
  })

  it('no services and no analyst hours: no estimate; analyst hours alone are priced on their own', () => {
    expect(estimate(search({ services: [] })).monthly).toBeNull()
    expect(estimate(search({ services: [], analyst: 8 })).monthly).toEqual([8 * an, 8 * an])
  })

  it('catch-up is a one-off: no monthly figure of its own, and none added to the monthly work', () => {
    const alone = estimate(search({ services: ['catch-up'] }))
    expect(alone.oneOffs).toEqual(['catch-up'])
    expect(alone.monthly).toBeNull()
    expect(estimate(search({ services: ['bookkeeping', 'catch-up'] })).monthly).toEqual(
      estimate(DEFAULT_SEARCH).monthly,
    )
  })
})

describe('search parameters', () => {
  const parse = (input: Record<string, unknown>) => parseEstimateSearch(input)

  it('an empty query means the defaults', () => {
    expect(parse({})).toEqual(DEFAULT_SEARCH)
  })

  it('keeps valid values, counts and pay schedule included', () => {
    expect(
      parse({ kind: 'fabricators', services: ['payroll', 'bookkeeping'], analyst: 12, people: 25, pay: 'weekly' }),
    ).toEqual({ kind: 'fabricators', services: ['bookkeeping', 'payroll'], analyst: 12, people: 25, pay: 'weekly' })
  })

  it('accepts one bare service, as a plain form sends a single checkbox', () => {
    expect(parse({ services: 'ar-ap' }).services).toEqual(['ar-ap'])
  })

  it('drops repeated services and keeps an explicit empty choice', () => {
    expect(parse({ services: ['payroll', 'payroll'] }).services).toEqual(['payroll'])
    expect(parse({ services: [] }).services).toEqual([])
  })

  it.each([
    ['a negative count', { transactions: -5 }],
    ['a count above its most', { bills: ESTIMATE_COUNTS.bills + 1 }],
    ['a fractional count', { accounts: 2.5 }],
    ['a text count', { people: 'lots' }],
    ['an unknown pay schedule', { pay: 'daily' }],
    ['unknown kind', { kind: '<script>' }],
    ['numeric kind', { kind: 3 }],
    ['unknown service', { services: 'foo' }],
    ['one unknown service among known ones', { services: ['bookkeeping', 'foo'] }],
    ['services as an object', { services: { a: 1 } }],
    ['negative analyst hours', { analyst: -1 }],
    ['huge analyst hours', { analyst: 99999 }],
    ['text analyst hours', { analyst: 'ten' }],
  ])('%s falls back to the default', (_, input) => {
    expect(parse(input)).toEqual(DEFAULT_SEARCH)
  })

  it('falls back field by field, and drops unknown parameters', () => {
    expect(parse({ kind: 'architects', transactions: -5, services: 'foo', analyst: 4, utm_source: 'x' })).toEqual({
      kind: 'architects',
      services: ['bookkeeping'],
      analyst: 4,
    })
  })
})

describe('the estimate carried to /book', () => {
  const words = bookPage.estimate
  const param = (patch: Partial<EstimateSearch>) => estimateParam(search(patch))!

  it('names the choices, the hours and the monthly range, and reads back as the same estimate', () => {
    const chosen = search({ services: ['bookkeeping', 'payroll'], analyst: 5 })
    const { bookkeeper, monthly } = estimate(chosen)
    const [lo, hi] = bookkeeper!.hours
    expect(estimateParam(chosen)).toBe(`${chosen.kind}_bookkeeping.payroll_${lo}-${hi}_5_${monthly![0]}-${monthly![1]}`)
    expect(monthly).toEqual([lo * bk + 5 * an, hi * bk + 5 * an])
    for (const patch of [
      chosen,
      { kind: 'launchpad', services: [...MONTHLY_SERVICES], people: ESTIMATE_COUNTS.people },
      { services: ['catch-up'] },
      { services: [], analyst: 1 },
      { services: [...SERVICES], transactions: 3 },
    ] satisfies Partial<EstimateSearch>[]) {
      const back = readEstimate(param(patch))
      const sent = estimate(search(patch))
      expect(back, JSON.stringify(patch)).toMatchObject({
        kind: sent.kind,
        monthlyServices: sent.monthlyServices,
        bookkeeper: sent.bookkeeper,
        analyst: sent.analyst,
        monthly: sent.monthly,
        oneOffs: sent.oneOffs,
      })
    }
    expect(estimateParam(search({ services: [] }))).toBeUndefined()
  })

  const good = param({})
  const [kind, services, hours, analyst, monthly] = good.split('_') as [string, string, string, string, string]
  it.each([
    ['an unknown service', [kind, `${services}.tax`, hours, analyst, monthly]],
    ['hours beyond what the estimator gives', [kind, services, '99999', analyst, String(99999 * bk)]],
    [
      'LaunchPad hours above its cap',
      ['launchpad', services, `${LAUNCHPAD.maxHoursPerMonth + 1}`, '0', `${(LAUNCHPAD.maxHoursPerMonth + 1) * bk}`],
    ],
    ['a range that does not add up', [kind, services, hours, analyst, '1-2']],
    ['a range upside down', [kind, services, '9-3', analyst, `${9 * bk}-${3 * bk}`]],
    ['no hours for a monthly service', [kind, services, '0', analyst, '0']],
    ['analyst hours out of range', [kind, '', '0', `${MAX_ANALYST_HOURS + 1}`, `${(MAX_ANALYST_HOURS + 1) * an}`]],
    ['services out of order', [kind, 'payroll.bookkeeping', hours, analyst, monthly]],
    ['text', [kind, services, 'forty', analyst, monthly]],
  ])('drops %s, never showing it as entered', (_, value) => {
    expect(readEstimate(value.join('_'))).toBeUndefined()
  })
  it('drops a value that is not text', () => {
    expect(readEstimate(600)).toBeUndefined()
  })

  it('reads as one line: the monthly range, the services and hours, and catch-up on its own terms', () => {
    const result = estimate(search({ services: ['bookkeeping', 'payroll', 'catch-up'], analyst: 1 }))
    const [lo, hi] = result.bookkeeper!.hours
    expect(estimateLine(result, words)).toBe(
      `${dollars(lo * bk + an)}–${dollars(hi * bk + an)} ${words.month} for monthly bookkeeping and payroll: ` +
        `${lo}–${hi} ${words.bookkeeperHours} and 1 ${words.analystHour}; ${words.plus} ${serviceName('catch-up').toLowerCase()}, ${words.oneOff}`,
    )
    expect(estimateLine(estimate(search({ services: ['catch-up'] })), words)).toBe(
      `${serviceName('catch-up').toLowerCase()}, ${words.oneOff}`,
    )
  })

  it("fits the schedulers' documented limits at its longest (Cal.com metadata values: 500 characters)", () => {
    const most = Object.fromEntries(NUMBERS.map((count) => [count, ESTIMATE_COUNTS[count] - 1]))
    const longest = search({ services: [...SERVICES], ...most, analyst: MAX_ANALYST_HOURS })
    expect(estimateLine(estimate(longest), words).length).toBeLessThanOrEqual(255)
    expect(estimateParam(longest)!.length).toBeLessThanOrEqual(500)
  })
})
