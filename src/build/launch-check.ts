// What stands between the site and its launch. Every object of the owner's content still flagged `sample: true`,
// found by walking each file beside its schema, said in the object's own words and in its schema's: its label, and what
// to do from its cms() hint or launch note (src/content/cms-field.ts), which the CMS reads too. Then what only prose
// can say (`checks`): the specification's own conflicts, stand-ins on this machine, stale sources, the tax calendar,
// the legal pages counsel has not reviewed and the reserved `.example` origin. `npm run launch-check` prints the list
// and fails while it is not empty; a build for a public origin refuses to run while it is not (scripts/build.mjs).
import type * as v from 'valibot'
import type { OWNER_FACTS } from '@/build/owner-facts'
import { cmsOf } from '@/content/cms-field'
import { LAUNCHPAD, ONBOARDING } from '@/content/constants'
import { SETTINGS_SCHEMAS, type SettingsName } from '@/content/settings-schema'
import { TAX_SOURCES } from '@/content/tax-deadlines'
import { dollars, formatDate } from '@/lib/format'
import { isLoopback } from '@/lib/scheduler'
import { securityTxtExpires } from '@/lib/security-txt'
import { ruleInWords } from '@/lib/tax-deadlines'

/** The owner-supplied facts the check reads (build/owner-facts.ts; a test passes its own). */
export type OwnerFacts = typeof OWNER_FACTS
/** One thing to do before launch: where (file and field) and what. */
export type LaunchItem = { file: string; field: string; what: string }
/** Parsed content the check walks: its file, its data, and the schema the build checked it against. */
export type Content = { file: string; data: unknown; schema: v.GenericSchema }

/** A default of the in-house comparison is listed once its release is older than this, in months. */
export const RELEASE_MONTHS = 18
export const settingsFile = (name: SettingsName) => `src/content/settings/${name}.yml`

/** What the walk reads of a valibot schema (a pipe spreads its first schema's own properties). */
type Node = { entries?: Record<string, Node>; item?: Node; items?: Node[] }

/** Every object flagged `sample: true` in `value`, by its path, in its own words and its schema's (cms()). */
function* samples(file: string, value: unknown, schema?: Node, path = '', meta = cmsOf(schema)): Generator<LaunchItem> {
  if (Array.isArray(value)) {
    // A list's item goes by the list's words, its label the singular ("Testimonial").
    const item = meta && { ...meta, label: meta.singular ?? meta.label }
    for (const [i, entry] of value.entries()) {
      const child = schema?.item ?? schema?.items?.[i]
      yield* samples(file, entry, child, `${path}[${i}]`, cmsOf(child) ?? item)
    }
  } else if (value && typeof value === 'object') {
    if ('sample' in value && value.sample === true) {
      const said = fields(value).map(
        ([key, entry]) => `${cmsOf(schema?.entries?.[key])?.label ?? key}: ${words(entry)}`,
      )
      const guidance = meta?.launch ?? meta?.hint
      yield {
        file,
        field: path || '(the file)',
        what: `${meta?.label ?? path} (${said.join('; ')})${guidance ? `: ${guidance}` : ''}`,
      }
    }
    for (const [key, entry] of Object.entries(value))
      yield* samples(file, entry, schema?.entries?.[key], path ? `${path}.${key}` : key)
  }
}

/** A value listed on its own: an object with its sample flag, or a list of them. */
const flagged = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0 && value.every(flagged)
    : !!value && typeof value === 'object' && 'sample' in value
/** An object's fields but its flag and what is listed on its own. */
const fields = (value: object) => Object.entries(value).filter(([key, entry]) => key !== 'sample' && !flagged(entry))
/** A value in words: a list's items and an object's fields, joined. */
const words = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(words).join(value.some((item) => typeof item === 'object') ? ' | ' : ', ')
    : value && typeof value === 'object'
      ? fields(value)
          .map(([, entry]) => words(entry))
          .join(' ')
      : String(value)

/** Every sample in the settings (and in `content`), and each of `checks` whose condition holds. */
export function launchItems(facts: OwnerFacts, origin: string, today = new Date(), content: Content[] = []) {
  const settings = (Object.keys(SETTINGS_SCHEMAS) as SettingsName[]).map((name) => ({
    file: settingsFile(name),
    data: facts.settings[name],
    schema: SETTINGS_SCHEMAS[name],
  }))
  return [
    ...[...settings, ...content].flatMap(({ file, data, schema }) => [...samples(file, data, schema as Node)]),
    ...Object.entries(checks(facts, origin, today)).flatMap(([at, what]) => {
      const [file = '', field = ''] = at.split(' › ')
      return what ? [{ file: file in SETTINGS_SCHEMAS ? settingsFile(file as SettingsName) : file, field, what }] : []
    }),
  ]
}

/**
 * What only prose can say, by file › field (a settings file by its name): what to do while its condition holds, false
 * otherwise. The specification's own conflicts are listed while a fact they involve is a sample: the copy words each
 * so that the figures read as counting different things, and the owner settles them when confirming the facts.
 */
function checks({ settings, TAX_CALENDAR: tax }: OwnerFacts, origin: string, today: Date) {
  const { site, claims, practices, scheduler, analytics, comparison } = settings
  const [stats, figures, layers] = [site.stats, claims.figures, practices.review.layers.length]
  const stat = ({ result, title, detail }: (typeof stats.home)[number]) => `${result} ${title} (${detail})`
  const [active, projects, , , people] = stats.home
  const stale = new Date(today)
  stale.setUTCMonth(stale.getUTCMonth() - RELEASE_MONTHS)
  const checked = `last checked ${tax.review.checked}: for your CPA to confirm, then set TAX_RULES_REVIEW.sample to false`
  return {
    'scheduler › url':
      scheduler.url.trim() === ''
        ? 'no online scheduler: /book offers e-mail and phone only; name your Calendly or Cal.com booking page'
        : isLoopback(scheduler.url) &&
          `online scheduler ${scheduler.url} is on this machine (a test's stand-in): your own booking page`,
    // Off is a choice the owner may keep; a collector on this machine is a test's stand-in visitors cannot reach.
    'analytics › collector':
      analytics.provider !== 'none' &&
      isLoopback(analytics.collector) &&
      `analytics collector ${analytics.collector} is on this machine: your analytics server's https address, or empty for the provider's cloud`,
    'site › stats.home ↔ stats.software':
      stats.sample &&
      `the specification's two stats strips disagree (${stats.home.map((home, i) => `${stat(home)} / ${stats.software[i] ? stat(stats.software[i]) : '-'}`).join('; ')}): settle on one set of figures, or confirm what each label says it counts`,
    'claims › figures.clientGrowth ↔ stats.home':
      (figures.sample || stats.sample) &&
      `${figures.clientGrowth[1]} clients served (About) against ${stat(active)} and ${stat(projects)}: settle the figures, or confirm that they count different things`,
    'site › reviews ↔ figures.clientGrowth':
      site.reviews.sample &&
      `review count "${site.reviews.count}" beside ${figures.clientGrowth[1]} clients served (About) and ${stat(active)}: a count of reviews above clients served needs explaining`,
    'claims › figures.accuracyChecks ↔ practices review':
      (figures.sample || practices.review.sample) &&
      `the specification gives ${layers} layers of review and, on About, ${figures.accuracyChecks}-layer accuracy checks: the site says ${figures.accuracyChecks} accuracy checks across ${layers} layers; settle on one, or confirm that wording`,
    'site › stats.home ↔ practices staffing':
      (stats.sample || practices.staffing.sample) &&
      `${stat(people)} for ${stat(active)}, beside a six-role pod per client whose people each look after a few clients: confirm how the figures and the pods fit together, or change one`,
    'src/content/constants.ts › ONBOARDING':
      practices.onboarding.sample &&
      `the specification gives onboarding as ${Object.entries(ONBOARDING)
        .map(([service, time]) => `${service}: ${time}`)
        .join(', ')}: confirm each, or settle on one`,
    'practices › contact closing banner ↔ terms':
      practices.billing.sample &&
      'the specification\'s "No contracts. No pressure. Just clarity." (/contact) beside the terms\' written engagement agreement and "no long contracts" elsewhere: confirm that an engagement agreement with no minimum term reads as "no contracts" to you and your counsel, or change the banner',
    'practices › offboarding ↔ claims security.storage':
      (practices.offboarding.sample || claims.security.sample) &&
      `"delete our copies within ${practices.offboarding.days} days" (/security) beside backups ${claims.security.storage
        .filter((tool) => /backup|restore/i.test(`${tool.name} ${tool.holds}`))
        .map((tool) => `"${tool.holds}" (${tool.name})`)
        .join(' and ')}: say how long a leaving client's files stay in the backups, or that the deletion reaches them`,
    'practices › taxReturns.preparer':
      practices.taxReturns.sample &&
      'our staff outside the US prepare returns for pay: each preparer needs a PTIN (Treas. Reg. 1.6109-2) unless an exception covers them; confirm with your counsel',
    'src/content/constants.ts › LAUNCHPAD.slots':
      figures.sample &&
      `LaunchPad's "${LAUNCHPAD.slots}" (the specification's): keep it only while the limit is real, or drop it (FTC: false scarcity)`,
    'claims › security.lastReviewed':
      securityTxtExpires(claims.security.lastReviewed) < today &&
      `/security was last reviewed on ${claims.security.lastReviewed}, so /.well-known/security.txt has expired: review the page and record the date`,
    ...Object.fromEntries(
      Object.entries(comparison).map(([name, figure]) => [
        `comparison › ${name}.released`,
        new Date(`${figure.released}T00:00:00Z`) < stale &&
          `${figure.source} ${figure.release}, published ${formatDate(figure.released)}, is more than ${RELEASE_MONTHS} months old: /pricing#compare shows ${'wage' in figure ? `${dollars(figure.wage)} a year` : `${figure.share}%`}; put in the newest release (${figure.series})`,
      ]),
    ),
    'src/content/tax-deadlines.ts › TAX_RULES':
      tax.review.sample &&
      `each rule of the tax calendar (/deadlines), ${checked}:${tax.rules.map((rule) => `\n      ${rule.form} (${ruleInWords(rule)}) due ${rule.rule}, per ${TAX_SOURCES[rule.source].url}`).join('')}`,
    'src/content/tax-deadlines.ts › DEPOSIT_RULES, LEGAL_HOLIDAYS, BOI_STATUS':
      tax.review.sample &&
      `the employer's ${tax.deposits.rules.length} deposit rules (${TAX_SOURCES[tax.deposits.source].url}); a due date on a Saturday, Sunday or legal holiday of the District of Columbia (the federal holidays as observed, Inauguration Day, Emancipation Day) moving to the next business day (IRC section 7503); "${tax.boi.text}" (${TAX_SOURCES[tax.boi.source].url}); ${checked}`,
    ...Object.fromEntries(
      Object.entries(site.legalReview).map(([page, { reviewed }]) => [
        `site › legalReview.${page}`,
        !reviewed && `/${page} needs your counsel's review`,
      ]),
    ),
    'SITE_URL (build variable) › SITE_URL':
      new URL(origin).hostname.endsWith('.example') &&
      `the site's origin is ${origin}: build with SITE_URL set to the real one`,
  }
}

/** The list as the launch check and the build print it. */
export const formatLaunchItems = (items: LaunchItem[]) =>
  items.map((item) => `  ${item.file} › ${item.field}: ${item.what}`).join('\n')
