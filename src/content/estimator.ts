// What the /pricing estimator offers: the kinds of business and services a visitor picks from, and the typical monthly
// hours of each kind (from the constants). The services are the registry's service pages that carry an `estimate`,
// each under its page's booking topic, so a new service page joins the estimator from its registry entry. The
// estimate itself is computed in lib/estimate.ts.
import type { BookingTopic, BusinessKind } from '@/names'
import { HOURS, LAUNCHPAD } from './constants'
import { pageList } from './registry'

export { BUSINESS_KINDS, type BusinessKind } from '@/names'

/** Typical monthly bookkeeper hours of each kind of business, [low, high]. */
export const KIND_HOURS: Record<BusinessKind, readonly [number, number]> = {
  general: HOURS.bookkeeping,
  distributors: HOURS.distributors,
  fabricators: HOURS.fabricators,
  architects: HOURS.architects,
  // LaunchPad states only its cap: up to it, with no floor.
  launchpad: [0, LAUNCHPAD.maxHoursPerMonth],
}

/** A service the estimator offers: the booking topic of its page. */
export type Service = BookingTopic

/** The estimator's services, in the registry's order: each labelled (and named back on /book) as its entry says. */
export const SERVICE_CHOICES = pageList.flatMap((page) =>
  page.kind === 'service' && page.topic && page.estimate ? [{ ...page.estimate, service: page.topic }] : [],
)
export const SERVICES: readonly Service[] = SERVICE_CHOICES.map((choice) => choice.service)
/** The services the pod works within its monthly hours; the others are one-off projects. */
export const MONTHLY_SERVICES: readonly Service[] = SERVICE_CHOICES.filter((choice) => !choice.oneOff).map(
  (choice) => choice.service,
)
/** Each service as the estimator labels it, and /book names it back with the estimate. */
export const serviceName = (service: Service) =>
  SERVICE_CHOICES.find((choice) => choice.service === service)?.label ?? service
