// Copy of the catch-up bookkeeping page (/services/catch-up-bookkeeping).
import { CLAIMS } from '@/content/claims'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/catch-up-bookkeeping.yml'
import { bookkeeperRate, catchUpStartingRate, catchUpTurnaround, catchUpTypical } from '@/content/phrases'
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
      'Months or years behind, we rebuild the missing periods from your bank and card statements, categorize each transaction and reconcile each account to its statements.',
      'You receive financial statements for each period and a year-end package your CPA can prepare your return from.',
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
        title: 'Closed books for your CPA',
        description:
          'Your CPA needs closed books to prepare a return. Catching up lets them file on real numbers rather than estimates or another extension.',
      },
      {
        title: 'Claim what your records support',
        description:
          'Rebuilding each month from statements and receipts gives your CPA the business expenses your records can back up.',
      },
      {
        title: 'Statements lenders ask for',
        description:
          'Banks, SBA lenders and investors ask for current financial statements. Caught-up books let you send them when asked.',
      },
      {
        title: 'Know where the money went',
        description:
          'A reconciled history shows which customers, products and expenses drove the last year, and can turn up forgotten subscriptions or unbilled work.',
      },
      {
        title: 'Answer notices from your records',
        description:
          'If a tax notice or sales tax inquiry arrives, reconciled books and organized source documents let you or your CPA respond from records rather than memory.',
      },
      {
        title: 'A clean starting point',
        description:
          'Once the backlog is cleared, monthly bookkeeping can start from verified opening balances instead of guesses.',
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
          'After discovery you get a timeline for your backlog. The same accountants then work through it period by period, with a weekly update on which months are complete and what is still needed.',
      },
      {
        icon: 'document-magnifying-glass',
        title: 'Built for messy records',
        description:
          'Missing statements, personal and business spending mixed together, duplicate bank feeds: we sort out each one and list every fix in an adjustment summary.',
      },
      {
        icon: 'check-badge',
        title: 'Reviewed before handoff',
        description: `Each rebuilt period passes the same ${CLAIMS.reviewLayers} layers of review as our monthly reports before the statements go to you or your CPA.`,
      },
      {
        icon: 'hand-raised',
        title: 'A plan, not a lecture',
        description:
          'Wherever your books stand, we start from a clear scope and an hours estimate, and explain what went wrong only where it helps keep them current.',
      },
      {
        icon: 'lock-closed',
        title: 'One portal for your documents',
        description:
          'You upload statements and receipts to our encrypted client portal against one checklist, and only your project team can open them.',
      },
      {
        icon: 'banknotes',
        title: 'Hourly, with an estimate up front',
        description: `${catchUpStartingRate}. The free call gives you a first estimate from your counts of months, accounts and transactions; discovery confirms it before cleanup begins.`,
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
          'Once you engage us, we review your ledger and bank accounts, agree on the periods to rebuild and send one checklist of statements, loan documents and payroll reports to upload.',
      },
      {
        icon: 'table-cells',
        number: 2,
        title: 'Cleanup, categorization and reconciliation',
        description:
          'We fix the chart of accounts, remove duplicates, categorize each transaction and reconcile each bank, card and loan account month by month, sending you one list of open questions.',
      },
      {
        icon: 'document-check',
        number: 3,
        title: 'Financial reports and handoff',
        description:
          'You receive reviewed financial statements for each period and a summary of adjustments. We share the file with your CPA and, if you choose, move on to monthly bookkeeping.',
      },
    ],
  },

  included: {
    eyebrow: "What's included",
    title: 'What Catch-Up Bookkeeping Includes',
    intro: 'Each catch-up project covers the same ground, whether the backlog is a few months or several years.',
    items: [
      { title: 'Review of your existing ledger and opening balances' },
      { title: 'Chart of accounts cleanup suited to your business and tax return' },
      { title: 'Categorization of each transaction for the missing periods' },
      { title: 'Reconciliation of bank, credit card and loan accounts' },
      { title: 'Separation of personal and business transactions' },
      { title: 'Removal of duplicate and misposted entries' },
      { title: 'Payroll, sales tax and merchant deposit entries reconciled to reports' },
      { title: 'Profit and loss statements and balance sheets for each period' },
      { title: 'Adjustment summary and year-end package for your CPA' },
    ],
  },

  faq: { ...faq, tone: 'tint' },

  addOns: {
    eyebrow: 'Add-on services',
    title: 'Keep Your Books Current After Catch-Up',
    intro: 'Once the backlog is cleared, these services keep the books current from month to month.',
    items: [
      {
        icon: 'book-open',
        title: 'Monthly Bookkeeping',
        description:
          'Weekly categorization and a monthly close from the balances we verified, with financial statements each month.',
        link: linkTo('bookkeeping-service'),
      },
      {
        icon: 'banknotes',
        title: 'Payroll Services',
        description:
          'Once past payroll is reconciled, each new pay run is prepared in your payroll platform and posted to your books.',
        link: linkTo('payroll-service'),
      },
      {
        icon: 'arrows-right-left',
        title: 'Accounts Receivable & Payable',
        description:
          'Invoicing, collections, vendor W-9s and bill payments scheduled for your approval, so old balances do not pile up again.',
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
} satisfies SectionsPageContent
