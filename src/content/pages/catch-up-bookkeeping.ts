// Copy of the catch-up bookkeeping page (/services/catch-up-bookkeeping). Where it touches a practice of the owner's
// inventory (the review, the portal, who works on the file, what is sent before an engagement) it says so in a few
// words and links to /security; "starts at" links to the billing table on /pricing.
import { REPORTS } from '@/content/pages/reports'
import { CLAIMS } from '@/content/claims'
import { TRIAL_DAYS } from '@/content/constants'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/catch-up-bookkeeping.yml'
import { bookkeeperRate, catchUpStartingRate, catchUpTurnaround, catchUpTypical } from '@/content/phrases'
import { billingLink, practiceLink } from '@/content/fact-phrases'
import type { SectionsPageContent } from '@/content/types'
import { linkTo } from '@/content/registry'

export const catchUpPage = {
  meta: {
    title: 'Catch Up Bookkeeping Services in USA, Book a Call Now',
    description: `Behind on your books? We rebuild and reconcile missed months or years, ${catchUpTypical}, so your CPA can prepare your returns from them. ${catchUpStartingRate}.`,
    keywords: [
      'catch-up bookkeeping',
      'behind on bookkeeping',
      'bookkeeping cleanup services',
      'past due bookkeeping',
      'reconcile prior years',
      'QuickBooks cleanup',
      'books ready for tax filing',
      'outsourced bookkeeping USA',
    ],
  },

  hero: {
    eyebrow: 'Catch-up bookkeeping',
    title: 'Catch-Up Bookkeeping for Businesses Behind on Their Books',
    lead: [
      'Months or years behind, we rebuild each missing period from your statements, reconcile every account and hand your CPA a year-end package to prepare your return from.',
    ],
    cta: { label: 'Book a Free Catch-Up Consultation' },
    rating: true,
    highlights: [`A year behind: typically ${catchUpTurnaround}`, `Starts at ${bookkeeperRate}`, 'Ready for your CPA'],
    sample: {
      title: REPORTS['catch-up-bookkeeping'],
      subtitle: 'Sample client · five months behind',
      columns: ['Month', 'Transactions', 'Status'],
      rows: [
        { label: 'January', values: ['412', 'Closed'] },
        { label: 'February', values: ['388', 'Closed'] },
        { label: 'March', values: ['455', 'Closed'] },
        { label: 'April', values: ['397', 'Ready for review'] },
        { label: 'May', values: ['430', 'Categorizing'] },
        { label: 'To date', values: ['2,082', '3 of 5 closed'], total: true },
      ],
      statuses: { Closed: 'done', 'Ready for review': 'review', Categorizing: 'open' },
      note: 'April is categorized and reconciled and goes to your senior accountant for review next. May’s receipts are the last documents we need from you.',
    },
    illustration: 'hero-catch-up',
  },

  benefits: {
    eyebrow: 'Benefits',
    title: 'Why Catching Up Now Pays Off',
    items: [
      {
        icon: 'document-check',
        title: 'Closed books for your CPA',
        description: 'Your CPA can file on actual numbers rather than estimates.',
      },
      {
        icon: 'receipt-percent',
        title: 'Claim what your records support',
        description: 'Rebuilt months give your CPA the expenses your records back up.',
      },
      {
        icon: 'building-library',
        title: 'Statements lenders ask for',
        description: 'Banks, SBA lenders and investors ask for current financial statements.',
      },
      {
        icon: 'magnifying-glass',
        title: 'Know where the money went',
        description: 'A reconciled history can turn up forgotten subscriptions or unbilled work.',
      },
      {
        icon: 'inbox-stack',
        title: 'Answer notices from your records',
        description: 'If a tax notice arrives, you answer it from records, not memory.',
      },
      {
        icon: 'check-badge',
        title: 'A starting point you can trust',
        description: 'Monthly bookkeeping starts from verified opening balances.',
      },
    ],
  },

  partner: {
    eyebrow: 'Your preferred partner',
    title: `Why Business Owners Choose ${BRAND.name} to Catch Up`,
    items: [
      {
        icon: 'calendar-days',
        title: 'A timeline before we start',
        description: `Discovery sets the timeline, and ${practiceLink('staffing', 'the same accountants')} work through it period by period.`,
      },
      {
        icon: 'document-magnifying-glass',
        title: 'Built for messy records',
        description:
          'Missing statements, mixed personal spending, duplicate bank feeds: we fix each and list every fix.',
      },
      {
        icon: 'check-badge',
        title: 'Checked before handoff',
        description: `Each rebuilt period is ${practiceLink('review', `checked in ${CLAIMS.reviewLayers} layers`)} before statements go to you or your CPA.`,
      },
      {
        icon: 'hand-raised',
        title: 'A plan, not a lecture',
        description: 'We start from a scope and an hours estimate, and explain past mistakes only where it helps.',
      },
      {
        icon: 'lock-closed',
        title: 'One portal for your documents',
        description: `You upload statements and receipts against one checklist, ${practiceLink('exchange')}.`,
      },
      {
        icon: 'banknotes',
        title: 'Hourly, with an estimate up front',
        description: `${billingLink(catchUpStartingRate)}, with a first estimate from ${practiceLink('beforeSignup', 'a few counts you tell us')}.`,
      },
    ],
  },

  process: {
    tone: 'white',
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'How We Bring Your Books Up to Date',
    items: [
      {
        icon: 'inbox-stack',
        number: 1,
        title: 'Discovery and document collection',
        description:
          'Once you engage us and we have signed an NDA, we review your ledger and accounts, agree on the periods to rebuild and send one checklist of documents to upload.',
      },
      {
        icon: 'table-cells',
        number: 2,
        title: 'Cleanup, categorization and reconciliation',
        description:
          'We fix the chart of accounts, remove duplicates, categorize each transaction and reconcile each account month by month.',
      },
      {
        icon: 'document-check',
        number: 3,
        title: 'Financial reports and handoff',
        description: 'You get statements for each period and a summary of adjustments, shared with your CPA.',
      },
    ],
  },

  included: {
    eyebrow: 'What’s included',
    title: 'What Catch-Up Bookkeeping Includes',
    items: [
      { title: 'Review of your ledger and opening balances' },
      { title: 'Chart of accounts cleanup for your business and tax return' },
      { title: 'Every transaction in the missing periods categorized' },
      { title: 'Bank, credit card and loan reconciliations' },
      { title: 'Personal and business transactions separated' },
      { title: 'Duplicate and misposted entries removed' },
      { title: 'Payroll, sales tax and merchant deposits reconciled to reports' },
      { title: 'Profit and loss statement and balance sheet for each period' },
      { title: 'Adjustment summary and year-end package for your CPA' },
    ],
  },

  faq: { ...faq, tone: 'tint' },

  addOns: {
    eyebrow: 'Add-on services',
    title: 'Keep Your Books Current After Catch-Up',
    intro: `Once the backlog is cleared, keep it that way. Monthly work then starts with a ${TRIAL_DAYS}-day free trial.`,
    items: [
      {
        icon: 'book-open',
        title: 'Monthly Bookkeeping',
        description: 'A monthly close starting from the balances we verified.',
        link: linkTo('bookkeeping-service'),
      },
      {
        icon: 'banknotes',
        title: 'Payroll Services',
        description: 'Each new pay run prepared in your payroll platform and posted.',
        link: linkTo('payroll-service'),
      },
      {
        icon: 'arrows-right-left',
        title: 'Accounts Receivable & Payable',
        description: 'Invoicing, collections and bill payments, so balances do not pile up again.',
        link: linkTo('receivable-payable'),
      },
    ],
  },

  closingBanner: {
    title: 'Get Your Books Caught Up Before Your Next Deadline',
    body: 'Tell us how far behind you are, and we will estimate the work on a free call.',
    cta: { label: 'Book Your Catch-Up Strategy Call' },
    tone: 'primary',
  },
} satisfies SectionsPageContent
