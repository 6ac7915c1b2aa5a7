// Copy of the monthly bookkeeping service page (/services/bookkeeping-service).
import { HOURS, ONBOARDING, TRIAL_DAYS } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { homeStats } from '@/content/sections'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/bookkeeping-service.yml'
import {
  analystOption,
  bookkeeperPrice,
  bookkeeperRate,
  generalHours,
  inHouseSaving,
  noLongContracts,
  payAsYouGo,
  upperFirst,
  usOverlap,
} from '@/content/phrases'
import type { PageContent } from '@/content/types'
import { linkTo } from '@/content/registry'

export const bookkeepingPage = {
  meta: {
    title: 'Monthly Bookkeeping Services in USA, Book a Call Now',
    description: `Outsourced monthly bookkeeping for US small businesses: weekly categorization, reconciled accounts and month-end reports in QuickBooks or Xero. A bookkeeper is ${bookkeeperRate}.`,
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
      `A dedicated ${BRAND.name} bookkeeper categorizes your transactions every week, reconciles every bank and credit card account, and closes your books each month in QuickBooks Online, Xero or the ledger you already use.`,
      'Each month you receive a profit and loss statement, balance sheet and cash flow statement, reviewed before it reaches you and ready to hand to your CPA, lender or investors.',
    ],
    cta: { label: 'Book a Free Bookkeeping Consultation' },
    rating: true,
    highlights: [
      `Bookkeeper ${bookkeeperRate}, no setup fees`,
      `${TRIAL_DAYS}-day free trial, no credit card`,
      `Onboarded in ${ONBOARDING.bookkeeping}`,
    ],
    illustration: 'hero-bookkeeping',
  },

  proof: {
    eyebrow: 'Track record',
    title: 'Books Kept Current for Businesses Across the US',
    intro: `A ${BRAND.name} pod keeps each client's ledger reconciled and month-end reports on time, with the same team every month.`,
    items: homeStats,
  },

  reasons: {
    eyebrow: 'Why outsource',
    title: 'Why Outsource Your Monthly Bookkeeping?',
    intro:
      'Most owners start doing their own books, then fall months behind the first busy season. Handing the work to a trained team fixes that without adding a full-time hire.',
    items: [
      {
        icon: 'currency-dollar',
        title: 'Pay for hours, not headcount',
        description: `A salaried in-house bookkeeper comes with benefits, software seats and idle weeks. Outsourced bookkeeping typically costs ${inHouseSaving} less, and you only pay for the hours your volume needs.`,
      },
      {
        icon: 'clock',
        title: 'Your evenings back',
        description: `Owners who keep their own books often lose ${CLAIMS.hoursSavedPerMonth}+ hours a month to bank downloads, receipts and reconciliations. That time goes back to customers and sales.`,
      },
      {
        icon: 'calendar-days',
        title: 'Numbers that are days old, not months',
        description:
          'Transactions are categorized every week, so when you check cash or margin mid-month, the figures reflect last week rather than last quarter.',
      },
      {
        icon: 'document-check',
        title: 'Tax season without the scramble',
        description:
          'Your CPA receives twelve closed, reconciled months and a vendor list for 1099s, instead of a shoebox of statements in March.',
      },
      {
        icon: 'chart-bar',
        title: 'Decisions backed by real figures',
        description:
          'Monthly reports show gross margin, overhead trends and cash position, so pricing, hiring and spending decisions rest on facts rather than the bank balance.',
      },
      {
        icon: 'shield-check',
        title: 'Fewer errors, a clean audit trail',
        description:
          'Every adjustment is documented with a note and source document, so a lender, investor or tax examiner can follow exactly how each balance was reached.',
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
        description:
          'The same bookkeeper works on your books every month, backed by a reviewer and an account manager who knows your business and answers your questions.',
      },
      {
        icon: 'check-badge',
        title: `${CLAIMS.reviewLayers}-layer review on every report`,
        description:
          'Your bookkeeper prepares the close, a senior accountant checks the reconciliations and a final reviewer reads the reports before they are sent to you.',
      },
      {
        icon: 'identification',
        title: `Staff vetted in ${CLAIMS.vettingSteps} steps`,
        description: `Only the top ${CLAIMS.topTalentPercent}% of candidates pass our screening, which covers accounting tests, software skills, written English and background checks.`,
      },
      {
        icon: 'lock-closed',
        title: 'Your ledger, your subscription',
        description:
          'We work in your QuickBooks Online, Xero or Zoho Books file under your own subscription, with accountant access you can remove at any time, so your records never depend on us.',
      },
      {
        icon: 'globe-americas',
        title: 'A US office and teams in India',
        description: `With an office in Florida and delivery teams in Jaipur and Gurugram, your account manager is reachable ${usOverlap} in US business hours and replies ${PRACTICES.reply.text}.`,
      },
      {
        icon: 'banknotes',
        title: `${upperFirst(payAsYouGo)} pricing`,
        description: `Add hours in busy months and scale back when things are quiet, with ${noLongContracts}: you pay for the hours on the invoice and nothing else.`,
      },
    ],
  },

  included: {
    eyebrow: "What's included",
    title: 'Everything in Your Monthly Bookkeeping Service',
    intro:
      'Each month follows the same checklist, so nothing depends on memory and nothing is skipped when volume spikes.',
    items: [
      { title: 'Weekly transaction categorization in QuickBooks Online, Xero or Zoho Books' },
      { title: 'Reconciliation of every bank, credit card and loan account' },
      { title: 'Receipt and bill capture matched to the right transactions' },
      { title: 'Stripe, PayPal and merchant payout reconciliation' },
      { title: 'Month-end close with accruals, prepaid expenses and depreciation' },
      { title: 'Profit and loss statement, balance sheet and cash flow statement' },
      { title: 'Sales tax liability tracking by state' },
      { title: 'Year-end package and 1099 vendor list for your CPA' },
      { title: 'Monthly review call with your account manager' },
    ],
  },

  addOns: {
    eyebrow: 'Add-on services',
    title: 'Add the Services Your Books Connect To',
    intro: 'The same pod can take on the work that feeds your ledger, so everything reconciles in one place.',
    items: [
      {
        icon: 'banknotes',
        title: 'Payroll Services',
        description:
          'Pay runs, payroll tax filings, W-2s and 1099s handled by a dedicated payroll expert and posted straight to your books.',
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
          'Months or years behind? We rebuild and reconcile the missing periods first, then roll you straight into monthly service.',
        link: linkTo('catch-up-bookkeeping'),
      },
    ],
  },

  process: {
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'From First Call to Closed Books in Three Steps',
    items: [
      {
        icon: 'rocket-launch',
        number: 1,
        title: 'Onboarding and setup',
        description: `We sign an NDA, get accountant access to your ledger and read-only bank feeds, review your chart of accounts and agree on a monthly calendar. Most clients are live in ${ONBOARDING.bookkeeping}.`,
      },
      {
        icon: 'arrow-path',
        number: 2,
        title: 'Weekly bookkeeping',
        description:
          'Your bookkeeper categorizes transactions and matches receipts every week. Anything unclear goes on one short question list, so you answer once instead of fielding daily emails.',
      },
      {
        icon: 'presentation-chart-line',
        number: 3,
        title: 'Monthly close and reports',
        description:
          'After the month ends we reconcile every account, post adjusting entries and send your reviewed financial statements, followed by a call to walk through the numbers.',
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
      `Most businesses need ${generalHours}`,
      'Dedicated account manager included',
      upperFirst(noLongContracts),
    ],
    note: `As transaction volume grows, the service scales from ${HOURS.scale[0]} to ${HOURS.scale[1]}+ hours a month without changing teams. ${analystOption}`,
    cta: { label: 'Start With a Free Consultation' },
  },

  faq,

  closingBanner: {
    title: 'Get Your Books Closed and Reconciled Every Month',
    body: `Tell us how many accounts you run and which software you use, and we will estimate your monthly hours on a free call.`,
    cta: { label: 'Book My Free Bookkeeping Consultation' },
    tone: 'primary',
  },
} satisfies PageContent
