// /book: where every booking button leads. The call worded for each topic a button can ask about, the scheduler's
// section (or, without one, email and phone), and what happens on the call and after it.
import { LAUNCHPAD, STRATEGY_CALL_MINUTES, TRIAL_DAYS } from '@/content/constants'
import {
  arApStartingRate,
  bookkeeperRate,
  catchUpStartingRate,
  catchUpTypical,
  publishedRates,
} from '@/content/phrases'
import { PRACTICES } from '@/content/practices'
import { SECURITY } from '@/content/claims'
import { afterBooking, bookedConfirmation } from '@/content/after-booking'
import { practiceLink } from '@/content/fact-phrases'
import { BRAND, CONTACT } from '@/content/site'
import type { BookPageContent } from '@/content/types'

export const bookPage = {
  meta: {
    title: `Book a Free Consultation With ${BRAND.name}`,
    description: `Book a free call with one of our senior accountants about bookkeeping, catch-up work, receivables and payables, payroll, LaunchPad or a CPA firm partnership.`,
    keywords: [
      'book a free bookkeeping consultation',
      'schedule a call with an accountant',
      'free consultation outsourced bookkeeping',
      'payroll consultation',
      'CPA firm offshore staffing call',
    ],
  },

  hero: {
    eyebrow: 'Free consultation',
    title: 'Book a Free Consultation',
    topicLabel: 'Topic',
    coversTitle: 'On the call, we look at',
  },

  topics: {
    general: {
      name: 'Your books and finance operations',
      lead: `A free call about where your books stand today and what a ${BRAND.name} pod would take off your plate.`,
      covers: [
        'How your books, payroll, invoices and bills are handled today, and by whom',
        'Any deadline on your mind, and the work you want off your desk first',
        `Which services you need, the hours they take each month and the cost: ${publishedRates}`,
      ],
      contact: 'general',
    },
    bookkeeping: {
      name: 'Monthly bookkeeping',
      about: 'monthly bookkeeping',
      lead: 'We ask about your accounting software, your bank and card accounts and roughly how many transactions go through them each month, then say what your pod would do.',
      covers: [
        'Your chart of accounts, reconciliations and month-end close as they are today',
        'The reports you need each month, and who reads them',
        `The hours your books would take, at ${bookkeeperRate}`,
      ],
      contact: 'general',
    },
    'catch-up': {
      name: 'Catch-up bookkeeping',
      about: 'catch-up bookkeeping',
      lead: 'Tell us how far behind the books are, which statements and receipts you still have, and the deadline you are working toward: a tax filing, a loan application or a request from an investor.',
      covers: [
        'Which months or years need rebuilding, and in what order',
        'The records we would need from you, and which gaps bank data can fill',
        `How long your cleanup would take (${catchUpTypical}) and its cost: ${catchUpStartingRate.toLowerCase()}`,
      ],
      contact: 'general',
      next: {
        after: `If it fits, we sign an NDA and discovery confirms the periods to rebuild and the hours before the cleanup begins. Catch-up work, discovery included, is billed by the hour; once your books are current, monthly bookkeeping can follow with a ${TRIAL_DAYS}-day free trial.`,
      },
    },
    'ar-ap': {
      name: 'Accounts receivable and payable',
      about: 'accounts receivable and payable',
      lead: 'We walk through how invoices go out and how bills get paid today: who sends the reminders, who approves payments, and how much is overdue on either side.',
      covers: [
        'Your invoicing, collections and aging as they stand',
        'Bill intake, approvals and payment runs, W-9s included',
        `What an AR/AP specialist would take over, and the cost: ${arApStartingRate}`,
      ],
      contact: 'general',
    },
    payroll: {
      name: 'Payroll',
      about: 'payroll',
      lead: 'Tell us how many people you pay, how often and in which states, and which payroll software you use or are considering.',
      covers: [
        'Your pay schedules, overtime, PTO, bonuses and commissions',
        'Federal, state and local payroll tax returns, W-2s and 1099s, and your duties as the employer',
        'Moving an existing payroll mid-year, or setting up your first pay run',
      ],
      contact: 'general',
    },
    launchpad: {
      name: 'LaunchPad for first-year founders',
      about: 'LaunchPad',
      lead: `On the call, we check whether your company qualifies, as LaunchPad is for ${LAUNCHPAD.audience}, and what your first months would set up.`,
      covers: [
        'Whether your company qualifies, and when your pod could start',
        'Books, payroll, AR/AP, banking, credit card and cap table setup: what you have and what is missing',
        `Your company’s own tax returns (Form 1120, 1120-S or 1065): ${PRACTICES.taxReturns.short}`,
        `Up to ${LAUNCHPAD.maxHoursPerMonth} hours a month at the published rates, and a KPI dashboard if you want one, in reporting-analyst hours beyond those ${LAUNCHPAD.maxHoursPerMonth}`,
      ],
      contact: 'general',
    },
    cpa: {
      name: 'A CPA firm partnership',
      about: 'a partnership with our firm',
      lead: `A ${STRATEGY_CALL_MINUTES}-minute strategy call for your firm: the work you would hand over, the systems your staff use, and how review and supervision would work.`,
      covers: [
        'The engagements you want support on: write-ups, monthly bookkeeping, payroll or busy-season overflow',
        'How our staff would work in your systems, under your engagement, review and supervision',
        'Telling your clients you use an outside provider, and their written consent before tax-return information reaches our staff outside the US',
      ],
      contact: 'partnerships',
      next: {
        before:
          'Send no client files: we only need the software your firm uses, the kinds of work you would hand over and roughly how many client files.',
        on: `In ${STRATEGY_CALL_MINUTES} minutes, a senior accountant learns your clients, software and review process, and proposes a team. There is no pressure to sign anything.`,
        after: `If it fits, we set up in your systems and run a pilot on a few of your clients during a ${TRIAL_DAYS}-day free trial, once they are told and have consented where tax-return information is involved. If you stop, ${practiceLink('trial')}.`,
      },
    },
    security: {
      name: 'A security review',
      about: 'a security review of your firm',
      lead: `For your IT lead, your CPA firm or you: we go through how your data, your money and your filings are handled, and share the documents you need for your review${SECURITY.nda ? ' under an NDA' : ''}.`,
      covers: [
        'Where your documents and data would be kept, who could open them, and what happens when you leave',
        'The access we would ask for, and how payments and bank-detail changes are approved',
        'The documents we share on request, such as our written information security program',
      ],
      contact: 'general',
      next: {
        on: `A senior accountant goes through our safeguards with you, answers your questionnaire and agrees which of our security documents we share with you${SECURITY.nda ? ' under an NDA' : ''}. There is no pressure to sign anything.`,
      },
    },
  },

  schedule: {
    id: 'schedule',
    title: 'Pick a Time That Suits You',
    intro:
      'Times show in your own time zone. Choose a slot, add your name and email, and the invitation arrives in your inbox.',
    frameTitle: 'Booking calendar for your free consultation',
    skip: 'Skip the calendar',
    alternatives: 'Prefer email or phone?',
    prompt: 'Pick a time in our online calendar, or email or call us.',
    loading: 'Loading the calendar…',
    failed:
      'The calendar did not load. A browser extension, a network filter or the connection may be blocking it. Open it in a new tab, or email or call us instead.',
    newTab: 'Open the calendar in a new tab',
  },

  direct: {
    id: 'schedule',
    title: 'How to Book',
    intro: 'Email us, or call during office hours.',
    emailHint: 'The message is ready to send: add two times that suit you, with your time zone, and we confirm one.',
    phoneHint: `Office hours: ${CONTACT.hours.text}.`,
  },

  email: {
    subject: 'Free consultation',
    greeting: `Hello ${BRAND.name} team,`,
    request: 'I would like to book a free consultation',
    fields: ['Two times that suit me, with my time zone:', '1.', '2.', '', 'Company name:', 'Phone (optional):'],
  },

  next: afterBooking,

  estimate: {
    lead: 'You estimated',
    month: 'a month',
    bookkeeperHours: 'bookkeeper hours',
    analystHour: 'reporting-analyst hour',
    analystHours: 'reporting-analyst hours',
    plus: 'plus',
    oneOff: 'priced on the call from the counts you give us',
    confirm: 'We go over the hours and the cost with you on the call.',
    email: 'My estimate on your pricing page:',
  },

  comparison: {
    lead: 'You compared',
    roles: { bookkeeper: 'an in-house bookkeeper', accountant: 'an in-house accountant' },
    line: '{role} at {salary} a year, benefits at {benefits}% of compensation{extras}, {hours} hours a month: {inHouse} a month in-house against {ours} with us, a difference of {difference} ({percent}% of the in-house cost)',
    extras: ', plus {recruiting} recruiting and {software} software a year',
    confirm: 'We go over each figure with you on the call.',
    email: 'My comparison with an in-house hire on your pricing page:',
  },

  booked: {
    title: 'Your Call Is Booked',
    body: bookedConfirmation,
  },
} satisfies BookPageContent
