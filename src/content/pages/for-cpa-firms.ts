// CPA firms: the offshore extension of a firm's own team (/for-cpa-firms).
import { ONBOARDING, TRIAL_DAYS, STRATEGY_CALL_MINUTES } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { BRAND, BROCHURE_HREF } from '@/content/site'
import faq from '@/content/faqs/for-cpa-firms.yml'
import { orList, upperFirst } from '@/content/phrases'
import { cpaSavingClaim, ledgerTools, payrollTools, practiceLink, usOverlap } from '@/content/fact-phrases'
import { sections } from '@/content/sections'
import type { SectionsPageContent } from '@/content/types'

const strategyCall = `Book a ${STRATEGY_CALL_MINUTES}-Minute Strategy Call`
/** Who checks the work, in order, from the review practice: "the preparer, a senior accountant and your account manager". */
const reviewers = PRACTICES.review.layers.map((layer) => layer.who.toLowerCase())
const reviewerList = `${reviewers.slice(0, -1).join(', ')} and ${reviewers.at(-1)}`

export const cpaPage = {
  meta: {
    title: `Offshore Accounting Staff for CPA Firms | ${BRAND.name}`,
    description: `White-label bookkeeping, payroll, 1099 and tax workpaper support for CPA firms from vetted offshore staff, under your supervision and disclosed to your clients. Book a ${STRATEGY_CALL_MINUTES}-minute strategy call.`,
    keywords: [
      'offshore accounting for CPA firms',
      'outsourced staffing for accounting firms',
      'white-label bookkeeping',
      'CPA firm outsourcing',
      'tax workpaper preparation',
      '1099 preparation services',
      'busy season staffing',
      'offshore bookkeeping staff',
    ],
  },

  hero: {
    eyebrow: `${BRAND.name} for CPA firms`,
    title: 'Your Offshore Extension for Bookkeeping, Payroll and Tax Workpapers',
    lead: [
      `Your firm has more client work than trained staff, and another senior hire takes months. We give you a dedicated, vetted offshore team that works in your software and to your process, ${PRACTICES.cpa.short}.`,
      `The team is set up in ${ONBOARDING.cpa}, and your reviewers judge its work on your own clients before you commit.`,
    ],
    cta: { label: strategyCall },
    highlights: ['White-label, under your supervision', 'A pilot on your own clients first', `Set up in ${ONBOARDING.cpa}`],
    illustration: 'hero-cpa',
  },

  painPoints: {
    eyebrow: 'Why firms go offshore',
    title: 'Why CPA Firms Are Moving Work Offshore',
    items: [
      {
        title: 'Qualified staff are hard to hire and harder to keep',
        description: 'Experienced staff accountants have their pick of offers, and partners cover the open seat themselves.',
      },
      {
        title: 'Busy season crushes capacity',
        description: 'Returns, extensions and year-end write-ups land in the same weeks, and review quality and turnaround slip.',
      },
      {
        title: 'Compliance work squeezes out advisory',
        description: 'Reconciliations, payroll filings and 1099 runs take the hours your team could spend on planning.',
      },
      {
        title: 'Local salaries erode your margins',
        description: `When salaries rise faster than your fixed bookkeeping fees, each local hire thins the margin. An offshore team can cost your firm ${cpaSavingClaim} less than a local hire.`,
      },
    ],
  },

  trust: {
    eyebrow: `Why firms choose ${BRAND.name}`,
    title: `Why CPAs Trust ${BRAND.name}`,
    items: [
      {
        icon: 'building-library',
        title: 'White-label, under your supervision',
        description: `Deliverables follow your templates and carry your firm's name, and ${practiceLink('cpa', 'your firm keeps the client relationship')}.`,
      },
      {
        icon: 'identification',
        title: `${CLAIMS.vettingSteps}-step vetted accountants`,
        description: 'Tested on accounting, software, English and a case study on US books before they join your team.',
      },
      {
        icon: 'clipboard-document-check',
        title: `${CLAIMS.reviewLayers} layers of review`,
        description: `${practiceLink('review', upperFirst(reviewerList))} each check the work before your reviewers see it.`,
      },
      {
        icon: 'clock',
        title: 'US-hours overlap',
        description: `${upperFirst(usOverlap)} of overlap with your US office, and a reply to every question ${PRACTICES.reply.text}.`,
      },
      {
        icon: 'shield-check',
        title: 'Your clients informed, their consent in place',
        description: `Before client data reaches us, ${practiceLink('cpa', "your firm tells the client it uses an outside provider and obtains the taxpayer's consent for return information")}.`,
      },
      {
        icon: 'user-plus',
        title: 'One account manager for your firm',
        description: `Assigns work, tracks deadlines across your client list and ${practiceLink('staffing', 'adds people to your team in busy season')}.`,
      },
    ],
  },

  services: {
    eyebrow: 'What we take off your desk',
    title: 'Services for CPA Firms',
    intro:
      'Pick one service for a handful of clients, or hand over whole engagements. Your team stays the reviewer of record.',
    items: [
      {
        icon: 'book-open',
        title: 'Bookkeeping & write-ups',
        description: `Monthly, quarterly or annual write-ups in ${ledgerTools}, with adjusting entries documented for your review.`,
      },
      {
        icon: 'building-library',
        title: 'Bank and credit card reconciliation',
        description: 'Unmatched items listed and explained, ready to tie out before you close the period.',
      },
      {
        icon: 'banknotes',
        title: 'Payroll processing',
        description: `Payroll runs in ${payrollTools} and payroll tax returns prepared for your review; ${practiceLink('payrollTaxes', 'the client, as the employer, stays responsible for its payroll taxes')}.`,
      },
      {
        icon: 'arrows-right-left',
        title: 'AR/AP management',
        description: `Bills entered and ${practiceLink('payments', 'scheduled for approval')} in ${orList(PRACTICES.tools.billPay)}, customer invoicing, collections follow-up and aging reports.`,
      },
      {
        icon: 'receipt-percent',
        title: '1099 preparation & sales tax filings',
        description: 'W-9 collection, 1099 preparation and e-filing, and sales tax returns for the states your firm confirms.',
      },
      {
        icon: 'document-text',
        title: 'Tax workpapers & financial statements',
        description:
          'Trial balances, fixed asset and depreciation schedules, and financial statements prepared as workpapers for your tax team.',
      },
    ],
    ctas: [{ label: 'Request the CPA Partner Brochure', href: BROCHURE_HREF }],
  },

  process: {
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'How the Partnership Works',
    items: [
      {
        icon: 'chat-bubble-left-right',
        number: 1,
        title: 'Strategy call',
        description: `In ${STRATEGY_CALL_MINUTES} minutes we learn your client mix, software and the work you want to move, and propose a team and a first set of clients.`,
      },
      {
        icon: 'document-check',
        number: 2,
        title: 'NDA and setup',
        description: `We sign ${practiceLink('onboarding', 'your NDA before any access')}, set up ${practiceLink('access', 'the access each role needs')} and learn your checklists. You confirm ${practiceLink('cpa', 'your clients are told and their consent is in place')}. Setup takes ${ONBOARDING.cpa}.`,
      },
      {
        icon: 'users',
        number: 3,
        title: 'Pilot with your clients',
        description: `Setup and a first batch of work on a few clients fall within your ${TRIAL_DAYS}-day free trial, so your reviewers check quality before you commit more.`,
      },
      {
        icon: 'arrow-trending-up',
        number: 4,
        title: 'Scale with your workload',
        description:
          'Once the pilot is signed off, we add clients and staff at your pace, with extra accountants ahead of busy season and extension deadlines.',
      },
    ],
  },

  talent: sections.talent,
  security: sections.security,
  strategyBanner: {
    title: 'See What an Offshore Team Could Save Your Firm',
    body: `Book a ${STRATEGY_CALL_MINUTES}-minute strategy call. We will map the work you could move, the team it needs and what it would cost against a local hire.`,
    cta: { label: strategyCall },
    tone: 'secondary',
  },

  faq,
} satisfies SectionsPageContent
