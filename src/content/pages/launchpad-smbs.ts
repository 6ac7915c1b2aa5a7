// LaunchPad for SMBs: the same first-year bundle, presented to small businesses in their first year (/industry/launchpad-smbs).
import { LAUNCHPAD, TRIAL_DAYS } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { launchpadStartupsPage } from '@/content/pages/launchpad-startups'
import { launchpadTerms } from '@/content/sections'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/launchpad-smbs.yml'
import {
  analystRate,
  bookkeeperPrice,
  bookkeeperRate,
  noExtraCharges,
  noLongContracts,
  payAsYouGo,
  upperFirst,
} from '@/content/phrases'
import type { SectionsPageContent } from '@/content/types'

export const launchpadSmbsPage = {
  meta: {
    title: 'Bookkeeping for Small & Mid-Sized Businesses, Book a Call Now',
    description: `LaunchPad for SMBs: a dedicated ${BRAND.name} pod that sets up bookkeeping, payroll, AR/AP, sales tax and KPI reporting in a small business's first year, with a ${TRIAL_DAYS}-day free trial.`,
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
      'Bookkeeping, payroll, payables, receivables, sales tax and reporting in one team, billed by the hour for the work your business creates.',
    ],
    cta: { label: 'Book a Free Consultation' },
    rating: true,
    highlights: [
      `${CLAIMS.smbs} SMBs served across all our services`,
      `Up to ${LAUNCHPAD.maxHoursPerMonth} hours a month for ${LAUNCHPAD.months} months`,
      'A dedicated account manager',
    ],
    illustration: 'hero-smb',
  },

  intro: {
    eyebrow: 'Why LaunchPad for SMBs',
    title: 'Built for a Small Business in Its First Year',
    paragraphs: [
      'If your accounting setup grew on its own, you know the pattern: a chart of accounts copied from a template, payroll added when the first employee joined, sales tax registered in one state while orders ship to several. Each piece works on its own, but by the end of the first year month-end drags and nobody trusts the margin figures.',
      'It is the same bundle as LaunchPad for startups, on the same terms, set up around what a small business runs on: payroll, sales tax, vendor bills and customer invoices. In the first months we set up your books, your payroll registrations and the sales tax registrations your CPA confirms; after that the same team keeps them current, closes every month and reports the numbers you run the business on.',
      'You keep your bank, your software and, if you have one, your CPA, in your own name and under your own subscriptions.',
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
        description: `From your first hire we set up state payroll registrations and benefit deductions, run payroll in the platform you choose and file the quarterly and annual payroll forms. ${PRACTICES.payrollTaxes.text}`,
      },
      {
        icon: 'arrows-right-left',
        title: 'AP/AR management',
        description:
          'Vendor bills are coded and scheduled in your bill-pay tool for your approval, customer invoices go out on the schedule you set, and overdue balances are followed up with a weekly aging report.',
      },
      {
        icon: 'chart-pie',
        title: 'Cash flow and KPI dashboard',
        description: `A reporting analyst, at ${analystRate}, builds a monthly dashboard with your cash position, gross margin by product or service line, days sales outstanding and a rolling cash forecast; your account manager goes through it with you.`,
      },
      {
        icon: 'receipt-percent',
        title: 'Sales tax setup and CPA coordination',
        description:
          'We track your sales by state for your CPA, who decides where you must register and collect. Once they confirm, we register you, set up collection in your billing and e-commerce tools, prepare the returns and deliver a year-end package to your CPA.',
      },
      {
        icon: 'rocket-launch',
        title: 'SMB growth toolkit',
        description:
          'Financial statements to take to your bank, and, with a reporting analyst, budgets against actuals and pricing and margin analysis for when you plan a hire or a second location.',
      },
    ],
    ctas: [{ label: 'Book a Free Consultation' }],
  },

  // The finance pod block of the startup page (the spec: the SMB page reuses its blocks).
  pod: launchpadStartupsPage.pod,
  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Transparent Pricing for Growing Businesses',
    intro: `A bookkeeper is ${bookkeeperRate} and a reporting analyst ${analystRate}, the rates every client pays. What LaunchPad adds is the first-year setup: your books, payroll, AR/AP and the sales tax collection your CPA confirms.`,
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
} satisfies SectionsPageContent
