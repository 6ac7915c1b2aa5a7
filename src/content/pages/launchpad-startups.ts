// LaunchPad for startups: the first-year founder bundle (/industry/launchpad-startups).
import { CLOSE_DAY, LAUNCHPAD, TRIAL_DAYS, ordinal } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { launchpadTerms } from '@/content/sections'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/launchpad-startups.yml'
import {
  analystRate,
  bookkeeperPrice,
  bookkeeperRate,
  noExtraCharges,
  noLongContracts,
  payAsYouGo,
  upperFirst,
} from '@/content/phrases'
import type { SectionsPageContent } from '@/content/types'

const closeDay = ordinal(CLOSE_DAY.launchpad)

export const launchpadStartupsPage = {
  meta: {
    title: 'Bookkeeping & Accounting for Startups, Book a Call Now',
    description: `Startup bookkeeping from a dedicated ${BRAND.name} finance pod: accrual books, payroll, tax filing and a KPI dashboard. A bookkeeper is ${bookkeeperRate}; ${TRIAL_DAYS}-day free trial.`,
    keywords: [
      'startup bookkeeping',
      'accounting for startups',
      'bookkeeping for founders',
      'startup accounting services USA',
      'accrual basis bookkeeping',
      'startup tax preparation',
      'cap table setup',
      'outsourced startup finance team',
    ],
  },

  hero: {
    eyebrow: `${BRAND.name} LaunchPad for first-year founders`,
    title: 'Bookkeeping & Accounting for Startups',
    lead: [
      `Your first year decides whether your numbers help you raise, hire and file on time, or whether they become a cleanup project the week before a due diligence request. LaunchPad gives first-year founders a dedicated finance pod that sets up the books properly from day one.`,
      `Accrual-basis bookkeeping, payroll, bill pay, invoicing and tax return preparation in one pod, with the books closed by the ${closeDay} of every month.`,
    ],
    cta: { label: 'Book a Free Startup Finance Consultation' },
    rating: true,
    highlights: [
      `Up to ${LAUNCHPAD.maxHoursPerMonth} hours a month for ${LAUNCHPAD.months} months`,
      `${TRIAL_DAYS}-day free trial, no credit card`,
      `${CLAIMS.founders} founders served across all our services`,
    ],
    illustration: 'hero-startup',
  },

  regret: {
    eyebrow: 'The cost of waiting',
    title: 'Why Founders Regret Delaying Their Bookkeeping',
    intro:
      'Putting the books off feels free until something forces the issue. By then the fix costs more than the setup would have.',
    items: [
      {
        title: 'Investors ask for numbers you cannot produce',
        description:
          'A seed or Series A investor will ask for monthly financials, burn and runway. Cash-basis notes in a spreadsheet do not survive due diligence, and rebuilding a year of history under a deadline slows the round.',
      },
      {
        title: 'Tax deadlines arrive with no records behind them',
        description:
          'Federal returns, state filings and, for Delaware companies, franchise tax all depend on clean books. Without them your CPA bills extra hours to reconstruct the year, or files late and the penalties land on you.',
      },
      {
        title: 'Personal and company money get mixed',
        description:
          'Paying company expenses from a personal card feels harmless in month one. Untangling hundreds of those transactions later is slow, and it weakens the separation between you and the company.',
      },
      {
        title: 'You lose track of burn and runway',
        description:
          'Without a monthly close you are guessing how many months of cash you have left. Founders who find out late have fewer options, and every option left is a worse one.',
      },
      {
        title: 'Payroll and contractor errors compound',
        description:
          'A misclassified contractor, a missed state registration or a skipped 1099 turns into notices and back payments. These are cheap to get right at the first hire and expensive to fix later.',
      },
    ],
  },

  compliance: {
    title: 'The Easiest Way to Stay Compliant',
    paragraphs: [
      `Compliance for a young company is mostly a calendar problem: payroll tax deposits, quarterly estimates, sales tax where your CPA confirms you must collect it, contractor 1099s in January, federal and state returns, and annual franchise and registered-agent fees. LaunchPad puts all of it on one calendar that your ${BRAND.name} account manager keeps and goes through with you every week. ${PRACTICES.payrollTaxes.text}`,
      'Because the books are kept on an accrual basis and reconciled every month, each filing starts from reconciled numbers, and its supporting schedules come from the close.',
      'You keep approving payments, and you sign your returns as the taxpayer. Chasing receipts, matching bank feeds and the rest happen in the background, so your attention stays on product and customers.',
    ],
    illustration: 'trust-review',
  },

  pod: {
    eyebrow: 'Your LaunchPad pod',
    title: 'A Six-Part Finance Pod, Built for Your First Year',
    intro:
      'The roles a funded company would hire, sized to the hours you use.',
    items: [
      {
        icon: 'book-open',
        title: 'Bookkeepers',
        description:
          'Categorize transactions every week in your ledger, reconcile bank and credit card accounts, post accrual entries at each month-end and prepare your monthly statements.',
      },
      {
        icon: 'arrows-right-left',
        title: 'AP/AR specialists',
        description:
          'Send and follow up on customer invoices, schedule vendor bills for your approval, and keep receivables and payables current.',
      },
      {
        icon: 'banknotes',
        title: 'Payroll processors',
        description:
          'Run payroll in the platform you choose, pay contractors, register your company in the states where you hire, and prepare and file your payroll tax forms.',
      },
      {
        icon: 'presentation-chart-line',
        title: 'Reporting analysts',
        description: `Build the KPI dashboard you share with investors, with burn and runway, from the closed books. Their hours are billed at ${analystRate}.`,
      },
      {
        icon: 'user-plus',
        title: 'One account manager',
        description: `Your single point of contact: runs the weekly check-in, replies to questions ${PRACTICES.reply.text} and tracks each deadline with you.`,
      },
      {
        icon: 'globe-americas',
        title: 'US-based finance experts',
        description: `Each is ${PRACTICES.experts.text}. They answer the tax and entity questions of your first year and review the tax positions your returns take.`,
      },
    ],
  },

  included: {
    title: "What's Included in LaunchPad",
    intro: 'The setup and the monthly work of a first-year company, in one bundle.',
    items: [
      { title: 'Accrual-basis monthly bookkeeping' },
      { title: 'P&L, balance sheet and cash flow statement' },
      { title: 'Payroll and AP/AR setup' },
      { title: 'Tax prep and filing' },
      { title: 'Banking, credit card and cap table setup' },
      { title: 'Access to US-based finance experts' },
      { title: 'KPI dashboard' },
    ],
    cta: { label: 'Book a Free Startup Finance Consultation' },
  },

  reasons: {
    eyebrow: 'Why founders choose us',
    title: `Six Reasons Founders Trust ${BRAND.name}`,
    intro: `Across all our services, we have kept the books of ${CLAIMS.founders} founders' companies. This is what a LaunchPad pod brings to yours.`,
    items: [
      {
        icon: 'user-group',
        title: 'A setup built for how you sell',
        description:
          'Your chart of accounts starts from how your company earns, whether from subscriptions, online sales, services or hardware, rather than from a blank file.',
      },
      {
        icon: 'clipboard-document-check',
        title: `${CLAIMS.reviewLayers} layers of review`,
        description:
          'Nothing reaches you from its preparer alone, so the numbers you show investors have been checked more than once.',
      },
      {
        icon: 'identification',
        title: `${CLAIMS.vettingSteps}-step vetted team`,
        description: `Each accountant passes a ${CLAIMS.vettingSteps}-step vetting process, and only the top ${CLAIMS.topTalentPercent}% of candidates join a client pod.`,
      },
      {
        icon: 'presentation-chart-line',
        title: 'Numbers ready for an investor update',
        description:
          'Monthly statements and a KPI dashboard in the shape investors expect, so an update, a board deck or a data room request starts from closed books.',
      },
      {
        icon: 'users',
        title: 'Ready for your first hire',
        description: `We set up payroll and state registrations before your first payday, collect contractor W-9s and prepare their 1099s. ${PRACTICES.workerClassification.text}`,
      },
      {
        icon: 'currency-dollar',
        title: 'Pay only for the hours you use',
        description: `LaunchPad covers up to ${LAUNCHPAD.maxHoursPerMonth} hours a month, and you are billed only for the hours your pod works, listed by service on each invoice.`,
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Simple Pricing, and What You Get',
    intro: `You pay the published rates for the hours your pod works, not a package price: a bookkeeper is ${bookkeeperRate}, and the reporting analyst who builds your KPI dashboard ${analystRate}. What LaunchPad adds is what the pod sets up in your first year: books, payroll, AR/AP, bank and card accounts and your cap table.`,
    ...bookkeeperPrice,
    points: [
      ...launchpadTerms,
      upperFirst(noExtraCharges),
      `${upperFirst(noLongContracts)}: ${payAsYouGo} for the hours your company uses`,
      'A dedicated account manager from day one',
      `${TRIAL_DAYS}-day free trial, no credit card required`,
    ],
    cta: { label: 'Claim Your LaunchPad Slot' },
  },

  consultBanner: {
    title: "Let's make your books the least of your problems",
    body: 'Tell us where your company is today and we will show you what your first close with LaunchPad would look like.',
    cta: { label: 'Book a Free Consultation' },
    tone: 'primary',
  },

  process: {
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'How LaunchPad Works',
    items: [
      {
        icon: 'user-plus',
        number: 1,
        title: 'Onboarding',
        description:
          'We sign your NDA or our confidentiality agreement before any access, then connect your bank, cards, payroll and billing tools, set up the accrual chart of accounts and cap table records, and introduce your pod.',
      },
      {
        icon: 'calendar-days',
        number: 2,
        title: 'Weekly check-ins',
        description:
          'Each week your pod keeps transactions categorized and invoices moving, and your account manager goes through open questions, bills awaiting approval and upcoming deadlines with you.',
      },
      {
        icon: 'chart-bar',
        number: 3,
        title: `Books closed by the ${closeDay}`,
        description: `Every month your books are reconciled and closed by the ${closeDay}, and you receive the P&L, balance sheet, cash flow statement and KPI report for the previous month.`,
      },
    ],
  },

  faq,
} satisfies SectionsPageContent
