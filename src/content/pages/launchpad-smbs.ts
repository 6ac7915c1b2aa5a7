// LaunchPad for SMBs: the same first-year bundle, presented to small businesses in their first year (/industry/launchpad-smbs).
import { REPORTS } from '@/content/pages/reports'
import { LAUNCHPAD, TRIAL_DAYS } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { launchpadTerms } from '@/content/sections'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/launchpad-smbs.yml'
import { analystRate, bookkeeperPrice, publishedRates, terms, upperFirst } from '@/content/phrases'
import { billingLink, noSetupFee, practiceLink } from '@/content/fact-phrases'
import { resourceBanner } from '@/content/resources/teasers'
import type { SectionsPageContent } from '@/content/types'

export const launchpadSmbsPage = {
  meta: {
    title: `LaunchPad for Small Businesses in Their First Year | ${BRAND.name}`,
    description: `LaunchPad for SMBs: a ${BRAND.name} pod sets up and runs your first year’s books, payroll, AR/AP and sales tax; a KPI dashboard on request. ${TRIAL_DAYS}-day free trial.`,
    keywords: [
      'small business bookkeeping',
      'SMB accounting services',
      'outsourced bookkeeping for small businesses',
      'payroll setup for small business',
      'accounts payable and receivable management',
      'sales tax setup',
      'cash flow dashboard',
      'new small business accounting USA',
    ],
  },

  hero: {
    eyebrow: 'LaunchPad for SMBs',
    title: 'A Finance Team for Your Small Business’s First Year',
    lead: [
      'LaunchPad for SMBs gives a new shop, practice, agency or trade business a dedicated finance pod that sets up its books and then runs them every month.',
    ],
    cta: { label: 'Book a Free Consultation' },
    rating: true,
    highlights: [
      `Billed for the hours used, up to ${LAUNCHPAD.maxHoursPerMonth} a month`,
      'A dedicated account manager',
      `${TRIAL_DAYS}-day free trial, no credit card`,
    ],
    sample: {
      title: REPORTS['launchpad-smbs'],
      subtitle: 'Sample shop · month 4 of its first year',
      columns: ['Line', 'This month'],
      rows: [
        { label: 'Opening cash', values: ['64,210'] },
        { label: 'Received from customers', values: ['118,450'] },
        { label: 'Payroll', values: ['(41,380)'] },
        { label: 'Vendors and rent', values: ['(52,905)'] },
        { label: 'Sales tax remitted', values: ['(6,120)'] },
        { label: 'Closing cash', values: ['82,255'], total: true },
      ],
      note: 'Sales tax is tracked for the states your CPA confirmed; the next return is filed once you approve the amount.',
    },
    illustration: 'hero-smb',
  },

  intro: {
    eyebrow: 'Why LaunchPad for SMBs',
    title: 'Built for a Small Business in Its First Year',
    paragraphs: [
      'If your accounting grew on its own, you know the pattern: a template chart of accounts, payroll added at the first hire, sales tax registered in one state while orders ship to several.',
      `LaunchPad for SMBs is LaunchPad set up around what a small business runs on. Your free trial starts the setup of your books, payroll and the sales tax registrations your CPA confirms, and setup that runs past it is billed as pod hours; then the same team closes every month. You keep your bank, your CPA and ${practiceLink('books', 'your software, in your own name')}.`,
      // The count here, not in the hero: one unconfirmed figure there (the rating) is enough.
      `We have served ${CLAIMS.smbs} SMBs across all our services.`,
    ],
    sample: CLAIMS.sample,
    illustration: 'trust-pod',
  },

  features: {
    eyebrow: 'LaunchPad for SMBs',
    title: 'What the Pod Sets Up and Runs',
    items: [
      {
        icon: 'book-open',
        title: 'Bookkeeping setup',
        description: 'Chart of accounts, classes, locations and bank feeds, then books closed every month.',
      },
      {
        icon: 'banknotes',
        title: 'Payroll setup and compliance',
        description: `Registrations and deductions from your first hire, then each pay run; ${practiceLink('payrollTaxes', 'payroll taxes stay your duty as the employer')}.`,
      },
      {
        icon: 'arrows-right-left',
        title: 'AP/AR management',
        description: `Bills ${practiceLink('payments', 'scheduled in your bill-pay tool for your approval')}, invoices sent and overdue balances followed up.`,
      },
      {
        icon: 'chart-pie',
        title: 'Cash flow and KPI dashboard',
        description: `Cash, margin by product or service line, days sales outstanding and a rolling forecast, from a reporting analyst at ${analystRate}.`,
      },
      {
        icon: 'receipt-percent',
        title: 'Sales tax setup and CPA coordination',
        description: `Sales tracked by state; once ${practiceLink('salesTax', 'your CPA decides where you must collect')}, we register you and file the returns.`,
      },
      {
        icon: 'rocket-launch',
        title: 'SMB growth toolkit',
        description:
          'Statements for your bank, and budgets and margin analysis (reporting-analyst work) before a hire or a second location.',
      },
    ],
    ctas: [{ label: 'Book a Free Consultation' }],
  },

  pod: {
    eyebrow: 'Your pod',
    title: 'The People Behind Your Books',
    intro: `Each role is sized to your hours and filled by ${practiceLink('staffing')}. A US expert joins when you need one.`,
    items: [
      {
        icon: 'book-open',
        title: 'Bookkeepers',
        description: 'Post transactions, reconcile accounts and close each month.',
      },
      {
        icon: 'arrows-right-left',
        title: 'AR/AP specialists',
        description: 'Enter bills for your approval and follow up overdue invoices.',
      },
      {
        icon: 'banknotes',
        title: 'Payroll processors',
        description: 'Prepare each pay run in your payroll platform.',
      },
      {
        icon: 'presentation-chart-line',
        title: 'Reporting analysts',
        description: 'Build dashboards, budgets and forecasts when you ask for them.',
      },
      {
        icon: 'user-plus',
        title: 'One account manager',
        description: `Walks you through the monthly reports and replies ${PRACTICES.reply.text}.`,
      },
      {
        icon: 'globe-americas',
        title: 'US-based finance experts',
        description: `${practiceLink('experts', upperFirst(PRACTICES.experts.text))}, when a tax question needs one.`,
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Transparent Pricing for Growing Businesses',
    intro: `${upperFirst(publishedRates)}, the rates every client pays. LaunchPad sets up your books, payroll, AR/AP and sales tax in your first year and brings in ${PRACTICES.experts.text} when a tax question needs one. If your company must file its own business return (Form 1120, 1120-S or 1065) for the tax year that ends within LaunchPad, we prepare that too. All of it is billed by the hour: see ${billingLink('how each is billed')}.`,
    ...bookkeeperPrice,
    points: [...launchpadTerms, upperFirst(terms), noSetupFee, `${TRIAL_DAYS}-day free trial, no credit card required`],
    cta: { label: 'Book a Free Consultation' },
  },

  resource: resourceBanner('catch-up-documents-checklist'),
  faq,
} satisfies SectionsPageContent
