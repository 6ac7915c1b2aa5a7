// Copy of the accounts receivable and payable page (/services/receivable--payable). Its FAQ states who approves and
// releases payments and how collections go out, each read from the owner's practices.
import { ONBOARDING, TRIAL_DAYS } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/receivable-payable.yml'
import {
  arApStartingRate,
  bookkeeperPrice,
  bookkeeperRate,
  noExtraCharges,
  receivableAging,
  upperFirst,
} from '@/content/phrases'
import type { SectionsPageContent } from '@/content/types'
import { linkTo } from '@/content/registry'

/** "A, B or C". */
const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
const ledgers = orList(PRACTICES.tools.ledgers)
const billPay = orList(PRACTICES.tools.billPay)
/** Who reviews the work, layer by layer: "the preparer, a senior accountant and your account manager". */
const reviewer = PRACTICES.review.layers.map((layer) => layer.who.charAt(0).toLowerCase() + layer.who.slice(1))
const reviewers = `${reviewer.slice(0, -1).join(', ')} and ${reviewer.at(-1)}`

export const receivablePayablePage = {
  meta: {
    title: 'Accounts Receivable & Payable Services in USA, Book a Call Now',
    description: `Outsourced AR/AP for US businesses: invoicing, collections, aging at ${receivableAging}, vendor W-9s and bill payments by ACH or ${billPay}. ${arApStartingRate}.`,
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
      'We send your invoices, follow up on overdue balances and apply payments as they land, so you can see who owes you and when the cash is due.',
      `On the payables side, bills arrive in your bill-pay tool's inbox. We code them, collect W-9s, check each against earlier payments and schedule the payments by ACH or ${billPay} for your approval.`,
    ],
    cta: { label: 'Book a Free AR/AP Consultation' },
    rating: true,
    highlights: [`Live in ${ONBOARDING.arAp}`, `Starts at ${bookkeeperRate}`, 'Weekly AR/AP reports'],
    illustration: 'hero-receivables',
  },

  benefits: {
    eyebrow: 'Benefits',
    title: 'What Changes When Your AR/AP Is Handled for You',
    items: [
      {
        title: 'Invoices out, reminders on schedule',
        description:
          'Invoices go out as soon as work is delivered and reminders follow a set schedule, so fewer balances drift past due because nobody asked.',
      },
      {
        title: 'A clear view of who owes you',
        description: `Open invoices are grouped by ${receivableAging} past due each week, with notes on each follow-up and promised payment date.`,
      },
      {
        title: 'Fewer late fees',
        description:
          'Each bill is logged with its due date the day it arrives, and payment runs are timed to its terms, to help you avoid late charges and supplier holds.',
      },
      {
        title: 'Fewer duplicate and fraudulent payments',
        description:
          "Bills are checked against earlier payments, and a change to a vendor's bank details is confirmed by phone before anyone pays to it.",
      },
      {
        title: 'Cash you can plan around',
        description:
          'Weekly reports show cash expected in and bills falling due, so payroll, inventory orders and owner draws are planned rather than guessed.',
      },
      {
        title: 'Ready for 1099 season',
        description:
          'We ask for a W-9 before a vendor is first paid and total payments by vendor through the year, so your 1099 list is ready when the year closes.',
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
        description:
          'We import your open invoices and unpaid bills from your ledger and agree on reminder wording and approval rules with you.',
      },
      {
        icon: 'chat-bubble-left-right',
        title: 'Follow-up in your voice',
        description:
          'Reminders follow a schedule you set, and accounts you flag, such as a key customer in a dispute, come back to you first.',
      },
      {
        icon: 'hand-raised',
        title: 'You approve every payment',
        description: `We prepare each payment run in ${billPay} or as an ACH batch, and release nothing until you or a manager you name approves it.`,
      },
      {
        icon: 'check-badge',
        title: 'Checked before you approve',
        description: `Each payment batch and aging report passes the same ${CLAIMS.reviewLayers} layers of review as your monthly reports, by ${reviewers}, before it reaches you.`,
      },
      {
        icon: 'lock-closed',
        title: 'Vendor records in your systems',
        description:
          'Vendor bank details and W-9s stay in your ledger and bill-pay tool, where their audit trail shows who changed what and when.',
      },
      {
        icon: 'cog-6-tooth',
        title: 'Built around your tools',
        description: `We work in your ${ledgers} file and in ${billPay} as users you invite, so invoices, bills and payments stay in systems you own.`,
      },
    ],
  },

  receivables: {
    eyebrow: 'Accounts receivable',
    title: 'What Our Accounts Receivable Service Includes',
    intro: 'You tell us what was sold or delivered; we take it from invoice to cash in the bank.',
    items: [
      { title: 'Invoice preparation and delivery from your sales or project data' },
      { title: 'Customer records with payment terms, contacts and billing rules' },
      { title: 'Online payment links on your invoices, such as Stripe' },
      { title: 'Scheduled reminders before and after each due date' },
      { title: 'Collection follow-up by email and phone on overdue accounts' },
      { title: 'Payment application, matching each deposit to its invoices' },
      { title: 'Credit memo, refund and dispute tracking' },
      { title: `Aging reports grouped by ${receivableAging} past due` },
      { title: 'Weekly AR report with cash expected in the coming week' },
    ],
  },

  payables: {
    eyebrow: 'Accounts payable',
    title: 'What Our Accounts Payable Service Includes',
    intro: 'Bills arrive in your bill-pay tool; you approve a single batch; we handle the steps in between.',
    items: [
      { title: 'Bill intake from the inbox of your own bill-pay tool' },
      { title: 'Vendor setup with W-9 collection before the first payment' },
      { title: 'Bill coding to the right expense account, class or job' },
      { title: 'Approval routing to you or your managers' },
      { title: `Scheduled payment runs by ACH or ${billPay}` },
      { title: 'Due-date tracking to avoid late fees and use early-payment discounts' },
      { title: 'Duplicate bill and bank-detail change checks' },
      { title: 'Vendor statement reconciliation and 1099 tracking' },
      { title: 'Weekly AP report of bills due and cash needed' },
    ],
  },

  addOns: {
    eyebrow: 'Add-on services',
    title: 'Services That Work Alongside AR/AP',
    intro: 'Invoices and bills feed your ledger and your payroll cash. Add the services that keep them in step.',
    items: [
      {
        icon: 'book-open',
        title: 'Monthly Bookkeeping',
        description:
          'Your receivables and payables flow into a reconciled ledger, closed each month with a full set of financial statements.',
        link: linkTo('bookkeeping-service'),
      },
      {
        icon: 'banknotes',
        title: 'Payroll Services',
        description:
          'Pay runs prepared in your payroll platform for your approval, with payroll cash shown in your weekly AP report.',
        link: linkTo('payroll-service'),
      },
      {
        icon: 'arrow-path',
        title: 'Catch-Up Bookkeeping',
        description:
          'If old invoices and bills are missing from your books, we rebuild those months so your aging reports start from reconciled balances.',
        link: linkTo('catch-up-bookkeeping'),
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Transparent pricing',
    title: 'Transparent Pricing for AR/AP',
    intro: `${arApStartingRate}, the bookkeeper rate. You pay for the hours spent on your invoices, collections and bills.`,
    ...bookkeeperPrice,
    points: [
      upperFirst(noExtraCharges),
      'Billed monthly for the hours used',
      'Receivables, payables or both',
      `${TRIAL_DAYS}-day free trial, no credit card`,
    ],
    note: 'A starting rate: your hours depend on how many invoices and bills you have, and we estimate them from those counts on the first call.',
    cta: { label: 'Book Your Free Call' },
  },

  faq,

  closingBanner: {
    title: 'Put Your Invoices and Bills on a Weekly Rhythm',
    body: 'Tell us roughly how many invoices you send and bills you pay each month, and on a free call we will show you how a pod would work through them.',
    cta: { label: 'Book Your Free AR/AP Strategy Call' },
    tone: 'primary',
  },
} satisfies SectionsPageContent
