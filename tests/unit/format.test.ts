// The hand-written date and dollar formats match what Intl writes for en-US.
import { describe, expect, it } from 'vitest'
import { dollars, formatDate } from '../../src/lib/format'

describe('formatDate', () => {
  const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
  it('writes every day of two years as Intl does', () => {
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10)
      expect(formatDate(iso), iso).toBe(intl.format(new Date(day)))
    }
  })
})

describe('dollars', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  it.each([0, 5, 15, 25, 999, 1000, 1500, 2400, 12_345, 999_999, 1_000_000, 1_234_567.4, 1_234_567.6, -1500])(
    '%s as Intl writes it',
    (n) => expect(dollars(n)).toBe(intl.format(n)),
  )
})
