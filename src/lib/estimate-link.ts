// The estimate the /pricing estimator's booking button carries to /book, in one search parameter, and /book's reading
// of it: `estimate=<kind>_<services>_<bookkeeper hours>_<analyst hours>_<monthly>`, such as
// `general_bookkeeping.payroll_40-100_5_725-1625` (hours and dollars a month; a range, or one figure, or 0 for none).
// /book keeps it only if every part agrees with what the estimator can give (lib/estimate.ts), so a malformed or
// hand-edited value (an unknown service, a figure out of range, a range that does not add up) is dropped, never shown
// as entered. The parameter itself is written by lib/estimate.ts (estimateParam), which /pricing loads:
// only /book loads this module.
import { serviceName } from '@/content/estimator'
import { LAUNCHPAD, PRICE } from '@/content/constants'
import type { EstimateWords } from '@/content/types'
import {
  BUSINESS_KINDS,
  MAX_ANALYST_HOURS,
  MAX_BOOKKEEPER_HOURS,
  MONTHLY_SERVICES,
  SERVICES,
  START_COUNTS,
  monthlyOf,
  paramOf,
  type BusinessKind,
  type Estimate,
  type Service,
} from './estimate'
import { dollars } from './format'

export { estimateParam } from './estimate'

type Span = readonly [number, number]

const figure = /^(0|[1-9]\d{0,4})$/

/**
 * The estimate a parameter carries, read back: undefined unless its kind and services are known and in the
 * estimator's order, its hours are whole and within what the estimator can give (none exactly when no monthly service
 * is chosen; LaunchPad's within its cap), and its monthly figure is those hours at the published rates.
 */
export function readEstimate(value: unknown): Estimate | undefined {
  const parts = typeof value === 'string' ? value.split('_') : []
  if (parts.length !== 5) return undefined
  const [kind, services, hours, analyst] = parts as [BusinessKind, string, string, string]
  const chosen = services ? (services.split('.') as Service[]) : []
  const [low = '', high = low] = hours.split('-')
  if (!BUSINESS_KINDS.includes(kind) || !chosen.every((service) => SERVICES.includes(service))) return undefined
  if (![low, high, analyst].every((text) => figure.test(text))) return undefined
  const monthlyServices = MONTHLY_SERVICES.filter((service) => chosen.includes(service))
  const span: Span = [Number(low), Number(high)]
  const most = kind === 'launchpad' ? LAUNCHPAD.maxHoursPerMonth : MAX_BOOKKEEPER_HOURS
  const hoursFit = monthlyServices.length === 0 ? hours === '0' : span[0] >= 1 && span[0] <= span[1] && span[1] <= most
  if (!hoursFit || Number(analyst) > MAX_ANALYST_HOURS) return undefined
  const bookkeeper =
    monthlyServices.length > 0
      ? { hours: span, cost: [span[0] * PRICE.bookkeeperHourly, span[1] * PRICE.bookkeeperHourly] as const }
      : null
  const analystPart =
    Number(analyst) > 0 ? { hours: Number(analyst), cost: Number(analyst) * PRICE.analystHourly } : null
  const result: Estimate = {
    kind,
    monthlyServices,
    parts: [],
    counts: START_COUNTS[kind],
    given: [],
    bookkeeper,
    capped: false,
    analyst: analystPart,
    monthly: monthlyOf(bookkeeper, analystPart),
    oneOffs: SERVICES.filter((service) => chosen.includes(service) && !MONTHLY_SERVICES.includes(service)),
  }
  return paramOf(result) === value ? result : undefined
}

/** "A and B", "A, B and C". */
const and = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0])

/** An amount or range of hours or dollars. */
const amount = (s: Span, format: (n: number) => string) =>
  s[0] === s[1] ? format(s[0]) : `${format(s[0])}–${format(s[1])}`

/**
 * The estimate in one line, as /book shows it after "You estimated" and passes it on (the e-mail, the scheduler):
 * "$725–$1,625 a month for monthly bookkeeping and payroll: 40–100 bookkeeper hours and 5 reporting-analyst hours;
 * plus catch-up bookkeeping, priced after a free review".
 */
export function estimateLine(result: Estimate, words: EstimateWords) {
  const { monthly, monthlyServices, bookkeeper, analyst, oneOffs } = result
  const hours = [
    bookkeeper ? `${amount(bookkeeper.hours, String)} ${words.bookkeeperHours}` : '',
    analyst ? `${analyst.hours} ${analyst.hours === 1 ? words.analystHour : words.analystHours}` : '',
  ].filter((part) => part !== '')
  const services = monthlyServices.map((service) => serviceName(service).toLowerCase())
  const month = monthly
    ? `${amount(monthly, dollars)} ${words.month}${services.length > 0 ? ` for ${and(services)}` : ''}: ${and(hours)}`
    : ''
  const projects = oneOffs.map((service) => `${serviceName(service).toLowerCase()}, ${words.oneOff}`).join('; ')
  if (!projects) return month
  return month ? `${month}; ${words.plus} ${projects}` : projects
}
