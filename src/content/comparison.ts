// Owner-kept (content/settings/comparison.yml): the defaults of the in-house comparison on /pricing (#compare), each
// with its source, series and release: the national median yearly wage of each role a visitor would otherwise hire
// (BLS OEWS) and benefits as a share of total compensation (BLS ECEC). The launch check lists a sample, and a release
// more than 18 months old. The sum itself is lib/in-house.ts.
import { comparison } from 'virtual:settings'

export const COMPARISON = {
  bookkeeper: comparison.bookkeeper,
  accountant: comparison.accountant,
  benefits: comparison.benefits,
}

export { ROLES, type Role } from '@/names'
