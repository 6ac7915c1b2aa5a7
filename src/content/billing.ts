// Owner-supplied (content/settings/billing.yml): how each kind of work the site sells is billed, as /pricing's billing
// table (#billing) shows it: who does it, at which rate and what counts as its hours, and what is not billed. Only
// /pricing reads it. Each row is a sample until the owner confirms it; the launch check lists it.
import notBilled from 'virtual:settings/billing/notBilled'
import rows from 'virtual:settings/billing/rows?pick=work,who,rate,hours'
import type { Settings } from './settings-schema'

// Cut to what the page shows (each row's sample mark is the launch check's, which reads the file itself).
type Billing = Settings<'billing'>
export const BILLING = {
  notBilled: notBilled as Billing['notBilled'],
  rows: rows as Pick<Billing['rows'][number], 'work' | 'who' | 'rate' | 'hours'>[],
}
