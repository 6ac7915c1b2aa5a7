// LaunchPad for SMBs: the finance pod set up for an established business's first year with us (/industry/launchpad-smbs).
import { CLAIMS, HOURS, LAUNCHPAD, PRICE, TRIAL_DAYS, range, usd } from '../constants'
import { BRAND } from '../site'
import { faq } from '../faqs/launchpad-smbs'
import { bookkeeperRate } from '../phrases'
import type { LaunchpadSmbsPageContent } from '../types'

export const launchpadSmbsPage = {
  meta: {
    title: 'Bookkeeping for Small & Mid-Sized Businesses, Book a Call Now',
    description: `LaunchPad for SMBs: a dedicated ${BRAND.name} pod for bookkeeping, payroll, AP/AR, sales tax and KPI reporting at ${bookkeeperRate}, with a ${TRIAL_DAYS}-day free trial.`,
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
    title: 'A Finance Team for Small and Mid-Sized Businesses',
    lead: [
      'Your business has customers, payroll and vendors, but the books still depend on one overloaded person or a year-end scramble with your CPA. LaunchPad for SMBs moves that work to a dedicated finance pod that rebuilds the setup properly and then runs it every month.',
      `Bookkeeping, payroll, payables, receivables, sales tax and reporting in one team, billed at ${bookkeeperRate} for the hours you use, starting with a ${TRIAL_DAYS}-day free trial.`,
    ],
    cta: { label: 'Book a Free Consultation' },
    rating: true,
    highlights: [`${CLAIMS.smbs} SMBs served`, 'No setup fees and no long contracts', 'A dedicated account manager'],
    illustration: 'hero-smb',
  },

  intro: {
    eyebrow: 'Why LaunchPad for SMBs',
    title: 'Built for Businesses That Have Outgrown Their First Setup',
    paragraphs: [
      'Most small and mid-sized businesses did not choose their accounting setup; it grew around them. A chart of accounts copied from a template, payroll added when the first employee joined, sales tax registered in one state while orders now ship to several. Each piece works on its own, but month-end takes weeks and nobody trusts the margin figures.',
      `LaunchPad for SMBs is the pod we built for first-year founders, set up for an established company's first year with ${BRAND.name}. In the first months we review and restructure your books, payroll and tax registrations. After that the same team keeps them current, closes every month and reports the numbers you actually run the business on.`,
      `You keep your bank, your software and your CPA. We work inside QuickBooks Online, Xero, Zoho Books or Sage, and we coordinate with your tax advisor so that year-end is a handoff rather than a rescue.`,
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
          'We clean up and restructure the chart of accounts, classes and locations, connect bank and card feeds, and move you to accrual-basis books that are reconciled and closed every month.',
      },
      {
        icon: 'banknotes',
        title: 'Payroll setup and compliance',
        description:
          'We review employee and contractor classification, state registrations and benefit deductions, then run payroll in Gusto or ADP and file the quarterly and annual payroll forms on time.',
      },
      {
        icon: 'arrows-right-left',
        title: 'AP/AR management',
        description:
          'Vendor bills are coded and scheduled in Bill.com for your approval, customer invoices go out on time, and overdue balances are followed up with a weekly ageing report.',
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
          'Budgets against actuals, pricing and margin analysis, and loan-ready financial statements for when you talk to a bank, plan a hire or open a second location.',
      },
    ],
    ctas: [{ label: 'Book a Free Consultation' }],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Transparent Pricing for Growing Businesses',
    intro: `${CLAIMS.smbs} SMBs run their books with a ${BRAND.name} pod. LaunchPad for SMBs uses the same pod and the same rate as our founder bundle, sized to the volume of an established business.`,
    price: usd(PRICE.bookkeeperHourly),
    unit: '/hour',
    points: [
      'Pay-as-you-go: billed only for the hours worked',
      `Typical volume of ${range(HOURS.bookkeeping)} hours a month, scaling to ${HOURS.scale[1]}+`,
      `Set up and run across your first ${LAUNCHPAD.months} months with us`,
      'No setup fees, no hidden charges and no long contracts',
      'A dedicated account manager on every plan',
      `${TRIAL_DAYS}-day free trial, no credit card required`,
    ],
    note: `The founder LaunchPad offer of up to ${LAUNCHPAD.maxHoursPerMonth} hours a month is for ${LAUNCHPAD.audience}, with limited slots. Reporting analyst work is billed at ${usd(PRICE.analystHourly)}/hour.`,
    cta: { label: 'Book a Free Consultation' },
  },

  faq,
} satisfies LaunchpadSmbsPageContent
