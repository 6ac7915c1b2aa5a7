// The estimate the /pricing estimator's booking button carries to /book, in one search parameter, and /book's reading
// of it: `estimate=<kind>_<services>_<bookkeeper hours>_<analyst hours>_<monthly>`, such as
// `general_bookkeeping.payroll_40-100_5_725-1625` (hours and dollars a month; a range, or one figure, or 0 for none).
// /book works the estimate out again from its choices (lib/estimate.ts) and keeps it only if every part agrees, so a
// malformed or hand-edited value (an unknown service, a figure out of range, a range that does not add up) is dropped,
// never shown as entered. The parameter itself is written by lib/estimate.ts (estimateParam), which /pricing loads:
// only /book loads this module.
import { serviceName } from '@/content/estimator'
import type { EstimateWords } from '@/content/types'
import {
  BUSINESS_KINDS,
  KIND_HOURS,
  MAX_ANALYST_HOURS,
  SERVICES,
  estimate,
  estimateParam,
  maxHours,
  minHours,
  type BusinessKind,
  type Estimate,
  type Service,
} from './estimate'
import { dollars } from './format'

export { estimateParam } from './estimate'

type Span = readonly [number, number]

const figure = /^(0|[1-9]\d{0,4})$/

/** The estimate a parameter carries, worked out again from its choices; undefined unless it is exactly that. */
export function readEstimate(value: unknown): Estimate | undefined {
  const parts = typeof value === 'string' ? value.split('_') : []
  if (parts.length !== 5) return undefined
  const [kind, services, hours, analyst] = parts as [BusinessKind, string, string, string]
  const chosen = services ? (services.split('.') as Service[]) : []
  const [low, high = low] = hours.split('-')
  if (!BUSINESS_KINDS.includes(kind) || !chosen.every((service) => SERVICES.includes(service))) return undefined
  if (![low, high, analyst].every((text) => figure.test(text ?? ''))) return undefined
  if (Number(analyst) > MAX_ANALYST_HOURS) return undefined
  // None (no monthly service), the kind's typical range, or the one figure the visitor set, within the estimator's.
  const typical = KIND_HOURS[kind][0] === Number(low) && KIND_HOURS[kind][1] === Number(high)
  const set = hours === '0' || typical ? undefined : Number(low)
  if (set !== undefined && (low !== high || set < minHours(kind) || set > maxHours(kind))) return undefined
  const search = { kind, services: chosen, hours: set, analyst: Number(analyst) }
  return estimateParam(search) === value ? estimate(search) : undefined
}

/** "A and B", "A, B and C". */
const and = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0])

/** An amount or range of hours or dollars, with "+" on the estimator's open top step, "up to" without a floor. */
const amount = (s: Span, format: (n: number) => string, open: boolean, upTo: string) =>
  s[0] === s[1]
    ? `${format(s[0])}${open ? '+' : ''}`
    : s[0] === 0
      ? `${upTo} ${format(s[1])}`
      : `${format(s[0])}–${format(s[1])}`

/**
 * The estimate in one line, as /book shows it after "You estimated" and passes it on (the e-mail, the scheduler):
 * "$725–$1,625 a month for monthly bookkeeping and payroll: 40–100 bookkeeper hours and 5 reporting-analyst hours;
 * plus catch-up bookkeeping, priced after a free review".
 */
export function estimateLine(result: Estimate, words: EstimateWords) {
  const { monthly, monthlyServices, bookkeeper, analyst, openEnded, oneOffs } = result
  const hours = [
    bookkeeper ? `${amount(bookkeeper.hours, String, openEnded, words.upTo)} ${words.bookkeeperHours}` : '',
    analyst ? `${analyst.hours} ${analyst.hours === 1 ? words.analystHour : words.analystHours}` : '',
  ].filter((part) => part !== '')
  const services = monthlyServices.map((service) => serviceName(service).toLowerCase())
  const month = monthly
    ? `${amount(monthly, dollars, openEnded, words.upTo)} ${words.month}${services.length > 0 ? ` for ${and(services)}` : ''}: ${and(hours)}`
    : ''
  const projects = oneOffs.map((service) => `${serviceName(service).toLowerCase()}, ${words.oneOff}`).join('; ')
  if (!projects) return month
  return month ? `${month}; ${words.plus} ${projects}` : projects
}
