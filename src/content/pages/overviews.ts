// The menu parents (/services, /industry), the blog index and the FAQ hub: their head and opening copy.
import { CLAIMS, HOURS, PRICE, TRIAL_DAYS, range, usd } from '../constants'
import { BRAND } from '../site'
import { CATCH_UP_WEEKS, ONBOARDING } from '../constants'
import type { OverviewPageContent, ServicesOverviewPageContent } from '../types'
import { linkTo } from '../registry'

export const servicesOverview = {
  meta: {
    title: `Outsourced Bookkeeping, Payroll & AP/AR Services | ${BRAND.name}`,
    description: `Monthly and catch-up bookkeeping, payroll, and receivables and payables management for US businesses, from ${usd(PRICE.bookkeeperHourly)}/hour with a ${TRIAL_DAYS}-day free trial.`,
    keywords: [
      'outsourced bookkeeping services',
      'payroll services USA',
      'accounts receivable services',
      'accounts payable outsourcing',
      'catch-up bookkeeping',
      'offshore accounting services',
    ],
  },
  hero: {
    eyebrow: 'Our services',
    title: 'Finance Services Built Around One Dedicated Pod',
    lead: [
      `Pick the work you want off your desk. The same vetted team handles your books, payroll and the money coming in and going out, with every report reviewed in ${CLAIMS.reviewLayers} layers before it reaches you.`,
      `Pay only for the hours you use, from ${usd(PRICE.bookkeeperHourly)}/hour, with no setup fees and a ${TRIAL_DAYS}-day free trial.`,
    ],
    cta: { label: 'Book a Free Consultation' },
    illustration: 'hero-overview',
  },
  services: {
    eyebrow: 'Four services, one pod',
    title: 'What Each Service Covers',
    intro: 'Start with the one that hurts most today; your pod adds the others when you are ready.',
    items: [
      {
        icon: 'book-open',
        title: 'Monthly Bookkeeping',
        what: 'Weekly categorization, bank and card reconciliations and a monthly close with P&L, balance sheet and cash flow.',
        who: `Businesses that want reliable books every month, typically ${range(HOURS.bookkeeping)} hours a month.`,
        from: `From ${usd(PRICE.bookkeeperHourly)}/hour · onboarding in ${ONBOARDING.bookkeeping}`,
        link: linkTo('bookkeeping-service'),
      },
      {
        icon: 'arrow-path',
        title: 'Catch-Up Bookkeeping',
        what: 'Months or years of missing entries cleaned up, categorized and reconciled, then handed back tax-ready.',
        who: 'Owners facing a tax deadline, a lender or an investor with books that are behind.',
        from: `From ${usd(PRICE.bookkeeperHourly)}/hour · finished in ${range(CATCH_UP_WEEKS)} weeks`,
        link: linkTo('catch-up-bookkeeping'),
      },
      {
        icon: 'arrows-right-left',
        title: 'Receivable & Payable',
        what: 'Invoices out on time, overdue accounts followed up, vendor bills entered and scheduled, weekly ageing reports.',
        who: 'Teams whose cash is stuck in late invoices or whose bills are paid in a rush.',
        from: `From ${usd(PRICE.bookkeeperHourly)}/hour · onboarding in ${ONBOARDING.arAp}`,
        link: linkTo('receivable-payable'),
      },
      {
        icon: 'banknotes',
        title: 'Payroll',
        what: 'Pay runs, payroll tax filings, W-2s and 1099s and reconciliation, handled by one dedicated payroll expert.',
        who: 'Employers from a first hire to crews in several states.',
        from: `From ${usd(PRICE.bookkeeperHourly)}/hour · onboarding in ${ONBOARDING.payroll}`,
        link: linkTo('payroll-service'),
      },
    ],
  },
} satisfies ServicesOverviewPageContent

export const industryOverview = {
  meta: {
    title: `Industries We Serve: Bookkeeping by Trade | ${BRAND.name}`,
    description: `Bookkeeping and reporting shaped for stone distributors, fabricators, architects and designers, startups, small businesses and CPA firms across the US.`,
    keywords: [
      'bookkeeping for stone distributors',
      'bookkeeping for fabricators',
      'bookkeeping for architects',
      'startup bookkeeping',
      'small business bookkeeping',
      'CPA outsourcing',
    ],
  },
  hero: {
    eyebrow: 'Industries',
    title: 'Bookkeeping That Speaks Your Trade',
    lead: [
      `A stone yard counts slabs and containers; a design studio counts retainers and billable hours. Your pod learns the reports your trade runs on, from inventory ageing to project profitability, and closes your books on a fixed day each month.`,
      `Most trade clients need ${range(HOURS.architects)} to ${HOURS.distributors[1]} hours a month. Choose your industry below to see the reports and pricing that fit.`,
    ],
    cta: { label: 'Book a Free Consultation' },
    illustration: 'hero-overview',
  },
} satisfies OverviewPageContent

export const blogOverview = {
  meta: {
    title: `Bookkeeping & Finance Blog for US Businesses | ${BRAND.name}`,
    description:
      'Practical guides on month-end close, catching up on late books and keeping financial data secure when you outsource, written by our finance team.',
    keywords: [
      'bookkeeping blog',
      'month-end close checklist',
      'catch-up bookkeeping guide',
      'outsourced bookkeeping security',
      'small business finance tips',
    ],
  },
  hero: {
    eyebrow: 'Blog',
    title: 'Our Latest Blog',
    lead: [
      'Practical guides from the people who close books for US businesses every month: what to do, in what order, and what to ask before you hand your numbers to anyone.',
    ],
    cta: { label: 'Book a Free Consultation' },
    illustration: 'blog-month-end',
  },
} satisfies OverviewPageContent

export const faqOverview = {
  meta: {
    title: `Bookkeeping, Payroll & Pricing FAQ | ${BRAND.name}`,
    description: `Answers about our bookkeeping, payroll, AP/AR and catch-up services, LaunchPad, CPA partnerships, data security, pricing and the ${TRIAL_DAYS}-day free trial.`,
    keywords: [
      'bookkeeping FAQ',
      'outsourced bookkeeping questions',
      'payroll services FAQ',
      'offshore accounting security',
      'bookkeeping pricing',
    ],
  },
  hero: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    lead: [
      'Every question our clients ask before they start, grouped by service and by audience. Each answer links back to the page it belongs to.',
    ],
    cta: { label: 'Book a Free Consultation' },
    illustration: 'hero-contact',
  },
} satisfies OverviewPageContent
