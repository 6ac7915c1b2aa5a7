// Copy of the payroll service page (/services/payroll-service). Its FAQ states the employer's own payroll tax duties,
// where employee data stays and who decides worker classification, each read from the owner's practices.
import { ONBOARDING, TRIAL_DAYS } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/payroll-service.yml'
import {
  bookkeeperPrice,
  launchpadOffer,
  noExtraCharges,
  noLongContracts,
  payAsYouGo,
  payrollRate,
  upperFirst,
} from '@/content/phrases'
import type { Card, SectionsPageContent } from '@/content/types'
import { PAGES, linkTo } from '@/content/registry'

/** "A, B or C". */
const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
const payrollTools = orList(PRACTICES.tools.payroll)
/** Who reviews the work, layer by layer: "the preparer, a senior accountant and your account manager". */
const reviewer = PRACTICES.review.layers.map((layer) => layer.who.charAt(0).toLowerCase() + layer.who.slice(1))
const reviewers = `${reviewer.slice(0, -1).join(', ')} and ${reviewer.at(-1)}`

/** What payroll involves in each industry we serve: the industry cards, each with a payroll line of its own. */
const payrollIn = {
  'stone-distributors': 'Warehouse, yard and delivery staff on hourly pay, with overtime and sales commissions.',
  'stone-fabricators': 'Shop and install crews paid from approved timesheets, with labor costs posted to each job.',
  'architects-designers': 'Salaried and hourly staff, PTO accruals and staff time allocated to projects.',
  'launchpad-startups': 'Your first hire: state registrations, a payroll platform in your name and the first pay run.',
  'launchpad-smbs': 'Teams spreading across states, with tax accounts registered in each new state as you hire.',
  'for-cpa-firms': 'Payroll for your clients under your review, once they know your firm uses an outside provider.',
} as const
const industries: Card[] = (Object.keys(payrollIn) as (keyof typeof payrollIn)[]).map((id) => ({
  icon: PAGES[id].card.icon,
  title: PAGES[id].name,
  description: payrollIn[id],
  link: linkTo(id),
}))

export const payrollPage = {
  meta: {
    title: 'Payroll Services for USA Businesses, Book a Call Now',
    description: `Outsourced payroll for US businesses: pay runs in ${payrollTools}, payroll tax returns, W-2s and 1099s and multi-state support. ${upperFirst(payrollRate)}.`,
    keywords: [
      'payroll services USA',
      'outsourced payroll',
      'small business payroll',
      'payroll tax filing',
      'multi-state payroll',
      'W-2 and 1099 filing',
      'Gusto payroll support',
      'payroll processing company',
    ],
  },

  hero: {
    eyebrow: 'Payroll services',
    title: 'Professional Payroll Services in the USA',
    lead: [
      `You enter hours, new hires and pay changes in your payroll platform by the cutoff. Your dedicated payroll specialist runs the numbers in ${payrollTools} and sends you the payroll register to approve before anyone is paid.`,
      'We prepare and file your federal, state and local payroll tax returns, W-2s and 1099s, and reconcile each pay run to your books. The tax deposits are paid from your own bank account, and as the employer you stay responsible for them.',
    ],
    cta: { label: 'Book a Free Payroll Consultation' },
    rating: true,
    highlights: [`Set up in ${ONBOARDING.payroll}`, 'Federal, state and local filings', `${TRIAL_DAYS}-day free trial`],
    illustration: 'hero-payroll',
  },

  whyOutsource: {
    eyebrow: 'Why outsource payroll',
    title: 'Why US Businesses Outsource Payroll',
    intro:
      'Payroll looks simple until an employee moves states, a tax deposit is missed or a bonus is taxed at the wrong rate. These are the reasons owners hand it over.',
    items: [
      {
        icon: 'scale',
        title: 'Late deposits carry penalties',
        description:
          'The IRS and state agencies charge penalties and interest on late or short payroll tax deposits. We keep a filing calendar for your company and check it each pay period.',
      },
      {
        icon: 'map-pin',
        title: 'Remote teams mean more tax rules',
        description:
          'Each new state brings its own withholding account, unemployment rate and sometimes local taxes. We register and track each one as your team spreads out.',
      },
      {
        icon: 'clock',
        title: 'Payroll day stops taking over your week',
        description:
          'No more chasing timesheets, checking overtime by hand or re-keying commissions. You review one register, approve it and get back to running the business.',
      },
      {
        icon: 'eye-slash',
        title: 'Pay kept out of the office',
        description:
          'Pay rates, bonuses and garnishments are handled by an outside specialist instead of an office manager who sits next to the people being paid.',
      },
      {
        icon: 'users',
        title: 'Paychecks checked before payday',
        description:
          'Hours, rates, PTO balances and deductions are checked before you approve the run, because an error found after payday costs goodwill and time to correct.',
      },
      {
        icon: 'document-text',
        title: 'Year-end forms without the January rush',
        description:
          'W-2s and 1099s are prepared from records reconciled through the year, so year-end is a review rather than a reconstruction.',
      },
    ],
  },

  partner: {
    eyebrow: 'Your preferred partner',
    title: `Why ${BRAND.name} Is a Preferred Payroll Partner`,
    items: [
      {
        icon: 'identification',
        title: 'One dedicated payroll specialist',
        description:
          'The same specialist runs each pay period, knows your pay rules and employees, and is your single contact for payroll questions.',
      },
      {
        icon: 'check-badge',
        title: 'Reviewed before you approve',
        description: `Each pay run passes the same ${CLAIMS.reviewLayers} layers of review as your monthly reports, by ${reviewers}, before the register reaches you.`,
      },
      {
        icon: 'cog-6-tooth',
        title: 'Works in your payroll platform',
        description:
          'We work inside your payroll platform as users you invite, so employees keep their familiar portal and the records stay under your account.',
      },
      {
        icon: 'book-open',
        title: 'Payroll tied to your books',
        description:
          'Each pay run is reconciled to your bank account and general ledger, so you can trace wages and payroll taxes from the register to your financial statements.',
      },
      {
        icon: 'user-group',
        title: `Specialists vetted in ${CLAIMS.vettingSteps} steps`,
        description: `Only the top ${CLAIMS.topTalentPercent}% of candidates join a pod, and a new hire works under a senior reviewer before running a client's payroll.`,
      },
      {
        icon: 'banknotes',
        title: `Hourly, ${payAsYouGo} billing`,
        description:
          'You pay by the hour for the pay runs and filings you use, billed monthly, with no long contracts.',
      },
    ],
  },

  readyBanner: {
    title: 'Ready to Simplify Payroll?',
    body: 'Tell us your pay schedule, headcount and the states you employ in, and we will map out what your first pay run with us looks like.',
    cta: { label: 'Book a Free Payroll Consultation' },
    tone: 'primary',
  },

  included: {
    eyebrow: "What's included",
    title: 'Payroll Services Included',
    intro: 'From the first timesheet to the year-end forms, this is the work each pay period and filing season takes.',
    items: [
      { title: 'Gross-to-net wage calculation for hourly and salaried staff' },
      { title: 'Timesheet collection, review and overtime calculation' },
      { title: 'PTO accruals, bonuses and sales commissions' },
      { title: 'Federal, state and local payroll tax deposits and filings' },
      { title: 'W-2 and 1099 preparation and filing' },
      { title: 'Payroll reconciliation to your bank and general ledger' },
      { title: 'Audit-ready payroll registers and tax reports' },
      { title: 'Multi-state payroll setup and compliance' },
      { title: 'One dedicated payroll expert for your company' },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Payroll Pricing That Scales With Your Team',
    intro: `${upperFirst(payrollRate)}, so a small team on one pay schedule uses fewer hours than a multi-state company with weekly runs.`,
    ...bookkeeperPrice,
    points: [
      upperFirst(noExtraCharges),
      'Billed monthly for the hours used',
      'Dedicated payroll specialist and account manager',
      upperFirst(noLongContracts),
    ],
    note: 'Your payroll software subscription stays in your name and is billed by the provider.',
    cta: { label: 'Get My Payroll Estimate' },
  },

  launchpadBanner: {
    title: 'First-Year Founder? Set Up Payroll With LaunchPad',
    body: `LaunchPad sets up payroll with your books from the first hire: state registrations, contractor W-9s and the first pay run, then each run after it. ${launchpadOffer}`,
    cta: { label: 'Explore LaunchPad for Startups', link: linkTo('launchpad-startups') },
    tone: 'secondary',
  },

  process: {
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'How Our Payroll Service Works',
    items: [
      {
        icon: 'clipboard-document-check',
        number: 1,
        title: 'Onboarding and setup',
        description: `You invite your payroll specialist into your payroll platform, or we set one up in your name. We check your EIN, state tax accounts and pay rules there and review your past registers. Onboarding takes ${ONBOARDING.payroll}.`,
      },
      {
        icon: 'calculator',
        number: 2,
        title: 'Accurate processing',
        description:
          'Before each cutoff you enter hours and changes in your payroll platform. We calculate wages, overtime, PTO, bonuses and deductions, then send the register for your approval before funds move.',
      },
      {
        icon: 'document-check',
        number: 3,
        title: 'Reports, filings and compliance',
        description:
          'Your payroll platform pays each tax deposit from your bank account. We prepare and file the quarterly and annual returns, reconcile each run to your ledger and send payroll reports, with W-2s and 1099s at year-end.',
      },
    ],
  },

  industries: {
    eyebrow: 'Industries',
    title: 'Industries We Run Payroll For',
    intro:
      'Hourly crews, salaried studios and commissioned sales teams each need different pay rules. We set yours up to match how your people work.',
    items: industries,
  },

  addOns: {
    tone: 'tint',
    eyebrow: 'Add-on services',
    title: 'Pair Payroll With These Services',
    intro: 'Payroll touches your ledger and your cash. These services keep the rest of the picture in step.',
    items: [
      {
        icon: 'book-open',
        title: 'Monthly Bookkeeping',
        description:
          'Payroll journal entries posted and reconciled each month alongside the rest of your books, with financial statements at month-end.',
        link: linkTo('bookkeeping-service'),
      },
      {
        icon: 'arrows-right-left',
        title: 'Accounts Receivable & Payable',
        description:
          'Invoices followed up and bills scheduled for your approval, with a weekly view of cash in and out ahead of payday.',
        link: linkTo('receivable-payable'),
      },
      {
        icon: 'arrow-path',
        title: 'Catch-Up Bookkeeping',
        description:
          'If past pay runs are missing from your books, we rebuild those months and reconcile wages and payroll taxes to the returns you filed.',
        link: linkTo('catch-up-bookkeeping'),
      },
    ],
  },

  consultBanner: {
    title: 'Not Sure What Your Payroll Setup Needs?',
    body: 'Switching providers, adding a state or hiring your first employee? On a free call, tell one of our senior accountants how payroll runs today and what you need.',
    cta: { label: 'Book a Free Payroll Call' },
    tone: 'secondary',
  },

  faq,
} satisfies SectionsPageContent
