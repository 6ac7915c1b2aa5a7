// What stands between the site and its launch: every owner-supplied fact still shipped as a sample, with the field
// to change in the site configuration, the legal pages counsel has not reviewed, and the site's origin while it is
// the reserved `.example` one. `npm run launch-check` prints the list and fails while it is not empty; a build for a
// real origin prints it as a warning.
import type { OfficeEntry, SchedulerConfig, TeamMember, Testimonial } from '../content/types'
import { isLoopback, PROVIDERS } from './scheduler'

type Flagged = { sample: boolean }
type Contact = Flagged & { email: string; phone: string }
type StatFigure = { result: string; title: string }

/** The owner-supplied facts the check reads (FILES; a test passes its own). */
export type OwnerFacts = {
  COMPANY: Flagged & { legalName: string }
  CONTACT: { general: Contact; partnerships: Contact; hours: Flagged & { text: string } }
  OFFICES: readonly OfficeEntry[]
  SOCIAL: readonly (Flagged & { network: string; href: string })[]
  SCHEDULER: SchedulerConfig
  REVIEWS: Flagged & { count: string; rating: number; url: string }
  STATS: Flagged & { home: readonly StatFigure[]; software: readonly StatFigure[] }
  TESTIMONIALS: readonly Testimonial[]
  FOUNDERS: readonly TeamMember[]
  LEGAL_REVIEW: Record<'privacy' | 'terms', { reviewed: boolean }>
}

/** One thing to do before launch: where (file and field) and what. */
export type LaunchItem = { file: string; field: string; what: string }

/** Where the owner changes each kind of fact. */
export const FILES = {
  site: 'src/content/site.ts',
  testimonials: 'src/content/testimonials.ts',
  founders: 'src/content/founders.ts',
  scheduler: 'src/content/scheduler.ts',
} as const

/** Every sample and every legal page not yet reviewed in the facts, and the origin when it is still a reserved `.example` one. */
export function launchItems(facts: OwnerFacts, origin: string): LaunchItem[] {
  const items: LaunchItem[] = []
  const sample = (flagged: Flagged, field: string, what: string, file: string = FILES.site) => {
    if (flagged.sample) items.push({ file, field, what })
  }
  const { COMPANY, CONTACT, OFFICES, SOCIAL, SCHEDULER, REVIEWS, STATS, TESTIMONIALS, FOUNDERS, LEGAL_REVIEW } = facts
  sample(COMPANY, 'COMPANY', `legal name "${COMPANY.legalName}" (copyright line, structured data, legal pages)`)
  sample(
    CONTACT.general,
    'CONTACT.general',
    `general e-mail and phone (${CONTACT.general.email}, ${CONTACT.general.phone})`,
  )
  sample(
    CONTACT.partnerships,
    'CONTACT.partnerships',
    `partnerships e-mail and phone (${CONTACT.partnerships.email}, ${CONTACT.partnerships.phone})`,
  )
  sample(CONTACT.hours, 'CONTACT.hours', `office hours "${CONTACT.hours.text}"`)
  OFFICES.forEach((office, i) =>
    office.branches.forEach((branch, j) =>
      sample(
        branch,
        `OFFICES[${i}].branches[${j}]`,
        `office in ${branch.location}, ${branch.state} (${office.country})`,
      ),
    ),
  )
  SOCIAL.forEach((profile, i) => sample(profile, `SOCIAL[${i}]`, `${profile.network} profile ${profile.href}`))
  if (SCHEDULER.url.trim() === '') {
    items.push({
      file: FILES.scheduler,
      field: 'SCHEDULER',
      what: 'no online scheduler: /book offers e-mail and phone only; name your Calendly or Cal.com booking page',
    })
  } else if (SCHEDULER.sample || isLoopback(SCHEDULER.url)) {
    items.push({
      file: FILES.scheduler,
      field: 'SCHEDULER',
      what: `online scheduler ${SCHEDULER.url} (${PROVIDERS[SCHEDULER.provider]?.name ?? SCHEDULER.provider}): your own booking page, confirmed`,
    })
  }
  sample(
    REVIEWS,
    'REVIEWS',
    `review count "${REVIEWS.count}", ${REVIEWS.rating}-star rating and reviews link ${REVIEWS.url}: ` +
      'state the real count and link to the real profile',
  )
  sample(
    STATS,
    'STATS',
    `the two stats strips (${STATS.home.map((s) => `${s.result} ${s.title}`).join(', ')}; ` +
      `${STATS.software.map((s) => `${s.result} ${s.title}`).join(', ')}): the real figures, agreeing with each other`,
  )
  TESTIMONIALS.forEach((t, i) =>
    sample(
      t,
      `TESTIMONIALS[${i}]`,
      `testimonial by ${t.author} (${t.position}): publish only a real client's words, with their permission ` +
        '(US FTC rule on consumer reviews and testimonials, 16 CFR Part 465)',
      FILES.testimonials,
    ),
  )
  FOUNDERS.forEach((f, i) =>
    sample(f, `FOUNDERS[${i}]`, `founder ${f.name} (${f.role}): the real person and bio`, FILES.founders),
  )
  for (const [page, review] of Object.entries(LEGAL_REVIEW)) {
    if (!review.reviewed) {
      items.push({
        file: FILES.site,
        field: `LEGAL_REVIEW.${page}`,
        what: `/${page} needs your counsel's review`,
      })
    }
  }
  if (new URL(origin).hostname.endsWith('.example')) {
    items.push({
      file: 'SITE_URL (build variable)',
      field: 'SITE_URL',
      what: `the site's origin is ${origin}: build with SITE_URL set to the real one`,
    })
  }
  return items
}

/** The list as the launch check and the build print it. */
export const formatLaunchItems = (items: LaunchItem[]) =>
  items.map((item) => `  ${item.file} › ${item.field}: ${item.what}`).join('\n')
