// The documents a catch-up needs, as a checklist to tick (/resources/catch-up-documents-checklist): what to gather for
// every month behind, before the cleanup starts. The build writes its files.
import { checklistBanner } from '@/content/resources/checklist-copy'
import { practiceLink } from '@/content/fact-phrases'
import { BRAND } from '@/content/site'
import type { ChecklistPageContent } from '@/content/types'

export const catchUpDocumentsChecklist = {
  meta: {
    title: `Catch-Up Bookkeeping Documents Checklist | ${BRAND.name}`,
    description:
      'The documents a catch-up bookkeeping project needs for every month behind: bank, card and loan statements, payroll reports, sales platform payouts, tax filings and software access. Tick, print or download.',
    keywords: [
      'catch-up bookkeeping checklist',
      'documents for bookkeeping cleanup',
      'behind on bookkeeping documents',
      'bookkeeping cleanup checklist',
      'year-end bookkeeping documents',
    ],
  },
  hero: {
    eyebrow: 'Free checklist · Catch-up bookkeeping',
    title: 'The Catch-Up Documents Checklist',
    lead: [
      'Waiting for documents can take longer than the cleanup itself. Gather these for every month you are behind and tick each off as you find it, so the cleanup can begin as soon as discovery, our first review of your books, ends.',
    ],
    // The page's own action leads; booking stays in the header and the closing banner (visual review 77).
    cta: {
      label: 'Go to the checklist',
      link: { to: '/resources/catch-up-documents-checklist', hash: 'checklist' },
    },
    illustration: 'blog-catch-up',
  },
  review: { lastReviewed: '2026-11-29', sample: true },
  source: `Why each document matters, and the order a cleanup follows: [Catch-Up Bookkeeping: How to Get a Backlog Under Control](/blog/catch-up-bookkeeping-guide). ${practiceLink('beforeSignup', 'Please send us nothing before an engagement starts')}; once it has, ${practiceLink('exchange', 'documents reach us through our encrypted client portal')}.`,
  sections: [
    {
      id: 'starting-point',
      title: 'Where the books start',
      items: [
        {
          id: 'prior-return',
          text: 'Your last filed business tax return and the balance sheet your CPA worked from. Leave out the Schedule K-1s and black out every Social Security number; a business that files Schedule C sends Schedule C alone.',
        },
        {
          id: 'software-access',
          text: 'Access to your accounting software, or the last file or export of your books.',
        },
        { id: 'account-list', text: 'A list of every business bank, card, loan and payment account, open or closed.' },
      ],
    },
    {
      id: 'bank-and-cards',
      title: 'Banks, cards and loans, for every month behind',
      items: [
        {
          id: 'bank-statements',
          text: 'Statements for every business checking and savings account, including accounts since closed.',
        },
        { id: 'card-statements', text: 'Credit card statements for every business card.' },
        { id: 'loan-statements', text: 'Loan and credit line statements.' },
        {
          id: 'processor-payouts',
          text: 'Payout reports from payment processors and sales platforms, with the sales, fees and refunds behind each deposit.',
        },
      ],
    },
    {
      id: 'payroll-and-contractors',
      title: 'Payroll and contractors',
      items: [
        { id: 'payroll-registers', text: 'Payroll registers from your payroll provider.' },
        {
          id: 'payroll-tax-filings',
          text: 'Payroll tax returns: Forms 941 and 940, the W-3 and the totals of each state filing, without the lists of employee wages.',
        },
        {
          id: 'w9s',
          text: 'A list of the contractors you paid and the amount paid to each (no W-9s: those stay in your bill-pay tool or your own files).',
        },
        { id: 'forms-1099', text: 'The 1099s you received, and a list of those you issued with the amount on each.' },
      ],
    },
    {
      id: 'sales-purchases-tax',
      title: 'Sales, purchases and tax',
      items: [
        { id: 'sales-records', text: 'Invoices or sales reports, if your sales are not in the accounting software.' },
        { id: 'sales-tax-returns', text: 'The sales tax returns you filed, by state.' },
        { id: 'large-receipts', text: 'Receipts for large or unusual charges. Others help, but are not required.' },
        {
          id: 'assets-and-loans',
          text: 'Purchase papers for equipment and vehicles, and loan agreements with their payment schedules.',
        },
        { id: 'tax-notices', text: 'Any notices from the IRS or a state tax agency.' },
      ],
    },
    {
      id: 'owners',
      title: 'Owners and personal spending',
      items: [
        { id: 'owner-money', text: 'Money owners put in or took out, with dates and amounts.' },
        {
          id: 'personal-charges',
          text: 'Business charges paid from personal accounts, and personal charges paid from business ones.',
        },
      ],
    },
  ],
  closingBanner: checklistBanner({ title: 'Behind on Your Books?', label: 'Book Your Catch-Up Strategy Call' }),
} satisfies ChecklistPageContent
