// Site configuration: brand, contact details, offices, social profiles, booking destination and navigation.
// The owner changes these in this one place (see README "Changing brand, contact details and booking").
import type { InternalLink } from '../lib/routes'
import type { NavItem, OfficeEntry } from './types'

export const BRAND = {
  name: 'LedgerPod',
  tagline: 'Your dedicated offshore finance pod',
  legalName: 'LedgerPod Finance LLC',
} as const

/** Placeholder contact details: the reserved `.example` domain and fictional 555-01xx numbers until the owner sets real ones. */
export const CONTACT = {
  general: { email: 'hello@ledgerpod.example', phone: '+1 (305) 555-0142', phoneHref: 'tel:+13055550142' },
  partnerships: { email: 'partners@ledgerpod.example', phone: '+1 (305) 555-0168', phoneHref: 'tel:+13055550168' },
  hours: 'Monday to Friday, 9 am to 6 pm Eastern',
} as const

export const OFFICES: OfficeEntry[] = [
  {
    country: 'India',
    flag: 'IN',
    branches: [
      { state: 'Rajasthan', location: 'Jaipur' },
      { state: 'Haryana', location: 'Gurugram' },
    ],
  },
  {
    country: 'United States',
    flag: 'US',
    branches: [{ state: 'Florida', location: 'Miami' }],
  },
]

export type SocialLink = {
  network: string
  label: string
  href: string
  icon: 'linkedin' | 'facebook' | 'whatsapp' | 'instagram' | 'youtube'
}

export const SOCIAL: SocialLink[] = [
  {
    network: 'LinkedIn',
    label: 'LedgerPod on LinkedIn',
    href: 'https://www.linkedin.com/company/ledgerpod-example',
    icon: 'linkedin',
  },
  {
    network: 'Facebook',
    label: 'LedgerPod on Facebook',
    href: 'https://www.facebook.com/ledgerpod.example',
    icon: 'facebook',
  },
  { network: 'WhatsApp', label: 'Message LedgerPod on WhatsApp', href: 'https://wa.me/13055550142', icon: 'whatsapp' },
  {
    network: 'Instagram',
    label: 'LedgerPod on Instagram',
    href: 'https://www.instagram.com/ledgerpod.example',
    icon: 'instagram',
  },
  {
    network: 'YouTube',
    label: 'LedgerPod on YouTube',
    href: 'https://www.youtube.com/@ledgerpod-example',
    icon: 'youtube',
  },
]

/** Where every consultation, review-call and strategy-call button leads. */
export const BOOKING: InternalLink = { to: '/contact', hash: 'book' }
/** Optional external scheduling page shown in the booking section; empty until the owner sets one. */
export const SCHEDULING_URL = ''
/** The brochure button opens a pre-filled e-mail request. */
export const BROCHURE_HREF = `mailto:${CONTACT.partnerships.email}?subject=${encodeURIComponent('CPA partnership brochure request')}&body=${encodeURIComponent('Hello LedgerPod team,\n\nPlease send me your CPA firm brochure.\n\nFirm name:\nCity and state:\n')}`
/** 'View All Feedback' leads to the public reviews profile, in a new tab. */
export const REVIEWS_URL = 'https://www.google.com/maps/search/LedgerPod'

export const NAV: NavItem[] = [
  { path: '/', label: 'Home' },
  {
    path: '/services',
    label: 'Services',
    dropdown: ['Bookkeeping service', 'Receivable & Payable', 'Payroll Service', 'Catch-Up Bookkeeping'],
  },
  {
    path: '/industry',
    label: 'Industry',
    dropdown: [
      'Stone Distributors & Suppliers',
      'Stone Fabricators',
      'Architects & Designers',
      'Launchpad Startups',
      'Launchpad SMBs',
    ],
  },
  { path: '/blog', label: 'Blog' },
  { path: '/about', label: 'About Us' },
  { path: '/contact', label: 'Contact Us' },
]

/** The last entry of a dropdown leads to its parent's overview page. */
export const OVERVIEW_LABELS: Partial<Record<InternalLink['to'], string>> = {
  '/services': 'All services',
  '/industry': 'All industries',
}

export type FooterGroup = { title: string; links: { label: string; link: InternalLink }[] }

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: 'Services',
    links: [
      { label: 'Monthly Bookkeeping', link: { to: '/services/bookkeeping-service' } },
      { label: 'Catch-Up Bookkeeping', link: { to: '/services/catch-up-bookkeeping' } },
      { label: 'Payroll Services', link: { to: '/services/payroll-service' } },
      { label: 'Accounts Receivable', link: { to: '/services/receivable--payable' } },
      { label: 'Accounts Payable', link: { to: '/services/receivable--payable' } },
      { label: 'All services', link: { to: '/services' } },
    ],
  },
  {
    title: 'Industries',
    links: [
      { label: 'Stone Distributors & Suppliers', link: { to: '/industry/stone-distributors--suppliers' } },
      { label: 'Stone Fabricators', link: { to: '/industry/stone-fabricators' } },
      { label: 'Architects & Designers', link: { to: '/industry/architects--designers' } },
      { label: 'LaunchPad for SMBs', link: { to: '/industry/launchpad-smbs' } },
      { label: 'LaunchPad for Startups', link: { to: '/industry/launchpad-startups' } },
      { label: 'For CPA Firms', link: { to: '/for-cpa-firms' } },
      { label: 'All industries', link: { to: '/industry' } },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Pricing', link: { to: '/pricing' } },
      { label: 'Blog', link: { to: '/blog' } },
      { label: 'FAQ', link: { to: '/faq' } },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', link: { to: '/about' } },
      { label: 'How it works', link: { to: '/', hash: 'how-it-works' } },
      { label: 'Contact Us', link: { to: '/contact' } },
    ],
  },
]
