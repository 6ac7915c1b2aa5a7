// /.well-known/security.txt (RFC 9116): where to report a security issue, the page that states the security practices,
// and until when the file holds. It expires a year after the owner last reviewed /security, less a day (the RFC asks
// for less than a year), so a review recorded in the CMS renews it; the launch check lists the file once it expires.
import { SECURITY } from '@/content/claims'
import { PAGES } from '@/content/registry'

const DAY = 24 * 60 * 60 * 1000

/** The date the file stops holding: a year after the review, less a day. */
export const securityTxtExpires = (reviewed: string) => new Date(Date.parse(`${reviewed}T00:00:00Z`) + 364 * DAY)

/** The file's text for a site at `origin`. */
export const securityTxt = (origin: string) =>
  [
    `Contact: mailto:${SECURITY.contact}`,
    `Expires: ${securityTxtExpires(SECURITY.lastReviewed).toISOString()}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    `Policy: ${origin}${PAGES.security.path}`,
    'Preferred-Languages: en',
    '',
  ].join('\n')
