import { TRIAL_DAYS } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { noLongContracts, payAsYouGo, publishedRates, upperFirst } from '@/content/phrases'
import { ledgerTools, reviewLayers } from '@/content/fact-phrases'
import { linkTo, serviceCards } from '@/content/registry'
import { BRAND } from '@/content/site'
import { homeProcessSteps, sections, softwareStats, softwareTools } from '@/content/sections'
import type { HomePageContent } from '@/content/types'

export const homePage = {
  meta: {
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
      `${BRAND.name} gives you a dedicated finance pod of bookkeepers, AR/AP specialists and payroll processors, led by one account manager. We reconcile your accounts, schedule your bills for your approval and send your reports every month, in the software you already use.`,
      `Pricing is ${payAsYouGo}: ${publishedRates}, billed only for the hours your books take.`,
    ],
    cta: { label: 'Book a Free Startup Finance Consultation' },
    rating: true,
    highlights: [`${TRIAL_DAYS}-day free trial`, 'No credit card required', upperFirst(noLongContracts)],
    illustration: 'hero-finance',
  },
  stats: sections.stats,
  painPoints: {
    title: 'Tired of Chasing Numbers Instead of Growth?',
    intro: 'If these sound familiar, your books are costing you time, money and better decisions.',
    points: [
      'Month-end drags into the middle of the next month, and the numbers still do not add up.',
      'Bank and credit card accounts have not been reconciled in months.',
      'Invoices go out late and nobody follows up on overdue receivables.',
      'Payroll, sales tax and 1099 deadlines keep catching you by surprise.',
      'You cannot tell your investors, lender or CPA what your cash position is.',
      'Hiring and training an in-house bookkeeper costs more than you can justify.',
    ],
    cta: { label: "Let's Clean This Up – Book Your Free Call" },
    illustration: 'pain-points',
  },
  services: {
    title: 'What We Do?',
    intro: `Our core services, delivered by one dedicated pod in ${ledgerTools} and the tools you already run. Start with one and add the others as you grow.`,
    items: serviceCards.map((card) => ({ ...card, linkLabel: `Explore ${card.title.toLowerCase()}` })),
  },
  launchpad: sections.launchpad,
  whyTrust: {
    title: `Why Trust ${BRAND.name}?`,
    intro: 'Handing over your books takes trust. Here is how we earn it every month.',
    items: [
      {
        title: `Every report reviewed in ${CLAIMS.reviewLayers} layers`,
        body: [
          'Each layer is a different person with a different job, so errors are caught before your reports go out.',
        ],
        points: reviewLayers.map(upperFirst),
        illustration: 'trust-review',
      },
      {
        title: 'A dedicated pod, not a rotating queue',
        body: [
          'One account manager leads your pod and gets to know your vendors, your customers and how you like things done.',
          PRACTICES.staffing.text,
        ],
        points: [
          'One account manager as your single point of contact',
          `Replies ${PRACTICES.reply.text}`,
          'One list of open questions a week, and a call on your reports each month',
        ],
        illustration: 'trust-pod',
      },
      {
        title: 'Your books stay in your name',
        body: [PRACTICES.books.text, PRACTICES.offboarding.text],
        points: [
          'The access each role needs, and no banking passwords',
          'Users you invite and can remove',
          "Each change recorded in your software's audit log",
        ],
        illustration: 'trust-security',
      },
    ],
  },
  reviewBanner: sections.reviewBanner,
  talent: sections.talent,
  security: sections.security,
  industries: { ...sections.industries, cta: { label: 'Like industries', link: linkTo('industry') } },
  process: {
    id: 'how-it-works',
    title: 'How Offshore Works',
    intro:
      'Working with an offshore team is simpler than it sounds. Here is how you get from the first call to monthly reports.',
    items: homeProcessSteps,
  },
  software: {
    title: 'Software We Work In Every Day',
    intro:
      'We work inside your own accounting, payroll, expense and payment tools, as users you invite. The figures below count our setup and migration work in them.',
    tools: softwareTools,
    stats: softwareStats,
  },
  testimonials: sections.testimonials,
  closingBanner: sections.closingBanner,
  blog: sections.blog,
} satisfies HomePageContent
