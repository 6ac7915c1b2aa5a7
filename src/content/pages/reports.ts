// The report each service and industry page shows as its sample deliverable (its hero's sheet), by page: the sheet's
// title, and what /services and /industry say a client of that page receives. Kept out of the registry, so the pages
// that show none (the home page among them) do not load these words.
import type { PageId } from '@/content/registry'

export const REPORTS = {
  'bookkeeping-service': 'Bank reconciliation summary',
  'receivable-payable': 'Accounts receivable aging',
  'payroll-service': 'Payroll register',
  'catch-up-bookkeeping': 'Catch-up progress sheet',
  'stone-distributors': 'Landed cost by container',
  'stone-fabricators': 'Job profitability',
  'architects-designers': 'Project WIP and retainers',
  'launchpad-startups': 'Founder’s monthly KPI report',
  'launchpad-smbs': 'Cash flow summary',
  'for-cpa-firms': 'Write-up batch for your review',
} as const satisfies Partial<Record<PageId, string>>
