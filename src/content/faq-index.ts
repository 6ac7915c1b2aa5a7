// Every FAQ of the site, grouped by service and audience, each with the page it belongs to (the /faq hub).
import type { FaqItem, InternalLink } from './types'
import { architectsDesignersFaq } from './faqs/architects-designers'
import { bookkeepingFaq } from './faqs/bookkeeping-service'
import { catchUpFaq } from './faqs/catch-up-bookkeeping'
import { cpaFaq } from './faqs/for-cpa-firms'
import { launchpadSmbsFaq } from './faqs/launchpad-smbs'
import { launchpadStartupsFaq } from './faqs/launchpad-startups'
import { payrollFaq } from './faqs/payroll-service'
import { pricingFaq } from './faqs/pricing'
import { receivablePayableFaq } from './faqs/receivable-payable'
import { stoneDistributorsFaq } from './faqs/stone-distributors'
import { stoneFabricatorsFaq } from './faqs/stone-fabricators'

export type FaqGroup = { id: string; title: string; page: string; link: InternalLink; items: FaqItem[] }

const group = (
  id: string,
  title: string,
  page: string,
  path: InternalLink['to'],
  faq: { items: FaqItem[] },
): FaqGroup => ({ id, title, page, link: { to: path, hash: 'faq' }, items: faq.items })

export const faqGroups: FaqGroup[] = [
  group('bookkeeping', 'Monthly bookkeeping', 'Monthly Bookkeeping', '/services/bookkeeping-service', bookkeepingFaq),
  group('catch-up', 'Catch-up bookkeeping', 'Catch-Up Bookkeeping', '/services/catch-up-bookkeeping', catchUpFaq),
  group('payroll', 'Payroll', 'Payroll Services', '/services/payroll-service', payrollFaq),
  group(
    'receivable-payable',
    'Accounts receivable & payable',
    'Receivable & Payable',
    '/services/receivable--payable',
    receivablePayableFaq,
  ),
  group(
    'startups',
    'Startups (LaunchPad)',
    'LaunchPad for Startups',
    '/industry/launchpad-startups',
    launchpadStartupsFaq,
  ),
  group(
    'smbs',
    'Small & mid-sized businesses (LaunchPad)',
    'LaunchPad for SMBs',
    '/industry/launchpad-smbs',
    launchpadSmbsFaq,
  ),
  group('cpa-firms', 'CPA firms', 'For CPA Firms', '/for-cpa-firms', cpaFaq),
  group(
    'stone-distributors',
    'Stone distributors & suppliers',
    'Stone Distributors & Suppliers',
    '/industry/stone-distributors--suppliers',
    stoneDistributorsFaq,
  ),
  group(
    'stone-fabricators',
    'Stone fabricators',
    'Stone Fabricators',
    '/industry/stone-fabricators',
    stoneFabricatorsFaq,
  ),
  group(
    'architects-designers',
    'Architects & designers',
    'Architects & Designers',
    '/industry/architects--designers',
    architectsDesignersFaq,
  ),
  group('pricing', 'Pricing', 'Pricing', '/pricing', pricingFaq),
]
