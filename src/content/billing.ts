// Owner-supplied (content/settings/billing.yml): how each kind of work the site sells is billed, as /pricing's billing
// table (#billing) shows it: who does it, at which rate and what counts as its hours, and what is not billed. Only
// /pricing reads it. Each row is a sample until the owner confirms it; the launch check lists it.
import { billing } from 'virtual:settings'

export const BILLING = { ...billing }
