// FAQ of /services/catch-up-bookkeeping. A module of its own, named after its page's registry id: the /faq hub finds it by that name.
import { TRIAL_DAYS } from '../constants'
import { SECURITY } from '../claims'
import { catchUpStartingRate, catchUpTiming, noExtraCharges, noLongContracts } from '../phrases'
import type { FaqContent } from '../types'

export const faq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Catch-Up Bookkeeping Questions, Answered',
  items: [
    {
      id: 'how-long-does-catch-up-take',
      question: 'How long does catch-up bookkeeping take?',
      answer: [
        `${catchUpTiming} We count from the day your documents arrive, and the timeline depends on how many months are missing, how many accounts you have and how quickly open questions are answered.`,
        'You receive a weekly update showing which periods are complete, so you and your CPA can plan the tax filing date with confidence.',
      ],
    },
    {
      id: 'how-far-behind-can-you-help',
      question: 'How far behind can we be?',
      answer: [
        'We regularly rebuild a full year or more, and we have caught up businesses that never set up a ledger at all. As long as bank and card statements are available, the books can be reconstructed.',
        'If you are behind on several years, we usually start with the year your CPA needs first, then work backward or forward as required.',
      ],
    },
    {
      id: 'what-documents-do-you-need',
      question: 'What documents do we need to provide?',
      answer: [
        'Bank, credit card and loan statements for every period being rebuilt, payroll reports, any sales tax filings and access to your accounting software if you have one. Receipts and invoices help, but are not required for every transaction.',
        'We send a single checklist after discovery and flag anything missing, so you are not asked for the same document twice.',
      ],
    },
    {
      id: 'what-if-receipts-are-missing',
      question: 'What if we are missing receipts or statements?',
      answer: [
        'Missing statements can usually be downloaded from your bank portal or requested from the bank. For missing receipts, we categorize from the bank description and vendor history and mark those items so your CPA knows which entries lack a source document.',
        'We also tell you which missing records matter most for your tax return, so effort goes where it counts.',
      ],
    },
    {
      id: 'how-much-does-catch-up-cost',
      question: 'How much does catch-up bookkeeping cost?',
      answer: [
        `${catchUpStartingRate}, with ${noExtraCharges}. After discovery we give you an hours estimate based on the number of periods, accounts and transactions, so you know the expected cost before cleanup begins.`,
        'If the scope changes, for example because another account turns up, we tell you before doing the extra work.',
      ],
    },
    {
      id: 'will-you-work-with-my-cpa',
      question: 'Will you work with our CPA or tax preparer?',
      answer: [
        'Yes. We ask your CPA early which format and cutoff they need, then deliver reconciled statements, an adjustment summary and supporting schedules directly to them.',
        'During tax preparation we answer their follow-up questions, so you are not stuck relaying technical questions back and forth.',
      ],
    },
    {
      id: 'which-software-do-you-use',
      question: 'Which accounting software will our books be in?',
      answer: [
        'We clean up books in QuickBooks Online, Xero, Zoho Books and Sage. If your existing file is too damaged to fix efficiently, we may recommend a fresh file with verified opening balances, and we explain the trade-offs before making that change.',
        'If you have no software, we set one up in your name as part of the project.',
      ],
    },
    {
      id: 'what-happens-after-catch-up',
      question: 'What happens after our books are caught up?',
      answer: [
        'You own a clean, reconciled file and a set of statements for every period. Many clients then move straight into monthly bookkeeping with the same team, so the books never fall behind again.',
        `Monthly service includes a ${TRIAL_DAYS}-day free trial with no credit card and ${noLongContracts}, so you can decide once you have seen the ongoing work.`,
      ],
    },
    {
      id: 'is-my-data-secure',
      question: 'How do you keep our financial documents secure?',
      answer: [
        `Documents are uploaded to a secure folder, never sent as email attachments, and the people on your project sign in with ${SECURITY.twoFactor}.`,
        'Access is limited to the team working on your project, and we use accountant or read-only access to your software and bank feeds wherever possible.',
      ],
    },
  ],
} satisfies FaqContent
