// The month-end close as a checklist to tick (/resources/month-end-close-checklist), step by step from the article
// that explains each step (/blog/month-end-close-checklist). The build writes its files.
import { checklistBanner } from '@/content/resources/checklist-copy'
import { BRAND } from '@/content/site'
import type { ChecklistPageContent } from '@/content/types'

const ARTICLE = '/blog/month-end-close-checklist'

export const monthEndCloseChecklist = {
  meta: {
    title: `Month-End Close Checklist to Print or Tick Off | ${BRAND.name}`,
    description:
      'A month-end close checklist for US small businesses: reconcile cash, review receivables and payables, record accruals, review the statements and lock the period. Tick it off, print it or download it.',
    keywords: [
      'month-end close checklist',
      'month-end close template',
      'bookkeeping checklist',
      'closing the books checklist',
      'month-end close Excel',
    ],
  },
  hero: {
    eyebrow: 'Free checklist · Month-end close',
    title: 'The Month-End Close Checklist',
    lead: [
      'Every step of a small business close, in the order each builds on the one before. Tick the steps as you go, print the list for your desk, or download it for your team.',
    ],
    // The page's own action leads; booking stays in the header and the closing banner (visual review 77).
    cta: {
      label: 'Go to the checklist',
      link: { to: '/resources/month-end-close-checklist', hash: 'checklist' },
    },
    illustration: 'blog-month-end',
  },
  review: { lastReviewed: '2026-11-29', sample: true },
  source: `Each step is explained in our article [The Month-End Close Checklist for US Small Businesses](${ARTICLE}).`,
  sections: [
    {
      id: 'reconcile-cash',
      title: 'Reconcile every bank and credit card account',
      items: [
        {
          id: 'reconcile-each-account',
          text: 'Reconcile each checking, savings and credit card account to its month-end statement, to the cent.',
        },
        { id: 'clear-bank-feed', text: 'Categorize or match every bank feed transaction dated in the month.' },
        { id: 'clearing-accounts', text: 'Reconcile the clearing accounts of your payment processors.' },
        { id: 'old-uncleared', text: 'Look into uncleared items older than a month, such as uncashed checks.' },
        { id: 'transfers', text: 'Record moves between your own accounts as transfers, not income or expenses.' },
        {
          id: 'loan-balances',
          text: 'Reconcile loan balances to the lender’s statement, with each payment split into principal and interest.',
        },
      ],
    },
    {
      id: 'receivables-payables',
      title: 'Review receivables and payables',
      items: [
        { id: 'apply-payments', text: 'Apply customer payments to their invoices, leaving no unapplied credits.' },
        { id: 'receivables-aging', text: 'Read the receivables aging report and follow up past-due balances.' },
        { id: 'write-offs', text: 'Decide with your CPA whether any balance should be written off.' },
        { id: 'enter-bills', text: 'Enter every vendor bill dated in the month, and mark paid bills as paid.' },
        { id: 'vendor-statements', text: 'Compare what you owe your main vendors with their statements.' },
      ],
    },
    {
      id: 'accruals-payroll-inventory',
      title: 'Record accruals, payroll liabilities and inventory',
      items: [
        { id: 'accrue-expenses', text: 'Accrue expenses for work received but not yet billed.' },
        { id: 'prepaids', text: 'Spread prepaid expenses, such as an annual premium, over the months they cover.' },
        { id: 'depreciation', text: 'Record depreciation from the schedule your CPA set up.' },
        {
          id: 'payroll-liabilities',
          text: 'Reconcile payroll liability accounts to your payroll provider’s reports.',
        },
        {
          id: 'customer-deposits',
          text: 'Hold customer deposits for work not yet done in a liability account (customer deposits or deferred revenue), not in a revenue account.',
        },
        {
          id: 'inventory-count',
          text: 'Count inventory (high-value items monthly, the rest quarterly) and adjust for shrinkage and damage.',
        },
      ],
    },
    {
      id: 'review-and-close',
      title: 'Review the statements, then close the period',
      items: [
        {
          id: 'compare-statements',
          text: 'Read the profit and loss statement and balance sheet beside last month and the same month last year.',
        },
        { id: 'cash-ties', text: 'Confirm that cash on the balance sheet matches the reconciled statements.' },
        { id: 'agings-tie', text: 'Check that receivables and payables tie to their aging reports.' },
        { id: 'explain-changes', text: 'Explain large changes in revenue and gross margin.' },
        { id: 'open-questions', text: 'Write down open questions for the owner or CPA instead of guessing.' },
        {
          id: 'lock-period',
          text: 'Lock the month: a closing date in QuickBooks Online, or a lock date in Xero.',
        },
      ],
    },
  ],
  closingBanner: checklistBanner({ title: 'Want Your Books Closed on Time Every Month?' }),
} satisfies ChecklistPageContent
