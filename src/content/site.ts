// Site configuration: the brand, and the facts only the owner can supply (with testimonials.ts and founders.ts,
// kept apart so only the pages that show them load them). Each fact is either the owner's (`sample: false`) or a
// sample shipped until the owner supplies it (`sample: true`): the site shows samples, never calls them verified,
// and `npm run launch-check` lists every one still here, with the file and field to change (see README, "Before
// you launch"). Which pages exist, and their labels in the menus, is the page registry
// (registry.ts).
import type { SocialMark } from '../names'
import { FOUNDED_YEAR } from './claims'
import type { OfficeEntry, Stat } from './types'

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

/** The brochure button opens a pre-filled e-mail request. */
export const BROCHURE_HREF = `mailto:${CONTACT.partnerships.email}?subject=${encodeURIComponent('CPA partnership brochure request')}&body=${encodeURIComponent('Hello LedgerPod team,\n\nPlease send me your CPA firm brochure.\n\nFirm name:\nCity and state:\n')}`

/** The public reviews: their count and star rating (the heroes' badge) and where 'View All Feedback' leads. */
export const REVIEWS = {
  count: '1k+',
  rating: 5,
  url: 'https://www.google.com/maps/search/LedgerPod',
  sample: true,
} as const

/** Where the company's people are: "India and the United States". */
const peopleIn = OFFICES.map((office) => (office.flag === 'US' ? 'the United States' : office.country)).join(' and ')

/**
 * The two stats strips: the home page's (also on About) and the software section's. The specification gives both sets
 * of figures, and they disagree; each `detail` says what its figure counts, so that the two read as the whole company
 * and a part of its work (the launch check lists the conflict until the owner settles it).
 */
export const STATS = {
  home: [
    { result: '50+', title: 'Active clients', detail: 'working with us today' },
    { result: '100+', title: 'Projects completed', detail: 'one-off catch-up and setup work' },
    { result: '09+', title: 'Software expertise', detail: 'accounting, payroll, expense and payment tools' },
    { result: '10+', title: 'Years of experience', detail: `since ${FOUNDED_YEAR}` },
    { result: '15+', title: 'Skilled professionals', detail: `in ${peopleIn}` },
  ],
  software: [
    { result: '20+', title: 'USA clients', detail: 'set up or moved onto these tools' },
    { result: '50+', title: 'Projects', detail: 'software setups and migrations' },
    { result: '6+', title: 'Software', detail: 'accounting and payroll platforms' },
    { result: '15+', title: 'Years', detail: 'the longest experience on our team' },
    { result: '13+', title: 'Professionals', detail: 'who run setups and migrations' },
  ],
  sample: true,
} as const satisfies { home: Omit<Stat, 'icon'>[]; software: Omit<Stat, 'icon'>[]; sample: boolean }

/** The hosts README documents, by how the privacy notice names them. */
export const HOSTS = {
  nginx: 'our own web server (nginx)',
  netlify: 'Netlify',
  'cloudflare-pages': 'Cloudflare Pages',
  's3-cloudfront': 'Amazon Web Services (Amazon S3 and CloudFront)',
} as const

/**
 * Who serves the site, which decides who keeps its server logs (the privacy notice says so): 'nginx' is the shipped
 * setup on the company's own server (deploy/nginx.conf); the others are hosts that keep the logs themselves.
 */
export const HOSTING: { host: keyof typeof HOSTS; sample: boolean } = { host: 'nginx', sample: true }

/** The privacy notice and the terms of use: has the owner's counsel reviewed them? */
export const LEGAL_REVIEW = { privacy: { reviewed: false }, terms: { reviewed: false } }
