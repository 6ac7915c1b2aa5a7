// Copy of the accounts receivable and payable page (/services/receivable--payable). Its FAQ states whole who approves
// and releases payments and how collections go out, the practices an AR/AP buyer asks about directly; the rest of the
// page says them in a few words and links to /security. "Starts at" links to the billing table on /pricing.
import { REPORTS } from '@/content/pages/reports'
import { AGING, ONBOARDING, TRIAL_DAYS } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/receivable-payable.yml'
import { arApStartingRate, bookkeeperPrice, bookkeeperRate, orList, receivableAging } from '@/content/phrases'
import { billingLink, ledgerTools, noSetupFee, practiceLink, safeguardLink } from '@/content/fact-phrases'
import type { SectionsPageContent } from '@/content/types'
import { linkTo } from '@/content/registry'

const billPay = orList(PRACTICES.tools.billPay)
/** The aging report's buckets, days past due, from the days they end at (30/60/90+): 1–30, 31–60, 61–90, 91+. */
const AGING_COLUMNS = AGING.receivables.flatMap((days, i, all) => {
  const from = i ? Number.parseInt(all[i - 1] ?? '0') + 1 : 1
  const to = Number.parseInt(days)
  return days.endsWith('+') ? [`${from}–${to}`, `${to + 1}+`] : [`${from}–${to}`]
})

export const receivablePayablePage = {
  meta: {
    title: 'Accounts Receivable & Payable Services for US Businesses',
    description: `Outsourced AR/AP for US businesses: invoicing, collections, aging at ${receivableAging}, vendor W-9s and ACH bill payments through ${billPay}. ${arApStartingRate}.`,
    keywords: [
      'accounts receivable services',
      'accounts payable services',
      'outsourced AR/AP',
      'invoice collections',
      'bill payment services',
      'AR aging reports',
      'vendor W-9 collection',
      'Bill.com accounts payable',
    ],
  },

  hero: {
    eyebrow: 'Accounts receivable & payable',
    title: 'Accounts Receivable & Payable Management for US Businesses',
    lead: [
      `We send your invoices, follow up on overdue balances and schedule your vendor bills in ${billPay} for your approval, with a weekly aging report of who owes you and whom you owe.`,
    ],
    cta: { label: 'Book a Free AR/AP Consultation' },
    rating: true,
    highlights: [`Live in ${ONBOARDING.arAp}`, `Starts at ${bookkeeperRate}`, 'Weekly AR/AP reports'],
    sample: {
      title: REPORTS['receivable-payable'],
      subtitle: 'Sample client · weekly AR report',
      columns: ['Customer', ...AGING_COLUMNS],
      rows: [
        { label: 'Harbor Build Co.', values: ['12,400', '3,150', '–', '–'] },
        { label: 'Westline Interiors', values: ['8,920', '–', '2,480', '–'] },
        { label: 'Pine & Slate', values: ['4,300', '1,760', '–', '–'] },
        { label: 'Total', values: ['25,620', '4,910', '2,480', '–'], total: true },
      ],
      note: 'Westline’s oldest invoice had its second reminder on Monday; the follow-up call is on this week’s list.',
    },
    illustration: 'hero-receivables',
  },

  benefits: {
    eyebrow: 'Benefits',
    title: 'What Changes When Your AR/AP Is Handled for You',
    items: [
      {
        icon: 'bell-alert',
        title: 'Invoices out, reminders on schedule',
        description: 'Invoices go out when work is delivered, and reminders follow a set schedule.',
      },
      {
        icon: 'calendar-days',
        title: 'Who owes you, week by week',
        description: `Open invoices grouped by ${receivableAging} past due, with notes on each follow-up.`,
      },
      {
        icon: 'clock',
        title: 'Fewer late fees',
        description: 'Each bill is logged with its due date and paid to its terms.',
      },
      {
        icon: 'shield-check',
        title: 'Fewer duplicate and fraudulent payments',
        description: `Bills are checked against earlier payments, and bank-detail changes are ${practiceLink('payments', 'confirmed by phone')}.`,
      },
      {
        icon: 'arrow-trending-up',
        title: 'Cash you can plan around',
        description: 'Weekly reports show cash coming in and bills falling due.',
      },
      {
        icon: 'document-check',
        title: 'Ready for 1099 season',
        description: 'Payments are totaled by vendor all year, so your 1099 list is ready.',
      },
    ],
  },

  partner: {
    eyebrow: 'Your preferred partner',
    title: `Why Businesses Trust ${BRAND.name} With Their Cash Flow`,
    items: [
      {
        icon: 'rocket-launch',
        title: `Up and running in ${ONBOARDING.arAp}`,
        description: 'We import your open invoices and unpaid bills from your ledger.',
      },
      {
        icon: 'chat-bubble-left-right',
        title: 'Follow-up in your voice',
        description: `${practiceLink('collections', 'Reminders go out in your name, in wording you approve')}.`,
      },
      {
        icon: 'hand-raised',
        title: 'You approve every payment',
        description: `Payments are scheduled in your bill-pay tool, and ${practiceLink('payments', 'money moves from your bank to the payee')}.`,
      },
      {
        icon: 'check-badge',
        title: 'Checked before you approve',
        description: `Each payment batch and aging report is ${practiceLink('review', `checked in ${CLAIMS.reviewLayers} layers`)}.`,
      },
      {
        icon: 'lock-closed',
        title: 'Vendor records in your systems',
        description: `Vendor bank details and W-9s stay in your ledger and bill-pay tool, with their ${safeguardLink('monitoring', 'audit trail')}.`,
      },
      {
        icon: 'cog-6-tooth',
        title: 'Built around your tools',
        description: `We work in ${ledgerTools} and your bill-pay tool as ${practiceLink('books', 'users you invite')}.`,
      },
    ],
  },

  receivables: {
    eyebrow: 'Accounts receivable',
    title: 'What Our Accounts Receivable Service Includes',
    items: [
      { title: 'Invoices prepared and sent from your sales data' },
      { title: 'Customer terms, contacts and billing rules kept current' },
      { title: 'Payment links from your payment processor' },
      { title: 'Reminders before and after each due date' },
      { title: 'Collection follow-up by email and phone' },
      { title: 'Deposits matched to their invoices' },
      { title: 'Credit memos, refunds and disputes tracked' },
      { title: `Aging reports at ${receivableAging} past due` },
      { title: 'Weekly AR report with cash expected next week' },
    ],
  },

  payables: {
    eyebrow: 'Accounts payable',
    title: 'What Our Accounts Payable Service Includes',
    items: [
      { title: `Bills received in ${practiceLink('exchange', 'your own bill-pay tool')}` },
      { title: 'A W-9 from each vendor before the first payment' },
      { title: 'Bills coded to the right account, class or job' },
      { title: 'Approval routing to you or your managers' },
      { title: 'ACH payments through your bill-pay tool, for your approval' },
      { title: 'Due dates tracked to avoid late fees and catch early-payment discounts' },
      { title: 'Duplicate bill and bank-detail change checks' },
      { title: 'Vendor statement reconciliation and 1099 tracking' },
      { title: 'Weekly AP report of bills due and cash needed' },
    ],
  },

  addOns: {
    eyebrow: 'Add-on services',
    title: 'Services That Work Alongside AR/AP',
    items: [
      {
        icon: 'book-open',
        title: 'Monthly Bookkeeping',
        description: 'Receivables and payables in a reconciled ledger, closed each month.',
        link: linkTo('bookkeeping-service'),
      },
      {
        icon: 'banknotes',
        title: 'Payroll Services',
        description: 'Pay runs prepared in your payroll platform for your approval.',
        link: linkTo('payroll-service'),
      },
      {
        icon: 'arrow-path',
        title: 'Catch-Up Bookkeeping',
        description: 'Old invoices and bills missing from your books? We rebuild those months first.',
        link: linkTo('catch-up-bookkeeping'),
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Transparent pricing',
    title: 'Transparent Pricing for AR/AP',
    intro: `${billingLink(arApStartingRate)}. You pay for the hours your invoices, collections and bills take, billed monthly.`,
    ...bookkeeperPrice,
    points: [
      noSetupFee,
      'No hidden charges',
      'Receivables, payables or both',
      `${TRIAL_DAYS}-day free trial, no credit card`,
    ],
    cta: { label: 'Book Your Free Call' },
  },

  faq,

  closingBanner: {
    title: 'Put Your Invoices and Bills on a Weekly Rhythm',
    body: 'Tell us your monthly invoice and bill counts, and we will show you how a pod would handle them.',
    cta: { label: 'Book Your Free AR/AP Strategy Call' },
    tone: 'primary',
  },
} satisfies SectionsPageContent
