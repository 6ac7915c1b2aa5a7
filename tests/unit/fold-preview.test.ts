// A folded section's preview line (the /faq hub's groups, a chart's groups of accounts): its first names and how many
// more, never "1 more" where the one name fits in its place.
import { describe, expect, it } from 'vitest'
import { foldPreview } from '../../src/routes/-components/open-addressed-fold'

describe('foldPreview', () => {
  const names = ['Cash', 'Savings', 'Payroll', 'Clearing', 'Receivables']

  it('names the first ones and counts the rest', () => {
    expect(foldPreview(names, 2)).toBe('Cash · Savings · 3 more')
  })

  it('names the last one rather than "1 more"', () => {
    expect(foldPreview(names.slice(0, 4), 3)).toBe('Cash · Savings · Payroll · Clearing')
  })

  it('names them all when they fit', () => {
    expect(foldPreview(names.slice(0, 2), 3)).toBe('Cash · Savings')
  })
})
