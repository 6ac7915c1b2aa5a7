// FAQ of /services/receivable--payable. A module of its own, named after its page's registry id: the /faq hub finds it by that name.
import { ONBOARDING } from '../constants'
import { SECURITY } from '../claims'
import { arApStartingRate, noExtraCharges, receivableAging } from '../phrases'
import type { FaqContent } from '../types'

export const faq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Accounts Receivable & Payable Questions, Answered',
  items: [
    {
      id: 'how-fast-can-you-start',
      question: 'How quickly can you take over our AR and AP?',
      answer: [
        `Most clients are live in ${ONBOARDING.arAp}. We need access to your accounting software and payment tools, a list of open invoices and unpaid bills, and your approval rules for payments.`,
        'We then agree on reminder templates with you, set up the AP inbox and send the first weekly reports at the end of the first week.',
      ],
    },
    {
      id: 'will-you-contact-our-customers',
      question: 'Will you contact our customers directly?',
      answer: [
        'Only if you want us to. Most clients let us send reminders and make follow-up calls under their company name, using wording they approve. Others prefer that we prepare the list and draft the emails while they make the calls.',
        'Sensitive accounts, such as a key customer in a dispute, can be flagged so they always come back to you first.',
      ],
    },
    {
      id: 'do-you-release-payments',
      question: 'Do you pay our bills without our approval?',
      answer: [
        'No. We code each bill, match it to the purchase or receipt and prepare the payment batch, but you or a designated manager approve it before anything is paid.',
        'Payments then go out by ACH from your bank or through Bill.com, so funds move straight from your account to the vendor and never pass through us.',
      ],
    },
    {
      id: 'what-reports-do-i-get',
      question: 'What reports will I receive?',
      answer: [
        `Every week you receive an AR report with open invoices grouped by ${receivableAging} past due and notes on each follow-up, plus an AP report listing bills due, approvals pending and cash needed.`,
        'At month-end, receivables and payables are reconciled to your general ledger so the balance sheet agrees with the detailed reports.',
      ],
    },
    {
      id: 'which-tools-do-you-use',
      question: 'Which software do you use for AR and AP?',
      answer: [
        'We work in QuickBooks Online, Xero and Zoho Books for invoicing and bills, Bill.com for approvals and payments, and Stripe or QuickBooks Payments for online card and ACH collection.',
        'If you already use other tools, we work inside them. Everything stays under your accounts and subscriptions.',
      ],
    },
    {
      id: 'why-collect-w9s',
      question: 'Why do you collect W-9s from our vendors?',
      answer: [
        'A W-9 gives you the legal name and taxpayer ID you need to file 1099 forms for contractors and certain other vendors. Collecting it before the first payment is far easier than chasing it in January.',
        'We track payments by vendor through the year, so your 1099 list is ready for your CPA or payroll provider as soon as the year closes.',
      ],
    },
    {
      id: 'how-do-you-prevent-payment-fraud',
      question: 'How do you guard against duplicate or fraudulent payments?',
      answer: [
        'Each new bill is checked against earlier bills for the same vendor, amount and invoice number. Requests to change a vendor bank account are confirmed by calling a known contact, never by replying to the email that asked for the change.',
        `Only the people on your account can see vendor records, and they sign in with ${SECURITY.twoFactor}.`,
      ],
    },
    {
      id: 'can-you-do-only-receivables',
      question: 'Can we outsource only receivables or only payables?',
      answer: [
        'Yes. Some clients only need collections help, others only want bills paid on time. You can start with one side and add the other later without changing teams.',
        'Because billing is hourly, you only pay for the work on the side you choose.',
      ],
    },
    {
      id: 'how-much-does-it-cost',
      question: 'How much do AR and AP services cost?',
      answer: [
        `${arApStartingRate}, with ${noExtraCharges} and no commission on amounts collected. Your monthly cost depends on how many invoices you send, how many bills you receive and how much follow-up your customers need.`,
        'We estimate your hours on a free call from your invoice and bill counts, and every monthly invoice shows the hours behind it.',
      ],
    },
  ],
} satisfies FaqContent
