// The tax calendar's dates are worked out by rule (lib/tax-deadlines.ts): these are the dates the IRS published for
// the cases issue 40 names, the legal holidays that move them, and every deadline of the next three years on a
// business day.
import { describe, expect, it } from 'vitest'
import { DEADLINE_KINDS, TAX_RULES, TAX_RULES_REVIEW, type DeadlineKind } from '../../src/content/tax-deadlines'
import {
  calendarGap,
  calendarYears,
  deadlinesOf,
  isBusinessDay,
  legalHolidays,
  nextMonthlyDeposit,
  statutoryDate,
  weekday,
  type Deadline,
} from '../../src/lib/tax-deadlines'

const SATURDAY = 6
const SUNDAY = 0
const MONDAY = 1
const TUESDAY = 2

/** The date of a rule's deadline for one kind in a calendar year (its `period`-th one when it has several). */
const dueOf = (kind: DeadlineKind, year: number, ruleId: string, taxYear: number, period = 1) => {
  const found = deadlinesOf(kind, year).filter((d) => d.rule.id === ruleId && d.taxYear === taxYear)
  const rule = TAX_RULES.find((r) => r.id === ruleId)!
  const deadline = rule.due.length > 1 ? found.find((d) => d.id.endsWith(`-${period}`)) : found[0]
  return deadline?.date
}

describe('the IRS’s published dates', () => {
  it('2026: Forms W-2 and 1099-NEC are due Monday, February 2 (January 31 is a Saturday)', () => {
    expect(weekday('2026-01-31')).toBe(SATURDAY)
    expect(dueOf('employer', 2026, 'w2', 2025)).toBe('2026-02-02')
    for (const kind of ['sole-prop', 'partnership', 's-corp', 'c-corp'] as const)
      expect(dueOf(kind, 2026, '1099-nec', 2025)).toBe('2026-02-02')
    expect(weekday('2026-02-02')).toBe(MONDAY)
  })

  it('2026: S corporation and partnership returns, and their extensions, are due Monday, March 16', () => {
    expect(weekday('2026-03-15')).toBe(SUNDAY)
    expect(dueOf('s-corp', 2026, '1120-s', 2025)).toBe('2026-03-16')
    expect(dueOf('s-corp', 2026, '7004-1120-s', 2025)).toBe('2026-03-16')
    expect(dueOf('partnership', 2026, '1065', 2025)).toBe('2026-03-16')
    expect(dueOf('partnership', 2026, '7004-1065', 2025)).toBe('2026-03-16')
  })

  it('2026: Form 941 for the third quarter is due Monday, November 2 (October 31 is a Saturday)', () => {
    expect(weekday('2026-10-31')).toBe(SATURDAY)
    expect(dueOf('employer', 2026, '941', 2026, 3)).toBe('2026-11-02')
  })

  it('2027: Form 941 for the fourth quarter of 2026 and Form 940 are due Monday, February 1', () => {
    expect(weekday('2027-01-31')).toBe(SUNDAY)
    expect(dueOf('employer', 2027, '941', 2026, 4)).toBe('2027-02-01')
    expect(dueOf('employer', 2027, '940', 2026)).toBe('2027-02-01')
  })

  it('2028: April 15 is a Saturday and Emancipation Day is observed Monday, April 17, so individual returns are due Tuesday, April 18', () => {
    expect(weekday('2028-04-15')).toBe(SATURDAY)
    expect(legalHolidays(2028).find((h) => h.id === 'emancipation')).toMatchObject({
      date: '2028-04-17',
      observed: true,
    })
    for (const rule of ['1040', '4868', 'fbar']) expect(dueOf('sole-prop', 2028, rule, 2027)).toBe('2028-04-18')
    expect(dueOf('sole-prop', 2028, '1040-es', 2028, 1)).toBe('2028-04-18')
    expect(dueOf('c-corp', 2028, '1120', 2027)).toBe('2028-04-18')
    expect(weekday('2028-04-18')).toBe(TUESDAY)
    const moved = deadlinesOf('sole-prop', 2028).find((d) => d.id === '1040-2027')!.moved
    expect(moved?.from).toBe('2028-04-15')
    expect(moved?.holidays.map((h) => h.id)).toEqual(['emancipation'])
  })

  it('moves a date past a holiday that follows a weekend: box 8 and 10 statements of 2025 are due February 17, 2026', () => {
    // February 15 is a Sunday and February 16 Washington's Birthday; paper 1099-MISC moves from Saturday, February 28.
    expect(dueOf('c-corp', 2026, '1099-misc-box-8-10', 2025)).toBe('2026-02-17')
    expect(dueOf('c-corp', 2026, '1099-misc-paper', 2025)).toBe('2026-03-02')
  })

  it('gives the tax days of years past that Emancipation Day moved: April 18 in 2017 and in 2022', () => {
    expect(dueOf('sole-prop', 2017, '1040', 2016)).toBe('2017-04-18')
    expect(dueOf('sole-prop', 2022, '1040', 2021)).toBe('2022-04-18')
  })
})

describe('legal holidays', () => {
  it('are the federal holidays of 2027 as observed, New Year’s Day 2028 on Friday, December 31, and Emancipation Day', () => {
    expect(legalHolidays(2027).map((h) => h.date)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-04-16',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
      '2027-12-31',
    ])
  })

  it('include Inauguration Day in the year after a presidential election', () => {
    expect(legalHolidays(2033).find((h) => h.id === 'inauguration')?.date).toBe('2033-01-20')
    expect(legalHolidays(2032).some((h) => h.id === 'inauguration')).toBe(false)
  })
})

describe('the next three years', () => {
  const thisYear = new Date().getUTCFullYear()
  const years = [thisYear + 1, thisYear + 2, thisYear + 3]
  for (const year of years) {
    for (const kind of DEADLINE_KINDS) {
      it(`${year}, ${kind}: every deadline is on a business day, and each of the rule's days is there once`, () => {
        const deadlines = deadlinesOf(kind, year)
        for (const d of deadlines) expect(isBusinessDay(d.date), `${d.id} on ${d.date}`).toBe(true)
        // Each statutory day of the kind's rules that falls in the year (moves never cross into another year here).
        const expected = TAX_RULES.filter((rule) => rule.who[kind]).flatMap((rule) =>
          [year - 1, year].flatMap((taxYear) =>
            rule.due.map((day) => statutoryDate(day, taxYear)).filter((date) => date.startsWith(`${year}-`)),
          ),
        )
        expect(deadlines.length).toBe(expected.length)
        expect(new Set(deadlines.map((d: Deadline) => d.id)).size).toBe(deadlines.length)
        expect(deadlines.map((d) => d.date)).toEqual([...deadlines.map((d) => d.date)].sort())
      })
    }
  }
})

describe('the years a calendar covers', () => {
  it('are the build’s year and the next while the rules were checked this year', () => {
    expect(calendarYears(2026, '2026-11-27')).toEqual([2026, 2027])
    expect(calendarGap(2026, '2026-11-27')).toBeNull()
  })

  it('lack next year once the rules were last checked the year before: the build fails, naming the year and the field', () => {
    expect(calendarYears(2027, '2026-11-27')).toEqual([2027])
    expect(calendarGap(2027, '2026-11-27')).toMatch(/no row for 2028.*TAX_RULES_REVIEW\.checked/)
  })

  it('cover the current build', () => {
    expect(calendarGap(Number(import.meta.env.BUILD_YEAR), TAX_RULES_REVIEW.checked)).toBeNull()
  })
})

describe('a monthly depositor’s next payroll tax deposit', () => {
  it('is this month’s 15th until it has passed, then next month’s, moved off a weekend', () => {
    expect(nextMonthlyDeposit('2026-12-03')).toBe('2026-12-15')
    expect(nextMonthlyDeposit('2026-12-15')).toBe('2026-12-15')
    expect(nextMonthlyDeposit('2026-12-16')).toBe('2027-01-15')
    // May 15, 2027 is a Saturday: the deposit is due the Monday after, still ahead on the Sunday.
    expect(weekday('2027-05-15')).toBe(SATURDAY)
    expect(nextMonthlyDeposit('2027-05-14')).toBe('2027-05-17')
    expect(nextMonthlyDeposit('2027-05-16')).toBe('2027-05-17')
  })

  it('is, for every day of a year, a business day at most a month and a few days ahead', () => {
    for (
      let day = new Date(Date.UTC(2027, 0, 1));
      day.getUTCFullYear() === 2027;
      day.setUTCDate(day.getUTCDate() + 1)
    ) {
      const today = day.toISOString().slice(0, 10)
      const deposit = nextMonthlyDeposit(today)
      expect(deposit >= today, today).toBe(true)
      expect(isBusinessDay(deposit), today).toBe(true)
      expect(Number(deposit.slice(8, 10)), today).toBeGreaterThanOrEqual(15)
      expect((Date.parse(deposit) - day.getTime()) / 86_400_000, today).toBeLessThanOrEqual(35)
    }
  })
})
