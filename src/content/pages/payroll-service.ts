// Copy of the payroll service page (/services/payroll-service). Its FAQ states whole the practices a payroll buyer asks
// about directly (the employer's own payroll tax duties, where employee data stays, who decides worker classification);
// the rest of the page says them in a few words and links to /security.
import { REPORTS } from '@/content/pages/reports'
import { ONBOARDING, TRIAL_DAYS } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/payroll-service.yml'
import {
  bookkeeperPrice,
  employerResponsibility,
  launchpadOffer,
  noLongContracts,
  payAsYouGo,
  payrollRate,
  upperFirst,
} from '@/content/phrases'
import { noSetupFee, payrollTools, practiceLink } from '@/content/fact-phrases'
import type { Card, SectionsPageContent } from '@/content/types'
import { PAGES, linkTo } from '@/content/registry'

/** What payroll involves in each industry we serve: the industry cards, each with a payroll line of its own. */
const payrollIn = {
  'stone-distributors': 'Hourly warehouse, yard and delivery staff, with overtime and commissions.',
  'stone-fabricators': 'Shop and install crews, with labor posted to each job.',
  'architects-designers': 'Salaried and hourly staff, PTO and time allocated to projects.',
  'launchpad-startups': 'Your first hire: state registrations and the first pay run.',
  'launchpad-smbs': 'Teams spreading across states, registered in each new one.',
  'for-cpa-firms': 'Payroll for your clients under your review, once they know your firm uses us.',
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
      `You enter hours by the cutoff, and your dedicated payroll specialist runs the numbers in ${payrollTools}, prepares your payroll tax returns, W-2s and 1099s, and sends you the register to approve.`,
      `${upperFirst(employerResponsibility)}.`,
    ],
    cta: { label: 'Book a Free Payroll Consultation' },
    rating: true,
    highlights: [
      `Set up in ${ONBOARDING.payroll}`,
      'Federal, state and local payroll tax returns',
      `${TRIAL_DAYS}-day free trial`,
    ],
    sample: {
      title: REPORTS['payroll-service'],
      subtitle: 'Sample client · one pay run, for your approval',
      columns: ['Employee', 'Gross', 'Taxes', 'Net pay'],
      rows: [
        { label: 'A. Rivera', values: ['3,250.00', '742.18', '2,507.82'] },
        { label: 'J. Chen', values: ['2,880.00', '611.40', '2,268.60'] },
        { label: 'M. Okafor', values: ['2,410.00', '498.87', '1,911.13'] },
        { label: 'Total', values: ['8,540.00', '1,852.45', '6,687.55'], total: true },
      ],
      note: 'Two overtime entries and one PTO day applied. Approve the register by the cutoff and the run posts to your books.',
    },
    illustration: 'hero-payroll',
  },

  whyOutsource: {
    eyebrow: 'Why outsource payroll',
    title: 'Why US Businesses Outsource Payroll',
    items: [
      {
        icon: 'scale',
        title: 'Late deposits carry penalties',
        description: 'The IRS and states charge penalties and interest on late or short deposits.',
      },
      {
        icon: 'map-pin',
        title: 'Remote teams mean more tax rules',
        description: 'Each new state brings its own withholding, unemployment and sometimes local taxes.',
      },
      {
        icon: 'clock',
        title: 'Payroll day stops taking over your week',
        description: 'You review one register and approve it, instead of working out pay yourself.',
      },
      {
        icon: 'eye-slash',
        title: 'Pay kept out of the office',
        description: 'Pay rates and bonuses are handled by an outside specialist, not a colleague.',
      },
      {
        icon: 'users',
        title: 'Paychecks checked before payday',
        description: 'An error found after payday costs goodwill and a correction run.',
      },
      {
        icon: 'document-text',
        title: 'Year-end forms without the January rush',
        description: 'W-2s and 1099s come from records reconciled all year.',
      },
    ],
  },

  partner: {
    eyebrow: 'Your preferred partner',
    title: `Why ${BRAND.name} Is a Preferred Payroll Partner`,
    items: [
      {
        icon: 'identification',
        title: 'The same specialist every pay run',
        description: `${practiceLink('staffing', 'One specialist')} learns your pay rules and runs each pay period.`,
      },
      {
        icon: 'check-badge',
        title: 'Reviewed before you approve',
        description: `Each register is ${practiceLink('review', `checked in ${CLAIMS.reviewLayers} layers`)} before it reaches you.`,
      },
      {
        icon: 'cog-6-tooth',
        title: 'Works in your payroll platform',
        description: `We work in it as users you invite, and ${practiceLink('employeeData', 'employee records stay there')}.`,
      },
      {
        icon: 'book-open',
        title: 'Payroll tied to your books',
        description: 'Each pay run is reconciled to your bank account and ledger.',
      },
      {
        icon: 'user-group',
        title: `Specialists vetted in ${CLAIMS.vettingSteps} steps`,
        description: `Only the top ${CLAIMS.topTalentPercent}% of candidates join a pod, after a supervised practice close.`,
        sample: CLAIMS.sample,
      },
      {
        icon: 'banknotes',
        title: `Hourly, ${payAsYouGo} billing`,
        description: `You pay only for the hours used, with ${noLongContracts}.`,
      },
    ],
  },

  readyBanner: {
    title: 'Ready to Simplify Payroll?',
    body: 'Tell us your pay schedule, headcount and states, and we will map out your first pay run.',
    cta: { label: 'Book a Free Payroll Consultation' },
    tone: 'primary',
  },

  included: {
    eyebrow: 'What’s included',
    title: 'Payroll Services Included',
    items: [
      { title: 'Gross-to-net wages for hourly and salaried staff' },
      { title: 'Timesheet review and overtime calculation' },
      { title: 'PTO accruals, bonuses and sales commissions' },
      { title: 'Federal, state and local payroll tax returns, prepared for your payroll platform to file' },
      { title: 'W-2s prepared for your platform to file, and 1099s prepared and filed' },
      { title: 'Payroll reconciled to your bank and general ledger' },
      { title: 'Audit-ready payroll registers and tax reports' },
      { title: 'Multi-state payroll setup and compliance' },
      { title: 'One dedicated payroll specialist for your company' },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Payroll Pricing That Scales With Your Team',
    intro: `${upperFirst(payrollRate)}, so your cost follows your headcount, pay schedule and states.`,
    ...bookkeeperPrice,
    points: [
      noSetupFee,
      'No hidden charges',
      'Billed monthly for the hours used',
      'Dedicated payroll specialist and account manager',
      upperFirst(noLongContracts),
    ],
    note: `${practiceLink('books', 'Your payroll platform stays in your name')}, billed to you by its provider.`,
  },

  launchpadBanner: {
    title: 'First-Year Founder? Set Up Payroll With LaunchPad',
    body: `LaunchPad sets up payroll with your books from your first hire. ${launchpadOffer}`,
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
        description: `You invite your specialist into your payroll platform, or we set one up in your name. Setup takes ${ONBOARDING.payroll}.`,
      },
      {
        icon: 'calculator',
        number: 2,
        title: 'Accurate processing',
        description: `From the hours you enter, we calculate pay and deductions and send the register ${practiceLink('payments', 'for your approval before funds move')}.`,
      },
      {
        icon: 'document-check',
        number: 3,
        title: 'Reports, filings and compliance',
        description: `Your platform pays each deposit from your bank, and ${practiceLink('payrollTaxes')}. We prepare the returns, W-2s and 1099s and reconcile each run.`,
      },
    ],
  },

  industries: {
    eyebrow: 'Industries',
    title: 'Industries We Run Payroll For',
    items: industries,
  },

  addOns: {
    tone: 'tint',
    eyebrow: 'Add-on services',
    title: 'Pair Payroll With These Services',
    items: [
      {
        icon: 'book-open',
        title: 'Monthly Bookkeeping',
        description: 'Payroll entries posted and reconciled with the rest of your books.',
        link: linkTo('bookkeeping-service'),
      },
      {
        icon: 'arrows-right-left',
        title: 'Accounts Receivable & Payable',
        description: 'Invoices followed up and bills scheduled for your approval.',
        link: linkTo('receivable-payable'),
      },
      {
        icon: 'arrow-path',
        title: 'Catch-Up Bookkeeping',
        description: 'Past pay runs missing from your books? We rebuild those months.',
        link: linkTo('catch-up-bookkeeping'),
      },
    ],
  },

  consultBanner: {
    title: 'Not Sure What Your Payroll Setup Needs?',
    body: 'Switching providers, adding a state or hiring your first employee? Talk to a senior accountant for free.',
    cta: { label: 'Book a Free Payroll Consultation' },
    tone: 'secondary',
  },

  faq,
} satisfies SectionsPageContent
