// LaunchPad for SMBs: the same first-year bundle, presented to small businesses in their first year (/industry/launchpad-smbs).
import { TRIAL_DAYS } from '@/content/constants'
import { CLAIMS, FOUNDED_YEAR } from '@/content/claims'
import { launchpadTerms } from '@/content/sections'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/launchpad-smbs.yml'
import {
  bookkeeperPrice,
  launchpadOffer,
  launchpadValue,
  noExtraCharges,
  noLongContracts,
  payAsYouGo,
  upperFirst,
} from '@/content/phrases'
import type { PageContent } from '@/content/types'

export const launchpadSmbsPage = {
  meta: {
    title: 'Bookkeeping for Small & Mid-Sized Businesses, Book a Call Now',
    description: `LaunchPad for SMBs: a dedicated ${BRAND.name} pod that sets up bookkeeping, payroll, AP/AR, sales tax and KPI reporting in a small business's first year, with a ${TRIAL_DAYS}-day free trial.`,
    keywords: [
      'small business bookkeeping',
      'SMB accounting services',
      'outsourced bookkeeping for small businesses',
      'payroll setup for small business',
      'accounts payable and receivable management',
      'sales tax setup',
      'cash flow dashboard',
      'mid-sized business accounting USA',
    ],
  },

  hero: {
    eyebrow: `${BRAND.name} LaunchPad for SMBs`,
    title: "A Finance Team for Your Small Business's First Year",
    lead: [
      'A new shop, practice, agency or trade business has customers, payroll, vendors and sales tax from its first months. LaunchPad for SMBs is the LaunchPad bundle for a small business in its first year: a dedicated finance pod sets the books up properly from the start and then runs them every month.',
      'Bookkeeping, payroll, payables, receivables, sales tax and reporting in one team, billed by the hour for the work your business actually creates.',
    ],
    cta: { label: 'Book a Free Consultation' },
    rating: true,
    highlights: [
      `${CLAIMS.smbs} SMBs served since ${FOUNDED_YEAR}`,
      `No setup fees and ${noLongContracts}`,
      'A dedicated account manager',
    ],
    illustration: 'hero-smb',
  },

  intro: {
    eyebrow: 'Why LaunchPad for SMBs',
    title: 'Built for a Small Business in Its First Year',
    paragraphs: [
      'Most small businesses do not choose their accounting setup; it grows around them. A chart of accounts copied from a template, payroll added when the first employee joins, sales tax registered in one state while orders start shipping to several. Each piece works on its own, but by the end of the first year month-end takes weeks and nobody trusts the margin figures.',
      `${launchpadOffer} LaunchPad for SMBs is the same bundle on the same terms, set up around what a small business runs on: payroll, sales tax, vendor bills and customer invoices. In the first months we set up your books, payroll and tax registrations; after that the same team keeps them current, closes every month and reports the numbers you actually run the business on.`,
      `You keep your bank, your software and your CPA. We work inside QuickBooks Online, Xero, Zoho Books or Sage, and we coordinate with your tax advisor so that your first year-end is a handoff rather than a rescue.`,
    ],
    illustration: 'trust-pod',
  },

  features: {
    eyebrow: 'What the pod sets up and runs',
    title: 'Six Parts of LaunchPad for SMBs',
    items: [
      {
        icon: 'book-open',
        title: 'Bookkeeping setup',
        description:
          'We set up the chart of accounts, classes and locations, connect bank and card feeds, and keep accrual-basis books that are reconciled and closed every month.',
      },
      {
        icon: 'banknotes',
        title: 'Payroll setup and compliance',
        description:
          'We set up employee and contractor classification, state registrations and benefit deductions from your first hire, then run payroll in Gusto or ADP and file the quarterly and annual payroll forms on time.',
      },
      {
        icon: 'arrows-right-left',
        title: 'AP/AR management',
        description:
          'Vendor bills are coded and scheduled in Bill.com for your approval, customer invoices go out on time, and overdue balances are followed up with a weekly aging report.',
      },
      {
        icon: 'chart-pie',
        title: 'Cash flow and KPI dashboard',
        description:
          'A monthly dashboard shows cash position, gross margin by product or service line, days sales outstanding and a rolling cash forecast, reviewed with your account manager.',
      },
      {
        icon: 'receipt-percent',
        title: 'Sales tax setup and CPA coordination',
        description:
          'We map where you have sales tax obligations, set up collection in your billing and e-commerce tools, prepare the returns, and deliver a clean year-end package to your CPA.',
      },
      {
        icon: 'rocket-launch',
        title: 'SMB growth toolkit',
        description:
          'Loan-ready financial statements for when you talk to a bank, and, with a reporting analyst, budgets against actuals and pricing and margin analysis for when you plan a hire or a second location.',
      },
    ],
    ctas: [{ label: 'Book a Free Consultation' }],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Transparent Pricing for Growing Businesses',
    intro: launchpadValue,
    ...bookkeeperPrice,
    points: [
      ...launchpadTerms,
      `${upperFirst(payAsYouGo)}: billed only for the hours worked`,
      `${upperFirst(noExtraCharges)}, and ${noLongContracts}`,
      'A dedicated account manager on every plan',
      `${TRIAL_DAYS}-day free trial, no credit card required`,
    ],
    cta: { label: 'Book a Free Consultation' },
  },

  faq,
} satisfies PageContent
