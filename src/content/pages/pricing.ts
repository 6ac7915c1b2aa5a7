// Copy of the pricing page (/pricing): the published rates, the estimator's wording, the in-house comparison, how
// every kind of work is billed (the owner's inventory, billing.yml) and the LaunchPad terms.
import { LAUNCHPAD, TRIAL_DAYS } from '@/content/constants'
import { BILLING } from '@/content/billing'
import { PRACTICES } from '@/content/practices'
import { launchpadTerms } from '@/content/sections'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/pricing.yml'
import {
  analystPrice,
  analystRate,
  arApCatchUpStartingRate,
  bookkeeperPrice,
  bookkeeperRate,
  catchUpStartingRate,
  catchUpTiming,
  noCharge,
  noLongContracts,
  publishedRates,
  terms,
  upperFirst,
} from '@/content/phrases'
import { inHouseSavingClaim, practiceLink } from '@/content/fact-phrases'
import type { BillingContent, PageContent } from '@/content/types'
import { linkTo } from '@/content/registry'

const title = 'Bookkeeping Pricing & Monthly Cost Estimator'

/** Each rate of the billing table, from the constants: "starts at" is the pod's hours, each at its person's rate. */
const RATES = {
  bookkeeper: bookkeeperRate,
  analyst: analystRate,
  pod: `From ${bookkeeperRate}; ${analystRate} for a reporting analyst`,
  free: 'No charge',
}
/** "a, b and c". */
const and = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

export const pricingPage = {
  meta: {
    title: `${title} | ${BRAND.name}`,
    description: `${BRAND.name} pricing: ${publishedRates}, ${terms} and a ${TRIAL_DAYS}-day free trial. Estimate your monthly bookkeeping cost in a minute.`,
    keywords: [
      'bookkeeping pricing',
      'outsourced bookkeeping cost',
      'monthly bookkeeping cost estimator',
      'how much does a bookkeeper cost',
      'hourly bookkeeping rates',
      'payroll and AR/AP pricing',
      'catch-up bookkeeping cost',
    ],
  },

  hero: {
    eyebrow: 'Pricing',
    title,
    lead: [`You pay for the hours your books need: ${publishedRates}, with no setup fee and no hidden charges.`],
    cta: { label: 'Book a Free Consultation' },
    // What the lead leaves out (it gives both rates).
    highlights: [upperFirst(noLongContracts), `${TRIAL_DAYS}-day free trial, no credit card`],
  },

  estimator: {
    id: 'estimator',
    eyebrow: 'Cost estimator',
    title: 'Estimate Your Monthly Cost',
    intro: 'Pick your services and give your counts: each service’s hours follow its own work.',
    kindLegend: 'Your kind of business',
    kindNote: 'It sets the counts the estimate starts from; change them to yours.',
    kinds: {
      general: { label: 'General bookkeeping' },
      distributors: { label: 'Stone distributors & suppliers' },
      fabricators: { label: 'Stone fabricators' },
      architects: { label: 'Architects & interior designers' },
      launchpad: {
        label: 'LaunchPad for first-year founders',
        hint: `The same rates, up to ${LAUNCHPAD.maxHoursPerMonth} hours a month for ${LAUNCHPAD.months} months`,
      },
    },
    servicesLegend: 'Services you want',
    servicesNote:
      'Bookkeeping follows your transactions and accounts, payroll the people you pay and how often, AR/AP your invoices and bills.',
    counts: {
      transactions: 'Transactions a month',
      accounts: 'Bank, card and loan accounts',
      people: 'People paid',
      pay: 'Pay schedule',
      invoices: 'Invoices sent a month',
      bills: 'Bills paid a month',
    },
    schedules: {
      weekly: 'Weekly',
      'every-two-weeks': 'Every two weeks',
      'twice-a-month': 'Twice a month',
      monthly: 'Monthly',
    },
    analystLabel: 'Reporting-analyst hours a month (optional)',
    analystHint: `A management accountant at ${analystRate}, for ${PRACTICES.billing.analyst}. Leave it at zero if the monthly statements are enough: they come with the bookkeeping.`,
    summaryTitle: 'Your estimate',
    month: 'a month',
    details: 'How it adds up',
    startNote: 'the starting counts for',
    yourCounts: 'your counts',
    capNote: `LaunchPad is capped at ${LAUNCHPAD.maxHoursPerMonth} hours a month, so the estimate’s bookkeeper hours stop there; reporting-analyst hours come on top.`,
    noMonthly: 'No monthly service chosen',
    nothing: 'Choose a service to see an estimate',
    oneOffNote: 'A one-off project, priced on the call from the counts you give us.',
    oneOffNotes: {
      'catch-up': `Catch-up is a one-off project. ${catchUpStartingRate}; we estimate its hours from how many months are behind and how many accounts you run. ${catchUpTiming}`,
    },
    claim: `A pod typically costs ${inHouseSavingClaim}.`,
    claimNote: 'The comparison below works it out with your figures.',
    shareNote: 'The page address keeps your choices, so you can bookmark or share this estimate.',
    submit: 'Update estimate',
    cta: { label: 'Go Over My Estimate on a Free Call' },
  },

  compare: {
    id: 'compare',
    eyebrow: 'In-house or outsourced',
    title: 'The Same Hours with an In-House Hire',
    intro: 'Public wage figures you can change, with every step of the sum shown.',
    roleLegend: 'The role you would hire',
    roles: {
      bookkeeper: { label: 'A bookkeeper', hint: `Beside our bookkeeper at ${bookkeeperRate}` },
      accountant: { label: 'An accountant, for reporting', hint: `Beside our reporting analyst at ${analystRate}` },
    },
    labels: {
      salary: 'Yearly salary ($)',
      benefits: 'Benefits, as a percent of total compensation',
      hours: 'Hours of work a month',
      recruiting: 'Recruiting, a year ($)',
      software: 'Software only an in-house hire would need, a year ($)',
    },
    hoursHelp: 'the top of your estimate’s bookkeeper hours',
    extras: 'Your own recruiting and software costs',
    chart: { inHouse: 'In-house hire', ours: `With ${BRAND.name}`, month: 'a month' },
    sum: 'How the sum works',
    basis:
      'It assumes a hire paid only for these hours at the national median wage, with the private-industry average benefits; wages and benefits where you are may differ, so put in your own.',
    sources: 'Sources of the defaults',
    submit: 'Update comparison',
    cta: { label: 'Go Over This Comparison on a Free Call' },
  },

  billing: {
    id: 'billing',
    eyebrow: 'What you pay',
    title: 'How Each Kind of Work Is Billed',
    intro: `${upperFirst(terms)}. ${PRACTICES.billing.invoice}`,
    cards: [
      {
        title: 'Bookkeeper',
        ...bookkeeperPrice,
        covers: `${upperFirst(PRACTICES.billing.bookkeeper)}. ${arApCatchUpStartingRate}.`,
      },
      {
        title: 'Reporting analyst',
        ...analystPrice,
        covers: `${upperFirst(PRACTICES.billing.analyst)}, only when you ask for them. LaunchPad’s return reviews and tax questions are billed at this rate too.`,
      },
      { title: 'Not billed', price: noCharge, unit: '', covers: `${upperFirst(and(BILLING.notBilled))}.` },
    ],
    table: 'Every kind of work, who does it and what counts as its hours',
    columns: ['Work, and who does it', 'Rate, and what counts as hours'],
    rows: BILLING.rows.map(({ work, who, rate, hours }) => ({
      work,
      who: upperFirst(who),
      rate: RATES[rate],
      hours,
    })),
  } satisfies BillingContent,

  launchpad: {
    id: 'launchpad',
    eyebrow: 'LaunchPad',
    title: 'LaunchPad Terms for First-Year Founders',
    intro: `One pod sets up a first-year company’s books, payroll and AR/AP, closes every month and prepares the company’s business tax returns (Form 1120, 1120-S or 1065), billed at the published hourly rates for the hours it works.`,
    ...bookkeeperPrice,
    points: [...launchpadTerms, upperFirst(noLongContracts), 'A dedicated account manager from day one'],
    note: `Returns are for the tax year whose year-end falls within LaunchPad; ${practiceLink('taxReturns')}.`,
    cta: { label: 'See LaunchPad for Startups', link: linkTo('launchpad-startups') },
  },

  faq,

  closingBanner: {
    title: 'Talk Through Your Costs on a Free Call',
    body: `Tell us your software and roughly how many accounts and transactions you have a month, and we estimate the hours your books need. Your first ${TRIAL_DAYS} days are on us.`,
    cta: { label: 'Book a Free Consultation' },
    tone: 'primary',
  },
} satisfies PageContent
