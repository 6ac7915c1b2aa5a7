// The /pricing estimator's model: the pure estimate. Each monthly service's bookkeeper hours follow its own counts
// (bookkeeping: the month's close, each account and each transaction; payroll: each pay run and each person on it;
// AR/AP: each invoice and each bill), at what the owner says each unit takes, low and high (settings/estimate.yml), so
// the range is what the counts give; the counts the visitor has not given are those their kind of business starts
// from. The hours are then priced at the published rates. Its URL parameters are validated by estimate-search.ts,
// which only the /pricing page loads.
import { HOURS, LAUNCHPAD, PRICE } from '@/content/constants'
import { ESTIMATE_COUNTS } from '@/content/estimate-limits'
import {
  ESTIMATE_BASIS,
  MONTHLY_SERVICES,
  PAY_SCHEDULES,
  SERVICES,
  START_COUNTS,
  type BusinessKind,
  type Count,
  type Counts,
  type EstimateBasis,
  type Service,
} from '@/content/estimator'
import type { EstimateSearch } from './estimate-default'

export {
  BUSINESS_KINDS,
  KIND_HOURS,
  MONTHLY_SERVICES,
  SERVICES,
  SERVICE_COUNTS,
  START_COUNTS,
  type BusinessKind,
  type Count,
  type Counts,
  type Service,
} from '@/content/estimator'
export { DEFAULT_SEARCH, type EstimateSearch } from './estimate-default'

/** Reporting-analyst hours are bounded by the service's scale; nobody books more of them than that a month. */
export const MAX_ANALYST_HOURS = HOURS.scale[1]
/** LaunchPad's hours stop at its cap, a hard limit. */
const capOf = (kind: BusinessKind) => (kind === 'launchpad' ? LAUNCHPAD.maxHoursPerMonth : undefined)

type Span = readonly [low: number, high: number]
const times = (s: Span, n: number): Span => [s[0] * n, s[1] * n]
const plus = (...spans: Span[]): Span => [
  spans.reduce((sum, s) => sum + s[0], 0),
  spans.reduce((sum, s) => sum + s[1], 0),
]
const minutes = (s: Span) => times(s, 1 / 60)

/** Pay runs a month on a pay schedule: a year's runs over twelve months. */
export const payRuns = (counts: Pick<Counts, 'pay'>) => PAY_SCHEDULES[counts.pay] / 12

/** The exact hours a month, [low, high], of each monthly service for a set of counts, from its basis. */
export const SERVICE_HOURS: Record<string, (counts: Counts, basis: EstimateBasis) => Span> = {
  bookkeeping: (c, { bookkeeping: b }) =>
    plus(b.closeHours, times(b.accountHours, c.accounts), times(minutes(b.transactionMinutes), c.transactions)),
  payroll: (c, { payroll: b }) => times(plus(b.runHours, times(minutes(b.personMinutes), c.people)), payRuns(c)),
  'ar-ap': (c, { arAp: b }) =>
    plus(times(minutes(b.invoiceMinutes), c.invoices), times(minutes(b.billMinutes), c.bills)),
}

/** One monthly service's share: its whole hours, at least one, and their cost at the bookkeeper rate. */
export type Part = { service: Service; hours: Span; cost: Span }

export type Estimate = {
  kind: BusinessKind
  /** The chosen services the pod works within its monthly hours. */
  monthlyServices: Service[]
  /** Each chosen monthly service's hours and cost, in the estimator's order (none on /book, which gets the sum). */
  parts: Part[]
  /** The counts the hours follow, the visitor's where given (the estimate's assumptions). */
  counts: Counts
  /** Which counts the visitor gave; the others are their kind's starting counts. */
  given: Count[]
  /** Bookkeeper hours and their cost a month: the parts' sum; null when no monthly service is chosen. */
  bookkeeper: { hours: Span; cost: Span } | null
  /** LaunchPad's cap stopped the hours. */
  capped: boolean
  /** Reporting-analyst hours and their cost a month; null at zero hours. */
  analyst: { hours: number; cost: number } | null
  /** The monthly total, [low, high]; null when nothing monthly is chosen. */
  monthly: Span | null
  /** The chosen one-off services (the registry's `estimate.oneOff`): priced on the call, never in the monthly figure. */
  oneOffs: Service[]
}

/** The counts of a search: those the visitor gave, and their kind's starting counts for the rest. */
export function countsOf(search: EstimateSearch, starts = START_COUNTS): { counts: Counts; given: Count[] } {
  const start = starts[search.kind]
  const given = (Object.keys(start) as Count[]).filter((count) => search[count] !== undefined)
  return { counts: { ...start, ...Object.fromEntries(given.map((count) => [count, search[count]])) }, given }
}

/** Whole hours: each end rounded, and at least one for a service chosen. */
const whole = (s: Span): Span => [Math.max(1, Math.round(s[0])), Math.max(1, Math.round(s[1]))]
const cost = (s: Span, rate: number): Span => [s[0] * rate, s[1] * rate]

/** The estimated monthly cost: each chosen service's hours at the bookkeeper rate, plus analyst hours at theirs. */
export function estimate(search: EstimateSearch, basis: EstimateBasis = ESTIMATE_BASIS): Estimate {
  const { kind, services, analyst } = search
  const monthlyServices = MONTHLY_SERVICES.filter((s) => services.includes(s))
  const { counts, given } = countsOf(search, basis.start)
  const parts = monthlyServices.map((service) => {
    const hours = whole(SERVICE_HOURS[service]!(counts, basis))
    return { service, hours, cost: cost(hours, PRICE.bookkeeperHourly) }
  })
  const sum = plus(...parts.map((part) => part.hours))
  const cap = capOf(kind)
  const hours: Span = cap ? [Math.min(sum[0], cap), Math.min(sum[1], cap)] : sum
  const bookkeeper = parts.length > 0 ? { hours, cost: cost(hours, PRICE.bookkeeperHourly) } : null
  const analystPart = analyst > 0 ? { hours: analyst, cost: analyst * PRICE.analystHourly } : null
  return {
    kind,
    monthlyServices,
    parts,
    counts,
    given,
    bookkeeper,
    capped: cap !== undefined && sum[1] > cap,
    analyst: analystPart,
    monthly: monthlyOf(bookkeeper, analystPart),
    oneOffs: SERVICES.filter((s) => services.includes(s) && !MONTHLY_SERVICES.includes(s)),
  }
}

/** The monthly total of bookkeeper and analyst hours, or null without either. */
export function monthlyOf(bookkeeper: Estimate['bookkeeper'], analyst: Estimate['analyst']): Span | null {
  if (!bookkeeper && !analyst) return null
  const add = analyst?.cost ?? 0
  return [(bookkeeper?.cost[0] ?? 0) + add, (bookkeeper?.cost[1] ?? 0) + add]
}

/** The most bookkeeper hours an estimate can give: every monthly service at the most of every count. */
export const MAX_BOOKKEEPER_HOURS = (() => {
  const most = { ...ESTIMATE_COUNTS, pay: 'weekly' } as const satisfies Counts
  return MONTHLY_SERVICES.reduce((sum, service) => sum + whole(SERVICE_HOURS[service]!(most, ESTIMATE_BASIS))[1], 0)
})()

const span = (s: Span | undefined) => (!s ? '0' : s[0] === s[1] ? `${s[0]}` : `${s[0]}-${s[1]}`)

/**
 * The parameter the estimator's booking button carries to /book (lib/estimate-link.ts reads it there), or undefined
 * when the estimate shows nothing (nothing chosen): `<kind>_<services>_<bookkeeper hours>_<analyst hours>_<monthly>`.
 */
export function paramOf({ kind, monthlyServices, oneOffs, bookkeeper, analyst, monthly }: Estimate) {
  if (!monthly && oneOffs.length === 0) return undefined
  const services = SERVICES.filter((service) => monthlyServices.includes(service) || oneOffs.includes(service))
  return [kind, services.join('.'), span(bookkeeper?.hours), analyst?.hours ?? 0, span(monthly ?? undefined)].join('_')
}

/** The parameter of a search's estimate (`paramOf`). */
export const estimateParam = (search: EstimateSearch) => paramOf(estimate(search))
