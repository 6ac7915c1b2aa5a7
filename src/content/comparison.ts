// Owner-kept (content/settings/comparison.yml): the defaults of the in-house comparison on /pricing (#compare), each
// with its source, series and release: the national median yearly wage of each role a visitor would otherwise hire
// (BLS OEWS) and benefits as a share of total compensation (BLS ECEC). The launch check lists a sample, and a release
// more than 18 months old. The sum itself is lib/in-house.ts.
import bookkeeper from 'virtual:settings/comparison/bookkeeper?pick=wage,series,source,release,url'
import accountant from 'virtual:settings/comparison/accountant?pick=wage,series,source,release,url'
import benefits from 'virtual:settings/comparison/benefits?pick=share,series,source,release,url'
import type { Settings } from './settings-schema'

// Each default as /pricing shows it, cut to what it shows (the day of each release and the sample marks are the
// launch check's, which reads the file itself).
type Comparison = Settings<'comparison'>
type Shown = 'series' | 'source' | 'release' | 'url'
export const COMPARISON = {
  bookkeeper: bookkeeper as Pick<Comparison['bookkeeper'], 'wage' | Shown>,
  accountant: accountant as Pick<Comparison['accountant'], 'wage' | Shown>,
  benefits: benefits as Pick<Comparison['benefits'], 'share' | Shown>,
}

export { ROLES, type Role } from '@/names'
