// Site configuration: the brand, and every fact only the owner can supply. Each of those facts is either the
// owner's (`sample: false`) or a sample shipped until the owner supplies it (`sample: true`): the site shows
// samples, never calls them verified, and `npm run launch-check` lists every one still here, with the field to
// change (see README, "Before you launch"). Which pages exist, and their labels in the menus, is the page registry
// (registry.ts).
import type { InternalLink, SocialMark } from '../names'
import { CLAIMS, CLOSE_DAY, ordinal } from './constants'
import { linkTo } from './registry'
import type { OfficeEntry, Stat, TeamMember, Testimonial } from './types'

export const BRAND = {
  name: 'LedgerPod',
  tagline: 'Your dedicated offshore finance pod',
} as const

/** The company behind the brand: its legal name (copyright line, structured data, privacy notice and terms). */
export const COMPANY = { legalName: 'LedgerPod Finance LLC', sample: true } as const

/** Contact details. Samples: the reserved `.example` domain and fictional 555-01xx numbers. */
export const CONTACT = {
  general: {
    email: 'hello@ledgerpod.example',
    phone: '+1 (305) 555-0142',
    phoneHref: 'tel:+13055550142',
    sample: true,
  },
  partnerships: {
    email: 'partners@ledgerpod.example',
    phone: '+1 (305) 555-0168',
    phoneHref: 'tel:+13055550168',
    sample: true,
  },
  hours: { text: 'Monday to Friday, 9 am to 6 pm Eastern', sample: true },
} as const

/** Offices by country; each branch is a city and state until the owner confirms it. */
export const OFFICES: OfficeEntry[] = [
  {
    country: 'India',
    flag: 'IN',
    branches: [
      { state: 'Rajasthan', location: 'Jaipur', sample: true },
      { state: 'Haryana', location: 'Gurugram', sample: true },
    ],
  },
  {
    country: 'United States',
    flag: 'US',
    branches: [{ state: 'Florida', location: 'Miami', sample: true }],
  },
]

export type SocialLink = {
  network: string
  label: string
  href: string
  icon: SocialMark
  sample: boolean
}

export const SOCIAL: SocialLink[] = [
  {
    network: 'LinkedIn',
    label: 'LedgerPod on LinkedIn',
    href: 'https://www.linkedin.com/company/ledgerpod-example',
    icon: 'linkedin',
    sample: true,
  },
  {
    network: 'Facebook',
    label: 'LedgerPod on Facebook',
    href: 'https://www.facebook.com/ledgerpod.example',
    icon: 'facebook',
    sample: true,
  },
  {
    network: 'WhatsApp',
    label: 'Message LedgerPod on WhatsApp',
    href: 'https://wa.me/13055550142',
    icon: 'whatsapp',
    sample: true,
  },
  {
    network: 'Instagram',
    label: 'LedgerPod on Instagram',
    href: 'https://www.instagram.com/ledgerpod.example',
    icon: 'instagram',
    sample: true,
  },
  {
    network: 'YouTube',
    label: 'LedgerPod on YouTube',
    href: 'https://www.youtube.com/@ledgerpod-example',
    icon: 'youtube',
    sample: true,
  },
]

/** Where every consultation, review-call and strategy-call button leads. */
export const BOOKING: InternalLink = linkTo('contact', 'book')
/** An online scheduling page, shown in the booking section when set (empty: no link). */
export const SCHEDULING = { url: '', sample: true }
/** The brochure button opens a pre-filled e-mail request. */
export const BROCHURE_HREF = `mailto:${CONTACT.partnerships.email}?subject=${encodeURIComponent('CPA partnership brochure request')}&body=${encodeURIComponent('Hello LedgerPod team,\n\nPlease send me your CPA firm brochure.\n\nFirm name:\nCity and state:\n')}`

/** The public reviews: their count and star rating (the heroes' badge) and where 'View All Feedback' leads. */
export const REVIEWS = {
  count: '1k+',
  rating: 5,
  url: 'https://www.google.com/maps/search/LedgerPod',
  sample: true,
} as const

/** The two stats strips: the home page's (also on About) and the software section's. */
export const STATS = {
  home: [
    { result: '50+', title: 'Active clients' },
    { result: '100+', title: 'Projects completed' },
    { result: '09+', title: 'Software expertise' },
    { result: '10+', title: 'Years of experience' },
    { result: '15+', title: 'Skilled professionals' },
  ],
  software: [
    { result: '20+', title: 'USA clients' },
    { result: '50+', title: 'Projects' },
    { result: '6+', title: 'Software' },
    { result: '15+', title: 'Years' },
    { result: '13+', title: 'Professionals' },
  ],
  sample: true,
} as const satisfies { home: Omit<Stat, 'icon'>[]; software: Omit<Stat, 'icon'>[]; sample: boolean }

/** What clients say (the testimonials carousel). */
export const TESTIMONIALS: Testimonial[] = [
  {
    id: 'stone-distributor-cfo',
    text: `Our books are now reconciled and closed by the ${ordinal(CLOSE_DAY.stone)} of every month, and I get slab inventory ageing and a receivables report I can act on. The pod learned our QuickBooks setup and our transfers between yards within weeks, so our collection calls now start from a clean ageing list instead of guesswork.`,
    author: 'Michael Ferraro',
    position: 'CFO, natural stone distributor, New Jersey',
    image: 'monogram',
    sample: true,
  },
  {
    id: 'saas-startup-founder',
    text: `In our first year I had Stripe payouts, Gusto payroll and a pile of Expensify receipts that nobody had reconciled. Our ${BRAND.name} pod set up accrual books in QuickBooks Online, and every month I now get a P&L, balance sheet and cash runway summary that I forward straight to our investors without rework.`,
    author: 'Priya Raman',
    position: 'Co-founder and CEO, B2B software startup, Austin',
    image: 'monogram',
    sample: true,
  },
  {
    id: 'cpa-firm-partner',
    text: `We brought ${BRAND.name} in before tax season to take over monthly write-up work for our small-business clients. Their staff work inside our Xero and QuickBooks files, follow our review checklist, answer email during our business day and hand back reconciled books with notes on every open item. Our seniors now spend their time on review and advisory work.`,
    author: 'David Kowalski',
    position: 'Managing Partner, regional CPA firm, Ohio',
    image: 'monogram',
    sample: true,
  },
  {
    id: 'architecture-studio-principal',
    text: `We bill by project phase and used to lose track of retainers and reimbursable expenses. ${BRAND.name} now tracks every project by class in QuickBooks, closes our books by the ${ordinal(CLOSE_DAY.architects)} and sends an ageing report that tells us exactly which clients to call. For the first time I can see which projects actually make money.`,
    author: 'Elena Marquez',
    position: 'Principal, architecture and interiors studio, Denver',
    image: 'monogram',
    sample: true,
  },
]

/** The founding team (About). */
export const FOUNDERS: TeamMember[] = [
  {
    image: 'monogram',
    sample: true,
    name: 'Ankit Mehta',
    role: 'Co-founder and CEO',
    description:
      'Ankit is a chartered accountant who spent the early part of his career on outsourced engagements for US accounting firms. He saw small businesses struggle with rotating freelancers and started the company to give them a steady team instead. He leads strategy and client partnerships and still joins onboarding calls for new pods when his calendar allows.',
  },
  {
    image: 'monogram',
    sample: true,
    name: 'Sarah Whitman',
    role: 'Co-founder and Head of US Client Success',
    description:
      'Sarah ran finance operations for a group of Florida design and construction businesses before joining as a co-founder. From our US office she works with owners, founders and CPA partners on scope, onboarding and escalations, and makes sure every monthly report answers the questions a US business owner actually asks, in plain language and on time.',
  },
  {
    image: 'monogram',
    sample: true,
    name: 'Neha Agarwal',
    role: 'Co-founder and Head of Accounting Operations',
    description: `Neha built the review process that every report passes before delivery and the ${CLAIMS.vettingSteps}-step screening every hire goes through. She oversees the delivery teams in Jaipur and Gurugram, sets the month-end close standards for each industry we serve, and personally trains every new account manager on US GAAP, month-end review and clear client communication.`,
  },
  {
    image: 'monogram',
    sample: true,
    name: 'Vikram Rathore',
    role: 'Co-founder and Head of Technology and Security',
    description:
      'Vikram designed the security framework that protects client data, from device management and access control to backups and audit trails. He sets up the tools every pod works in, leads our work with QuickBooks Online, Xero and payroll integrations, and answers the security questionnaires that CPA firms and larger clients send before they sign. He is also building the AI finance assistant that is coming to clients next.',
  },
]

/** The privacy notice and the terms of use: has the owner's counsel reviewed them? */
export const LEGAL_REVIEW = { privacy: { reviewed: false }, terms: { reviewed: false } }
