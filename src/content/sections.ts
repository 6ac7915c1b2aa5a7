// Sections several pages show (the home page and others), each stated once and picked by its key. Editing one here
// changes it on every page that shows it; a page that needs its own version says so in its own module.
import { CLAIMS, HIRING, SECURITY_PRACTICES } from './claims'
import { encryptionSentence } from './phrases'
import { industryCards, linkTo } from './registry'
import { homeStats, launchpadFeatures } from './shared'
import { TESTIMONIALS } from './testimonials'
import { BRAND, REVIEWS } from './site'
import type { HomePageContent } from './types'

export const sections = {
  stats: {
    title: `${BRAND.name} at a glance`,
    stats: homeStats,
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
    body: 'On a free review call, a senior accountant looks at your current setup with you and tells you plainly what needs fixing, what can wait and what it would take.',
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
    intro: `Five safeguards for your bank data, payroll records and tax documents, each backed by tools you will recognize. ${encryptionSentence}`,
    items: SECURITY_PRACTICES.items,
    cta: { label: 'Talk to a Finance Expert Today' },
  },
  industries: {
    title: 'Industries We Serve',
    intro:
      'We know the accounts, reports and deadlines that matter in your trade, so you do not spend the first months teaching your bookkeeper the business.',
    items: industryCards,
    cta: { label: 'Like industries', link: linkTo('industry') },
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
