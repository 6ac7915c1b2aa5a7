// The federal tax calendar worked out by rule (content/tax-deadlines.ts holds the rules): each statutory day of a tax
// year, moved as IRC section 7503 moves it, to the next day that is not a Saturday, Sunday or legal holiday of the
// District of Columbia (the federal holidays, observed on the Friday or Monday when they fall on a weekend,
// Inauguration Day and DC Emancipation Day). Pure: dates are 'YYYY-MM-DD' strings, computed in UTC, so the prerender,
// the browser and the feeds agree.
import {
  ENTITIES,
  EVERY_BUSINESS,
  LEGAL_HOLIDAYS,
  TAX_RULES,
  type DeadlineKind,
  type DeadlineView,
  type LegalHolidayId,
  type StatutoryDay,
  type TaxRule,
} from '@/content/tax-deadlines'

export type IsoDate = string
export type Holiday = { date: IsoDate; id: LegalHolidayId; name: string; observed: boolean }

const DAY_MS = 86_400_000
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day))
const isoOf = (date: Date): IsoDate => date.toISOString().slice(0, 10)
const dateOf = (iso: IsoDate) => new Date(`${iso}T00:00:00Z`)
const addDays = (iso: IsoDate, days: number) => isoOf(new Date(dateOf(iso).getTime() + days * DAY_MS))
/** 0 Sunday … 6 Saturday. */
export const weekday = (iso: IsoDate) => dateOf(iso).getUTCDay()
export const yearOf = (iso: IsoDate) => Number(iso.slice(0, 4))

/** The nth (1-based) weekday of a month, or with n = -1 its last. */
function nthWeekday(year: number, month: number, day: number, n: number): IsoDate {
  if (n < 0) {
    const last = utc(year, month + 1, 0)
    return isoOf(new Date(last.getTime() - ((last.getUTCDay() - day + 7) % 7) * DAY_MS))
  }
  const first = utc(year, month, 1)
  return isoOf(new Date(first.getTime() + (((day - first.getUTCDay() + 7) % 7) + (n - 1) * 7) * DAY_MS))
}

/**
 * A fixed-date holiday and the weekday it is observed on: a Saturday's the Friday before, a Sunday's the Monday after.
 */
function fixed(id: LegalHolidayId, year: number, month: number, day: number): Holiday {
  const date = isoOf(utc(year, month, day))
  const shift = { 6: -1, 0: 1 }[weekday(date)] ?? 0
  return { date: addDays(date, shift), id, name: LEGAL_HOLIDAYS[id], observed: shift !== 0 }
}
const floating = (id: LegalHolidayId, date: IsoDate): Holiday => ({
  date,
  id,
  name: LEGAL_HOLIDAYS[id],
  observed: false,
})

/** The holidays of a year's own dates (New Year's Day may be observed on December 31 of the year before). */
function holidaysOf(year: number): Holiday[] {
  const list = [
    fixed('newYear', year, 1, 1),
    floating('kingBirthday', nthWeekday(year, 1, 1, 3)),
    floating('washingtonBirthday', nthWeekday(year, 2, 1, 3)),
    fixed('emancipation', year, 4, 16),
    floating('memorial', nthWeekday(year, 5, 1, -1)),
    fixed('juneteenth', year, 6, 19),
    fixed('independence', year, 7, 4),
    floating('labor', nthWeekday(year, 9, 1, 1)),
    floating('columbus', nthWeekday(year, 10, 1, 2)),
    fixed('veterans', year, 11, 11),
    floating('thanksgiving', nthWeekday(year, 11, 4, 4)),
    fixed('christmas', year, 12, 25),
  ]
  // January 20 after a presidential election year, or the 21st when the 20th is a Sunday (5 U.S.C. 6103(c)).
  if (year % 4 === 1) {
    const date = isoOf(utc(year, 1, 20))
    list.push({
      ...floating('inauguration', weekday(date) === 0 ? addDays(date, 1) : date),
      observed: weekday(date) === 0,
    })
  }
  return list
}

/** The legal holidays observed in a calendar year, in date order. */
export function legalHolidays(year: number): Holiday[] {
  return [...holidaysOf(year), ...holidaysOf(year + 1)]
    .filter((holiday) => yearOf(holiday.date) === year)
    .sort((a, b) => a.date.localeCompare(b.date))
}

const holidayCache = new Map<number, Map<IsoDate, Holiday>>()
/** The legal holiday observed on a date, if any. */
export function holidayOn(iso: IsoDate): Holiday | undefined {
  const year = yearOf(iso)
  if (!holidayCache.has(year)) holidayCache.set(year, new Map(legalHolidays(year).map((h) => [h.date, h])))
  return holidayCache.get(year)!.get(iso)
}

export const isWeekend = (iso: IsoDate) => weekday(iso) === 0 || weekday(iso) === 6
export const isBusinessDay = (iso: IsoDate) => !isWeekend(iso) && !holidayOn(iso)

/** IRC section 7503: a date that is a Saturday, Sunday or legal holiday moves to the next day that is none of them. */
export function nextBusinessDay(iso: IsoDate): IsoDate {
  let date = iso
  while (!isBusinessDay(date)) date = addDays(date, 1)
  return date
}

/**
 * A monthly depositor's next payroll tax deposit (Publication 15: each month's taxes by the 15th of the next month),
 * moved off a weekend or legal holiday: this month's, until it has passed.
 */
export function nextMonthlyDeposit(today: IsoDate): IsoDate {
  const [year, month] = [yearOf(today), Number(today.slice(5, 7))]
  const thisMonth = nextBusinessDay(statutoryDate({ month, day: 15 }, year))
  return thisMonth >= today ? thisMonth : nextBusinessDay(statutoryDate({ month: month + 1, day: 15 }, year))
}

/** The day the law sets for a tax year, before any move (a calendar-year filer's). */
export function statutoryDate({ month, day }: StatutoryDay, taxYear: number): IsoDate {
  const year = taxYear + Math.floor((month - 1) / 12)
  const inYear = ((month - 1) % 12) + 1
  const last = utc(year, inYear + 1, 0).getUTCDate()
  return isoOf(utc(year, inYear, day === 'last' ? last : Math.min(day, last)))
}

/** One deadline: a rule's day for a tax year (and a period of it), where it falls, and what moved it there. */
export type Deadline = {
  /** Stable for the rule, tax year and period, whatever the date: the feeds' UID. */
  id: string
  rule: TaxRule
  taxYear: number
  period?: string
  /** What is due, its {year} and {period} filled in. */
  title: string
  date: IsoDate
  /** The day the law sets, where the date moved from it, with the legal holidays it moved past. */
  moved?: { from: IsoDate; holidays: Holiday[] }
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Every deadline of the rules for one kind of business that falls in a calendar year, in date order. */
export function deadlinesOf(kind: DeadlineKind, year: number, rules: readonly TaxRule[] = TAX_RULES): Deadline[] {
  const found: Deadline[] = []
  for (const rule of rules) {
    if (!rule.who[kind]) continue
    // A rule's days fall within 22 months of the start of its tax year, so the year before can reach into this one.
    for (const taxYear of [year - 1, year]) {
      rule.due.forEach((day, i) => {
        const from = statutoryDate(day, taxYear)
        const date = nextBusinessDay(from)
        if (yearOf(date) !== year) return
        const period = rule.periods?.[i]
        let skipped: Holiday[] = []
        for (let d = from; d !== date; d = addDays(d, 1))
          skipped = [...skipped, ...(holidayOn(d) ? [holidayOn(d)!] : [])]
        found.push({
          id: [rule.id, taxYear, ...(rule.due.length > 1 ? [`${i + 1}`] : [])].join('-'),
          rule,
          taxYear,
          period,
          title: upperFirst(rule.title.replace('{year}', String(taxYear)).replace('{period}', period ?? '')),
          date,
          ...(from !== date && { moved: { from, holidays: skipped } }),
        })
      })
    }
  }
  return found.sort((a, b) => a.date.localeCompare(b.date))
}

/** The rules every business has, whatever its legal form: information returns and the FBAR. */
export const COMMON_RULES = TAX_RULES.filter((rule) => ENTITIES.every((kind) => rule.who[kind]))

/**
 * A view's deadlines across the calendar's years: a kind's, or every business's (each rule's `who` then read for any
 * legal form), in date order.
 */
export const deadlinesOfYears = (view: DeadlineView, years: readonly number[]) =>
  years.flatMap((year) =>
    view === EVERY_BUSINESS ? deadlinesOf(ENTITIES[0], year, COMMON_RULES) : deadlinesOf(view, year),
  )

/** Who files a deadline in a view: for every business, the words any legal form's list has. */
export const whoFiles = (deadline: Deadline, view: DeadlineView) =>
  deadline.rule.who[view === EVERY_BUSINESS ? ENTITIES[0] : view]

/** The first `count` deadlines on or after a day, from a list in date order. */
export const nextDeadlines = (deadlines: readonly Deadline[], from: IsoDate, count = 3) =>
  deadlines.filter((deadline) => deadline.date >= from).slice(0, count)

/** Whole days from one day to another (both YYYY-MM-DD). */
export const daysBetween = (from: IsoDate, to: IsoDate) =>
  Math.round((dateOf(to).getTime() - dateOf(from).getTime()) / DAY_MS)

/** A visitor's today on their own calendar, YYYY-MM-DD. */
export function localToday(now = new Date()): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * The years a build's calendar shows: the build's year and the next, each only while the rules were checked for it
 * (the year of the last check and the one after). A calendar without next year's rows fails the build (`calendarGap`).
 */
export function calendarYears(buildYear: number, checked: IsoDate): number[] {
  return [buildYear, buildYear + 1].filter((year) => year <= yearOf(checked) + 1)
}

/** Why a build's calendar is not complete, or null: it has no row for next year until the rules are checked again. */
export function calendarGap(buildYear: number, checked: IsoDate): string | null {
  const next = buildYear + 1
  return calendarYears(buildYear, checked).includes(next)
    ? null
    : `the tax calendar has no row for ${next}: its rules were last checked on ${checked}, so it covers ${yearOf(checked) + 1} at most. ` +
        `Check each rule against the IRS page it names (Publication 509 for ${next}), then set TAX_RULES_REVIEW.checked to the day you did.`
}

/** A view's feed's file name, without its extension: `every-business` for every business's, a kind's own otherwise. */
export const feedName = (view: DeadlineView) => (view === EVERY_BUSINESS ? 'every-business' : view)
/** Where a view's feed is served (the build writes it, scripts/tax-feeds.mjs). */
export const feedPath = (view: DeadlineView) => `/deadlines/${feedName(view)}.ics`

/** A feed's address for calendar apps (webcal:) and Google Calendar's page that subscribes to it. */
export function subscribeLinks(feedUrl: string) {
  const webcal = feedUrl.replace(/^https?:/, 'webcal:')
  return { webcal, google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}` }
}

/** What a rule's deadlines are, for any year: "each first-quarter return" → "each return of the year". */
export const ruleInWords = (rule: TaxRule) =>
  rule.title
    .replace(/\b(for|of) \{year\}/g, '$1 the year')
    .replace(/(the )?\{year\}/g, 'the year’s')
    .replace('{period}', 'each')
