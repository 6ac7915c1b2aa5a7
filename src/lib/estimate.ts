// The /pricing estimator's model: the pure estimate, computed only from the published rates and typical hours of the
// constants module. Its URL parameters are validated by estimate-search.ts, which only the /pricing page loads.
import { HOURS, LAUNCHPAD, PRICE } from '@/content/constants'
import { KIND_HOURS, MONTHLY_SERVICES, type BusinessKind, type Service } from '@/content/estimator'
import type { EstimateSearch } from './estimate-default'

export {
  BUSINESS_KINDS,
  KIND_HOURS,
  MONTHLY_SERVICES,
  SERVICES,
  type BusinessKind,
  type Service,
} from '@/content/estimator'

/** The lowest hours a month the service runs at. */
export const MIN_HOURS = HOURS.scale[0]
/** Whether a kind's top step means "this many or more" ("160+"); LaunchPad's cap is a hard limit. */
export const isOpenTop = (kind: BusinessKind) => kind !== 'launchpad'
/** The top step of a kind's hours: LaunchPad's cap, otherwise the top of the scale. */
export const maxHours = (kind: BusinessKind) => (isOpenTop(kind) ? HOURS.scale[1] : LAUNCHPAD.maxHoursPerMonth)
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
  /** Catch-up was chosen: a one-off, priced after a review, never folded into the monthly figure. */
  catchUp: boolean
}

/** The estimated monthly cost: bookkeeper hours at the bookkeeper rate plus analyst hours at the analyst rate. */
export function estimate({ kind, services, hours, analyst }: EstimateSearch): Estimate {
  const monthlyServices = services.filter((s) => MONTHLY_SERVICES.includes(s))
  const top = maxHours(kind)
  const span: Span = hours === undefined ? KIND_HOURS[kind] : [Math.min(hours, top), Math.min(hours, top)]
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
    openEnded: bookkeeper !== null && isOpenTop(kind) && span[0] === top,
    catchUp: services.includes('catch-up'),
  }
}
