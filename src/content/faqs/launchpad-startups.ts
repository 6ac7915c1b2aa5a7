// FAQ of /industry/launchpad-startups. A module of its own, named after its page's registry id: the /faq hub finds it by that name.
import { CLOSE_DAY, LAUNCHPAD, TRIAL_DAYS, ordinal } from '../constants'
import { CLAIMS, SECURITY } from '../claims'
import {
  analystRate,
  bookkeeperRate,
  catchUpStartingRate,
  launchpadHours,
  returnConsent,
  returnSigning,
} from '../phrases'
import type { FaqContent } from '../types'

const closeDay = ordinal(CLOSE_DAY.launchpad)

export const faq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'LaunchPad Questions from Founders',
  items: [
    {
      id: 'who-qualifies',
      question: 'Who qualifies for LaunchPad?',
      answer: [
        `LaunchPad is for ${LAUNCHPAD.audience}: companies in their first year of operation, whether you incorporated last month or are approaching your first anniversary. If you run a small business rather than a startup, LaunchPad for SMBs is the same bundle on the same terms. If your company is past its first year, monthly bookkeeping gives you the same pod at the same hourly rates. Slots are limited, so we confirm eligibility on the consultation call.`,
      ],
    },
    {
      id: 'how-much-does-it-cost',
      question: 'How much does LaunchPad cost?',
      answer: [
        `You pay for your pod's hours at the published rates, not for a package: a bookkeeper is ${bookkeeperRate}, and the reporting analyst behind your KPI dashboard ${analystRate}. Setting everything up costs nothing extra.`,
        `${launchpadHours} You see the hours on every invoice, so there are no surprises.`,
      ],
    },
    {
      id: 'how-long-does-it-last',
      question: 'How long does the LaunchPad offer last?',
      answer: [
        `LaunchPad runs for ${LAUNCHPAD.months} full months from your start date. When it ends, most founders move to monthly bookkeeping with the same pod, so nothing about your team or your reports changes.`,
      ],
    },
    {
      id: 'is-there-a-free-trial',
      question: 'Is there a free trial?',
      answer: [
        `Yes. Every new client starts with a ${TRIAL_DAYS}-day free trial, and we do not ask for a credit card. During the trial your pod connects your accounts, categorizes your recent transactions and shows you how the monthly close will work, so you can judge the quality of the work before paying for anything.`,
      ],
    },
    {
      id: 'cash-or-accrual',
      question: 'Why do you keep startup books on an accrual basis?',
      answer: [
        'Investors, lenders and auditors expect accrual-basis statements, because they match revenue and expenses to the month they belong to. Cash-basis books can make a month with a large annual contract look spectacular and the following eleven look poor. Starting on accrual from day one avoids a costly conversion right before your first priced round.',
      ],
    },
    {
      id: 'which-software',
      question: 'Which accounting software do you use?',
      answer: [
        'We work in QuickBooks Online or Xero for the general ledger, Gusto or ADP for payroll, Bill.com for payables, Expensify for employee expenses and Stripe for billing data. If you already use one of these we keep it; if you have nothing yet, we recommend a setup on the onboarding call and handle the configuration for you.',
      ],
    },
    {
      id: 'do-you-file-taxes',
      question: 'Do you prepare and file my startup tax returns?',
      answer: [
        `Yes, tax preparation and filing is part of LaunchPad: your federal and state income tax returns, contractor 1099s and franchise tax filings, all prepared from the closed books. ${returnSigning}`,
        `${returnConsent} If you already work with a CPA, we hand them a complete, reconciled year-end package instead and coordinate directly with their team.`,
      ],
    },
    {
      id: 'cap-table-setup',
      question: 'What does banking, credit card and cap table setup involve?',
      answer: [
        'We help you open and connect business bank and card accounts, set spending rules, and link them to your books so every transaction flows in automatically. For the cap table, we record founder shares, option grants and SAFE or convertible note rounds in your books and keep them consistent with your cap table records, so equity and the balance sheet agree.',
      ],
    },
    {
      id: 'what-reports-do-i-get',
      question: 'What reports will I receive each month?',
      answer: [
        `By the ${closeDay} of every month you receive the P&L, balance sheet and cash flow statement for the previous month, plus a KPI dashboard with burn, runway, revenue growth and the metrics your business model calls for. Your account manager walks you through anything that moved unexpectedly.`,
      ],
    },
    {
      id: 'is-my-data-secure',
      question: 'Is my financial data secure with an offshore team?',
      answer: [
        `You stay the owner of every account: we work in your QuickBooks or Xero file, your bank feeds and your payroll platform with the access our roles need, and you can revoke it at any time. Team members sign confidentiality agreements, work on company-managed devices and sign in with ${SECURITY.twoFactor}.`,
      ],
    },
    {
      id: 'who-is-on-my-team',
      question: 'Who will actually work on my books?',
      answer: [
        `A dedicated pod of bookkeepers, AP/AR specialists, payroll processors and reporting analysts, led by one account manager, with US-based finance experts available when needed. Every member passed our ${CLAIMS.vettingSteps}-step vetting, and only the top ${CLAIMS.topTalentPercent}% of candidates are hired. Pods work from our offices in the US and India, and you always talk to the same account manager.`,
      ],
    },
    {
      id: 'what-if-my-books-are-behind',
      question: 'What if my books are already behind?',
      answer: [
        `That is common, especially for founders who spent the first months building product. During onboarding we review what exists, then bring the backlog up to date with catch-up bookkeeping before the first regular close. ${catchUpStartingRate}, and we agree on the scope with you before starting so you know what to expect.`,
      ],
    },
  ],
} satisfies FaqContent
