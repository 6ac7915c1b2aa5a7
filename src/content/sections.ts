// What several pages show, each stated once and picked up by the pages that show it: whole sections (`sections`, by
// key) and the lists that sections of different pages share. Editing one here changes it on every page that shows
// it; a page that needs its own version says so in its own module.
import { CLAIMS, HIRING_STEP_NAMES, SAFEGUARD_NAMES } from './claims'
import { CLOSE_DAY, LAUNCHPAD, ordinal } from './constants'
import { noLongContracts, upperFirst } from './phrases'
import { billingLink, practiceLink } from './fact-links'
import { PRACTICES } from './practices'
import { industryCards, linkTo } from './registry'
import { TESTIMONIALS } from './testimonials'
import { BRAND, REVIEWS, STATS } from './site'
import type { SoftwareMark } from '@/names'
import type { Card, CtaBannerContent, HomePageContent, IconName, ProcessStep, SoftwareTool, Stat } from './types'

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

/** Each safeguard's icon by its id in claims.yml; one the owner adds takes the shield. */
const SAFEGUARD_ICONS: Partial<Record<string, IconName>> = {
  encryption: 'lock-closed',
  'access-control': 'finger-print',
  'document-exchange': 'document-text',
  monitoring: 'document-magnifying-glass',
  backups: 'server-stack',
}
const safeguards = SAFEGUARD_NAMES.map((item) => ({ ...item, icon: SAFEGUARD_ICONS[item.id] ?? 'shield-check' }))

/** The software section's figures, with the strips' one sample switch. */
export const softwareStats = {
  items: withIcons(STATS.software, [
    'globe-americas',
    'clipboard-document-check',
    'cog-6-tooth',
    'calendar-days',
    'user-group',
  ]),
  sample: STATS.sample,
}

/** Each tool's logo in the icon library, by its name in the inventory (a tool without one shows its name alone). */
const LOGOS: Partial<Record<string, SoftwareMark>> = {
  'QuickBooks Online': 'quickbooks',
  'QuickBooks Payroll': 'quickbooks',
  Xero: 'xero',
  'Zoho Books': 'zoho',
  Sage: 'sage',
  Gusto: 'gusto',
  ADP: 'adp',
  Expensify: 'expensify',
}
/**
 * The software section's tools: those the inventory names for every client's books, payroll, bills and receipts
 * (practices.yml, tools), so the owner confirms each one; the trades' own tools are named on their pages.
 */
export const softwareTools: SoftwareTool[] = [
  ...PRACTICES.tools.ledgers,
  ...PRACTICES.tools.payroll,
  ...PRACTICES.tools.billPay,
  ...PRACTICES.tools.expenses,
].map((name) => {
  const logo = LOGOS[name]
  return logo ? { name, logo } : { name }
})

export const launchpadFeatures: Card[] = [
  {
    icon: 'rocket-launch',
    title: 'Made for first-year founders',
    description: `Open to ${LAUNCHPAD.audience}, whether you are building a startup or a small business.`,
  },
  {
    icon: 'clock',
    title: `Up to ${LAUNCHPAD.maxHoursPerMonth} hours a month`,
    description: 'Across bookkeeping, payroll, AR/AP and the monthly statements, each billed for the hours it takes.',
  },
  {
    icon: 'calendar-days',
    title: `${LAUNCHPAD.months} full months of coverage`,
    description: 'From your start date, with the same pod throughout.',
  },
  {
    icon: 'document-check',
    title: 'Accrual books, and a KPI dashboard on request',
    description: `Closed by the ${ordinal(CLOSE_DAY.launchpad)} once your statements are in, with P&L, balance sheet and cash flow.`,
  },
  {
    icon: 'hand-raised',
    title: upperFirst(noLongContracts),
    description: `You pay ${billingLink('the published rates')} for the hours used, and ${practiceLink('offboarding', 'keep your books and files')} if you leave.`,
  },
  {
    icon: 'user-group',
    title: upperFirst(LAUNCHPAD.slots),
    description: 'Each company gets its own pod and account manager; your call tells you when yours could start.',
  },
]

export const homeProcessSteps: ProcessStep[] = [
  {
    icon: 'user-plus',
    number: 1,
    title: 'Onboarding',
    description: `During your free trial, we sign ${practiceLink('onboarding', 'an NDA before any access')}, review your chart of accounts and agree on a monthly calendar.`,
  },
  {
    icon: 'calendar-days',
    number: 2,
    title: 'Weekly execution',
    description:
      'Your pod posts your transactions, enters bills and invoices, and sends you one list of open questions.',
  },
  {
    icon: 'chart-bar',
    number: 3,
    title: 'Monthly reports',
    description:
      'Your pod reconciles every account and closes the month; your account manager walks you through the reports on a short call.',
  },
]

/** The LaunchPad terms as the pricing blocks list them (the two LaunchPad pages and /pricing). */
export const launchpadTerms: string[] = [
  `For ${LAUNCHPAD.audience}`,
  `Up to ${LAUNCHPAD.maxHoursPerMonth} hours a month`,
  `Valid for ${LAUNCHPAD.months} full months`,
  upperFirst(LAUNCHPAD.slots),
]

export const sections = {
  stats: {
    title: `${BRAND.name} at a glance`,
    items: homeStats,
    sample: STATS.sample,
  },
  launchpad: {
    eyebrow: 'LaunchPad',
    title: 'LaunchPad: A First-Year Finance Bundle for Founders',
    intro: 'One pod sets up your books, payroll, bill pay and cap table in your first year, then closes every month.',
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
    body: 'On a free review call, one of our senior accountants asks how your books are kept today and what worries you.',
    cta: { label: 'book a free review call' },
    tone: 'secondary',
  },
  talent: {
    title: `Our ${CLAIMS.vettingSteps}-Step Talent Screening`,
    intro: `Only the top ${CLAIMS.topTalentPercent}% of applicants, about one in ${CLAIMS.candidatesPerHire}, join a pod, and only after these steps.`,
    items: HIRING_STEP_NAMES,
    sample: CLAIMS.sample,
  },
  security: {
    title: 'Our Data Security Framework',
    intro: 'The safeguards around your bank data, payroll records and tax documents, and the tools behind each.',
    items: safeguards,
    details: linkTo('security'),
    ctas: [
      { label: 'Talk to a Finance Expert Today' },
      { label: 'See Every Security Practice', link: linkTo('security') },
    ],
  },
  industries: {
    title: 'Industries We Serve',
    intro: 'Your pod knows the accounts, reports and deadlines your trade runs on.',
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
    intro: 'Guides on month-end close, catch-up work and data security.',
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

/**
 * The closing banner of a page about no one service (the overviews, the tools, an article without its own banner): the
 * shared banner, its button named for the call rather than for bookkeeping.
 */
export const generalClosingBanner = {
  ...sections.closingBanner,
  cta: { label: 'Book a Free Consultation' },
} satisfies CtaBannerContent
