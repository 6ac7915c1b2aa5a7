// What the /pricing estimator offers: the kinds of business and services a visitor picks from, and the typical monthly
// hours of each kind (from the constants). The estimate itself is computed in lib/estimate.ts.
import { HOURS, LAUNCHPAD } from './constants'

export const BUSINESS_KINDS = ['general', 'distributors', 'fabricators', 'architects', 'launchpad'] as const
export type BusinessKind = (typeof BUSINESS_KINDS)[number]

/** Typical monthly bookkeeper hours of each kind of business, [low, high]. */
export const KIND_HOURS: Record<BusinessKind, readonly [number, number]> = {
  general: HOURS.bookkeeping,
  distributors: HOURS.distributors,
  fabricators: HOURS.fabricators,
  architects: HOURS.architects,
  // LaunchPad states only its cap; below it the service starts where its scale starts.
  launchpad: [HOURS.scale[0], LAUNCHPAD.maxHoursPerMonth],
}

export const SERVICES = ['bookkeeping', 'ar-ap', 'payroll', 'catch-up'] as const
export type Service = (typeof SERVICES)[number]

/** Each service as the estimator labels it, and /book names it back with the estimate. */
export const SERVICE_NAMES: Record<Service, string> = {
  bookkeeping: 'Monthly bookkeeping',
  'ar-ap': 'Accounts receivable & payable',
  payroll: 'Payroll',
  'catch-up': 'Catch-up bookkeeping',
}
