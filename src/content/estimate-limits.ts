// What the /pricing estimator asks for, apart from the estimate's model: the pay schedules it offers, each with the
// pay runs it makes a year, and the most of each count a visitor may give it (a bigger business is sized on the call).
// A module of its own, so only the estimator, /book and the build carry them.
export const PAY_SCHEDULES = { weekly: 52, 'every-two-weeks': 26, 'twice-a-month': 24, monthly: 12 } as const
export type PaySchedule = keyof typeof PAY_SCHEDULES

export const ESTIMATE_COUNTS = {
  transactions: 20000,
  accounts: 100,
  people: 2000,
  invoices: 10000,
  bills: 10000,
} as const
