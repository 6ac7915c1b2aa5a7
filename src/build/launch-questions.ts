// What only prose can say before launch (src/build/launch-check.ts lists it after the samples its walk finds): the
// specification's own conflicts, stand-ins on this machine, stale sources, the tax calendar, the legal pages counsel
// has not reviewed and the reserved `.example` origin. A note that belongs to one sample is its schema's `launch` note.
import type { OWNER_FACTS } from '@/build/owner-facts'
import { LAUNCHPAD } from '@/content/constants'
import { KIND_HOURS } from '@/content/estimator'
import { typicalWork } from '@/content/phrases'
import { TAX_SOURCES } from '@/content/tax-deadlines'
import { BUSINESS_KINDS, MONTHLY_SERVICES, estimate } from '@/lib/estimate'
import { dollars, formatDate } from '@/lib/format'
import { isLoopback } from '@/lib/scheduler'
import { securityTxtExpires } from '@/lib/security-txt'
import { ruleInWords } from '@/lib/tax-deadlines'

/** The owner-supplied facts the check reads (build/owner-facts.ts; a test passes its own). */
export type OwnerFacts = typeof OWNER_FACTS
/** A default of the in-house comparison is listed once its release is older than this, in months. */
export const RELEASE_MONTHS = 18

/**
 * The specification's counts of the lists the owner edits (SPEC.md: the home page and About), each with the words it
 * gives them. A list that differs is listed while it still holds a sample: the owner confirms the page as it reads with
 * their own count, and once the list is confirmed, theirs stands. (The FAQs' counts are the CMS's limits instead:
 * FAQ_SPEC_COUNTS in faq-schema.ts.)
 */
export const SPEC_COUNTS = {
  'testimonials › testimonials': { count: 4, words: 'four testimonials (home)' },
  'founders › founders': { count: 4, words: 'a founding team of four (About)' },
  'claims › safeguards': { count: 5, words: 'a data security framework of 5 items (home)' },
  'claims › hiring.steps': { count: 7, words: 'a talent screening of 7 steps (home)' },
} as const

/** What to say of a list the owner edits whose length is not the specification's, while it holds a sample. */
function countQuestions({ settings }: OwnerFacts) {
  const { testimonials, founders, claims } = settings
  const lists = {
    'testimonials › testimonials': [testimonials.testimonials, testimonials.testimonials.some((t) => t.sample)],
    'founders › founders': [founders.founders, founders.founders.some((f) => f.sample)],
    'claims › safeguards': [claims.safeguards, claims.safeguards.some((s) => s.sample)],
    'claims › hiring.steps': [claims.hiring.steps, claims.hiring.sample],
  } satisfies Record<keyof typeof SPEC_COUNTS, [readonly unknown[], boolean]>
  return Object.fromEntries(
    Object.entries(lists).map(([at, [items, sample]]) => {
      const { count, words } = SPEC_COUNTS[at as keyof typeof SPEC_COUNTS]
      return [
        at,
        sample &&
          items.length !== count &&
          `${items.length} where the specification shows ${words}: confirm the page as it reads with ${items.length}, or write the others`,
      ]
    }),
  )
}

/**
 * What only prose can say, by file › field (a settings file by its name): what to do while its condition holds, false
 * otherwise. The specification's own conflicts are listed while a fact they involve is a sample: the copy words each
 * so that the figures read as counting different things, and the owner settles them when confirming the facts.
 */
export function launchQuestions(facts: OwnerFacts, origin: string, today: Date) {
  const { settings, TAX_CALENDAR: tax, RESOURCES: resources } = facts
  const { site, claims, practices, scheduler, analytics, comparison, billing, estimate: basis } = settings
  const [stats, figures, layers] = [site.stats, claims.figures, practices.review.layers.length]
  const stat = ({ result, title, detail }: (typeof stats.home)[number]) => `${result} ${title} (${detail})`
  const [active, projects, , , people] = stats.home
  const stale = new Date(today)
  stale.setUTCMonth(stale.getUTCMonth() - RELEASE_MONTHS)
  // Each kind's typical hours as the pages state them (LaunchPad states a cap, not typical hours).
  const typicalHours = BUSINESS_KINDS.filter((kind) => kind !== 'launchpad')
    .map((kind) => `${KIND_HOURS[kind].join('-')} (${kind})`)
    .join(', ')
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
    'practices › offboarding ↔ claims security.storage':
      (practices.offboarding.sample || claims.security.sample) &&
      `"delete our copies within ${practices.offboarding.days} days" (/security) beside backups ${claims.security.storage
        .filter((tool) => /backup|restore/i.test(`${tool.name} ${tool.holds}`))
        .map((tool) => `"${tool.holds}" (${tool.name})`)
        .join(' and ')}: say how long a leaving client's files stay in the backups, or that the deletion reaches them`,
    ...countQuestions(facts),
    // The steps shown and the count the copy claims ("7-step vetting") are two facts: they must agree.
    'claims › hiring.steps ↔ figures.vettingSteps':
      claims.hiring.steps.length !== figures.vettingSteps &&
      `the talent screening shows ${claims.hiring.steps.length} steps and the copy says ${figures.vettingSteps}-step vetting: make them one count`,
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
    // Each kind's starting counts, every monthly service chosen, give hours whose middle is the kind's typical hours
    // (what its industry page states); LaunchPad's, hours within its cap.
    ...Object.fromEntries(
      BUSINESS_KINDS.map((kind) => {
        const hours = estimate({ kind, services: [...MONTHLY_SERVICES], analyst: 0 }, basis).bookkeeper?.hours
        const middle = hours ? (hours[0] + hours[1]) / 2 : 0
        const [low, high] = KIND_HOURS[kind]
        return [
          `estimate › start.${kind} ↔ typical hours`,
          (middle < low || middle > high) &&
            `the estimator starts ${kind} at ${hours?.join('-')} hours a month with every monthly service, whose middle is outside the ${low}-${high} hours the pages state for it (HOURS in src/content/constants.ts): change its starting counts or what each unit takes`,
        ]
      }),
    ),
    // The specification gives the typical hours for bookkeeping; the pages say what they cover (typicalWork). Asked
    // while the estimator's starting counts, which the check above holds to these hours, are samples.
    'src/content/constants.ts › HOURS ↔ typicalWork':
      basis.start.sample &&
      `the pages say a business typically needs ${typicalHours} hours a month for ${typicalWork} together, where the specification gives these figures for bookkeeping: confirm what they cover, or say what they count (typicalWork in src/content/phrases.ts)`,
    // The specification gives the cap in hours; what counts toward it and what an hour above it costs are billing.
    'src/content/constants.ts › LAUNCHPAD.maxHoursPerMonth':
      billing.sample &&
      `the pages say LaunchPad is capped at ${LAUNCHPAD.maxHoursPerMonth} hours a month, as the specification does, and the estimator counts bookkeeper hours toward it and tells visitors that reporting-analyst hours come on top (capNote in src/content/pages/pricing.ts; the pricing band of src/content/pages/launchpad-startups.ts says the same of the KPI dashboard, which the specification lists as included and the pages offer on request): say whether the dashboard is part of the bundle or analyst hours on top, confirm which hours count (bookkeeper, payroll, analyst, the signer's review) and what happens to hours above the cap`,
    // The return's review and the expert's time are billed at the analyst rate, which the pages otherwise describe as
    // reporting a client asks for.
    'billing › LaunchPad income tax returns and tax questions':
      billing.sample &&
      `the billing table and /pricing's rate card bill the US CPA or enrolled agent's review of each LaunchPad return, and their time on a tax question, at the reporting-analyst rate, which /security's billing practice (rateScope in src/content/fact-phrases.ts) describes as reports booked only when a client asks: confirm the rate for the expert's time (whether it counts toward the cap is the question on LAUNCHPAD.maxHoursPerMonth)`,
    // Sales tax is the one payment the practice says we submit; LaunchPad also files income tax returns.
    'practices › payments ↔ taxReturns':
      (practices.payments.sample || practices.taxReturns.sample) &&
      `the site says sales tax is the one payment we submit, and LaunchPad files the company's income tax returns: say who pays a balance due on them and the estimated tax (the pages say nothing of it yet)`,
    'src/content/tax-deadlines.ts › TAX_RULES':
      tax.review.sample &&
      `each rule of the tax calendar (/deadlines), ${checked}:${tax.rules.map((rule) => `\n      ${rule.form} (${ruleInWords(rule)}) due ${rule.rule}, per ${TAX_SOURCES[rule.source].url}`).join('')}`,
    'src/content/tax-deadlines.ts › DEPOSIT_RULES, LEGAL_HOLIDAYS, BOI_STATUS':
      tax.review.sample &&
      `the employer's ${tax.deposits.rules.length} deposit rules (${TAX_SOURCES[tax.deposits.source].url}); a due date on a Saturday, Sunday or legal holiday of the District of Columbia (the federal holidays as observed, Inauguration Day, Emancipation Day) moving to the next business day (IRC section 7503); "${tax.boi.text}" (${TAX_SOURCES[tax.boi.source].url}); ${checked}`,
    ...Object.fromEntries(
      resources.map(({ file, page, holds, review }) => [
        `${file} › review`,
        review.sample &&
          `${page.name} (${page.path}, and its files under /downloads/), ${holds}, last reviewed ${review.lastReviewed}: for your CPA to review, then set review.sample to false and review.lastReviewed to the date`,
      ]),
    ),
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
