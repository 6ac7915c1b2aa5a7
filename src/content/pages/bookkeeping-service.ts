// Copy of the monthly bookkeeping service page (/services/bookkeeping-service). How the company works is read from the
// owner's practices (practices.ts) where the page states it: where the books live, who reviews, what a pod is, onboarding.
import { ONBOARDING, TRIAL_DAYS } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { homeStats } from '@/content/sections'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/bookkeeping-service.yml'
import {
  bookkeeperPrice,
  bookkeeperRate,
  generalHours,
  noLongContracts,
  payAsYouGo,
  scaleRange,
  upperFirst,
} from '@/content/phrases'
import { analystOption, inHouseSaving, reviewLayers, usOverlap } from '@/content/fact-phrases'
import type { SectionsPageContent } from '@/content/types'
import { linkTo } from '@/content/registry'

/** "A, B or C". */
const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
const ledgers = orList(PRACTICES.tools.ledgers)

export const bookkeepingPage = {
  meta: {
    title: 'Monthly Bookkeeping Services in USA, Book a Call Now',
    description: `Outsourced monthly bookkeeping for US small businesses: weekly categorization, reconciled accounts and month-end reports in ${ledgers}. A bookkeeper is ${bookkeeperRate}.`,
    keywords: [
      'monthly bookkeeping services',
      'outsourced bookkeeping USA',
      'small business bookkeeping',
      'QuickBooks Online bookkeeping',
      'Xero bookkeeping services',
      'bank reconciliation services',
      'month-end close',
      'virtual bookkeeper',
    ],
  },

  hero: {
    eyebrow: 'Monthly bookkeeping',
    title: 'Monthly Bookkeeping Services for US Small Businesses',
    lead: [
      `A dedicated ${BRAND.name} bookkeeper categorizes your transactions each week, reconciles your bank and credit card accounts and closes your books each month in ${ledgers}.`,
      'Each month you receive a profit and loss statement, balance sheet and cash flow statement, reviewed before it reaches you and ready to hand to your CPA, lender or investors.',
    ],
    cta: { label: 'Book a Free Bookkeeping Consultation' },
    rating: true,
    highlights: [
      `Bookkeeper ${bookkeeperRate}, ${payAsYouGo}`,
      `${TRIAL_DAYS}-day free trial, no credit card`,
      `Onboarded in ${ONBOARDING.bookkeeping}`,
    ],
    illustration: 'hero-bookkeeping',
  },

  proof: {
    eyebrow: 'Track record',
    title: `${BRAND.name} in Numbers`,
    intro: 'Clients, projects, software, years and people: the figures behind our pods.',
    items: homeStats,
  },

  reasons: {
    eyebrow: 'Why outsource',
    title: 'Why Outsource Your Monthly Bookkeeping?',
    intro:
      'If you keep your own books, a busy season is when they slip. A trained team takes the work off your desk without a full-time hire.',
    items: [
      {
        icon: 'currency-dollar',
        title: 'Pay for hours, not headcount',
        description: `A salaried in-house bookkeeper comes with benefits, software seats and idle weeks. Outsourced bookkeeping typically costs ${inHouseSaving} less, and you pay only for the hours your volume needs.`,
      },
      {
        icon: 'clock',
        title: 'Your evenings back',
        description: `Handing over bank downloads, receipts and reconciliations can free up ${CLAIMS.hoursSavedPerMonth}+ hours a month for customers and sales.`,
      },
      {
        icon: 'calendar-days',
        title: 'Numbers that are days old, not months',
        description:
          'Transactions are categorized each week, so when you check cash or margin mid-month, the figures reflect last week rather than last quarter.',
      },
      {
        icon: 'document-check',
        title: 'Tax season without the scramble',
        description:
          'Your CPA receives a year of closed, reconciled months and a vendor list for 1099s, instead of a box of statements in March.',
      },
      {
        icon: 'chart-bar',
        title: 'Decisions backed by real figures',
        description:
          'Monthly reports show gross margin, overhead trends and cash position, so pricing, hiring and spending decisions rest on facts rather than the bank balance.',
      },
      {
        icon: 'shield-check',
        title: 'A trail from each balance to its source',
        description:
          'Each balance is tied to a bank statement, bill or other source, so a lender, investor or tax examiner can follow how it was reached.',
      },
    ],
  },

  partner: {
    eyebrow: 'Your preferred partner',
    title: `Why Businesses Choose ${BRAND.name} for Bookkeeping`,
    items: [
      {
        icon: 'user-group',
        title: 'A dedicated finance pod',
        description: PRACTICES.staffing.text,
      },
      {
        icon: 'check-badge',
        title: `${CLAIMS.reviewLayers}-layer review on every report`,
        description: `${upperFirst(reviewLayers.slice(0, -1).join('; '))}; and ${reviewLayers.at(-1)}.`,
      },
      {
        icon: 'identification',
        title: `Staff vetted in ${CLAIMS.vettingSteps} steps`,
        description: `Only the top ${CLAIMS.topTalentPercent}% of candidates join a pod, after an accounting test, a software test and a case study on real US books.`,
      },
      {
        icon: 'lock-closed',
        title: 'Your ledger, your subscription',
        description: PRACTICES.books.text,
      },
      {
        icon: 'globe-americas',
        title: 'Reachable in your business hours',
        description: `Your account manager is available ${usOverlap} within US business hours and answers questions ${PRACTICES.reply.text}.`,
      },
      {
        icon: 'banknotes',
        title: `${upperFirst(payAsYouGo)} pricing`,
        description: `Add hours in busy months and scale back when things are quiet, with ${noLongContracts}. ${PRACTICES.billing.invoice}`,
      },
    ],
  },

  included: {
    eyebrow: "What's included",
    title: 'Everything in Your Monthly Bookkeeping Service',
    intro: 'Each month follows the same checklist, so a busy month gets the same steps as a quiet one.',
    items: [
      { title: `Weekly transaction categorization in ${ledgers}` },
      { title: 'Reconciliation of your bank, credit card and loan accounts' },
      { title: 'Receipt and bill capture matched to the right transactions' },
      { title: 'Stripe and other merchant payout reconciliation' },
      { title: 'Month-end close with accruals, prepaid expenses and depreciation' },
      { title: 'Profit and loss statement, balance sheet and cash flow statement' },
      { title: 'Sales tracked by state, with sales tax thresholds flagged for your CPA' },
      { title: 'Year-end package and 1099 vendor list for your CPA' },
      { title: 'Monthly review call with your account manager' },
    ],
  },

  addOns: {
    eyebrow: 'Add-on services',
    title: 'Add the Services Your Books Connect To',
    intro: 'The same pod can take on the work that feeds your ledger, so it all reconciles in one place.',
    items: [
      {
        icon: 'banknotes',
        title: 'Payroll Services',
        description:
          'Pay runs and year-end forms prepared in your payroll platform, with the payroll entries posted to the books we keep.',
        link: linkTo('payroll-service'),
      },
      {
        icon: 'arrows-right-left',
        title: 'Accounts Receivable & Payable',
        description:
          'Invoicing, collections follow-up, bill payments and vendor W-9s, with weekly reports on what is owed to you and by you.',
        link: linkTo('receivable-payable'),
      },
      {
        icon: 'arrow-path',
        title: 'Catch-Up Bookkeeping',
        description:
          'Months or years behind? We rebuild and reconcile the missing periods first, then start monthly service from those balances.',
        link: linkTo('catch-up-bookkeeping'),
      },
    ],
  },

  process: {
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'From First Call to Closed Books',
    items: [
      {
        icon: 'rocket-launch',
        number: 1,
        title: 'Onboarding and setup',
        description: `${PRACTICES.onboarding.text} Onboarding takes ${ONBOARDING.bookkeeping}.`,
      },
      {
        icon: 'arrow-path',
        number: 2,
        title: 'Weekly bookkeeping',
        description:
          'Your bookkeeper categorizes transactions and matches receipts each week. Anything unclear goes on one list of open questions, so you answer once instead of fielding daily emails.',
      },
      {
        icon: 'presentation-chart-line',
        number: 3,
        title: 'Monthly close and reports',
        description:
          'Once the month is over, we reconcile your accounts, post adjusting entries and send your reviewed financial statements. Your account manager then walks you through them on a short call.',
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Simple Hourly Pricing for Monthly Bookkeeping',
    intro: `A bookkeeper is ${bookkeeperRate}, billed monthly for the hours your books take. The monthly financial statements come with the bookkeeping.`,
    ...bookkeeperPrice,
    points: [
      'No setup fees',
      'No hidden charges',
      'Scales with your hours, billed monthly',
      `Typical volume: ${generalHours}`,
      'Dedicated account manager included',
      upperFirst(noLongContracts),
    ],
    note: `As transaction volume grows, the service scales ${scaleRange} without changing teams. ${analystOption}`,
    cta: { label: 'Start With a Free Consultation' },
  },

  faq,

  closingBanner: {
    title: 'Get Your Books Closed and Reconciled Every Month',
    body: 'Tell us your software and roughly how many accounts and transactions you have, and we will estimate your monthly hours on a free call.',
    cta: { label: 'Book My Free Bookkeeping Consultation' },
    tone: 'primary',
  },
} satisfies SectionsPageContent
