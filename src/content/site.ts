// Site configuration: the brand, and the facts only the owner can supply (with testimonials.ts and founders.ts,
// kept apart so only the pages that show them load them). Each fact is either the owner's (`sample: false`) or a
// sample shipped until the owner supplies it (`sample: true`): the site shows samples, never calls them verified,
// and `npm run launch-check` lists every one still here, with the file and field to change (see README, "Before
// you launch"). Which pages exist, and their labels in the menus, is the page registry
// (registry.ts).
import type { SocialMark } from '../names'
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

/** The privacy notice and the terms of use: has the owner's counsel reviewed them? */
export const LEGAL_REVIEW = { privacy: { reviewed: false }, terms: { reviewed: false } }
