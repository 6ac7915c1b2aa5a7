// Copy of the payroll service page (/services/payroll-service).
import { ONBOARDING, TRIAL_DAYS } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
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
import type { PageContent } from '@/content/types'
import { industryCards, linkTo } from '@/content/registry'

export const payrollPage = {
  meta: {
    title: 'Payroll Services for USA Businesses, Book a Call Now',
    description: `Outsourced payroll for US businesses: pay runs in Gusto, ADP or QuickBooks, payroll tax filings, W-2s and 1099s and multi-state support. ${upperFirst(payrollRate)}.`,
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
      'Send us hours, new hires and pay changes by your cutoff. Your dedicated payroll expert runs the numbers in Gusto, ADP or QuickBooks Payroll and sends a payroll register for your approval before anyone is paid.',
      'We also file federal, state and local payroll taxes, prepare W-2s and 1099s at year-end and reconcile every pay run to your books, so payroll stops being the week you dread.',
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
        title: 'Penalties cost more than the service',
        description:
          'The IRS and state agencies charge penalties and interest on late or short payroll tax deposits. A fixed filing calendar, checked every pay period, keeps deposits on time.',
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
        title: 'Salaries stay confidential',
        description:
          'Pay rates, bonuses and garnishments are handled by an outside specialist instead of an office manager who sits next to the people being paid.',
      },
      {
        icon: 'users',
        title: 'Employees paid right, on time',
        description:
          'Accurate paychecks, correct PTO balances and clear pay stubs build trust. Errors found after payday cost goodwill and time to correct.',
      },
      {
        icon: 'document-text',
        title: 'Year-end forms without the January rush',
        description:
          'W-2s and 1099s are prepared from records reconciled all year, so year-end is a review rather than a reconstruction.',
      },
    ],
  },

  partner: {
    eyebrow: 'Your preferred partner',
    title: `Why ${BRAND.name} Is a Preferred Payroll Partner`,
    items: [
      {
        icon: 'identification',
        title: 'One dedicated payroll expert',
        description:
          'The same specialist runs every pay period, knows your pay rules and employees, and is your single contact for payroll questions.',
      },
      {
        icon: 'check-badge',
        title: 'Reviewed before you approve',
        description:
          'A second specialist checks every pay run against the last period, line by line for hours, rates, deductions and taxes, before the register reaches you.',
      },
      {
        icon: 'cog-6-tooth',
        title: 'Works in your payroll platform',
        description:
          'We operate inside Gusto, ADP or QuickBooks Payroll under your account, so employees keep their familiar portal and you keep ownership of the records.',
      },
      {
        icon: 'lock-closed',
        title: 'Protection for employee data',
        description:
          'Social Security numbers and bank details stay in your payroll platform, open only to your payroll expert and their reviewer, and never go into spreadsheets or email.',
      },
      {
        icon: 'user-group',
        title: `Specialists vetted in ${CLAIMS.vettingSteps} steps`,
        description: `Payroll staff come from the top ${CLAIMS.topTalentPercent}% of candidates who pass our screening on payroll law, software skills and written English.`,
      },
      {
        icon: 'banknotes',
        title: `Hourly, ${payAsYouGo} billing`,
        description: `${upperFirst(payrollRate)}: you pay for the hours your pay runs take, with no setup fees.`,
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
    intro: 'Every pay period and every filing deadline is covered, from the first timesheet to the year-end forms.',
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
    intro: `${upperFirst(payrollRate)}, so a ten-person team with one pay schedule pays far less than a multi-state company with weekly runs.`,
    ...bookkeeperPrice,
    points: [
      upperFirst(noExtraCharges),
      'Billed monthly for the hours used',
      'Dedicated payroll expert and account manager',
      upperFirst(noLongContracts),
    ],
    note: 'Your payroll software subscription stays in your name and is billed by the provider.',
    cta: { label: 'Get My Payroll Estimate' },
  },

  launchpadBanner: {
    title: 'First-Year Founder? Set Up Payroll With LaunchPad',
    body: `LaunchPad sets up payroll with your books from the first hire: state registrations, contractor classification and the first pay run, then every run after it. ${launchpadOffer}`,
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
        description: `We collect your EIN, state tax account numbers, prior payroll registers and employee pay details, then set up or audit your payroll platform. Most companies run their first payroll with us in ${ONBOARDING.payroll}.`,
      },
      {
        icon: 'calculator',
        number: 2,
        title: 'Accurate processing',
        description:
          'Before each cutoff you send hours and changes. We calculate wages, overtime, PTO, bonuses and deductions, then send the register for your approval before funds move.',
      },
      {
        icon: 'document-check',
        number: 3,
        title: 'Reports, filings and compliance',
        description:
          'After payday we file and deposit payroll taxes, reconcile the run to your ledger and send payroll reports. Quarterly returns and year-end W-2s and 1099s follow on schedule.',
      },
    ],
  },

  industries: {
    eyebrow: 'Industries',
    title: 'Industries We Run Payroll For',
    intro:
      'Hourly crews, salaried studios and commissioned sales teams each need different pay rules. We set yours up to match how your people actually work.',
    items: industryCards,
  },

  addOns: {
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
          'Invoices sent and followed up, vendor bills paid on schedule, so there is always cash in the account on payday.',
        link: linkTo('receivable-payable'),
      },
      {
        icon: 'arrow-path',
        title: 'Catch-Up Bookkeeping',
        description:
          'If past payroll was never recorded properly, we rebuild the missing months so wages and payroll taxes agree with your filings.',
        link: linkTo('catch-up-bookkeeping'),
      },
    ],
  },

  consultBanner: {
    title: 'Not Sure What Your Payroll Setup Needs?',
    body: 'Switching providers, adding a state or hiring your first employee? Talk it through with a payroll expert before your next pay date.',
    cta: { label: 'Talk to a Payroll Expert' },
    tone: 'secondary',
  },

  faq,
} satisfies PageContent
