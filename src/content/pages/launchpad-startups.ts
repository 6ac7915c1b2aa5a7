// LaunchPad for startups: the first-year founder bundle (/industry/launchpad-startups).
import { REPORTS } from '@/content/pages/reports'
import { CLOSE_DAY, LAUNCHPAD, TRIAL_DAYS, ordinal } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { launchpadTerms } from '@/content/sections'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/launchpad-startups.yml'
import { analystRate, bookkeeperPrice, bookkeeperRate, terms, upperFirst } from '@/content/phrases'
import { billingLink, noSetupFee, practiceLink } from '@/content/fact-phrases'
import { resourceBanner } from '@/content/resources/teasers'
import type { SectionsPageContent } from '@/content/types'

const closeDay = ordinal(CLOSE_DAY.launchpad)
/** Who signs a return, linked to the whole safeguard (the signer, and the taxpayer's consent before staff outside the US see it). */
const returnsSigned = practiceLink('taxReturns', 'signed by a US CPA or enrolled agent')

export const launchpadStartupsPage = {
  meta: {
    title: `LaunchPad: Bookkeeping & Accounting for Startups | ${BRAND.name}`,
    description: `First-year startup bookkeeping: a ${BRAND.name} pod for accrual books, payroll and AR/AP; a KPI dashboard on request. A bookkeeper is ${bookkeeperRate}; ${TRIAL_DAYS}-day free trial.`,
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
    eyebrow: 'LaunchPad for first-year founders',
    title: 'Bookkeeping & Accounting for Startups',
    lead: [
      `LaunchPad gives first-year founders a dedicated finance pod that sets up accrual books, payroll and bill pay from day one and closes them by the ${closeDay} of each month once your statements are in.`,
    ],
    cta: { label: 'Book a Free Startup Finance Consultation' },
    rating: true,
    highlights: [
      `Billed for the hours used, up to ${LAUNCHPAD.maxHoursPerMonth} a month`,
      `${TRIAL_DAYS}-day free trial, no credit card`,
      'A dedicated account manager',
    ],
    sample: {
      title: REPORTS['launchpad-startups'],
      subtitle: 'Sample startup · month 7 of LaunchPad',
      columns: ['Metric', 'This month', 'Last month'],
      rows: [
        { label: 'Monthly recurring revenue', values: ['42,800', '38,900'] },
        { label: 'Gross margin', values: ['78%', '76%'] },
        { label: 'Net burn', values: ['(61,300)', '(64,150)'] },
        { label: 'Cash in bank', values: ['1,184,000', '1,245,300'] },
        { label: 'Runway in months', values: ['19.3', '19.4'], total: true },
      ],
      note: `Closed on the ${closeDay}. Recurring revenue is up 10.0%, and burn is down for the second month running.`,
    },
    illustration: 'hero-startup',
  },

  regret: {
    eyebrow: 'The cost of waiting',
    title: 'Why Founders Regret Delaying Their Bookkeeping',
    items: [
      {
        title: 'Investors ask for numbers you cannot produce',
        description:
          'Investors want monthly financials, burn and runway, and spreadsheet notes do not survive due diligence.',
      },
      {
        title: 'Tax deadlines arrive with no records behind them',
        description:
          'Returns and Delaware franchise tax start from the books; without them, your CPA rebuilds the year.',
      },
      {
        title: 'Personal and company money get mixed',
        description: 'One personal card for company expenses becomes hundreds of charges to untangle later.',
      },
      {
        title: 'You lose track of burn and runway',
        description: 'Without a monthly close you guess how much cash is left, and learn the answer late.',
      },
    ],
  },

  compliance: {
    title: 'The Easiest Way to Stay Compliant',
    paragraphs: [
      `A young company’s compliance is mostly a calendar: payroll tax deposits, contractor 1099s, sales tax once your CPA decides where you must collect it, and your returns. Your pod prepares each from reconciled books, and your account manager goes through what is due at each weekly check-in.`,
      `Some duties stay yours: nothing is paid without your approval, payroll taxes are the employer’s, and an officer or partner signs each return for your company, after ${practiceLink('taxReturns', 'a US CPA or enrolled agent signs it as paid preparer')}.`,
    ],
    illustration: 'trust-review',
  },

  pod: {
    eyebrow: 'Your LaunchPad pod',
    title: 'A Six-Part Finance Pod, Built for Your First Year',
    intro: `Five roles staffed by ${practiceLink('staffing')}, and a US expert when you need one.`,
    items: [
      {
        icon: 'book-open',
        title: 'Bookkeepers',
        description: 'Categorize transactions weekly, reconcile your accounts and prepare the monthly statements.',
      },
      {
        icon: 'arrows-right-left',
        title: 'AP/AR specialists',
        description: 'Send and follow up invoices, and schedule bills for your approval.',
      },
      {
        icon: 'banknotes',
        title: 'Payroll processors',
        description: `Run payroll, register you where you hire and prepare ${practiceLink('payrollTaxes', 'your payroll tax forms')}.`,
      },
      {
        icon: 'presentation-chart-line',
        title: 'Reporting analysts',
        description: `Build your investors’ KPI dashboard, burn and runway included, at ${analystRate}.`,
      },
      {
        icon: 'user-plus',
        title: 'One account manager',
        description: `Runs your weekly check-in and replies to questions ${PRACTICES.reply.text}.`,
      },
      {
        icon: 'globe-americas',
        title: 'US-based finance experts',
        description: `${practiceLink('experts', upperFirst(PRACTICES.experts.text))} when a tax question of your first year needs one.`,
      },
    ],
  },

  included: {
    title: 'What’s Included in LaunchPad',
    intro: `Each item is billed by the hour: ${billingLink('see how')}.`,
    items: [
      { title: 'Accrual-basis monthly bookkeeping' },
      { title: 'P&L, balance sheet and cash flow statement' },
      { title: 'Payroll and AP/AR setup' },
      { title: `Tax prep and filing, each return ${returnsSigned}` },
      { title: 'Banking, credit card and cap table setup' },
      { title: 'Access to US-based finance experts' },
      { title: 'KPI dashboard' },
    ],
    cta: { label: 'Book a Free Startup Finance Consultation' },
  },

  reasons: {
    eyebrow: 'Why founders choose us',
    title: `Six Reasons Founders Trust ${BRAND.name}`,
    // The count under the reasons, not in the hero: one unconfirmed figure there (the rating) is enough.
    intro: `We have served ${CLAIMS.founders} founders.`,
    sample: CLAIMS.sample,
    items: [
      {
        icon: 'user-group',
        title: 'A setup built for how you sell',
        description: 'A chart of accounts built for subscriptions, online sales, services or hardware.',
      },
      {
        icon: 'clipboard-document-check',
        title: `${CLAIMS.reviewLayers} layers of review`,
        description: `${practiceLink('review', 'Nothing reaches you from its preparer alone')}, so investors see checked numbers.`,
      },
      {
        icon: 'identification',
        title: `${CLAIMS.vettingSteps}-step vetted team`,
        description: `About one in ${CLAIMS.candidatesPerHire} candidates passes, after an accounting test and a case study.`,
      },
      {
        icon: 'presentation-chart-line',
        title: 'Numbers ready for an investor update',
        description: 'Statements, and a KPI dashboard on request, for a board deck or data room.',
      },
      {
        icon: 'users',
        title: 'Ready for your first hire',
        description: `Payroll set up with your first hire in mind, and ${practiceLink('workerClassification')}.`,
      },
      {
        icon: 'currency-dollar',
        title: 'Pay only for the hours you use',
        description: PRACTICES.billing.invoice,
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Simple Pricing, and What You Get',
    intro: `A bookkeeper is ${bookkeeperRate} and a reporting analyst ${analystRate}, for the hours your pod works. Reporting-analyst hours, such as those for a KPI dashboard, come on top of the ${LAUNCHPAD.maxHoursPerMonth} hours a month: see ${billingLink('how each is billed')}.`,
    ...bookkeeperPrice,
    points: [...launchpadTerms, upperFirst(terms), noSetupFee],
  },

  consultBanner: {
    title: 'Let’s make your books the least of your problems',
    body: 'Tell us where your company stands, and we will show you what your first LaunchPad close would look like.',
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
        description: `During your free trial, we sign ${practiceLink('onboarding', 'an NDA before any access')}, connect your tools, agree on your chart of accounts and introduce your pod.`,
      },
      {
        icon: 'calendar-days',
        number: 2,
        title: 'Weekly check-ins',
        description: `Your pod posts the week’s transactions and ${practiceLink('cadence', 'sends one list of open questions')}, and your account manager goes through them with you.`,
      },
      {
        icon: 'chart-bar',
        number: 3,
        title: `Books closed by the ${closeDay}`,
        description:
          'Once your statements are in: the P&L, balance sheet and cash flow statement, and a KPI report when you book reporting-analyst hours for it.',
      },
    ],
  },

  resource: resourceBanner('startup-chart'),
  faq,
} satisfies SectionsPageContent
