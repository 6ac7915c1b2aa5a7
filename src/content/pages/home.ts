import { TRIAL_DAYS } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES, REPLY_TIME } from '@/content/practices'
import { bookkeeperRate, noLongContracts, upperFirst } from '@/content/phrases'
import { practiceLink } from '@/content/fact-links'
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
      'virtual bookkeeper for small business',
    ],
  },
  hero: {
    eyebrow: 'Offshore bookkeeping for US businesses',
    title: 'Your Trusted Offshore Finance Partner',
    lead: [
      `${BRAND.name} gives you a dedicated finance pod, led by one account manager, for your bookkeeping, payroll and AR/AP, in the software you already use.`,
    ],
    cta: { label: 'Book a Free Startup Finance Consultation' },
    rating: true,
    highlights: [
      `${TRIAL_DAYS}-day free trial`,
      'No credit card required',
      upperFirst(noLongContracts),
      `A bookkeeper is ${bookkeeperRate}`,
    ],
    sample: {
      title: 'Month-end close package',
      subtitle: 'Sample client · profit and loss summary',
      columns: ['Line', 'This month', 'Last month'],
      rows: [
        { label: 'Revenue', values: ['184,250', '171,900'] },
        { label: 'Cost of goods sold', values: ['(96,420)', '(90,310)'] },
        { label: 'Gross profit', values: ['87,830', '81,590'] },
        { label: 'Operating expenses', values: ['(52,160)', '(50,975)'] },
        { label: 'Net income', values: ['35,670', '30,615'], total: true },
      ],
      note: 'All six accounts reconciled. Revenue is up 7.2% on last month; two vendor bills wait for your approval.',
    },
    illustration: 'hero-finance',
  },
  stats: sections.stats,
  painPoints: {
    title: 'Tired of Chasing Numbers Instead of Growth?',
    intro: 'Sound familiar?',
    points: [
      'Month-end drags on, and the numbers still do not add up.',
      'Bank and card accounts have not been reconciled in months.',
      'Invoices go out late, and nobody chases the overdue ones.',
      'Payroll, sales tax and 1099 deadlines catch you by surprise.',
      'You cannot tell investors or your lender your cash position.',
      'An in-house bookkeeper costs more than you can justify.',
    ],
    cta: { label: 'Let’s Clean This Up – Book Your Free Call' },
  },
  services: {
    title: 'What We Do?',
    intro: 'Start with one service and add the others as you grow.',
    items: serviceCards.map((card) => ({ ...card, linkLabel: `Explore ${card.title.toLowerCase()}` })),
  },
  launchpad: sections.launchpad,
  whyTrust: {
    title: `Why Trust ${BRAND.name}?`,
    intro: `Handing over your books takes trust. Here is how we earn it, with [every practice in full](${linkTo('security').to}).`,
    items: [
      {
        icon: 'lock-closed',
        title: 'Your books stay in your name',
        body: [
          `${practiceLink('books', 'Your ledger, payroll and bill-pay tools stay yours')}, and we work in them as users you invite.`,
          `${practiceLink('offboarding', 'If you leave')}, you keep your books and files: we hand back what you shared and delete our copies.`,
        ],
        points: [
          'Only the access each role needs, and no banking passwords',
          'Every change recorded in your software’s audit log',
        ],
      },
      {
        icon: 'user-group',
        title: 'A dedicated pod, not a rotating queue',
        body: [
          `One account manager leads your pod and learns how you like things done, with ${practiceLink('staffing', 'the same people every month')}.`,
        ],
        points: [`Replies ${REPLY_TIME}`, 'One list of open questions a week', 'A call on your reports each month'],
      },
      {
        icon: 'check-badge',
        title: `Every report reviewed in ${CLAIMS.reviewLayers} layers`,
        body: ['Each layer is a different person with a different job:'],
        points: PRACTICES.review.layers.map((layer) => layer.who),
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
    intro: 'Simpler than it sounds: from onboarding to your monthly reports.',
    items: homeProcessSteps,
  },
  software: {
    title: 'Software We Work In Every Day',
    intro: `We work in your own tools, ${practiceLink('books', 'as users you invite')}. The figures count our setups and migrations.`,
    tools: softwareTools,
    stats: softwareStats,
  },
  testimonials: sections.testimonials,
  closingBanner: sections.closingBanner,
  blog: sections.blog,
} satisfies HomePageContent
