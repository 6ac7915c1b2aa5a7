// Site configuration: brand, contact details, offices, social profiles and the booking destination. (Which pages
// exist, and their labels in the menus, is the page registry: registry.ts.)
// The owner changes these in this one place (see README "Changing brand, contact details and booking").
import type { InternalLink, SocialMark } from '../names'
import { linkTo } from './registry'
import type { OfficeEntry } from './types'

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
  icon: SocialMark
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
export const BOOKING: InternalLink = linkTo('contact', 'book')
/** Optional external scheduling page shown in the booking section; empty until the owner sets one. */
export const SCHEDULING_URL = ''
/** The brochure button opens a pre-filled e-mail request. */
export const BROCHURE_HREF = `mailto:${CONTACT.partnerships.email}?subject=${encodeURIComponent('CPA partnership brochure request')}&body=${encodeURIComponent('Hello LedgerPod team,\n\nPlease send me your CPA firm brochure.\n\nFirm name:\nCity and state:\n')}`
/** 'View All Feedback' leads to the public reviews profile, in a new tab. */
export const REVIEWS_URL = 'https://www.google.com/maps/search/LedgerPod'
