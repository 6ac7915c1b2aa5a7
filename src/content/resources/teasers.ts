// The band an industry page shows for its own free template: what the template is for that page's reader and a link
// to it. An industry page's module adds it in one line (`resource: resourceBanner('stone-fabricator-chart')`).
import { linkTo } from '@/content/registry'
import type { CtaBannerContent } from '@/content/types'

const TEASERS = {
  'stone-fabricator-chart': {
    title: 'A Chart of Accounts Made for Fabricators',
    body: 'Job costing, slab and remnant inventory, install labor and jobs in progress: a free template to import into QuickBooks Online or Xero.',
    label: 'Get the Free Chart of Accounts',
  },
  'stone-distributor-chart': {
    title: 'A Chart of Accounts Made for Distributors',
    body: 'Inventory by material and landed cost, with freight-in, duty and container costs held until they are allocated: a free template for QuickBooks Online or Xero.',
    label: 'Get the Free Chart of Accounts',
  },
  'architecture-firm-chart': {
    title: 'A Chart of Accounts Made for Design Firms',
    body: 'Fees by how they are billed, reimbursables, retainers and unbilled work: a free template to import into QuickBooks Online or Xero.',
    label: 'Get the Free Chart of Accounts',
  },
  'startup-chart': {
    title: 'A Chart of Accounts for Your Delaware C Corporation',
    body: 'Subscription and deferred revenue, cost of revenue, and R&D apart from sales and G&A: a free template for QuickBooks Online or Xero.',
    label: 'Get the Free Chart of Accounts',
  },
  'catch-up-documents-checklist': {
    title: 'Behind on Your Books? Start With the Documents',
    body: 'A free checklist of what to gather for every month behind, to tick off, print or download before a cleanup starts.',
    label: 'Open the Documents Checklist',
  },
  'cpa-onboarding-checklist': {
    title: 'Your Firm’s Offshore Onboarding, as a Checklist',
    body: 'The NDA, your clients’ notice and section 7216 consent, least-privilege access and review: a free checklist to tick, print or download.',
    label: 'Open the Onboarding Checklist',
  },
} as const

/** The band that leads from an industry page to its template. */
export const resourceBanner = (id: keyof typeof TEASERS): CtaBannerContent => {
  const { title, body, label } = TEASERS[id]
  return { title, body, cta: { label, link: linkTo(id) }, tone: 'primary' }
}
