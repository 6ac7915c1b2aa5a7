// Copy of the pricing page (/pricing): the published rates, the estimator's wording and the LaunchPad terms.
import { HOURS, LAUNCHPAD, TRIAL_DAYS, range } from '@/content/constants'
import { KIND_HOURS } from '@/content/estimator'
import { PRACTICES } from '@/content/practices'
import { launchpadTerms } from '@/content/sections'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/pricing.yml'
import { analystRate, arApCatchUpStartingRate, bookkeeperPrice, bookkeeperRate, catchUpStartingRate, catchUpTiming, generalHours, noExtraCharges, noLongContracts, publishedRates, terms, tradeHours, upperFirst } from '@/content/phrases'
import { inHouseSaving, returnSigning } from '@/content/fact-phrases'
import type { PageContent } from '@/content/types'
import { linkTo } from '@/content/registry'

const scale = `${HOURS.scale[0]} to ${HOURS.scale[1]}+`
const title = 'Bookkeeping Pricing & Monthly Cost Estimator'

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
    lead: [
      `You pay for the hours your books need: ${publishedRates}, with ${noExtraCharges}. ${arApCatchUpStartingRate}.`,
      'Pick your kind of business and the services you want below to see what a month typically costs, then confirm the exact hours on a free call.',
    ],
    cta: { label: 'Book a Free Consultation' },
    highlights: [
      `Bookkeeper ${bookkeeperRate}`,
      `Reporting analyst ${analystRate}`,
      upperFirst(noLongContracts),
      `${TRIAL_DAYS}-day free trial, no credit card`,
    ],
    illustration: 'hero-finance',
  },

  estimator: {
    id: 'estimator',
    eyebrow: 'Cost estimator',
    title: 'Estimate Your Monthly Cost',
    intro: `Built only on the rates and typical hours on this page: bookkeeper hours at ${bookkeeperRate}, plus any reporting-analyst hours at ${analystRate}.`,
    kindLegend: 'Your kind of business',
    kinds: {
      general: { label: 'General bookkeeping', hint: `Typically ${range(KIND_HOURS.general)} hours a month` },
      distributors: {
        label: 'Stone distributors & suppliers',
        hint: `Typically ${range(KIND_HOURS.distributors)} hours a month`,
      },
      fabricators: { label: 'Stone fabricators', hint: `Typically ${range(KIND_HOURS.fabricators)} hours a month` },
      architects: {
        label: 'Architects & interior designers',
        hint: `Typically ${range(KIND_HOURS.architects)} hours a month`,
      },
      launchpad: {
        label: 'LaunchPad for first-year founders',
        hint: `Up to ${LAUNCHPAD.maxHoursPerMonth} hours a month for ${LAUNCHPAD.months} months`,
      },
    },
    servicesLegend: 'Services you want',
    servicesNote:
      'Your pod works bookkeeping, AR/AP and payroll as bookkeeper hours, so they share one hours figure rather than adding separate fees.',
    hoursLegend: 'Bookkeeper hours a month',
    analystLabel: 'Reporting-analyst hours a month (optional)',
    analystHint: `A management accountant at ${analystRate} for ${PRACTICES.billing.analyst}. Leave it at zero if the monthly statements are enough: they come with the bookkeeping.`,
    catchUpNote: `Catch-up is a one-off project. ${catchUpStartingRate}; we estimate its hours from how many months are behind and how many accounts you run. ${catchUpTiming}`,
    included: [
      'A dedicated account manager on all plans',
      'The hours your pod worked, by service, on every invoice',
      upperFirst(noLongContracts),
    ],
    claim: `${BRAND.name}'s clients typically save ${inHouseSaving} compared with in-house staff.`,
    claimNote: 'The estimator does not calculate this figure from your inputs.',
    shareNote: 'The page address updates as you go, so you can bookmark or share this estimate.',
    cta: { label: 'Confirm My Estimate on a Free Call' },
  },

  rates: {
    id: 'rates',
    eyebrow: 'What you pay',
    title: 'Two Published Hourly Rates',
    intro: `${upperFirst(terms)}, billed monthly for the hours your business uses.`,
    items: [
      {
        icon: 'book-open',
        title: `Bookkeeper: ${bookkeeperRate}`,
        description: `Covers ${PRACTICES.billing.bookkeeper}, for the hours your volume needs. ${arApCatchUpStartingRate}.`,
      },
      {
        icon: 'presentation-chart-line',
        title: `Reporting analyst: ${analystRate}`,
        description: `A management accountant for ${PRACTICES.billing.analyst}: reporting beyond the monthly statements, booked only when you want it.`,
      },
      {
        icon: 'user-group',
        title: 'A dedicated account manager',
        description: 'On all plans: one person who knows your business and answers your questions.',
      },
      {
        icon: 'receipt-percent',
        title: upperFirst(noExtraCharges),
        description: `${PRACTICES.billing.setup} ${PRACTICES.billing.invoice}`,
      },
      {
        icon: 'calendar-days',
        title: `A ${TRIAL_DAYS}-day free trial`,
        description: `See real work on your own books first, with no credit card and ${noLongContracts}.`,
      },
      {
        icon: 'arrow-trending-up',
        title: `Scales from ${scale} hours`,
        description: `Typical volume: ${tradeHours}, and ${generalHours} for general bookkeeping.`,
      },
    ],
  },

  launchpad: {
    id: 'launchpad',
    eyebrow: 'LaunchPad',
    title: 'LaunchPad Terms for First-Year Founders',
    intro: `One pod sets up a first-year company's books, payroll, AR/AP, bank and card accounts and cap table, closes every month and prepares its tax returns, with ${PRACTICES.experts.text} on hand for tax questions. It is billed at the published hourly rates, for the hours your pod works.`,
    ...bookkeeperPrice,
    points: [...launchpadTerms, upperFirst(noLongContracts), 'A dedicated account manager from day one'],
    note: `${returnSigning} ${PRACTICES.taxReturns.consent}`,
    cta: { label: 'See LaunchPad for Startups', link: linkTo('launchpad-startups') },
  },

  faq,

  closingBanner: {
    title: 'Get Your Exact Monthly Figure on a Free Call',
    body: `Tell us your software and roughly how many accounts and transactions you have each month, and we will estimate the hours your books need. Your first ${TRIAL_DAYS} days are on us.`,
    cta: { label: 'Book a Free Consultation' },
    tone: 'primary',
  },
} satisfies PageContent
