// CPA firms: the offshore extension of a firm's own team (/for-cpa-firms).
import { REPORTS } from '@/content/pages/reports'
import { ONBOARDING, TRIAL_DAYS, STRATEGY_CALL_MINUTES } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { BRAND, CONTACT } from '@/content/site'
import faq from '@/content/faqs/for-cpa-firms.yml'
import { orList, upperFirst } from '@/content/phrases'
import { cpaSavingClaim, ledgerTools, payrollTools, practiceLink, usOverlap } from '@/content/fact-phrases'
import { sections } from '@/content/sections'
import { resourceBanner } from '@/content/resources/teasers'
import type { SectionsPageContent } from '@/content/types'

const strategyCall = `Book a ${STRATEGY_CALL_MINUTES}-Minute Strategy Call`
/** Who checks the work, in order, from the review practice: "the preparer, a senior accountant and your account manager". */
const reviewers = PRACTICES.review.layers.map((layer) => layer.who.toLowerCase())
const reviewerList = `${reviewers.slice(0, -1).join(', ')} and ${reviewers.at(-1)}`

/** The brochure button opens a pre-filled e-mail request. */
const BROCHURE_HREF = `mailto:${CONTACT.partnerships.email}?subject=${encodeURIComponent('CPA partnership brochure request')}&body=${encodeURIComponent('Hello LedgerPod team,\n\nPlease send me your CPA firm brochure.\n\nFirm name:\nCity and state:\n')}`

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
      `A dedicated, vetted offshore team, without the months a senior hire takes to find. It works in your software and to your process, ${PRACTICES.cpa.short}.`,
    ],
    cta: { label: strategyCall },
    highlights: [
      'White-label, under your supervision',
      'A pilot on your own clients first',
      `Set up in ${ONBOARDING.cpa}`,
    ],
    sample: {
      title: REPORTS['for-cpa-firms'],
      subtitle: 'Sample firm · month-end, under your engagement',
      columns: ['Client file', 'Accounts', 'Open items'],
      rows: [
        { label: 'Client 104', detail: 'S corporation', values: ['11', '0'] },
        { label: 'Client 117', detail: 'Partnership', values: ['9', '2'] },
        { label: 'Client 122', detail: 'C corporation', values: ['6', '0'] },
        { label: 'Batch', values: ['26', '2'], total: true },
      ],
      note: 'Client 117’s two open items wait for its December statements. Every file is in your software, named to your conventions.',
    },
    illustration: 'hero-cpa',
  },

  painPoints: {
    eyebrow: 'Why firms go offshore',
    title: 'Why CPA Firms Are Moving Work Offshore',
    items: [
      {
        title: 'Qualified staff are hard to hire and harder to keep',
        description: 'Experienced staff accountants have their pick of offers, so partners cover the open seat.',
      },
      {
        title: 'Busy season crushes capacity',
        description: 'Returns, extensions and write-ups land in the same weeks, and review quality slips.',
      },
      {
        title: 'Compliance work squeezes out advisory',
        description: 'Reconciliations, payroll filings and 1099 runs take the hours meant for planning.',
      },
      {
        title: 'Local salaries erode your margins',
        description: `When salaries outpace your fixed fees, an offshore team can cost ${cpaSavingClaim} less than a local hire.`,
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
        description: `Deliverables carry your firm’s name, and ${practiceLink('cpa', 'your firm keeps the client relationship')}.`,
      },
      {
        icon: 'identification',
        title: `${CLAIMS.vettingSteps}-step vetted accountants`,
        description: 'Tested on accounting, software, English and a case study on US books.',
      },
      {
        icon: 'clipboard-document-check',
        title: `${CLAIMS.reviewLayers} layers of review`,
        description: `${practiceLink('review', upperFirst(reviewerList))} each check the work before it reaches your reviewers.`,
      },
      {
        icon: 'clock',
        title: 'US-hours overlap',
        description: `${upperFirst(usOverlap)} of overlap with your US office, and replies ${PRACTICES.reply.text}.`,
      },
      {
        icon: 'shield-check',
        title: 'Your clients informed, their consent in place',
        description: `Your firm tells each client it uses an outside provider, and ${practiceLink('cpa', 'obtains the taxpayer’s consent')} for return information.`,
      },
      {
        icon: 'user-plus',
        title: 'One account manager for your firm',
        description: `Assigns work, tracks deadlines and ${practiceLink('staffing', 'adds people to your team in busy season')}.`,
      },
    ],
  },

  services: {
    eyebrow: 'What we take off your desk',
    title: 'Services for CPA Firms',
    intro: 'Pick one service for a handful of clients, or hand over whole engagements.',
    items: [
      {
        icon: 'book-open',
        title: 'Bookkeeping & write-ups',
        description: `Monthly, quarterly or annual write-ups in ${ledgerTools}, with adjusting entries documented.`,
      },
      {
        icon: 'building-library',
        title: 'Bank and credit card reconciliation',
        description: 'Unmatched items listed and explained, ready to tie out.',
      },
      {
        icon: 'banknotes',
        title: 'Payroll processing',
        description: `Pay runs in ${payrollTools} and payroll tax returns prepared for your review; ${practiceLink('payrollTaxes', 'the client, as employer, stays responsible for its payroll taxes')}.`,
      },
      {
        icon: 'arrows-right-left',
        title: 'AR/AP management',
        description: `Bills entered and ${practiceLink('payments', 'scheduled for approval')} in ${orList(PRACTICES.tools.billPay)}, invoicing, collections and aging reports.`,
      },
      {
        icon: 'receipt-percent',
        title: '1099 preparation & sales tax filings',
        description: 'W-9s, 1099 preparation and e-filing, and sales tax returns for the states your firm confirms.',
      },
      {
        icon: 'document-text',
        title: 'Tax workpapers & financial statements',
        description:
          'Trial balances, fixed asset schedules and financial statements, prepared as workpapers for your tax team.',
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
        description: `In ${STRATEGY_CALL_MINUTES} minutes we learn your clients, software and the work to move, and propose a team.`,
      },
      {
        icon: 'document-check',
        number: 2,
        title: 'NDA and setup',
        description: `We sign your NDA before any access, set up the access each role needs and learn your checklists. You confirm your clients are told and have consented. Setup takes ${ONBOARDING.cpa}.`,
      },
      {
        icon: 'users',
        number: 3,
        title: 'Pilot with your clients',
        description: `Onboarding and a pilot on a few of your clients start during your ${TRIAL_DAYS}-day free trial; a pilot that runs past it is billed at the published rates.`,
      },
      {
        icon: 'arrow-trending-up',
        number: 4,
        title: 'Scale with your workload',
        description:
          'Once the pilot is signed off, we add clients and staff at your pace, with extra hands before busy season.',
      },
    ],
  },

  screeningAndSecurity: {
    talent: sections.talent,
    // The strategy call's band follows, so the framework keeps only its link to /security: one booking button here.
    security: {
      ...sections.security,
      intro:
        'The safeguards that apply whenever your clients’ files reach our staff, each stated in full on our security page.',
      ctas: sections.security.ctas.filter((cta) => cta.link),
    },
  },
  strategyBanner: {
    title: 'See What an Offshore Team Could Save Your Firm',
    body: 'We will map the work you could move, the team it needs and its cost against a local hire.',
    cta: { label: strategyCall },
    tone: 'secondary',
  },

  resource: resourceBanner('cpa-onboarding-checklist'),
  faq,
} satisfies SectionsPageContent
