import { describe, expect, it } from 'vitest'
import { NAV } from '../../src/content/site'
import { slugify } from '../../src/lib/slug'

describe('slugify', () => {
  it("follows SPEC.md's example: each space becomes a hyphen, punctuation goes", () => {
    expect(slugify('Receivable & Payable')).toBe('receivable--payable')
  })

  it('lower-cases and keeps hyphens already in the label', () => {
    expect(slugify('Catch-Up Bookkeeping')).toBe('catch-up-bookkeeping')
  })

  it('maps every dropdown entry of the navigation to the path SPEC.md lists', () => {
    const expected: Record<string, Record<string, string>> = {
      '/services': {
        'Bookkeeping service': 'bookkeeping-service',
        'Receivable & Payable': 'receivable--payable',
        'Payroll Service': 'payroll-service',
        'Catch-Up Bookkeeping': 'catch-up-bookkeeping',
      },
      '/industry': {
        'Stone Distributors & Suppliers': 'stone-distributors--suppliers',
        'Stone Fabricators': 'stone-fabricators',
        'Architects & Designers': 'architects--designers',
        'Launchpad Startups': 'launchpad-startups',
        'Launchpad SMBs': 'launchpad-smbs',
      },
    }
    const actual = Object.fromEntries(
      NAV.filter((item) => item.dropdown?.length).map((item) => [
        item.path,
        Object.fromEntries((item.dropdown ?? []).map((label) => [label, slugify(label)])),
      ]),
    )
    expect(actual).toEqual(expected)
  })
})
