// Copy of the monthly bookkeeping service page (/services/bookkeeping-service). Where it touches a practice of the
// owner's inventory (the pod, the review, the books in your name, onboarding, the weekly questions) it says so in a few
// words and links to the practice's whole statement on /security; the FAQ links each safeguard the same way.
import { REPORTS } from '@/content/pages/reports'
import { ONBOARDING, TRIAL_DAYS } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { homeStats } from '@/content/sections'
import { BRAND, STATS } from '@/content/site'
import faq from '@/content/faqs/bookkeeping-service.yml'
import {
  bookkeeperPrice,
  bookkeeperRate,
  generalHours,
  noLongContracts,
  payAsYouGo,
  typicalWork,
  upperFirst,
} from '@/content/phrases'
import {
  analystOption,
  inHouseSavingClaim,
  ledgerTools,
  noSetupFee,
  practiceLink,
  usOverlap,
} from '@/content/fact-phrases'
import type { SectionsPageContent } from '@/content/types'
import { linkTo } from '@/content/registry'

export const bookkeepingPage = {
  meta: {
    title: 'Monthly Bookkeeping Services in USA, Book a Call Now',
    description: `Outsourced monthly bookkeeping for US small businesses: weekly categorization, reconciled accounts and month-end reports in ${ledgerTools}. A bookkeeper is ${bookkeeperRate}.`,
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
      `A dedicated ${BRAND.name} bookkeeper categorizes your transactions each week, reconciles your bank and card accounts and closes your books each month in ${ledgerTools}, with statements to share with your CPA, lender or investors.`,
    ],
    cta: { label: 'Book a Free Bookkeeping Consultation' },
    rating: true,
    highlights: [
      `Bookkeeper ${bookkeeperRate}, ${payAsYouGo}`,
      `${TRIAL_DAYS}-day free trial, no credit card`,
      `Onboarded in ${ONBOARDING.bookkeeping}`,
    ],
    sample: {
      title: REPORTS['bookkeeping-service'],
      subtitle: 'Sample client · month-end close',
      columns: ['Account', 'Statement', 'Books'],
      rows: [
        { label: 'Operating checking', values: ['48,215.40', '48,215.40'] },
        { label: 'Payroll checking', values: ['12,880.00', '12,880.00'] },
        { label: 'Business card', values: ['(6,412.77)', '(6,412.77)'] },
        { label: 'Line of credit', values: ['(25,000.00)', '(25,000.00)'] },
        { label: 'Difference', values: ['', '0.00'], total: true },
      ],
      note: 'Every account ties to its statement. Three card charges have no receipt yet: they are on this week’s list of open questions.',
    },
    illustration: 'hero-bookkeeping',
  },

  proof: {
    eyebrow: 'Track record',
    title: `${BRAND.name} in Numbers`,
    items: homeStats,
    sample: STATS.sample,
  },

  reasons: {
    eyebrow: 'Why outsource',
    title: 'Why Outsource Your Monthly Bookkeeping?',
    intro: 'Books kept in spare evenings slip in a busy season, and a full-time hire is more than most need.',
    items: [
      {
        icon: 'currency-dollar',
        title: 'Pay for hours, not headcount',
        description: `Outsourcing typically costs ${inHouseSavingClaim}, and you pay only for the hours you need.`,
      },
      {
        icon: 'clock',
        title: 'Your evenings back',
        description: `Handing over the bookkeeping can free up ${CLAIMS.hoursSavedPerMonth}+ hours a month for customers and sales.`,
      },
      {
        icon: 'calendar-days',
        title: 'Numbers days old, not months',
        description: 'Transactions are categorized weekly, so mid-month figures are current.',
      },
      {
        icon: 'document-check',
        title: 'Tax season without the scramble',
        description: 'Your CPA gets a year of closed, reconciled months and a 1099 vendor list.',
      },
      {
        icon: 'chart-bar',
        title: 'Decisions backed by figures',
        description: 'Monthly statements show revenue, overhead and cash, so decisions rest on facts.',
      },
      {
        icon: 'shield-check',
        title: 'A trail from each balance to its source',
        description: 'Each balance ties to a statement or bill that a lender or tax examiner can follow.',
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
        description: `${practiceLink('staffing', 'The same people every month')}, led by one account manager.`,
      },
      {
        icon: 'check-badge',
        title: `${CLAIMS.reviewLayers}-layer review on every report`,
        description: `Your preparer, a senior accountant and your account manager ${practiceLink('review', 'each check the work')}.`,
      },
      {
        icon: 'identification',
        title: `Staff vetted in ${CLAIMS.vettingSteps} steps`,
        description: `Only the top ${CLAIMS.topTalentPercent}% of candidates join a pod, after accounting and software tests.`,
        sample: CLAIMS.sample,
      },
      {
        icon: 'lock-closed',
        title: 'Your ledger, your subscription',
        description: `${practiceLink('books', 'Your ledger stays in your name')}, and we work in it as users you invite.`,
      },
      {
        icon: 'globe-americas',
        title: 'Reachable in your business hours',
        description: `Your account manager overlaps with US business hours ${usOverlap}, and you hear back ${PRACTICES.reply.text}.`,
      },
      {
        icon: 'banknotes',
        title: `${upperFirst(payAsYouGo)} pricing`,
        description: `Add hours in busy months and scale back in quiet ones. ${PRACTICES.billing.invoice}`,
      },
    ],
  },

  included: {
    eyebrow: 'What’s included',
    title: 'Everything in Your Monthly Bookkeeping Service',
    items: [
      { title: 'Weekly transaction categorization' },
      { title: 'Bank, credit card and loan reconciliations' },
      { title: 'Receipts and bills matched to their transactions' },
      { title: 'Merchant and payment processor payouts reconciled' },
      { title: 'Month-end close with accruals, prepaid expenses and depreciation' },
      { title: 'Profit and loss statement, balance sheet and cash flow statement' },
      {
        title: `Sales by state, with sales tax thresholds flagged ${practiceLink('salesTax', 'for your CPA to decide on')}`,
      },
      { title: 'Year-end package and 1099 vendor list for your CPA' },
      { title: 'Monthly review call with your account manager' },
    ],
  },

  addOns: {
    eyebrow: 'Add-on services',
    title: 'Add the Services Your Books Connect To',
    intro: 'The same pod can take on the work that feeds your ledger.',
    items: [
      {
        icon: 'banknotes',
        title: 'Payroll Services',
        description: 'Pay runs prepared in your payroll platform and posted to your books.',
        link: linkTo('payroll-service'),
      },
      {
        icon: 'arrows-right-left',
        title: 'Accounts Receivable & Payable',
        description: 'Invoicing, collections, vendor W-9s and bill payments, with weekly reports.',
        link: linkTo('receivable-payable'),
      },
      {
        icon: 'arrow-path',
        title: 'Catch-Up Bookkeeping',
        description: 'Months behind? We rebuild the missing periods first.',
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
        description: `During your free trial, we ${practiceLink('onboarding', 'sign an NDA before any access')}, review your chart of accounts and agree on a monthly calendar.`,
      },
      {
        icon: 'arrow-path',
        number: 2,
        title: 'Weekly bookkeeping',
        description: `Your bookkeeper categorizes transactions and matches receipts weekly, with ${practiceLink('cadence', 'one list of open questions')} instead of daily emails.`,
      },
      {
        icon: 'presentation-chart-line',
        number: 3,
        title: 'Monthly close and reports',
        description: `After month-end we reconcile your accounts and send your financial statements, checked in ${CLAIMS.reviewLayers} layers, then walk you through them on a short call.`,
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Simple Hourly Pricing for Monthly Bookkeeping',
    intro: `A bookkeeper is ${bookkeeperRate}, billed monthly for the hours your books take, monthly statements included.`,
    ...bookkeeperPrice,
    points: [
      noSetupFee,
      'No hidden charges',
      `Typically ${generalHours} for ${typicalWork} together`,
      'Dedicated account manager included',
      upperFirst(noLongContracts),
    ],
    note: analystOption,
  },

  faq,

  closingBanner: {
    title: 'Get Your Books Closed and Reconciled Every Month',
    body: 'Tell us your software and roughly how many accounts and transactions you have, and we will estimate your hours on a free call.',
    cta: { label: 'Book My Free Bookkeeping Consultation' },
    tone: 'primary',
  },
} satisfies SectionsPageContent
