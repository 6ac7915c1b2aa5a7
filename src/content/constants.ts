// Business constants: prices, offers, hours and timings, each stated once and reused by every page that states it.
// The claims about the company (figures, security, hiring, timeline, reply time) are the owner's: claims.ts.

export const PRICE = {
  /** Bookkeeper, US dollars an hour. AR/AP and catch-up work start at the same rate. */
  bookkeeperHourly: 15,
  /** Reporting analyst (management accountant), US dollars an hour. */
  analystHourly: 25,
} as const

export const TRIAL_DAYS = 15

export const LAUNCHPAD = {
  audience: 'first-year founders only',
  /** The specification's scarcity: the owner confirms that it is real (the launch check asks). */
  slots: 'limited slots',
  maxHoursPerMonth: 100,
  months: 12,
} as const

/** Typical monthly hours, [low, high]. */
export const HOURS = {
  distributors: [100, 120],
  fabricators: [100, 120],
  architects: [80, 100],
  bookkeeping: [40, 100],
  /** The service scales from 40 to 160+ hours a month. */
  scale: [40, 160],
} as const

/** The strategy call offered to CPA firms, in minutes. */
export const STRATEGY_CALL_MINUTES = 15

export const ONBOARDING = {
  bookkeeping: 'under one week',
  payroll: 'under one week',
  cpa: 'under one week',
  arAp: 'a few days',
  industry: '1–2 weeks',
} as const

/** Catch-up work finishes in this many weeks, [low, high]. */
export const CATCH_UP_WEEKS = [2, 4] as const

/** Day of the month by which books are reconciled and closed. */
export const CLOSE_DAY = {
  stone: 15,
  launchpad: 15,
  architects: 5,
} as const

/** Aging buckets (days past due or in stock) and the buying priority levels of the stone reports. */
export const AGING = {
  receivables: ['30', '60', '90+'],
  architects: ['0–30', '31–60', '61–90+'],
  inventory: ['30', '60', '90', '180', '365+'],
  buyingPriority: ['L1', 'L2', 'L3', 'L4'],
} as const

export const COPYRIGHT_YEAR = 2025

/** Helpers that render the constants the way copy states them. */
export const usd = (n: number) => `$${n}`
export const range = ([lo, hi]: readonly [number, number], unit = '') => `${lo}–${hi}${unit}`
export const ordinal = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${s}`
}
