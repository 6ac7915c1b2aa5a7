// FAQ of /industry/architects--designers. A module of its own, named after its page's registry id: the /faq hub finds it by that name.
import { CLOSE_DAY, HOURS, ONBOARDING, TRIAL_DAYS, range, ordinal } from '../constants'
import { CLAIMS, SECURITY } from '../claims'
import { analystRate, bookkeeperRate, noExtraCharges, noLongContracts } from '../phrases'
import type { FaqContent } from '../types'

const closeDay = ordinal(CLOSE_DAY.architects)

export const faq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Questions Architects and Designers Ask Us',
  items: [
    {
      id: 'which-software',
      question: 'Which software do you work with?',
      answer: [
        'Our teams keep the ledger in QuickBooks Online or Xero, and work alongside the tools studios use for time and projects, such as BQE Core, Monograph and Harvest, or Studio Designer and Houzz Pro for interior design firms.',
        'Payroll runs through Gusto or ADP, and bills can be paid through Bill.com. We fit into your current setup; if time tracking is missing, we can recommend a simple tool.',
      ],
    },
    {
      id: 'how-do-you-handle-retainers',
      question: 'How do you handle client retainers?',
      answer: [
        'A retainer is recorded as money held for the client, not as income. It stays on the balance sheet until it is applied to an invoice, usually the final one for the project or phase, or refunded under your contract.',
        'Each month you get a list of retainers by client, showing what was received, applied and remains. This avoids the common surprise of a project that seemed paid for but still has fee to earn.',
      ],
    },
    {
      id: 'phase-billing',
      question: 'Can you bill by project phase or percentage complete?',
      answer: [
        'Yes. We set up each project with its fee type: fixed fee by phase, percentage of construction cost, hourly, or hourly with a not-to-exceed limit. Before each billing run we confirm progress with you or your project managers.',
        'Invoices show the fee per phase, what has been billed and what remains, which clients find easier to approve. Extra services and reimbursables are added as separate lines.',
      ],
    },
    {
      id: 'billable-hours-and-utilization',
      question: 'How do you track billable hours and utilization?',
      answer: [
        'We take approved timesheets from your time tracking tool each week, match hours to projects and phases, and make sure billable time reaches the next invoice.',
        'The monthly utilization report shows billable and non-billable hours for each person and for the studio, plus hours worked but not yet billed. Principals use it to plan staffing and to spot projects heading over budget.',
      ],
    },
    {
      id: 'reimbursable-expenses',
      question: 'How do you make sure reimbursable expenses get billed?',
      answer: [
        'Every reimbursable cost is coded to its project when it is paid, whether it is printing, travel, permit fees, renderings or a consultant invoice. Before each billing run we add unbilled reimbursables with the markup your contract allows.',
        'Anything that cannot be matched to a project is raised with you that week rather than at year-end, when receipts are hard to trace.',
      ],
    },
    {
      id: 'trade-purchasing',
      question: 'I buy furniture and finishes at trade prices for clients. How do you account for that?',
      answer: [
        'We track each order from proposal to delivery: the client deposit, the vendor deposit and balance, freight, receiving and delivery charges, and the final client invoice. Client deposits stay a liability until the item is delivered.',
        'Your markup is recorded as product income, separate from design fees. Purchases for resale are made under your resale certificate, and we collect and report sales tax on what you sell to clients in each state where you file.',
      ],
    },
    {
      id: 'consultants-and-1099s',
      question: 'We pay engineers and renderers as contractors. Do you handle their 1099 forms?',
      answer: [
        'Yes. We collect a W-9 before the first payment, record each consultant payment against its project, and prepare and file 1099-NEC forms at year-end.',
        'Consultant invoices passed through to clients are tracked as reimbursables, so you can see which have been billed on and which the studio is still carrying.',
      ],
    },
    {
      id: 'onboarding-and-close-date',
      question: 'How long does onboarding take, and when do I get my reports?',
      answer: [
        `Onboarding takes ${ONBOARDING.industry}. We need read-only access to your accounting software and banks, your project list with fees and phases, open retainers, and for designers, the list of open orders.`,
        `After that, your books are closed by the ${closeDay} of each month and your reports follow straight after, so you review last month while it still matters.`,
      ],
    },
    {
      id: 'is-my-data-secure',
      question: 'Is our client and project data safe with you?',
      answer: [
        'Yes. Drawings and client files stay in your own systems; we only need the financial records.',
        `Only the members of your pod can reach your books, each vetted in ${CLAIMS.vettingSteps} steps and signing in with ${SECURITY.twoFactor}.`,
      ],
    },
    {
      id: 'pricing-and-free-trial',
      question: 'How much does it cost, and can we try it first?',
      answer: [
        `A bookkeeper is ${bookkeeperRate}, and most studios need ${range(HOURS.architects)} hours a month. A reporting analyst, at ${analystRate}, is optional: for project profitability, utilization and the KPI dashboard. There are ${noExtraCharges} and ${noLongContracts}.`,
        `You can start with a ${TRIAL_DAYS}-day free trial, without a credit card. Your pod works on your actual books during the trial, so you see the project reports before deciding.`,
      ],
    },
  ],
} satisfies FaqContent
