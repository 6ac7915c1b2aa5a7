// FAQ of /industry/launchpad-smbs. A module of its own, named after its page's registry id: the /faq hub finds it by that name.
import { LAUNCHPAD, ONBOARDING, TRIAL_DAYS } from '../constants'
import { CLAIMS, SECURITY } from '../claims'
import {
  analystRate,
  bookkeeperRate,
  inHouseSaving,
  launchpadHours,
  launchpadOffer,
  returnConsent,
  returnSigning,
} from '../phrases'
import type { FaqContent } from '../types'

export const faq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Questions from Small and Mid-Sized Businesses',
  items: [
    {
      id: 'how-is-it-different-from-startups',
      question: 'How is LaunchPad for SMBs different from LaunchPad for startups?',
      answer: [
        `It is the same bundle on the same terms. ${launchpadOffer} The difference is the focus: LaunchPad for startups is built around investor reporting, the cap table and fundraising, while LaunchPad for SMBs is built around what a small business runs on from its first months: payroll, sales tax, vendor bills and customer invoices.`,
      ],
    },
    {
      id: 'is-my-business-a-fit',
      question: 'Is my business a good fit for LaunchPad for SMBs?',
      answer: [
        'It fits a small business in its first year of operation with real operating volume, or about to have it: employees on payroll, regular vendor bills, customer invoices or online sales, and usually an outside CPA for taxes. Retailers, distributors, agencies, contractors, clinics and e-commerce brands are typical clients. If your business is past its first year, our monthly bookkeeping service gives you the same pod at the same hourly rates.',
      ],
    },
    {
      id: 'how-much-does-it-cost',
      question: 'How much will LaunchPad for SMBs cost each month?',
      answer: [
        `You pay for your pod's hours at the published rates, not for a package: a bookkeeper is ${bookkeeperRate}, and the reporting analyst behind your dashboard and budgets ${analystRate}. Setting everything up costs nothing extra.`,
        `${launchpadHours} We estimate your hours on the consultation call from your transaction volume, headcount and number of entities, and every invoice lists the hours worked.`,
      ],
    },
    {
      id: 'what-does-the-first-year-look-like',
      question: 'What happens during the first year?',
      answer: [
        'The first months focus on setup: the chart of accounts, payroll and sales tax registrations, and AP and AR on a fixed weekly rhythm. Once the structure is right, the pod moves to a steady monthly close with a KPI dashboard, and the later months go into budgeting, margin analysis and your first year-end with your CPA.',
      ],
    },
    {
      id: 'how-long-does-onboarding-take',
      question: 'How long does onboarding take?',
      answer: [
        `Most businesses are onboarded in ${ONBOARDING.bookkeeping}. We collect read-only or accountant access to your accounting software, bank and card accounts, payroll provider and bill-pay tool, agree on the chart of accounts and reporting calendar, and introduce your pod. If your first months are not yet recorded, we bring them up to date before the first regular close.`,
      ],
    },
    {
      id: 'do-i-need-an-in-house-bookkeeper',
      question: 'Do I still need an in-house bookkeeper or office manager?',
      answer: [
        `That is your choice. Some clients hand the pod the whole function, which typically saves ${inHouseSaving} against in-house staff. Others keep an office manager for approvals, vendor relationships and receipts, while the pod takes reconciliations, payroll processing, filings and reporting. We document who does what during onboarding so nothing falls between the two.`,
      ],
    },
    {
      id: 'do-you-work-with-my-cpa',
      question: 'Do you work with my existing CPA?',
      answer: [
        'Yes, and we recommend it. Your CPA keeps the tax return and advisory relationship. We keep the books reconciled through the year, answer their questions during tax season, and deliver a year-end package with the trial balance, fixed asset and loan schedules, and 1099 details. Most CPAs spend fewer billable hours on clients whose books arrive already reconciled.',
        `If you have no CPA yet, LaunchPad's tax preparation covers your income tax returns. ${returnSigning} ${returnConsent}`,
      ],
    },
    {
      id: 'sales-tax-in-several-states',
      question: 'Can you handle sales tax if we sell in several states?',
      answer: [
        'Yes. We review where your sales may create nexus, register you where required, configure tax collection in your billing or e-commerce platform, and prepare and file the returns on each state schedule. The sales tax liability is reconciled to your books every month, so the balance on the balance sheet matches what you owe.',
      ],
    },
    {
      id: 'which-software',
      question: 'Which accounting and payroll software do you support?',
      answer: [
        'We work in QuickBooks Online, Xero, Zoho Books and Sage for the general ledger, Gusto and ADP for payroll, Bill.com for payables, Expensify for employee expenses, and Stripe for online payments. You keep ownership of every subscription. If you have not chosen your tools yet, we recommend a setup that fits your business and configure it for you.',
      ],
    },
    {
      id: 'multiple-locations-or-entities',
      question: 'Do you support multiple locations or entities?',
      answer: [
        'Yes. We set up classes or locations so each store, branch or service line gets its own profit and loss, and we keep separate books for each legal entity with intercompany balances reconciled every month. Consolidated reports show the whole business alongside each part, which is usually what owners and lenders want to see.',
      ],
    },
    {
      id: 'is-my-data-secure',
      question: 'How do you keep our financial data secure?',
      answer: [
        `Each team member passed a ${CLAIMS.vettingSteps}-step vetting process, signs a confidentiality agreement, signs in with ${SECURITY.twoFactor} and gets only the access their role needs. Payroll records stay in your payroll platform and card data in your payment tools. You remain the owner of every account and can remove our access at any time.`,
      ],
    },
    {
      id: 'what-after-the-first-year',
      question: 'What happens after the first year?',
      answer: [
        `After ${LAUNCHPAD.months} months most clients continue on monthly bookkeeping with the same pod, at the same hourly rates. Your account manager reviews the year with you and adjusts hours up or down to match the business.`,
      ],
    },
    {
      id: 'is-there-a-free-trial',
      question: 'Can we try the service before committing?',
      answer: [
        `Yes. Every new client starts with a ${TRIAL_DAYS}-day free trial with no credit card required. During the trial your pod connects your accounts, reviews your current books and delivers a first set of findings, so you can judge the quality of the work and the communication before any billing starts.`,
      ],
    },
  ],
} satisfies FaqContent
