// The /pricing estimator's model: the pure estimate, computed only from the published rates and typical hours of the
// constants module. Its URL parameters are validated by estimate-search.ts, which only the /pricing page loads.
import { HOURS, LAUNCHPAD, PRICE } from '@/content/constants'
import { KIND_HOURS, MONTHLY_SERVICES, SERVICES, type BusinessKind, type Service } from '@/content/estimator'
import type { EstimateSearch } from './estimate-default'

export {
  BUSINESS_KINDS,
  KIND_HOURS,
  MONTHLY_SERVICES,
  SERVICES,
  type BusinessKind,
  type Service,
} from '@/content/estimator'

/** LaunchPad states only its cap ("up to 100 hours a month"): from the first hour up to it, a hard limit. */
const capOnly = (kind: BusinessKind) => kind === 'launchpad'
/** Whether a kind's top step means "this many or more" ("160+"): the service's scale, which LaunchPad's cap is not. */
export const isOpenTop = (kind: BusinessKind) => !capOnly(kind)
/** The fewest hours a month a visitor can set: the bottom of the service's scale, or one for LaunchPad. */
export const minHours = (kind: BusinessKind) => (capOnly(kind) ? 1 : HOURS.scale[0])
/** The top step of a kind's hours: LaunchPad's cap, otherwise the top of the scale. */
export const maxHours = (kind: BusinessKind) => (capOnly(kind) ? LAUNCHPAD.maxHoursPerMonth : HOURS.scale[1])
/** Reporting-analyst hours are bounded by the same scale; nobody books more analyst than bookkeeper hours a month. */
export const MAX_ANALYST_HOURS = HOURS.scale[1]

export { DEFAULT_SEARCH, type EstimateSearch } from './estimate-default'

type Span = readonly [low: number, high: number]

export type Estimate = {
  kind: BusinessKind
  /** The chosen services the pod works within its monthly hours. */
  monthlyServices: Service[]
  /** Bookkeeper hours and their cost a month; null when no monthly service is chosen. */
  bookkeeper: { hours: Span; cost: Span } | null
  /** Reporting-analyst hours and their cost a month; null at zero hours. */
  analyst: { hours: number; cost: number } | null
  /** The monthly total, [low, high]; null when nothing monthly is chosen. */
  monthly: Span | null
  /** The visitor set their own hours, so the range is one figure. */
  customHours: boolean
  /** The hours sit on the scale's open top step: the figures are floors ("160+ hours", "$2,400+"). */
  openEnded: boolean
  /** The chosen one-off services (the registry's `estimate.oneOff`): priced on the call, never in the monthly figure. */
  oneOffs: Service[]
}

const span = (s: Span | undefined) => (!s ? '0' : s[0] === s[1] ? `${s[0]}` : `${s[0]}-${s[1]}`)

/**
 * The parameter the estimator's booking button carries to /book (lib/estimate-link.ts reads it there), or undefined
 * when it shows no estimate (nothing chosen): `<kind>_<services>_<bookkeeper hours>_<analyst hours>_<monthly>`.
 */
export function estimateParam(search: EstimateSearch) {
  const { kind, bookkeeper, analyst, monthly, oneOffs } = estimate(search)
  if (!monthly && oneOffs.length === 0) return undefined
  const services = SERVICES.filter((service) => search.services.includes(service))
  return [kind, services.join('.'), span(bookkeeper?.hours), analyst?.hours ?? 0, span(monthly ?? undefined)].join('_')
}

/** The estimated monthly cost: bookkeeper hours at the bookkeeper rate plus analyst hours at the analyst rate. */
export function estimate({ kind, services, hours, analyst }: EstimateSearch): Estimate {
  const monthlyServices = services.filter((s) => MONTHLY_SERVICES.includes(s))
  const set = hours === undefined ? 0 : Math.max(minHours(kind), Math.min(hours, maxHours(kind)))
  const span: Span = hours === undefined ? KIND_HOURS[kind] : [set, set]
  const bookkeeper =
    monthlyServices.length > 0
      ? { hours: span, cost: [span[0] * PRICE.bookkeeperHourly, span[1] * PRICE.bookkeeperHourly] as const }
      : null
  const analystPart = analyst > 0 ? { hours: analyst, cost: analyst * PRICE.analystHourly } : null
  const monthly: Span | null =
    bookkeeper || analystPart
      ? [(bookkeeper?.cost[0] ?? 0) + (analystPart?.cost ?? 0), (bookkeeper?.cost[1] ?? 0) + (analystPart?.cost ?? 0)]
      : null
  return {
    kind,
    monthlyServices,
    bookkeeper,
    analyst: analystPart,
    monthly,
    customHours: hours !== undefined,
    openEnded: bookkeeper !== null && isOpenTop(kind) && span[0] === maxHours(kind),
    oneOffs: SERVICES.filter((s) => services.includes(s) && !MONTHLY_SERVICES.includes(s)),
  }
}
