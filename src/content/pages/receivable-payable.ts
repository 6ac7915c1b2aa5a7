// Copy of the accounts receivable and payable page (/services/receivable--payable).
import { ONBOARDING, TRIAL_DAYS } from '@/content/constants'
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
import type { PageContent } from '@/content/types'
import { linkTo } from '@/content/registry'

export const receivablePayablePage = {
  meta: {
    title: 'Accounts Receivable & Payable Services in USA, Book a Call Now',
    description: `Outsourced AR and AP for US businesses: invoicing, collections, aging at ${receivableAging}, vendor W-9s and bill payments by ACH or Bill.com. ${arApStartingRate}.`,
    keywords: [
      'accounts receivable services',
      'accounts payable services',
      'outsourced AR AP',
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
      'We send your invoices, follow up on every overdue balance and apply payments as they land, so you know exactly who owes you and when the cash is coming.',
      'On the payables side, we collect vendor bills and W-9s, route them for your approval and schedule payments by ACH or Bill.com, so bills are paid on time and never twice.',
    ],
    cta: { label: 'Book a Free AR/AP Consultation' },
    rating: true,
    highlights: [`Live in ${ONBOARDING.arAp}`, `Starts at ${bookkeeperRate}`, 'Weekly AR and AP reports'],
    illustration: 'hero-receivables',
  },

  benefits: {
    eyebrow: 'Benefits',
    title: 'What Changes When AR and AP Are Handled for You',
    items: [
      {
        title: 'Customers pay sooner',
        description:
          'Invoices go out as soon as work is delivered and reminders follow a set schedule, so fewer balances drift past due simply because nobody asked.',
      },
      {
        title: 'A clear view of who owes you',
        description: `Open invoices are grouped by ${receivableAging} past due each week, with notes on every follow-up and promised payment date.`,
      },
      {
        title: 'No more late fees',
        description:
          'Every bill is logged with its due date the day it arrives, and payment runs are timed to terms, so late charges and supplier holds stop.',
      },
      {
        title: 'Fewer duplicate and fraudulent payments',
        description:
          'Bills are checked against earlier payments, and any change to vendor bank details is confirmed with the vendor before money moves.',
      },
      {
        title: 'Cash you can plan around',
        description:
          'Weekly reports show cash expected in and bills falling due, so payroll, inventory orders and owner draws are planned rather than guessed.',
      },
      {
        title: 'Ready for 1099 season',
        description:
          'A W-9 is collected before a vendor is first paid, so by January every contractor has a tax ID on file and payments are already totaled.',
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
          'We import your open invoices and unpaid bills, agree on reminder wording and approval rules, and start working your lists the same week.',
      },
      {
        icon: 'chat-bubble-left-right',
        title: 'Follow-up in your voice',
        description:
          'Collection emails and calls go out under your company name, in a polite, firm tone you sign off on, so customer relationships stay intact.',
      },
      {
        icon: 'hand-raised',
        title: 'You approve every payment',
        description:
          'We prepare and schedule payment runs, but nothing is released without your approval in Bill.com or your banking portal.',
      },
      {
        icon: 'check-badge',
        title: 'Checked before you approve',
        description:
          'Payment batches and aging reports are checked by a second accountant and a reviewer before they reach you, catching wrong amounts and misapplied payments.',
      },
      {
        icon: 'lock-closed',
        title: 'Careful with bank details',
        description:
          'Vendor bank details and W-9s stay in your accounting and bill-pay systems, seen only by the people on your account, and a change of bank details is confirmed by phone before money moves.',
      },
      {
        icon: 'cog-6-tooth',
        title: 'Built around your tools',
        description:
          'We work in QuickBooks Online, Xero, Bill.com and Stripe under your accounts, so invoices, bills and payments stay in systems you own.',
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
      { title: 'Online payment links through Stripe or QuickBooks Payments' },
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
    intro: 'Vendors send bills to one inbox; you approve a single batch; we handle everything in between.',
    items: [
      { title: 'Bill intake from a dedicated accounts payable inbox' },
      { title: 'Vendor setup with W-9 collection before the first payment' },
      { title: 'Bill coding to the right expense account, class or job' },
      { title: 'Approval routing to you or your managers' },
      { title: 'Scheduled payment runs by ACH or Bill.com' },
      { title: 'Due-date tracking to avoid late fees and use early-payment discounts' },
      { title: 'Duplicate bill and bank-detail change checks' },
      { title: 'Vendor statement reconciliation and 1099 tracking' },
      { title: 'Weekly AP report of bills due and cash needed' },
    ],
  },

  addOns: {
    eyebrow: 'Add-on services',
    title: 'Services That Work Alongside AR and AP',
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
          'Pay runs, payroll taxes and year-end forms handled by a dedicated payroll expert, timed around your cash coming in.',
        link: linkTo('payroll-service'),
      },
      {
        icon: 'arrow-path',
        title: 'Catch-Up Bookkeeping',
        description:
          'If old invoices and bills were never recorded properly, we clean up past months so your aging reports start from accurate balances.',
        link: linkTo('catch-up-bookkeeping'),
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Transparent pricing',
    title: 'Transparent Pricing for AR and AP',
    intro: `${arApStartingRate}, the bookkeeper rate. You pay for the hours spent on your invoices, collections and bills; volume drives the cost, not a percentage of what we collect.`,
    ...bookkeeperPrice,
    points: [
      `${upperFirst(noExtraCharges)}`,
      'No commission on amounts collected',
      'Billed monthly for hours used',
      'Receivables, payables or both',
      `${TRIAL_DAYS}-day free trial, no credit card`,
    ],
    note: 'A starting rate: your hours depend on how many invoices and bills you have, and we estimate them from those counts on the first call.',
    cta: { label: 'Book Your Free Call' },
  },

  faq,

  closingBanner: {
    title: 'Get Paid Faster and Pay Bills on Time',
    body: 'Bring your open invoice and unpaid bill lists to a free call, and we will show you how we would work them down in the first week.',
    cta: { label: 'Book Your Free AR/AP Strategy Call' },
    tone: 'primary',
  },
} satisfies PageContent
