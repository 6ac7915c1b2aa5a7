// The /pricing estimate: hours × published rates for every preset and edge case, the search schema's fallbacks, and
// the estimate its booking button carries to /book, read back there only when it adds up.
import { describe, expect, it } from 'vitest'
import { HOURS, LAUNCHPAD, PRICE, range } from '../../src/content/constants'
import { bookPage } from '../../src/content/pages/book'
import { serviceName } from '../../src/content/estimator'
import {
  BUSINESS_KINDS,
  DEFAULT_SEARCH,
  KIND_HOURS,
  MAX_ANALYST_HOURS,
  SERVICES,
  estimate,
  type EstimateSearch,
} from '../../src/lib/estimate'
import { estimateLine, estimateParam, readEstimate } from '../../src/lib/estimate-link'
import { parseEstimateSearch } from '../../src/lib/estimate-search'
import { dollars } from '../../src/lib/format'

const bk = PRICE.bookkeeperHourly
const an = PRICE.analystHourly
const search = (patch: Partial<EstimateSearch> = {}): EstimateSearch => ({ ...DEFAULT_SEARCH, ...patch })
const parse = (input: Record<string, unknown>) => parseEstimateSearch(input)

describe('presets', () => {
  it('take their typical hours from the constants', () => {
    expect(KIND_HOURS).toEqual({
      general: HOURS.bookkeeping,
      distributors: HOURS.distributors,
      fabricators: HOURS.fabricators,
      architects: HOURS.architects,
      // LaunchPad states only its cap: up to it, no floor.
      launchpad: [0, LAUNCHPAD.maxHoursPerMonth],
    })
  })

  it.each(BUSINESS_KINDS)('%s: typical hours × the bookkeeper rate, as a range', (kind) => {
    const [lo, hi] = KIND_HOURS[kind]
    const result = estimate(search({ kind }))
    expect(result.bookkeeper).toEqual({ hours: [lo, hi], cost: [lo * bk, hi * bk] })
    expect(result.monthly).toEqual([lo * bk, hi * bk])
    expect(result.analyst).toBeNull()
    expect(result.customHours).toBe(false)
    expect(result.openEnded).toBe(false)
    expect(result.oneOffs).toEqual([])
  })

  it('gives the published figures for general bookkeeping by default', () => {
    expect(estimate(DEFAULT_SEARCH).monthly).toEqual([HOURS.bookkeeping[0] * bk, HOURS.bookkeeping[1] * bk])
    expect(DEFAULT_SEARCH).toEqual({ kind: 'general', services: ['bookkeeping'], analyst: 0 })
  })
})

describe('hours set by the visitor', () => {
  it('narrow the range to that figure', () => {
    const result = estimate(search({ kind: 'architects', hours: 90 }))
    expect(result.bookkeeper).toEqual({ hours: [90, 90], cost: [90 * bk, 90 * bk] })
    expect(result.customHours).toBe(true)
  })

  it('at the bottom of the scale', () => {
    expect(estimate(search({ hours: HOURS.scale[0] })).monthly).toEqual([HOURS.scale[0] * bk, HOURS.scale[0] * bk])
  })

  it('at the top of the scale are open-ended ("160+")', () => {
    const result = estimate(search({ kind: 'distributors', hours: HOURS.scale[1] }))
    expect(result.monthly).toEqual([HOURS.scale[1] * bk, HOURS.scale[1] * bk])
    expect(result.openEnded).toBe(true)
    expect(estimate(search({ hours: HOURS.scale[1] - 1 })).openEnded).toBe(false)
  })

  it("stop at LaunchPad's cap, which is a hard limit rather than open-ended", () => {
    const result = estimate(search({ kind: 'launchpad', hours: HOURS.scale[1] }))
    const cap = LAUNCHPAD.maxHoursPerMonth
    expect(result.bookkeeper).toEqual({ hours: [cap, cap], cost: [cap * bk, cap * bk] })
    expect(result.openEnded).toBe(false)
  })
})

describe('services and analyst hours', () => {
  it('AR/AP and payroll share the pod’s hours: the figure does not change with them', () => {
    const one = estimate(search({ services: ['bookkeeping'] }))
    const all = estimate(search({ services: ['bookkeeping', 'ar-ap', 'payroll'] }))
    expect(all.monthly).toEqual(one.monthly)
    expect(all.monthlyServices).toEqual(['bookkeeping', 'ar-ap', 'payroll'])
    expect(estimate(search({ services: ['payroll'] })).monthly).toEqual(one.monthly)
  })

  it('analyst hours at 0 add nothing', () => {
    expect(estimate(search({ analyst: 0 })).analyst).toBeNull()
  })

  it('analyst hours add at the analyst rate', () => {
    const [lo, hi] = HOURS.bookkeeping
    const result = estimate(search({ analyst: 10 }))
    expect(result.analyst).toEqual({ hours: 10, cost: 10 * an })
    expect(result.monthly).toEqual([lo * bk + 10 * an, hi * bk + 10 * an])
  })

  it('no services and no analyst hours: no estimate', () => {
    const result = estimate(search({ services: [] }))
    expect(result.bookkeeper).toBeNull()
    expect(result.monthly).toBeNull()
    expect(result.oneOffs).toEqual([])
  })

  it('analyst hours alone are priced on their own', () => {
    expect(estimate(search({ services: [], analyst: 8 })).monthly).toEqual([8 * an, 8 * an])
  })

  it('catch-up only is a one-off: no monthly figure, no invented hours', () => {
    const result = estimate(search({ services: ['catch-up'] }))
    expect(result.oneOffs).toEqual(['catch-up'])
    expect(result.bookkeeper).toBeNull()
    expect(result.monthly).toBeNull()
  })

  it('catch-up beside monthly work leaves the monthly figure as it is', () => {
    const result = estimate(search({ services: ['bookkeeping', 'catch-up'] }))
    expect(result.oneOffs).toEqual(['catch-up'])
    expect(result.monthly).toEqual(estimate(DEFAULT_SEARCH).monthly)
  })
})

describe('search parameters', () => {
  it('an empty query means the defaults', () => {
    expect(parse({})).toEqual(DEFAULT_SEARCH)
  })

  it('keeps valid values', () => {
    expect(parse({ kind: 'fabricators', services: ['payroll', 'bookkeeping'], hours: 130, analyst: 12 })).toEqual({
      kind: 'fabricators',
      services: ['bookkeeping', 'payroll'],
      hours: 130,
      analyst: 12,
    })
  })

  it('accepts one bare service, as a plain form sends a single checkbox', () => {
    expect(parse({ services: 'ar-ap' }).services).toEqual(['ar-ap'])
  })

  it('drops repeated services and keeps an explicit empty choice', () => {
    expect(parse({ services: ['payroll', 'payroll'] }).services).toEqual(['payroll'])
    expect(parse({ services: [] }).services).toEqual([])
  })

  it.each([
    ['negative hours', { hours: -5 }],
    ['hours below the scale', { hours: HOURS.scale[0] - 1 }],
    ['hours above the scale', { hours: HOURS.scale[1] + 1 }],
    ['huge hours', { hours: 1e308 }],
    ['fractional hours', { hours: 55.5 }],
    ['text hours', { hours: 'lots' }],
    ['unknown kind', { kind: '<script>' }],
    ['numeric kind', { kind: 3 }],
    ['unknown service', { services: 'foo' }],
    ['one unknown service among known ones', { services: ['bookkeeping', 'foo'] }],
    ['services as an object', { services: { a: 1 } }],
    ['negative analyst hours', { analyst: -1 }],
    ['huge analyst hours', { analyst: 99999 }],
    ['text analyst hours', { analyst: 'ten' }],
  ])('%s fall back to the defaults', (_, input) => {
    expect(parse(input)).toEqual(DEFAULT_SEARCH)
  })

  it('falls back field by field', () => {
    expect(parse({ kind: 'architects', hours: -5, services: 'foo', analyst: 4 })).toEqual({
      kind: 'architects',
      services: ['bookkeeping'],
      analyst: 4,
    })
  })

  it('drops unknown parameters', () => {
    expect(parse({ utm_source: 'x', kind: 'launchpad' })).toEqual({ ...DEFAULT_SEARCH, kind: 'launchpad' })
  })
})

describe('dollars', () => {
  it('writes whole dollars with thousands separators, like usd() for small figures', () => {
    expect(dollars(PRICE.bookkeeperHourly)).toBe(`$${PRICE.bookkeeperHourly}`)
    expect(dollars(1500)).toBe('$1,500')
    expect(dollars(2400)).toBe('$2,400')
  })
})

describe('the estimate carried to /book', () => {
  const words = bookPage.estimate
  const param = (patch: Partial<EstimateSearch>) => estimateParam(search(patch))!

  it('names the choices, the hours and the monthly range, and reads back as the same estimate', () => {
    const chosen = search({ services: ['bookkeeping', 'payroll'], analyst: 5 })
    const [lo, hi] = KIND_HOURS[chosen.kind]
    expect(estimateParam(chosen)).toBe(
      `${chosen.kind}_bookkeeping.payroll_${lo}-${hi}_5_${lo * bk + 5 * an}-${hi * bk + 5 * an}`,
    )
    expect(readEstimate(estimateParam(chosen))).toEqual(estimate(chosen))
    for (const patch of [
      { kind: 'launchpad', hours: LAUNCHPAD.maxHoursPerMonth },
      { hours: HOURS.scale[1] },
      { services: ['catch-up'] },
      { services: [], analyst: 1 },
    ] satisfies Partial<EstimateSearch>[]) {
      expect(readEstimate(param(patch)), JSON.stringify(patch)).toEqual(estimate(search(patch)))
    }
    expect(estimateParam(search({ services: [] }))).toBeUndefined()
  })

  it.each([
    [
      'an unknown service',
      `general_bookkeeping.tax_${range(KIND_HOURS.general)}_0_${KIND_HOURS.general.map((h) => h * bk).join('-')}`,
    ],
    ['hours out of range', `general_bookkeeping_${HOURS.scale[1] + 1}_0_${(HOURS.scale[1] + 1) * bk}`],
    ['a range that does not add up', `general_bookkeeping_${range(KIND_HOURS.general)}_0_1-2`],
    ['hours no kind has', `general_bookkeeping_1-2_0_${bk}-${2 * bk}`],
    ['analyst hours out of range', `general__0_${HOURS.scale[1] + 1}_${(HOURS.scale[1] + 1) * an}`],
    [
      'services out of order',
      `general_payroll.bookkeeping_${range(KIND_HOURS.general)}_0_${KIND_HOURS.general.map((h) => h * bk).join('-')}`,
    ],
    ['text', 'general_bookkeeping_forty_0_600'],
    ['a number', 600],
  ])('drops %s, never showing it as entered', (_, value) => {
    expect(readEstimate(value)).toBeUndefined()
  })

  it('reads as one line: the monthly range, the services and hours, and catch-up on its own terms', () => {
    const [lo, hi] = KIND_HOURS.general
    expect(
      estimateLine(estimate(search({ services: ['bookkeeping', 'payroll', 'catch-up'], analyst: 1 })), words),
    ).toBe(
      `${dollars(lo * bk + an)}–${dollars(hi * bk + an)} ${words.month} for monthly bookkeeping and payroll: ` +
        `${lo}–${hi} ${words.bookkeeperHours} and 1 ${words.analystHour}; ${words.plus} ${serviceName('catch-up').toLowerCase()}, ${words.oneOff}`,
    )
    expect(estimateLine(estimate(search({ hours: HOURS.scale[1] })), words)).toBe(
      `${dollars(HOURS.scale[1] * bk)}+ ${words.month} for monthly bookkeeping: ${HOURS.scale[1]}+ ${words.bookkeeperHours}`,
    )
    expect(estimateLine(estimate(search({ services: ['catch-up'] })), words)).toBe(
      `${serviceName('catch-up').toLowerCase()}, ${words.oneOff}`,
    )
  })

  it("fits the schedulers' documented limits at its longest (Cal.com metadata values: 500 characters)", () => {
    const longest = search({ services: [...SERVICES], hours: HOURS.scale[1] - 1, analyst: MAX_ANALYST_HOURS })
    expect(estimateLine(estimate(longest), words).length).toBeLessThanOrEqual(255)
    expect(estimateParam(longest)!.length).toBeLessThanOrEqual(500)
  })
})
