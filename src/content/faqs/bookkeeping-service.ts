// FAQ of /services/bookkeeping-service. A module of its own, named after its page's registry id: the /faq hub finds it by that name.
import { HOURS, ONBOARDING, TRIAL_DAYS } from '../constants'
import { SECURITY } from '../claims'
import { bookkeeperRate, encryptionSentence, generalHours, isoAligned, noLongContracts, payAsYouGo } from '../phrases'
import type { FaqContent } from '../types'

export const faq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Monthly Bookkeeping Questions, Answered',
  items: [
    {
      id: 'is-my-financial-data-secure',
      question: 'How do you keep my financial data secure?',
      answer: [
        `${encryptionSentence} Every team member signs in with ${SECURITY.twoFactor}, and we work under ${isoAligned} procedures with role-based access, so only your assigned pod can open your books.`,
        `Activity in your ledger is traceable through audit trails, working papers are kept with ${SECURITY.backups} backups, and we use accountant or read-only access wherever your software allows it, so we never need your banking passwords.`,
      ],
    },
    {
      id: 'do-you-work-with-my-cpa',
      question: 'Will you work with my existing CPA?',
      answer: [
        'Yes. Most of our clients keep their CPA for tax returns and planning. We give your CPA accountant access to the ledger, answer their questions directly and send a year-end package with reconciliations, a fixed asset schedule and a 1099 vendor list.',
        'If you do not have a CPA yet, your account manager can tell you what to look for and what your books will need to be ready for filing.',
      ],
    },
    {
      id: 'how-long-does-onboarding-take',
      question: 'How long does onboarding take?',
      answer: [
        `Most clients are fully onboarded in ${ONBOARDING.bookkeeping}. In that time we connect bank feeds, get access to your accounting software, review your chart of accounts, collect the last month's statements and agree on which day each month you receive reports.`,
        'If your books are more than a couple of months behind, we plan a catch-up first so monthly work starts from a reconciled balance.',
      ],
    },
    {
      id: 'how-many-hours-will-i-need',
      question: 'How many bookkeeping hours will my business need?',
      answer: [
        `Most small businesses need ${generalHours}, depending on transaction volume, the number of accounts and how many bills and invoices you process. We estimate your hours from your bank statements during the free consultation.`,
        `As you grow, the service scales from ${HOURS.scale[0]} to ${HOURS.scale[1]}+ hours a month with the same pod, so you never have to re-explain your business to a new team.`,
      ],
    },
    {
      id: 'which-industries-do-you-serve',
      question: 'Which industries do you work with?',
      answer: [
        'We keep books for startups, professional services firms, e-commerce sellers, agencies, contractors, stone distributors and fabricators, and architecture and interior design studios.',
        'Each pod learns the details of your industry, such as job costing for project businesses, inventory for distributors or Stripe and marketplace payouts for online sellers, so your reports reflect how your business actually makes money.',
      ],
    },
    {
      id: 'why-do-small-businesses-need-monthly-books',
      question: 'Why does a small business need monthly bookkeeping?',
      answer: [
        'Books closed every month show problems while they can still be fixed: a customer who stopped paying, a subscription billed twice, a margin slipping on one product line. Closing once a year only tells you what already went wrong.',
        'Lenders, investors and buyers also ask for recent monthly statements, and sales tax and estimated tax payments are far easier to get right when the numbers are current.',
      ],
    },
    {
      id: 'which-accounting-software-do-you-use',
      question: 'Which accounting software do you use?',
      answer: [
        'We work in QuickBooks Online, Xero, Zoho Books and Sage, alongside tools such as Bill.com, Expensify, Gusto and Stripe. The ledger stays in your name and under your subscription, so you keep full ownership of your data.',
        'If you are not on any software yet, we recommend a setup that fits your size and move your records into it during onboarding.',
      ],
    },
    {
      id: 'what-do-i-need-to-provide',
      question: 'What do I need to provide each month?',
      answer: [
        'Very little once bank feeds are connected. You forward receipts and bills to a shared inbox or upload them to your expense app, let us know about loans, new accounts or large one-off purchases, and answer the short question list your bookkeeper sends each week.',
        'Everything else, from statement downloads to reconciliations, is handled by your pod.',
      ],
    },
    {
      id: 'when-do-i-receive-my-reports',
      question: 'When will I receive my monthly reports?',
      answer: [
        'We agree on a fixed close date during onboarding, based on when your last statements arrive. On that date you receive your profit and loss statement, balance sheet and cash flow statement, along with notes on anything unusual.',
        'Your account manager then books a short call to walk through the numbers and answer questions before you share them with your CPA or investors.',
      ],
    },
    {
      id: 'how-does-the-free-trial-work',
      question: 'How does the free trial work?',
      answer: [
        `The ${TRIAL_DAYS}-day free trial lets you see real work on your own books before you pay anything. We onboard you, categorize and reconcile recent transactions, and send the results for your review.`,
        `No credit card is needed to start. If you continue, pricing is ${payAsYouGo} from the first paid month, with a bookkeeper at ${bookkeeperRate} and ${noLongContracts}.`,
      ],
    },
  ],
} satisfies FaqContent
