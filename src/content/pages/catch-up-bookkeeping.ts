// Copy of the catch-up bookkeeping page (/services/catch-up-bookkeeping).
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/catch-up-bookkeeping.yml'
import {
  bookkeeperRate,
  catchUpStartingRate,
  catchUpTiming,
  catchUpTurnaround,
  catchUpTypical,
} from '@/content/phrases'
import type { PageContent } from '@/content/types'
import { linkTo } from '@/content/registry'

export const catchUpPage = {
  meta: {
    title: 'Catch Up Bookkeeping Services in USA, Book a Call Now',
    description: `Behind on your books? We reconstruct and reconcile missed months or years, ${catchUpTypical}, ready for your CPA and tax filing. ${catchUpStartingRate}.`,
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
      'Whether you are three months or three years behind, we rebuild the missing periods from your bank and card statements, categorize every transaction and reconcile each account to the penny.',
      `${catchUpTiming} You end up with clean financial statements for every period, a CPA-ready file for your tax return and, if you want it, a smooth move into monthly bookkeeping.`,
    ],
    cta: { label: 'Book a Free Catch-Up Consultation' },
    rating: true,
    highlights: [`Typically ${catchUpTurnaround}`, `Starts at ${bookkeeperRate}`, 'Ready for your CPA'],
    illustration: 'hero-catch-up',
  },

  benefits: {
    eyebrow: 'Benefits',
    title: 'Why Catching Up Now Pays Off',
    items: [
      {
        title: 'File taxes on time, or close to it',
        description:
          'Your CPA needs closed books to prepare a return. Catching up now means filing on real numbers instead of requesting another extension or estimating.',
      },
      {
        title: 'Stop overpaying the IRS',
        description:
          'Missing expenses mean a higher tax bill. Rebuilding every month from statements and receipts captures deductions that would otherwise be lost.',
      },
      {
        title: 'Qualify for loans and funding',
        description:
          'Banks, SBA lenders and investors ask for current financial statements. Clean books turn a stalled application back into a live one.',
      },
      {
        title: 'Know where the money went',
        description:
          'A reconciled history shows which customers, products and expenses drove the last year, often revealing forgotten subscriptions and unbilled work.',
      },
      {
        title: 'Answer notices with confidence',
        description:
          'If a tax notice or sales tax inquiry arrives, reconciled books and organized source documents let you or your CPA respond quickly and accurately.',
      },
      {
        title: 'A clean starting point',
        description:
          'Once the backlog is cleared, monthly bookkeeping starts from verified opening balances, so the same problem does not build up again.',
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
        description:
          'After discovery you get a timeline for your backlog. The same accountants then work through it period by period, with a weekly status update on which months are complete and what is still needed.',
      },
      {
        icon: 'document-magnifying-glass',
        title: 'Experienced with messy records',
        description:
          'Missing statements, personal and business spending mixed together, duplicate bank feeds: our team has untangled them all and documents every fix.',
      },
      {
        icon: 'check-badge',
        title: 'Reviewed before handoff',
        description:
          'Each reconstructed period is checked by a senior accountant and a final reviewer before the statements are sent to you or your CPA.',
      },
      {
        icon: 'hand-raised',
        title: 'No judgment, just a plan',
        description:
          'Falling behind is common when a business grows fast. We start with a clear scope and estimate, not a lecture.',
      },
      {
        icon: 'lock-closed',
        title: 'Secure document handling',
        description:
          'Statements and receipts go to a secure folder with expiring links, never to email, and only the people on your project can open them.',
      },
      {
        icon: 'banknotes',
        title: 'Hourly, with an estimate up front',
        description: `${catchUpStartingRate}. After discovery you receive an hours estimate, so the cost is clear before cleanup begins.`,
      },
    ],
  },

  process: {
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'How We Bring Your Books Up to Date',
    items: [
      {
        icon: 'inbox-stack',
        number: 1,
        title: 'Discovery and document collection',
        description:
          'We review your ledger and bank accounts, agree on the periods to rebuild, and send one checklist of statements, loan documents and payroll reports to upload to a secure folder.',
      },
      {
        icon: 'table-cells',
        number: 2,
        title: 'Cleanup, categorization and reconciliation',
        description:
          'We fix the chart of accounts, remove duplicates, categorize every transaction and reconcile each bank, card and loan account month by month, sending you one list of open questions.',
      },
      {
        icon: 'document-check',
        number: 3,
        title: 'Financial reports and handoff',
        description:
          'You receive reviewed financial statements for every period and a summary of adjustments. We share the file with your CPA and, if you choose, roll into monthly bookkeeping.',
      },
    ],
  },

  included: {
    eyebrow: "What's included",
    title: 'What Catch-Up Bookkeeping Includes',
    intro: 'Every catch-up project covers the same ground, whether the backlog is one quarter or several years.',
    items: [
      { title: 'Review of your existing ledger and opening balances' },
      { title: 'Chart of accounts cleanup suited to your business and tax return' },
      { title: 'Categorization of every transaction for the missing periods' },
      { title: 'Reconciliation of bank, credit card and loan accounts' },
      { title: 'Separation of personal and business transactions' },
      { title: 'Removal of duplicate and misposted entries' },
      { title: 'Payroll, sales tax and merchant deposit entries reconciled to reports' },
      { title: 'Profit and loss statements and balance sheets for each period' },
      { title: 'Adjustment summary and CPA-ready year-end package' },
    ],
  },

  faq,

  addOns: {
    eyebrow: 'Add-on services',
    title: 'Keep Your Books Current After Catch-Up',
    intro: 'Once the backlog is cleared, these services stop it from building up again.',
    items: [
      {
        icon: 'book-open',
        title: 'Monthly Bookkeeping',
        description:
          'Weekly categorization and a monthly close from the balances we just verified, with financial statements every month.',
        link: linkTo('bookkeeping-service'),
      },
      {
        icon: 'banknotes',
        title: 'Payroll Services',
        description:
          'Pay runs, payroll tax filings and year-end W-2s and 1099s handled by a dedicated payroll expert and posted to your books.',
        link: linkTo('payroll-service'),
      },
      {
        icon: 'arrows-right-left',
        title: 'Accounts Receivable & Payable',
        description:
          'Invoicing, collections, vendor W-9s and scheduled bill payments, with weekly reports on what is owed in each direction.',
        link: linkTo('receivable-payable'),
      },
    ],
  },

  closingBanner: {
    title: 'Get Your Books Caught Up Before Your Next Deadline',
    body: `Tell us how far behind you are and which accounts you run, and we will outline the scope and timeline on a free call: ${catchUpTypical}.`,
    cta: { label: 'Book Your Catch-Up Strategy Call' },
    tone: 'primary',
  },
} satisfies PageContent
