// What stands between the site and its launch: every owner-supplied fact still shipped as a sample, with the field
// to change in the site configuration, the legal pages counsel has not reviewed, and the site's origin while it is
// the reserved `.example` one. `npm run launch-check` prints the list and fails while it is not empty; a build for a
// public origin refuses to run while it is not (scripts/build.mjs).
import type { OWNER_FACTS } from '@/build/owner-facts'
import { PRACTICE_LABELS } from '@/content/settings-schema'
import { TAX_SOURCES } from '@/content/tax-deadlines'
import { ruleInWords } from '@/lib/tax-deadlines'
import { isLoopback, PROVIDERS } from '@/lib/scheduler'
import { securityTxtExpires } from '@/lib/security-txt'
import { LAUNCHPAD, ONBOARDING } from '@/content/constants'
import { dollars, formatDate } from '@/lib/format'

type Flagged = { sample: boolean }
type StatFigure = { result: string; title: string; detail: string }

/** The owner-supplied facts the check reads (build/owner-facts.ts; a test passes its own). */
export type OwnerFacts = typeof OWNER_FACTS

/** One thing to do before launch: where (file and field) and what. */
export type LaunchItem = { file: string; field: string; what: string }

/** Where the owner changes each kind of fact. */
export const FILES = {
  site: 'src/content/settings/site.yml',
  testimonials: 'src/content/settings/testimonials.yml',
  founders: 'src/content/settings/founders.yml',
  scheduler: 'src/content/settings/scheduler.yml',
  analytics: 'src/content/settings/analytics.yml',
  claims: 'src/content/settings/claims.yml',
  practices: 'src/content/settings/practices.yml',
  timeline: 'src/content/settings/timeline.yml',
  comparison: 'src/content/settings/comparison.yml',
  billing: 'src/content/settings/billing.yml',
  taxCalendar: 'src/content/tax-deadlines.ts',
} as const

/** A default of the in-house comparison is listed once its release is older than this, in months. */
export const RELEASE_MONTHS = 18

const span = ([lo, hi]: readonly [number, number]) => `${lo}-${hi}`
const statText = (stat: StatFigure) => `${stat.result} ${stat.title}`
const list = (items: readonly string[]) => items.join(', ')

/** Every sample and every legal page not yet reviewed in the facts, and the origin when it is still a reserved `.example` one. */
export function launchItems(facts: OwnerFacts, origin: string, today = new Date()): LaunchItem[] {
  const items: LaunchItem[] = []
  const sample = (flagged: Flagged, field: string, what: string, file: string = FILES.site) => {
    if (flagged.sample) items.push({ file, field, what })
  }
  const { COMPANY, CONTACT, OFFICES, SOCIAL, SCHEDULER, REVIEWS, STATS, TESTIMONIALS, FOUNDERS, LEGAL_REVIEW } = facts
  sample(COMPANY, 'company', `legal name "${COMPANY.legalName}" (copyright line, structured data, legal pages)`)
  sample(
    CONTACT.general,
    'contact.general',
    `general e-mail and phone (${CONTACT.general.email}, ${CONTACT.general.phone})`,
  )
  sample(
    CONTACT.partnerships,
    'contact.partnerships',
    `partnerships e-mail and phone (${CONTACT.partnerships.email}, ${CONTACT.partnerships.phone})`,
  )
  sample(CONTACT.hours, 'contact.hours', `office hours "${CONTACT.hours.text}"`)
  sample(
    facts.HOSTING,
    'hosting',
    `the site's host "${facts.HOSTING.host}"${facts.HOSTING.host === 'nginx' ? ' (deploy/nginx.conf on your own server)' : ''}: ` +
      'the host you deploy to, as the privacy notice says who keeps the server logs',
  )
  OFFICES.forEach((office, i) =>
    office.branches.forEach((branch, j) =>
      sample(
        branch,
        `offices[${i}].branches[${j}]`,
        `office in ${branch.location}, ${branch.state} (${office.country})`,
      ),
    ),
  )
  SOCIAL.forEach((profile, i) => sample(profile, `social[${i}]`, `${profile.network} profile ${profile.href}`))
  if (SCHEDULER.url.trim() === '') {
    items.push({
      file: FILES.scheduler,
      field: 'url',
      what: 'no online scheduler: /book offers e-mail and phone only; name your Calendly or Cal.com booking page',
    })
  } else if (SCHEDULER.sample || isLoopback(SCHEDULER.url)) {
    items.push({
      file: FILES.scheduler,
      field: 'url',
      what: `online scheduler ${SCHEDULER.url} (${PROVIDERS[SCHEDULER.provider]?.name ?? SCHEDULER.provider}): your own booking page, confirmed`,
    })
  }
  // Off is a choice the owner may keep; a collector on this machine is a test's stand-in that visitors cannot reach.
  if (facts.ANALYTICS.provider !== 'none' && isLoopback(facts.ANALYTICS.collector)) {
    items.push({
      file: FILES.analytics,
      field: 'collector',
      what: `analytics collector ${facts.ANALYTICS.collector} is on this machine: your analytics server's https address, or empty for the provider's cloud`,
    })
  }
  sample(
    REVIEWS,
    'reviews',
    `review count "${REVIEWS.count}", average rating ${REVIEWS.rating} and review profile ${REVIEWS.url}: ` +
      'the real count and average as your profile shows them, and the profile itself (16 CFR Part 465); beside ' +
      `${facts.CLAIMS.clientGrowth[1]} clients served (About) and ${facts.STATS.home[0]?.result ?? '?'} ` +
      `${facts.STATS.home[0]?.title.toLowerCase() ?? ''}, a count of reviews above clients served needs explaining`,
  )
  sample(
    STATS,
    'stats',
    `the two stats strips (${STATS.home.map((s) => `${s.result} ${s.title}`).join(', ')}; ` +
      `${STATS.software.map((s) => `${s.result} ${s.title}`).join(', ')}): the real figures, agreeing with each other`,
  )
  TESTIMONIALS.forEach((t, i) =>
    sample(
      t,
      `testimonials[${i}]`,
      `testimonial by ${t.author} (${t.position}): publish only a real client's words, with their permission ` +
        '(US FTC rule on consumer reviews and testimonials, 16 CFR Part 465)',
      FILES.testimonials,
    ),
  )
  FOUNDERS.forEach((f, i) =>
    sample(f, `founders[${i}]`, `founder ${f.name} (${f.role}): the real person and bio`, FILES.founders),
  )
  claimItems(facts, sample, today)
  comparisonItems(facts, sample, today)
  taxCalendarItems(facts, sample)
  for (const [page, review] of Object.entries(LEGAL_REVIEW)) {
    if (!review.reviewed) {
      items.push({
        file: FILES.site,
        field: `legalReview.${page}`,
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

type Sample = (flagged: Flagged, field: string, what: string, file?: string) => void

/** A practice's words, its fields joined, for the owner to read in the list. */
const practiceWords = (practice: object): string =>
  Object.entries(practice)
    .filter(([key]) => key !== 'sample')
    .map(([, value]) =>
      Array.isArray(value)
        ? value.map((item) => (typeof item === 'string' ? item : practiceWords(item).replaceAll(' / ', ' '))).join('; ')
        : String(value),
    )
    .join(' / ')

/**
 * The claims the copy makes about the company (claims.yml) and how it works (practices.yml), and the figures of the
 * specification that disagree with each other: each conflict is listed while a fact it involves is a sample, so the
 * owner settles it when confirming them.
 */
function claimItems(facts: OwnerFacts, sample: Sample, today: Date) {
  const { CLAIMS, SECURITY, SAFEGUARDS, HIRING, TIMELINE, PRACTICES, STATS } = facts
  const claims = (fields: (keyof typeof CLAIMS)[], what: string) =>
    sample(CLAIMS, fields.map((field) => `figures.${field}`).join(', ') || 'figures', what, FILES.claims)
  claims(
    ['cpaSavingPercent', 'inHouseSavingPercent', 'hoursSavedPerMonth'],
    `savings: up to ${CLAIMS.cpaSavingPercent}% for CPA firms, ${span(CLAIMS.inHouseSavingPercent)}% against ` +
      `in-house staff, ${CLAIMS.hoursSavedPerMonth}+ hours a month back for an owner: what your clients' results support`,
  )
  claims(
    ['founders', 'smbs', 'stoneYears', 'clientGrowth'],
    `clients served: ${CLAIMS.founders} founders, ${CLAIMS.smbs} SMBs, ${CLAIMS.stoneYears} years in the stone ` +
      `industry, ${CLAIMS.clientGrowth[0]} clients at the start and ${CLAIMS.clientGrowth[1]} served since: your real counts`,
  )
  claims(
    ['accuracyChecks'],
    `review: every report passes ${CLAIMS.accuracyChecks} accuracy checks (About), across the ${CLAIMS.reviewLayers} ` +
      `review layers of ${FILES.practices} › review: how your review really works`,
  )
  claims(
    ['vettingSteps', 'topTalentPercent', 'candidatesPerHire', 'skillLevels', 'usHoursPerDay'],
    `hiring: ${CLAIMS.vettingSteps}-step vetting, the top ${CLAIMS.topTalentPercent}% (about 1 in ` +
      `${CLAIMS.candidatesPerHire}) hired, resumes scored across ${CLAIMS.skillLevels} skill levels, client-facing ` +
      `staff available ${span(CLAIMS.usHoursPerDay)} hours a day in US business hours: your real process`,
  )
  sample(
    SECURITY,
    'security',
    `security baseline: ${SECURITY.encryption} encryption at rest and TLS in transit, ${SECURITY.twoFactor}, procedures aligned with ` +
      `${SECURITY.standard} ("${SECURITY.standardNote}"), ${SECURITY.backups} backups: each in place; the security ` +
      `contact ${SECURITY.contact} (/.well-known/security.txt); the documents shared on request (${list(SECURITY.documents)}); ` +
      `the tools that hold client data (${list(SECURITY.storage.map((tool) => `${tool.name}: ${tool.holds}`))}); ` +
      `/security last reviewed ${SECURITY.lastReviewed}`,
    FILES.claims,
  )
  sample(
    { sample: securityTxtExpires(SECURITY.lastReviewed) < today },
    'security.lastReviewed',
    `/security was last reviewed on ${SECURITY.lastReviewed}, so /.well-known/security.txt has expired: review the page and record the date`,
    FILES.claims,
  )
  claims(
    [],
    `LaunchPad's "${LAUNCHPAD.slots}" (the specification's, LAUNCHPAD.slots in src/content/constants.ts): keep it only ` +
      'while the limit is real, or drop it (FTC: false scarcity)',
  )
  SAFEGUARDS.forEach((item, i) =>
    sample(
      item,
      `safeguards[${i}]`,
      `security safeguard "${item.title}" with ${list(item.tools)}: the tools you use, and the practice as described`,
      FILES.claims,
    ),
  )
  sample(
    HIRING,
    'hiring.steps',
    `the ${HIRING.steps.length} talent-screening steps (${list(HIRING.steps.map((step) => step.title))}) and what ` +
      'each says: how you really hire',
    FILES.claims,
  )
  sample(
    TIMELINE,
    'milestones',
    `the company timeline on About (${list(TIMELINE.milestones.map((m) => `${m.year} ${m.title}`))}): your real ` +
      `history; its first year is foundedYear in ${FILES.claims}, from which "Years of experience" counts`,
    FILES.timeline,
  )
  for (const [name, label] of Object.entries(PRACTICE_LABELS) as [keyof typeof PRACTICE_LABELS, string][]) {
    sample(
      PRACTICES[name],
      name,
      `${label}: "${practiceWords(PRACTICES[name])}": how you really work, in words every page may repeat`,
      FILES.practices,
    )
  }
  // The specification's own conflicts: the copy words each so that the figures read as counting different things.
  const [active, projects] = STATS.home
  sample(
    STATS,
    'stats.home ↔ stats.software',
    `the specification's two stats strips disagree (${STATS.home.map((home, i) => `${statText(home)} / ${STATS.software[i] ? statText(STATS.software[i]) : '-'}`).join('; ')}): ` +
      `the software strip is labelled as ${list(STATS.software.map((stat) => `"${stat.detail}"`))}; settle on one ` +
      'set of figures, or confirm what each label says it counts',
  )
  if (active && projects) {
    sample(
      { sample: CLAIMS.sample || STATS.sample },
      'figures.clientGrowth ↔ stats.home',
      `${CLAIMS.clientGrowth[1]} clients served (About) against ${statText(active)} (${active.detail}) and ` +
        `${statText(projects)} (${projects.detail}): settle the figures, or confirm that they count different things`,
      FILES.claims,
    )
  }
  sample(
    { sample: CLAIMS.sample || PRACTICES.review.sample },
    'figures.accuracyChecks ↔ practices review',
    `the specification gives ${CLAIMS.reviewLayers} layers of review and, on About, ${CLAIMS.accuracyChecks}-layer ` +
      `accuracy checks: the site says ${CLAIMS.accuracyChecks} accuracy checks across ${CLAIMS.reviewLayers} layers; ` +
      'settle on one, or confirm that wording',
    FILES.claims,
  )
  const [clients, , , , people] = STATS.home
  if (clients && people) {
    sample(
      { sample: STATS.sample || PRACTICES.staffing.sample },
      'stats.home ↔ practices staffing',
      `${statText(people)} for ${statText(clients)}, ` +
        `beside a six-role pod per client whose people each look after a few clients: confirm how the figures and ` +
        'the pods fit together, or change one',
      FILES.site,
    )
  }
  sample(
    PRACTICES.onboarding,
    'ONBOARDING',
    `the specification gives onboarding as ${list([...new Set(Object.values(ONBOARDING))].map((time) => `"${time}"`))} ` +
      `(${Object.entries(ONBOARDING)
        .map(([service, time]) => `${service}: ${time}`)
        .join(', ')}): confirm each, or settle on one`,
    'src/content/constants.ts',
  )
  sample(
    PRACTICES.billing,
    'contact closing banner ↔ terms',
    'the specification\'s "No contracts. No pressure. Just clarity." (/contact) beside the terms\' written engagement ' +
      'agreement and "no long contracts" elsewhere: confirm that an engagement agreement with no minimum term reads as ' +
      '"no contracts" to you and your counsel, or change the banner',
    FILES.practices,
  )
}

/**
 * The defaults of the in-house comparison on /pricing (comparison.yml): each while it is a sample, and once its
 * release is more than RELEASE_MONTHS old. How each kind of work is billed (billing.yml): while the table is a sample,
 * and each row whose billing the owner has not said (a sample of its own).
 */
function comparisonItems({ COMPARISON, BILLING }: OwnerFacts, sample: Sample, today: Date) {
  const stale = new Date(today)
  stale.setUTCMonth(stale.getUTCMonth() - RELEASE_MONTHS)
  for (const [field, figure] of Object.entries(COMPARISON)) {
    const value = 'wage' in figure ? `${dollars(figure.wage)} a year` : `${figure.share}%`
    const source = `${figure.series} (${figure.source}, ${figure.release}, ${figure.url})`
    sample(
      figure,
      field,
      `the in-house comparison's default ${value}, ${source}: confirm it at the source`,
      FILES.comparison,
    )
    sample(
      { sample: new Date(`${figure.released}T00:00:00Z`) < stale },
      `${field}.released`,
      `${figure.source} ${figure.release}, published ${formatDate(figure.released)}, is more than ${RELEASE_MONTHS} ` +
        `months old: /pricing#compare shows ${value}; put in the newest release (${figure.series})`,
      FILES.comparison,
    )
  }
  sample(
    BILLING,
    '(the file)',
    `how each kind of work is billed, as /pricing's table shows it (${list(BILLING.rows.map((row) => row.work))}), ` +
      `and what is not billed (${list(BILLING.notBilled)}): how you really bill`,
    FILES.billing,
  )
  BILLING.rows.forEach((row, i) =>
    sample(
      row,
      `rows[${i}]`,
      `how "${row.work}" is billed, which you have not said yet: "${row.who}; ${row.rate} rate; ${row.hours}": ` +
        'confirm it or write how you bill it (the billing table on /pricing)',
      FILES.billing,
    ),
  )
}

/**
 * The tax calendar of /deadlines: each rule with the day the law sets and its source, the deposit rules and what the
 * calendar leaves out, with the day they were last checked, for the owner's CPA to confirm (TAX_RULES_REVIEW.sample).
 */
function taxCalendarItems({ TAX_CALENDAR }: OwnerFacts, sample: Sample) {
  const { review, rules, deposits, boi } = TAX_CALENDAR
  const confirm = `last checked ${review.checked.slice(0, 4)} (${review.checked}): for your CPA to confirm`
  for (const rule of rules) {
    sample(
      review,
      `TAX_RULES ${rule.id}`,
      `${rule.form} (${ruleInWords(rule)}) due ${rule.rule}, per ${TAX_SOURCES[rule.source].url}; ${confirm}`,
      FILES.taxCalendar,
    )
  }
  sample(
    review,
    'DEPOSIT_RULES',
    `the employer's deposit rules (${deposits.rules.length}), ${TAX_SOURCES[deposits.source].url}; ${confirm}`,
    FILES.taxCalendar,
  )
  sample(
    review,
    'LEGAL_HOLIDAYS',
    'a due date on a Saturday, Sunday or legal holiday of the District of Columbia (the federal holidays as observed, ' +
      `Inauguration Day, Emancipation Day) moves to the next business day (IRC section 7503); ${confirm}`,
    FILES.taxCalendar,
  )
  sample(
    review,
    'BOI_STATUS',
    `"${boi.text}" ${TAX_SOURCES[boi.source].url}; ${confirm}; once all are, set TAX_RULES_REVIEW.sample to false`,
    FILES.taxCalendar,
  )
}

/** The list as the launch check and the build print it. */
export const formatLaunchItems = (items: LaunchItem[]) =>
  items.map((item) => `  ${item.file} › ${item.field}: ${item.what}`).join('\n')
