// What the /pricing estimator offers: the kinds of business and services a visitor picks from, the typical monthly
// hours of each kind (from the constants), and what each monthly service's hours follow: the counts it asks for and
// the owner's figures for each unit of work (settings/estimate.yml). The services are the registry's service pages that
// carry an `estimate`, each under its page's booking topic, so a new service page joins the estimator from its registry
// entry (a monthly one with a basis here). The estimate itself is computed in lib/estimate.ts.
import { estimate } from 'virtual:settings'
import type { BookingTopic, BusinessKind } from '@/names'
import { HOURS, LAUNCHPAD } from './constants'
import { pageList } from './registry'

export { BUSINESS_KINDS, type BusinessKind } from '@/names'
export { ESTIMATE_COUNTS, PAY_SCHEDULES, type PaySchedule } from './estimate-limits'

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

/**
 * What each unit of a monthly service's work takes, low and high, and the counts each kind of business starts from
 * (settings/estimate.yml).
 */
export type EstimateBasis = typeof estimate
export const ESTIMATE_BASIS: EstimateBasis = estimate
/** The counts a visitor gives the estimator: the pay schedule, and a figure for each other count. */
export type Counts = (typeof estimate.start)['general']
export type Count = keyof Counts
/** The counts the estimate starts from for each kind of business, before the visitor gives theirs. */
export const START_COUNTS: Record<BusinessKind, Counts> = estimate.start

/** The counts each monthly service asks for, in the order it asks (only when the service is chosen). */
export const SERVICE_COUNTS: Partial<Record<Service, readonly Count[]>> = {
  bookkeeping: ['transactions', 'accounts'],
  payroll: ['people', 'pay'],
  'ar-ap': ['invoices', 'bills'],
}
for (const service of MONTHLY_SERVICES) {
  if (!SERVICE_COUNTS[service]) {
    throw new Error(
      `src/content/estimator.ts: the monthly service “${service}” (registry) has no counts in SERVICE_COUNTS, nor hours in lib/estimate.ts`,
    )
  }
}
