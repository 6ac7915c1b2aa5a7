// What several pages show, each stated once and picked up by the pages that show it: whole sections (`sections`, by
// key) and the lists that sections of different pages share. Editing one here changes it on every page that shows
// it; a page that needs its own version says so in its own module.
import { CLAIMS, HIRING, SAFEGUARDS } from './claims'
import { CLOSE_DAY, LAUNCHPAD, ONBOARDING, TRIAL_DAYS, ordinal } from './constants'
import { noLongContracts, payAsYouGo, upperFirst } from './phrases'
import { ledgerTools } from './fact-phrases'
import { PRACTICES } from './practices'
import { industryCards, linkTo } from './registry'
import { TESTIMONIALS } from './testimonials'
import { BRAND, REVIEWS, STATS } from './site'
import type { Card, HomePageContent, IconName, ProcessContent, ProcessStep, SoftwareTool, Stat } from './types'

/** The strips' icons, figure by figure (each strip has five figures: settings-schema.ts). */
const withIcons = (stats: readonly Omit<Stat, 'icon'>[], icons: readonly IconName[]): Stat[] =>
  stats.map((stat, i) => ({ icon: icons[i] ?? 'star', ...stat }))

export const homeStats = withIcons(STATS.home, [
  'users',
  'clipboard-document-check',
  'cog-6-tooth',
  'calendar-days',
  'academic-cap',
])

export const softwareStats = withIcons(STATS.software, [
  'globe-americas',
  'clipboard-document-check',
  'cog-6-tooth',
  'calendar-days',
  'user-group',
])

export const softwareTools: SoftwareTool[] = [
  { name: 'QuickBooks', logo: 'quickbooks' },
  { name: 'Xero', logo: 'xero' },
  { name: 'Gusto', logo: 'gusto' },
  { name: 'ADP', logo: 'adp' },
  { name: 'Zoho Books', logo: 'zoho' },
  { name: 'Sage', logo: 'sage' },
  { name: 'Expensify', logo: 'expensify' },
  { name: 'Stripe', logo: 'stripe' },
  { name: 'Bill.com' },
]

export const launchpadFeatures: Card[] = [
  {
    icon: 'rocket-launch',
    title: 'Made for first-year founders',
    description: `LaunchPad is open to ${LAUNCHPAD.audience}, so the bundle is shaped around what a new company needs: a clean setup, simple processes and reports you can share.`,
  },
  {
    icon: 'clock',
    title: `Up to ${LAUNCHPAD.maxHoursPerMonth} hours a month`,
    description: `Use up to ${LAUNCHPAD.maxHoursPerMonth} hours of pod time each month across bookkeeping, payroll, AR/AP and reporting, and shift the mix as your needs change.`,
  },
  {
    icon: 'calendar-days',
    title: `${LAUNCHPAD.months} full months of coverage`,
    description: `The bundle runs for ${LAUNCHPAD.months} full months, taking you from incorporation through your first year-end with the same team.`,
  },
  {
    icon: 'document-check',
    title: 'Investor-ready books from day one',
    description: `Accrual-basis books in ${ledgerTools}, closed by the ${ordinal(CLOSE_DAY.launchpad)} each month with a P&L, balance sheet, cash flow statement and KPI dashboard.`,
  },
  {
    icon: 'hand-raised',
    title: upperFirst(noLongContracts),
    description: `Pricing is ${payAsYouGo}: you pay for the hours used, and if your plans change, you keep your books and your files.`,
  },
  {
    icon: 'user-group',
    title: upperFirst(LAUNCHPAD.slots),
    description: `LaunchPad has ${LAUNCHPAD.slots}, so every founder gets a ${BRAND.name} pod with real capacity and an account manager who knows the business.`,
  },
]

export const homeProcessSteps: ProcessStep[] = [
  {
    icon: 'user-plus',
    number: 1,
    title: 'Onboarding',
    description: `${PRACTICES.onboarding.text} Onboarding takes ${ONBOARDING.bookkeeping}.`,
  },
  {
    icon: 'calendar-days',
    number: 2,
    title: 'Weekly execution',
    description:
      'Each week your pod posts your transactions, enters bills and invoices, and sends you one list of open questions.',
  },
  {
    icon: 'chart-bar',
    number: 3,
    title: 'Monthly reports',
    description:
      'Each month your pod reconciles your accounts and closes the books, and your account manager walks you through the P&L, balance sheet and cash flow statement on a short call.',
  },
]

/** Before, on and after the call: /book shows it, and /booked after a scheduler's redirect. */
export const afterBooking: ProcessContent = {
  id: 'next',
  eyebrow: 'What happens next',
  title: 'Before, On and After the Call',
  items: [
    {
      icon: 'calendar-days',
      number: 1,
      title: 'Before the call',
      description: `You receive a calendar invitation with the video link. ${PRACTICES.beforeSignup.text}`,
    },
    {
      icon: 'chat-bubble-left-right',
      number: 2,
      title: 'On the call',
      description: `${PRACTICES.consultation.text} There is no pressure to sign anything.`,
    },
    {
      icon: 'document-check',
      number: 3,
      title: 'After the call',
      description: `You receive a written proposal by email: the pod we suggest, the monthly hours and what they would cost. If it fits, we schedule onboarding and your ${TRIAL_DAYS}-day free trial.`,
    },
  ],
}

/** The LaunchPad terms as the pricing blocks list them (the two LaunchPad pages and /pricing). */
export const launchpadTerms: string[] = [
  `For ${LAUNCHPAD.audience}`,
  `Up to ${LAUNCHPAD.maxHoursPerMonth} hours of finance work a month`,
  `Valid for ${LAUNCHPAD.months} full months`,
  upperFirst(LAUNCHPAD.slots),
]

export const sections = {
  stats: {
    title: `${BRAND.name} at a glance`,
    items: homeStats,
  },
  launchpad: {
    eyebrow: 'LaunchPad',
    title: 'LaunchPad: A First-Year Finance Bundle for Founders',
    intro:
      "A company's first year sets up everything after it: the first raise, the first hires, the first tax filings. LaunchPad gives a first-year company one pod that sets up the books, payroll, bill pay and cap table properly, closes every month and builds the dashboard your investors will ask for.",
    items: launchpadFeatures,
    ctas: [
      {
        label: 'Startup founders',
        link: linkTo('launchpad-startups'),
      },
      { label: 'Smbs', link: linkTo('launchpad-smbs') },
    ],
  },
  reviewBanner: {
    title: 'Not sure what shape your books are in?',
    body: 'On a free review call, one of our senior accountants asks how your books are kept today and what worries you, then tells you what a pod would take on and what it would cost.',
    cta: { label: 'book a free review call' },
    tone: 'secondary',
  },
  talent: {
    title: `Our ${CLAIMS.vettingSteps}-Step Talent Screening`,
    intro: `Only the top ${CLAIMS.topTalentPercent}% of applicants, about one in ${CLAIMS.candidatesPerHire}, make it onto a ${BRAND.name} pod. Here is what each of them went through first.`,
    items: HIRING.steps,
  },
  security: {
    title: 'Our Data Security Framework',
    intro: 'The safeguards around your bank data, payroll records and tax documents, each backed by tools you will recognize.',
    items: SAFEGUARDS,
    details: linkTo('security'),
    ctas: [
      { label: 'Talk to a Finance Expert Today' },
      { label: 'See Every Security Practice', link: linkTo('security') },
    ],
  },
  industries: {
    title: 'Industries We Serve',
    intro:
      'We know the accounts, reports and deadlines that matter in your trade, so you do not spend the first months teaching your bookkeeper the business.',
    items: industryCards,
  },
  testimonials: {
    title: 'Testimonials',
    intro: 'Feedback on what changes when the books move to a dedicated finance pod.',
    items: TESTIMONIALS,
    cta: { label: 'View All Feedback', href: REVIEWS.url },
  },
  closingBanner: {
    title: 'Ready to Stop Worrying About Your Books?',
    body: 'Tell us where your books stand today. We will map out what your pod would handle, what it would cost and how soon it could start.',
    cta: { label: 'Book My Free Bookkeeping Consultation' },
    tone: 'primary',
  },
  blog: {
    title: 'Our Latest Blog',
    intro: 'Practical guides on bookkeeping, month-end close and financial data security for US small businesses.',
  },
} satisfies Pick<
  HomePageContent,
  | 'stats'
  | 'launchpad'
  | 'reviewBanner'
  | 'talent'
  | 'security'
  | 'industries'
  | 'testimonials'
  | 'closingBanner'
  | 'blog'
>
