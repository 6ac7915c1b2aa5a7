// Site configuration: the brand, and the facts only the owner can supply. Those live in the site settings,
// content/settings/site.yml (with testimonials.yml, founders.yml and scheduler.yml, kept apart so only the pages that
// show them load them), which editors change in the CMS at /admin or in git; the build checks each against
// settings-schema.ts. Each fact is either the owner's (`sample: false`) or a sample shipped until the owner supplies
// it (`sample: true`): the site shows samples, never calls them verified, and `npm run launch-check` lists every one
// still there, with the file and field to change (see docs/launch.md). Which pages exist, and their
// labels in the menus, is the page registry (registry.ts).
import { site as settings } from 'virtual:settings'
import type { HOST_KEYS } from './settings-schema'
import type { OfficeEntry } from './types'

export { BRAND } from './brand'

/** The company behind the brand: its legal name (copyright line, structured data, privacy notice and terms). */
export const COMPANY = settings.company

/** A phone number as a `tel:` link: +1 (305) 555-0142 → tel:+13055550142. */
export const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`
const withHref = <T extends { phone: string }>(contact: T) => ({ ...contact, phoneHref: telHref(contact.phone) })

/** Contact details. Samples: the reserved `.example` domain and fictional 555-01xx numbers. */
export const CONTACT = {
  general: withHref(settings.contact.general),
  partnerships: withHref(settings.contact.partnerships),
  hours: settings.contact.hours,
}

/** Offices by country; each branch is a city and state until the owner confirms it. */
export const OFFICES: OfficeEntry[] = settings.offices
export type SocialLink = (typeof settings.social)[number]

export const SOCIAL: SocialLink[] = settings.social

/** The public reviews: their count and star rating (the heroes' badge) and where 'View All Feedback' leads. */
export const REVIEWS = {
  ...settings.reviews,
  /** The badge's caption, its noun agreeing with the count: "From 1 review", "From 1,250 reviews". */
  caption: `From ${settings.reviews.count} ${settings.reviews.count.trim() === '1' ? 'review' : 'reviews'}`,
  /** Where the reviews are, as the badge names it: the reviews page's host ("trustpilot.com"). */
  source: new URL(settings.reviews.url).hostname.replace(/^www\./, ''),
}

/**
 * The two stats strips: the home page's (also on About) and the software section's. The specification gives both sets
 * of figures, and they disagree; each `detail` says what its figure counts, so that the two read as the whole company
 * and a part of its work (the launch check lists the conflict until the owner settles it).
 */
export const STATS = settings.stats

/** The hosts docs/hosting.md documents, by how the privacy notice names them. */
export const HOSTS = {
  nginx: 'our own web server (nginx)',
  netlify: 'Netlify',
  cloudflare: 'Cloudflare',
  's3-cloudfront': 'Amazon Web Services (Amazon S3 and CloudFront)',
} as const satisfies Record<(typeof HOST_KEYS)[number], string>

/**
 * Who serves the site, which decides who keeps its server logs (the privacy notice says so): 'nginx' is the shipped
 * setup on the company's own server (deploy/nginx.conf); the others are hosts that keep the logs themselves.
 */
export const HOSTING = settings.hosting

/** The privacy notice and the terms of use: has the owner's counsel reviewed them? */
export const LEGAL_REVIEW = settings.legalReview
