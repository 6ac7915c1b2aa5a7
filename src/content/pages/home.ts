import { CLAIMS, PRICE, SECURITY, TRIAL_DAYS, usd } from '../constants'
import {
  blogPosts,
  homeProcessSteps,
  homeStats,
  industryCards,
  launchpadFeatures,
  securityItems,
  serviceCards,
  softwareStats,
  softwareTools,
  talentSteps,
  testimonials,
} from '../shared'
import { BRAND } from '../site'
import type { HomePage } from '../types'

export const homePage = {
  meta: {
    path: '/',
    title: `Outsourced Bookkeeping Services in the USA | ${BRAND.name}`,
    description: `Outsourced bookkeeping services for US businesses: a dedicated finance pod for bookkeeping, payroll and AR/AP. Start with a ${TRIAL_DAYS}-day free trial.`,
    keywords: [
      'outsourced bookkeeping services USA',
      'offshore bookkeeping services',
      'small business bookkeeping',
      'catch-up bookkeeping',
      'outsourced payroll services',
      'accounts receivable and payable management',
      'startup bookkeeping',
      'virtual bookkeeper for small business',
    ],
  },
  hero: {
    eyebrow: 'Outsourced bookkeeping for US businesses',
    title: 'Your Trusted Offshore Finance Partner',
    lead: [
      `${BRAND.name} gives you a dedicated finance pod of bookkeepers, AR/AP specialists and payroll processors, led by one account manager. Your books stay reconciled, your bills go out on time and your reports arrive every month, in the software you already use.`,
      `Try it with a ${TRIAL_DAYS}-day free trial: no credit card, no long contract, and pay-as-you-go pricing from ${usd(PRICE.bookkeeperHourly)}/hour after that.`,
    ],
    cta: { label: 'Book a Free Startup Finance Consultation' },
    rating: true,
    highlights: [`${TRIAL_DAYS}-day free trial`, 'No credit card required', 'No long contracts'],
    illustration: 'hero-finance',
  },
  stats: {
    title: `${BRAND.name} at a glance`,
    stats: homeStats,
  },
  painPoints: {
    title: 'Tired of Chasing Numbers Instead of Growth?',
    intro: 'If these sound familiar, your books are costing you time, money and better decisions.',
    points: [
      'Month-end drags into the middle of the next month, and the numbers still do not add up.',
      'Bank and credit card accounts have not been reconciled in months.',
      'Invoices go out late and nobody follows up on overdue receivables.',
      'Payroll, sales tax and 1099 deadlines keep catching you by surprise.',
      'You cannot tell your investors, lender or CPA what your cash position really is.',
      'Hiring and training an in-house bookkeeper costs more than you can justify.',
    ],
    cta: { label: "Let's Clean This Up – Book Your Free Call" },
    illustration: 'pain-points',
  },
  services: {
    title: 'What We Do?',
    intro:
      'Four core services, delivered by one dedicated pod in QuickBooks Online, Xero or the tools you already run. Start with one and add the others as you grow.',
    cards: serviceCards,
  },
  launchpad: {
    eyebrow: 'LaunchPad',
    title: 'LaunchPad: A First-Year Finance Bundle for Founders',
    intro:
      'Set up your books, payroll and reporting correctly from the start, with one bundle that covers your first year and a pod that grows with you.',
    items: launchpadFeatures,
    ctas: [
      {
        label: 'Startup founders',
        link: { to: '/industry/launchpad-startups' },
      },
      { label: 'Smbs', link: { to: '/industry/launchpad-smbs' } },
    ],
  },
  whyTrust: {
    title: `Why Trust ${BRAND.name}?`,
    intro: 'Handing over your books takes trust. Here is how we earn it every month.',
    blocks: [
      {
        title: `Every report reviewed in ${CLAIMS.reviewLayers} layers`,
        body: [
          `Nothing reaches you straight from the person who prepared it. Each monthly report is reviewed in ${CLAIMS.reviewLayers} layers, so errors are caught before they turn into tax adjustments or awkward investor questions.`,
        ],
        points: [
          'The preparer ties every balance to bank, card and loan statements',
          'A senior accountant reviews entries, accruals and month-over-month swings',
          'Your account manager signs off and adds notes on what changed',
        ],
        illustration: 'trust-review',
      },
      {
        title: 'A dedicated pod, not a rotating queue',
        body: [
          'You work with the same bookkeepers every month, led by one account manager who knows your vendors, your customers and how you like things done.',
          'If you need more hours at year-end or during a busy season, we add capacity to your pod instead of handing you to strangers.',
        ],
        points: [
          'One account manager as your single point of contact',
          'Replies within your business day',
          'A weekly check-in that fits your calendar',
        ],
        illustration: 'trust-pod',
      },
      {
        title: 'Security built into the daily routine',
        body: [
          `Your financial data is handled under procedures aligned with ${SECURITY.standard}, by staff who have passed background checks and signed confidentiality agreements.`,
        ],
        points: [
          `${SECURITY.encryption} encryption for files and data`,
          `Every login protected by ${SECURITY.twoFactor}`,
          `Backups taken ${SECURITY.backups}, with tested restores`,
        ],
        illustration: 'trust-security',
      },
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
    steps: talentSteps,
  },
  security: {
    title: 'Our Data Security Framework',
    intro:
      'Five safeguards for your bank data, payroll records and tax documents, each backed by tools you will recognize.',
    items: securityItems,
    cta: { label: 'Talk to a Finance Expert Today' },
  },
  industries: {
    title: 'Industries We Serve',
    intro:
      'We know the accounts, reports and deadlines that matter in your trade, so you do not spend the first months teaching your bookkeeper the business.',
    cards: industryCards,
    cta: { label: 'Like industries', link: { to: '/industry' } },
  },
  process: {
    id: 'how-it-works',
    title: 'How Offshore Works',
    intro:
      'Working with an offshore team is simpler than it sounds. Three steps take you from first call to reliable monthly reports.',
    steps: homeProcessSteps,
  },
  software: {
    title: 'Software We Work In Every Day',
    intro:
      'We work inside your existing accounting, payroll, expense and payment tools, with access set to the roles we need and nothing more.',
    tools: softwareTools,
    stats: softwareStats,
  },
  testimonials: {
    title: 'What Our Clients Say',
    intro: 'Owners, founders and partners on what changed after their books moved to a dedicated pod.',
    items: testimonials,
    cta: { label: 'View All Feedback' },
  },
  closingBanner: {
    title: 'Ready to Stop Worrying About Your Books?',
    body: `Tell us where your books stand today. We will map out what your pod would handle, what it would cost and how to start your ${TRIAL_DAYS}-day free trial.`,
    cta: { label: 'Book My Free Bookkeeping Consultation' },
    tone: 'primary',
  },
  blog: {
    title: 'Our Latest Blog',
    intro: 'Practical guides on bookkeeping, month-end close and financial data security for US small businesses.',
    posts: blogPosts,
  },
} satisfies HomePage
