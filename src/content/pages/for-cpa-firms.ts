// CPA firms: the offshore extension of a firm's own team (/for-cpa-firms).
import { ONBOARDING, TRIAL_DAYS, STRATEGY_CALL_MINUTES } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { BRAND, BROCHURE_HREF } from '@/content/site'
import faq from '@/content/faqs/for-cpa-firms.yml'
import { orList, upperFirst } from '@/content/phrases'
import { ledgerTools, payrollTools, usOverlap } from '@/content/fact-phrases'
import { sections } from '@/content/sections'
import type { SectionsPageContent } from '@/content/types'

const strategyCall = `Book a ${STRATEGY_CALL_MINUTES}-Minute Strategy Call`
/** Who checks the work, in order, from the review practice: "the preparer, a senior accountant and your account manager". */
const reviewers = PRACTICES.review.layers.map((layer) => layer.who.toLowerCase())
const reviewerList = `${reviewers.slice(0, -1).join(', ')} and ${reviewers.at(-1)}`

export const cpaPage = {
  meta: {
    title: 'Offshore Accounting Staff for CPA Firms, Book a Call Now',
    description: `White-label bookkeeping, payroll, 1099 and tax workpaper support for CPA firms, under your supervision and disclosed to your clients, from vetted offshore staff. Save up to ${CLAIMS.cpaSavingPercent}% on staffing costs.`,
    keywords: [
      'offshore accounting for CPA firms',
      'outsourced staffing for accounting firms',
      'white-label bookkeeping',
      'CPA firm outsourcing',
      'offshore tax preparation support',
      'tax workpaper preparation',
      '1099 preparation services',
      'busy season staffing',
    ],
  },

  hero: {
    eyebrow: `${BRAND.name} for CPA firms`,
    title: 'Your Offshore Extension for Bookkeeping, Payroll and Tax Prep',
    lead: [
      "Your firm has more client work than trained staff, and hiring another senior accountant takes months you do not have. We give you a dedicated, vetted offshore team that works in your software, to your process and under your firm's engagement and supervision.",
      `Cut staffing costs by up to ${CLAIMS.cpaSavingPercent}%, keep ${usOverlap} of overlap with your US office, and have the team set up in ${ONBOARDING.cpa}.`,
    ],
    cta: { label: strategyCall },
    highlights: [
      `Up to ${CLAIMS.cpaSavingPercent}% cost saving`,
      'White-label, under your supervision',
      'A pilot on your own clients first',
    ],
    illustration: 'hero-cpa',
  },

  painPoints: {
    eyebrow: 'Why firms go offshore',
    title: 'Why CPA Firms Are Moving Work Offshore',
    items: [
      {
        title: 'Qualified staff are hard to hire and harder to keep',
        description:
          'Experienced staff accountants have their pick of offers. A position can stay open for months while partners cover the gap themselves.',
      },
      {
        title: 'Busy season crushes capacity',
        description:
          'Returns, extensions and year-end write-ups all land in the same weeks. Without extra hands, review quality slips, turnaround stretches and partners spend evenings on preparer-level work.',
      },
      {
        title: 'Compliance work squeezes out advisory',
        description:
          'Reconciliations, payroll filings and 1099 runs eat the hours your team could spend on planning and advisory engagements.',
      },
      {
        title: 'Local salaries erode your margins',
        description:
          'When salaries and benefits rise faster than your fixed fees for monthly bookkeeping, every new domestic hire for write-up work makes those engagements less profitable.',
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
        description: `${PRACTICES.cpa.supervision} Deliverables follow your templates and carry your firm's name.`,
      },
      {
        icon: 'identification',
        title: `${CLAIMS.vettingSteps}-step vetted accountants`,
        description: `Only the top ${CLAIMS.topTalentPercent}% of candidates, about one in ${CLAIMS.candidatesPerHire}, pass our ${CLAIMS.vettingSteps}-step vetting, including an accounting test and a case study on real US books.`,
      },
      {
        icon: 'clipboard-document-check',
        title: `${CLAIMS.reviewLayers} layers of review`,
        description: `${upperFirst(reviewerList)} each check the work before it reaches your reviewers, so your seniors spend their time on judgment rather than tick-marks.`,
      },
      {
        icon: 'clock',
        title: 'US-hours overlap',
        description: `Client-facing staff are available ${usOverlap} within US business hours, and every question gets a reply ${PRACTICES.reply.text}.`,
      },
      {
        icon: 'shield-check',
        title: 'Your clients informed, their consent in place',
        description: `${PRACTICES.cpa.clientDisclosure} ${PRACTICES.cpa.taxpayerConsent}`,
      },
      {
        icon: 'user-plus',
        title: 'One account manager for your firm',
        description:
          'A single account manager assigns work, tracks deadlines across your client list and adds staff ahead of busy season, so you manage one relationship instead of a team.',
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
        description:
          'Account reconciliations with unmatched items listed and explained, ready to tie out before you close the period.',
      },
      {
        icon: 'banknotes',
        title: 'Payroll processing',
        description: `Payroll runs in ${payrollTools} and payroll tax returns prepared for your review, with reports for your client files. Your client, as the employer, stays responsible for its payroll tax deposits and returns.`,
      },
      {
        icon: 'arrows-right-left',
        title: 'AR/AP management',
        description: `Vendor bill entry and payment scheduling in ${orList(PRACTICES.tools.billPay)}, customer invoicing, collections follow-up and aging reports.`,
      },
      {
        icon: 'receipt-percent',
        title: '1099 preparation & sales tax filings',
        description:
          'Vendor W-9 collection, 1099 preparation and e-filing, plus sales tax returns for the states your firm confirms.',
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
        description: `In a ${STRATEGY_CALL_MINUTES}-minute call we learn your client mix, software and the work you want to move, and propose a team size and a first set of clients.`,
      },
      {
        icon: 'document-check',
        number: 2,
        title: 'NDA and setup',
        description: `We sign your NDA before any access, set up the access each role needs in your systems, and learn your checklists and review notes. You confirm that the clients whose work we take on know you use an outside provider, and that taxpayer consent is in place where tax-return information is involved. Setup takes ${ONBOARDING.cpa}.`,
      },
      {
        icon: 'users',
        number: 3,
        title: 'Pilot with your clients',
        description: `Your dedicated team starts on a small group of clients during a ${TRIAL_DAYS}-day free trial, so your reviewers can check quality before you commit more work.`,
      },
      {
        icon: 'arrow-trending-up',
        number: 4,
        title: 'Scale with your workload',
        description:
          'Once the pilot is signed off, we add clients and staff at your pace and bring in extra accountants ahead of busy season and extension deadlines.',
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
