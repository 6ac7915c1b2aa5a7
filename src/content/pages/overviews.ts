// The menu parents (/services, /industry), the blog index and the FAQ hub: their head and opening copy.
import { HOURS, ONBOARDING, range, TRIAL_DAYS } from '@/content/constants'
import {
  analystRate,
  arApStartingRate,
  bookkeeperRate,
  catchUpStartingRate,
  catchUpTypical,
  payrollRate,
  publishedRates,
  terms,
  typicalWork,
  upperFirst,
} from '@/content/phrases'
import { linkTo, PAGES, serviceCards, type ServiceId } from '@/content/registry'
import { BRAND } from '@/content/site'
import { REPORTS } from '@/content/pages/reports'
import { generalClosingBanner, sections } from '@/content/sections'
import type { PageContent, SiteMapPageContent } from '@/content/types'

/** Each service's rate, as /services' sheet gives it: AR/AP and catch-up work start at the bookkeeper's rate. */
const serviceRates = {
  'bookkeeping-service': bookkeeperRate,
  'receivable-payable': `from ${bookkeeperRate}`,
  'payroll-service': bookkeeperRate,
  'catch-up-bookkeeping': `from ${bookkeeperRate}`,
} satisfies Record<ServiceId, string>

export const servicesOverview = {
  meta: {
    title: `Outsourced Bookkeeping, Payroll & AR/AP Services | ${BRAND.name}`,
    description: `Monthly and catch-up bookkeeping, payroll, and receivables and payables management for US businesses: ${publishedRates}, with a ${TRIAL_DAYS}-day free trial.`,
    keywords: [
      'outsourced bookkeeping services',
      'payroll services USA',
      'accounts receivable services',
      'accounts payable outsourcing',
      'catch-up bookkeeping',
      'offshore accounting services',
    ],
  },
  hero: {
    eyebrow: 'Our services',
    title: 'Finance Services Built Around One Dedicated Pod',
    lead: ['One vetted pod for your books, payroll, invoices and bills, at two published rates.'],
    cta: { label: 'Book a Free Consultation' },
    // The published rates by service, as a sheet: facts, not an example (no mark, no sign-off).
    sample: {
      facts: { sample: false },
      title: 'Rates at a glance',
      subtitle: 'Billed by the hour your pod works',
      columns: ['Service', 'Rate'],
      rows: [
        ...serviceCards.map((card) => ({ label: card.title, values: [serviceRates[card.id as ServiceId]] })),
        { label: 'Management reporting, on request', values: [analystRate] },
      ],
      note: `${upperFirst(terms)} and a ${TRIAL_DAYS}-day free trial.`,
    },
  },
  services: {
    eyebrow: 'Every service, one pod',
    title: 'What Each Service Covers',
    intro: 'Start with the one that hurts most, and add the others later.',
  },
  launchpad: sections.launchpad,
  closingBanner: generalClosingBanner,
} satisfies PageContent

/** /services: who each service is for and what it costs, under its card (the card's words are the registry's). */
export const serviceSummaries = {
  'bookkeeping-service': {
    audience: 'Businesses that want their books closed every month, by the same pod as they grow.',
    price: `Bookkeeper ${bookkeeperRate} · onboarding in ${ONBOARDING.bookkeeping}`,
  },
  'receivable-payable': {
    audience: 'Teams with cash stuck in late invoices, or bills paid in a rush.',
    price: `${arApStartingRate} · onboarding in ${ONBOARDING.arAp}`,
  },
  'payroll-service': {
    audience: 'Employers from a first hire to crews in several states.',
    price: `${upperFirst(payrollRate)} · onboarding in ${ONBOARDING.payroll}`,
  },
  'catch-up-bookkeeping': {
    audience: 'Owners behind on their books, with a tax deadline, lender or investor waiting.',
    price: `${catchUpStartingRate} · ${catchUpTypical}`,
  },
} satisfies Record<ServiceId, { audience: string; price: string }>

export const industryOverview = {
  meta: {
    title: `Industries We Serve: Bookkeeping by Trade | ${BRAND.name}`,
    description: `Bookkeeping and reporting shaped for stone distributors, fabricators, architects and designers, startups, small businesses and CPA firms across the US.`,
    keywords: [
      'bookkeeping for stone distributors',
      'bookkeeping for fabricators',
      'bookkeeping for architects',
      'startup bookkeeping',
      'small business bookkeeping',
      'CPA outsourcing',
    ],
  },
  hero: {
    eyebrow: 'Industries',
    title: 'Bookkeeping That Speaks Your Trade',
    lead: [
      'A stone yard counts slabs and containers; a design studio counts retainers and billable hours. Your pod runs the reports your trade needs.',
    ],
    cta: { label: 'Book a Free Consultation' },
    // The specification's typical hours by trade, as a sheet: facts, not an example (no mark, no sign-off).
    sample: {
      facts: { sample: false },
      title: 'A typical month, by trade',
      subtitle: `Hours a month, for ${typicalWork} together`,
      columns: ['Business', 'Hours'],
      rows: [
        { label: PAGES['stone-distributors'].name, values: [range(HOURS.distributors)] },
        { label: PAGES['stone-fabricators'].name, values: [range(HOURS.fabricators)] },
        { label: PAGES['architects-designers'].name, values: [range(HOURS.architects)] },
        { label: 'Other businesses', values: [range(HOURS.bookkeeping)] },
      ],
      note: `${upperFirst(publishedRates)}, billed for the hours your pod works.`,
    },
  },
  industries: {
    ...sections.industries,
    items: sections.industries.items.map((card) => ({ ...card, report: REPORTS[card.id as keyof typeof REPORTS] })),
  },
  reviewBanner: sections.reviewBanner,
} satisfies PageContent

export const blogOverview = {
  meta: {
    title: `Bookkeeping & Finance Blog for US Businesses | ${BRAND.name}`,
    description:
      'Practical guides on month-end close, catching up on late books and keeping financial data secure when you outsource, written by our finance team.',
    keywords: [
      'bookkeeping blog',
      'month-end close checklist',
      'catch-up bookkeeping guide',
      'outsourced bookkeeping security',
      'small business finance tips',
    ],
  },
  hero: {
    eyebrow: 'Blog',
    title: 'Guides for US Business Owners',
    lead: [
      'Guides from the people who close books for US businesses every month: what to do, in what order, and what to ask a provider.',
    ],
    cta: { label: 'Book a Free Consultation' },
    secondaryCta: { label: 'Free Templates and Checklists', link: linkTo('resources') },
  },
  closingBanner: generalClosingBanner,
} satisfies PageContent

export const faqOverview = {
  meta: {
    title: `Bookkeeping, Payroll & Pricing FAQ | ${BRAND.name}`,
    description: `Answers about our bookkeeping, payroll, AR/AP and catch-up services, LaunchPad, CPA partnerships, data security, pricing and the ${TRIAL_DAYS}-day free trial.`,
    keywords: [
      'bookkeeping FAQ',
      'outsourced bookkeeping questions',
      'payroll services FAQ',
      'offshore accounting security',
      'bookkeeping pricing',
    ],
  },
  hero: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    lead: ['Common questions before you start, grouped by service and audience, each linked to its page.'],
    cta: { label: 'Book a Free Consultation' },
  },
  closingBanner: generalClosingBanner,
} satisfies PageContent

export const siteMapOverview = {
  meta: {
    title: `Site Map: Every Page of the ${BRAND.name} Website`,
    description: `Every page of the ${BRAND.name} website in one list: services, industries, pricing, the FAQ, the blog and its articles, how to book a free consultation, and the legal pages.`,
    keywords: [
      `${BRAND.name} site map`,
      'bookkeeping services pages',
      'outsourced accounting resources',
      'bookkeeping articles',
    ],
  },
  hero: {
    eyebrow: 'Site map',
    title: 'Every Page in One List',
    lead: ['Our services, industries, pricing, answers, articles and how to book a free consultation, one link each.'],
    cta: { label: 'Book a Free Consultation' },
  },
  othersTitle: 'About this site',
  articlesTitle: 'Articles',
} satisfies SiteMapPageContent
