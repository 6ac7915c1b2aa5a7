// The in-house comparison on /pricing (#compare): what the same hours of work cost a month and a year with an
// in-house hire and with us, each step rounded as the page shows it, so a reader can redo the sum from what they see.
// The rule: the hourly wage is the yearly salary ÷ 2,080 hours (how BLS turns an hourly wage into a yearly one); the
// employer's costs on top of it are benefits ÷ (100 − benefits) of it, benefits being their share of total
// compensation; an in-house month is that hourly cost × the hours, plus recruiting and software ÷ 12; ours is the
// same hours at the published rate of the role (a bookkeeper at the bookkeeper rate, an accountant's reporting work at
// the reporting-analyst rate). A year is twelve such months. Its defaults are the owner's figures (content/comparison.ts,
// read by lib/estimate-search.ts defaultsFor, which only /pricing loads: /book reads a comparison without them).
import { HOURS, PRICE } from '@/content/constants'
import type { Role } from '@/names'
import type { FigureRule } from './figures'

export { ROLES, type Role } from '@/names'

/** The hours a year a full-time wage pays for: BLS's yearly wage is the hourly wage × 2,080. */
export const YEAR_HOURS = 2080

/** Our published rate, US dollars an hour, for the work of a role. */
export const rateOf = (role: Role) => (role === 'bookkeeper' ? PRICE.bookkeeperHourly : PRICE.analystHourly)

/** What the visitor sets: the role, its yearly salary, benefits as a % of total compensation, hours a month, and their own yearly recruiting and software costs. */
export type InHouseSearch = {
  role: Role
  salary: number
  benefits: number
  hours: number
  recruiting: number
  software: number
}
export type NumberInput = Exclude<keyof InHouseSearch, 'role'>

/** Each figure's range: whole dollars and hours, benefits to one decimal (a share of total compensation). */
export const RULES: Record<NumberInput, FigureRule> = {
  salary: { min: 10000, max: 500000 },
  benefits: { min: 0, max: 60, decimals: 1 },
  hours: { min: 1, max: HOURS.scale[1] },
  recruiting: { min: 0, max: 100000 },
  software: { min: 0, max: 100000 },
}
/** The URL parameter of each figure (the estimator's `hours` is another). */
export const PARAMS = {
  salary: 'salary',
  benefits: 'benefits',
  hours: 'roleHours',
  recruiting: 'recruiting',
  software: 'software',
} as const satisfies Record<NumberInput, string>

/** Whole dollars a month and a year. */
export type Money = { month: number; year: number }

export type Comparison = InHouseSearch & {
  /** The hourly wage, and the employer's costs on top of it, in dollars to the cent. */
  wage: number
  employer: number
  /** The employer's costs as a percentage of wages, to one decimal. */
  load: number
  /** Recruiting and software, dollars a month. */
  extras: number
  inHouse: Money
  /** Our rate for the role, dollars an hour. */
  rate: number
  ours: Money
  /** In-house less ours, and that as a whole percentage of in-house. */
  difference: Money
  percent: number
}

/** A year is twelve months, and recruiting and software a year are spread over them. */
export const MONTHS = 12
const money = (month: number): Money => ({ month, year: month * MONTHS })

/** The sum for one set of inputs, each step rounded as shown: cents an hour, whole dollars a month. */
export function compare(search: InHouseSearch): Comparison {
  const { role, salary, benefits, hours, recruiting, software } = search
  const wageCents = Math.round((salary * 100) / YEAR_HOURS)
  const employerCents = Math.round((wageCents * benefits) / (100 - benefits))
  const extras = Math.round((recruiting + software) / MONTHS)
  const inHouse = money(Math.round(((wageCents + employerCents) * hours) / 100) + extras)
  const rate = rateOf(role)
  const ours = money(rate * hours)
  const difference = money(inHouse.month - ours.month)
  return {
    ...search,
    wage: wageCents / 100,
    employer: employerCents / 100,
    load: Math.round((benefits / (100 - benefits)) * 1000) / 10,
    extras,
    inHouse,
    rate,
    ours,
    difference,
    percent: Math.round((difference.month / inHouse.month) * 100),
  }
}

/** The parameter the comparison's booking button carries to /book (lib/in-house-link.ts reads it there). */
export const comparisonParam = (c: Comparison) =>
  [c.role, c.salary, c.benefits, c.hours, c.recruiting, c.software, c.inHouse.month, c.ours.month].join('_')
