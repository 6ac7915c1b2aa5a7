// Every FAQ of the site, grouped by service and audience, each with the page it belongs to (the /faq hub).
import type { FaqItem, InternalLink } from './types'
import { architectsDesignersPage } from './pages/architects-designers'
import { bookkeepingPage } from './pages/bookkeeping-service'
import { catchUpPage } from './pages/catch-up-bookkeeping'
import { cpaPage } from './pages/for-cpa-firms'
import { launchpadSmbsPage } from './pages/launchpad-smbs'
import { launchpadStartupsPage } from './pages/launchpad-startups'
import { payrollPage } from './pages/payroll-service'
import { pricingPage } from './pages/pricing'
import { receivablePayablePage } from './pages/receivable-payable'
import { stoneDistributorsPage } from './pages/stone-distributors'
import { stoneFabricatorsPage } from './pages/stone-fabricators'

export type FaqGroup = { id: string; title: string; page: string; link: InternalLink; items: FaqItem[] }

const group = (
  id: string,
  title: string,
  page: string,
  source: { meta: { path: InternalLink['to'] }; faq: { items: FaqItem[] } },
): FaqGroup => ({
  id,
  title,
  page,
  link: { to: source.meta.path, hash: 'faq' },
  items: source.faq.items,
})

export const faqGroups: FaqGroup[] = [
  group('bookkeeping', 'Monthly bookkeeping', 'Monthly Bookkeeping', bookkeepingPage),
  group('catch-up', 'Catch-up bookkeeping', 'Catch-Up Bookkeeping', catchUpPage),
  group('payroll', 'Payroll', 'Payroll Services', payrollPage),
  group('receivable-payable', 'Accounts receivable & payable', 'Receivable & Payable', receivablePayablePage),
  group('startups', 'Startups (LaunchPad)', 'LaunchPad for Startups', launchpadStartupsPage),
  group('smbs', 'Small & mid-sized businesses (LaunchPad)', 'LaunchPad for SMBs', launchpadSmbsPage),
  group('cpa-firms', 'CPA firms', 'For CPA Firms', cpaPage),
  group(
    'stone-distributors',
    'Stone distributors & suppliers',
    'Stone Distributors & Suppliers',
    stoneDistributorsPage,
  ),
  group('stone-fabricators', 'Stone fabricators', 'Stone Fabricators', stoneFabricatorsPage),
  group('architects-designers', 'Architects & designers', 'Architects & Designers', architectsDesignersPage),
  group('pricing', 'Pricing', 'Pricing', pricingPage),
]
