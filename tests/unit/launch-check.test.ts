// The launch check lists every owner-supplied fact still a sample, and passes once all are the owner's.
import { describe, expect, it } from 'vitest'
import { OWNER_FACTS as site } from '../../src/build/owner-facts'
import { PRACTICE_LABELS } from '../../src/content/settings-schema'
import { FILES, RELEASE_MONTHS, launchItems, type OwnerFacts } from '../../src/build/launch-check'

const SAMPLE_ORIGIN = 'https://www.ledgerpod.example'
const REAL_ORIGIN = 'https://www.ledgerpod.com'

/** A copy of `value` with every `sample` switch off and every legal page reviewed. */
const confirmAll = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(confirmAll) as T
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'sample' ? false : key === 'reviewed' ? true : confirmAll(item),
    ]),
  ) as T
}
/** The comparison's figures, each from a release published on `released`. */
const releasedOn = (released: string) =>
  Object.fromEntries(
    Object.entries(confirmAll(site.COMPARISON)).map(([name, figure]) => [name, { ...figure, released }]),
  ) as OwnerFacts['COMPARISON']
/**
 * The shipped configuration with every fact confirmed and both legal pages reviewed, the comparison's figures from
 * releases of the day /security was last reviewed: what an owner ends with.
 */
const confirmed: OwnerFacts = {
  ...confirmAll(site),
  SCHEDULER: { provider: 'calendly', url: 'https://calendly.com/ledgerpod/consultation', sample: false },
  COMPARISON: releasedOn(site.SECURITY.lastReviewed),
}

const fieldsOf = (facts: OwnerFacts) => launchItems(facts, REAL_ORIGIN).map((item) => item.field)
/** A launch-check field that names a conflict between two facts. */
const isConflict = (field: string) => field.includes('↔')

describe('the launch check', () => {
  const items = launchItems(site, SAMPLE_ORIGIN)
  const fields = items.map((item) => item.field)
  const byField = (field: string) => items.find((item) => item.field === field)

  it('lists every testimonial, founder, office, profile and contact shipped as a sample, by its field', () => {
    site.TESTIMONIALS.forEach((_, i) => expect(fields).toContain(`testimonials[${i}]`))
    site.FOUNDERS.forEach((_, i) => expect(fields).toContain(`founders[${i}]`))
    site.SOCIAL.forEach((_, i) => expect(fields).toContain(`social[${i}]`))
    site.OFFICES.forEach((o, i) =>
      o.branches.forEach((_, j) => expect(fields).toContain(`offices[${i}].branches[${j}]`)),
    )
    for (const field of [
      'company',
      'contact.general',
      'contact.partnerships',
      'contact.hours',
      'hosting',
      'reviews',
      'stats',
    ]) {
      expect(fields).toContain(field)
    }
  })

  it('names the file to change and says what the sample is', () => {
    const testimonial = byField('testimonials[0]')!
    expect(testimonial.file).toBe(FILES.testimonials)
    expect(testimonial.what).toContain(site.TESTIMONIALS[0]!.author)
  })

  it('lists every figure, each once, in claims.yml (the review layers are counted from the review practice)', () => {
    const claimed = items.filter((item) => item.field.startsWith('figures.') && !isConflict(item.field))
    const keys = claimed.flatMap((item) => item.field.split(', ').map((field) => field.replace('figures.', '')))
    const figures = Object.keys(site.CLAIMS).filter((key) => key !== 'sample' && key !== 'reviewLayers')
    expect([...keys].sort()).toEqual([...figures].sort())
    claimed.forEach((item) => expect(item.file).toBe(FILES.claims))
  })

  it('lists the security baseline, each safeguard and its tools, the hiring steps and the timeline', () => {
    expect(byField('security')?.what).toContain(site.SECURITY.encryption)
    site.SAFEGUARDS.forEach((practice, i) => {
      const item = byField(`safeguards[${i}]`)
      expect(item?.file).toBe(FILES.claims)
      practice.tools.forEach((tool) => expect(item?.what).toContain(tool))
    })
    site.HIRING.steps.forEach((step) => expect(byField('hiring.steps')?.what).toContain(step.title))
    site.TIMELINE.milestones.forEach((m) => expect(byField('milestones')?.what).toContain(m.year))
  })

  it('lists every practice in practices.yml, with its words', () => {
    for (const name of Object.keys(PRACTICE_LABELS) as (keyof typeof PRACTICE_LABELS)[]) {
      const [item, practice] = [byField(name), site.PRACTICES[name]]
      expect(item?.file, name).toBe(FILES.practices)
      for (const [key, value] of Object.entries(practice)) {
        if (typeof value === 'string' && key !== 'sample') expect(item?.what).toContain(value)
      }
    }
    expect(byField('review')?.what).toContain(site.PRACTICES.review.layers[0]!.does)
  })

  it("lists the specification's conflicting figures while the facts they involve are samples", () => {
    const conflicts = fields.filter(isConflict)
    expect(conflicts).toEqual(
      expect.arrayContaining([
        'stats.home ↔ stats.software',
        'figures.clientGrowth ↔ stats.home',
        'figures.accuracyChecks ↔ practices review',
        'stats.home ↔ practices staffing',
      ]),
    )
    const strips = byField('stats.home ↔ stats.software')!.what
    for (const stat of [...site.STATS.home, ...site.STATS.software]) expect(strips).toContain(stat.result)
    expect(byField('figures.accuracyChecks ↔ practices review')!.what).toContain(String(site.CLAIMS.accuracyChecks))
    // Confirming the stats alone leaves the conflicts that involve the claims, and the other way round.
    expect(fieldsOf({ ...confirmed, STATS: { ...confirmed.STATS, sample: true } }).filter(isConflict)).toEqual([
      'stats.home ↔ stats.software',
      'figures.clientGrowth ↔ stats.home',
      'stats.home ↔ practices staffing',
    ])
    expect(fieldsOf({ ...confirmed, CLAIMS: { ...confirmed.CLAIMS, sample: true } }).filter(isConflict)).toEqual([
      'figures.clientGrowth ↔ stats.home',
      'figures.accuracyChecks ↔ practices review',
    ])
  })

  it('lists every rule of the tax calendar for the owner’s CPA, with its source and the year it was last checked', () => {
    const { review, rules } = site.TAX_CALENDAR
    for (const rule of rules) {
      const item = byField(`TAX_RULES ${rule.id}`)!
      expect(item.file).toBe(FILES.taxCalendar)
      expect(item.what).toContain(rule.rule)
      expect(item.what).toContain(`last checked ${review.checked.slice(0, 4)}`)
    }
    for (const field of ['DEPOSIT_RULES', 'LEGAL_HOLIDAYS', 'BOI_STATUS']) expect(fields).toContain(field)
    const confirmedRules = { ...site, TAX_CALENDAR: { ...site.TAX_CALENDAR, review: { ...review, sample: false } } }
    expect(fieldsOf(confirmedRules).filter((field) => field.startsWith('TAX_RULES'))).toEqual([])
  })

  it('lists both legal pages until counsel has reviewed them, and the reserved origin', () => {
    expect(fields).toEqual(expect.arrayContaining(['legalReview.privacy', 'legalReview.terms', 'SITE_URL']))
  })

  it('passes once every fact is the owner’s, both pages are reviewed and the origin is real', () => {
    expect(launchItems(confirmed, REAL_ORIGIN)).toEqual([])
  })

  it('lists the scheduler while it is missing, a sample or a local stand-in', () => {
    const scheduler = (url: string, sample = false) => ({
      ...confirmed,
      SCHEDULER: { ...confirmed.SCHEDULER, url, sample },
    })
    expect(fieldsOf(scheduler(''))).toEqual(['url'])
    expect(fieldsOf(scheduler(confirmed.SCHEDULER.url, true))).toEqual(['url'])
    expect(fieldsOf(scheduler('http://127.0.0.1:4176/x'))).toEqual(['url'])
    expect(launchItems(scheduler(confirmed.SCHEDULER.url), REAL_ORIGIN)).toEqual([])
  })

  it('lists an analytics collector on this machine (a stand-in), and neither analytics off nor a real collector', () => {
    const analytics = (collector: string) => ({
      ...confirmed,
      ANALYTICS: { provider: 'plausible' as const, site: 'www.ledgerpod.com', collector },
    })
    expect(site.ANALYTICS.provider).toBe('none')
    expect(fieldsOf(analytics('http://127.0.0.1:4177'))).toEqual(['collector'])
    expect(fieldsOf(analytics('https://stats.ledgerpod.com'))).toEqual([])
    expect(fieldsOf(analytics(''))).toEqual([])
  })

  it('still lists a single fact left as a sample', () => {
    const oneLeft = { ...confirmed, TESTIMONIALS: [{ ...confirmed.TESTIMONIALS[0]!, sample: true }] }
    expect(fieldsOf(oneLeft)).toEqual(['testimonials[0]'])
    const practices = confirmed.PRACTICES
    expect(
      fieldsOf({ ...confirmed, PRACTICES: { ...practices, reply: { ...practices.reply, sample: true } } }),
    ).toEqual(['reply'])
  })
})

describe('the in-house comparison', () => {
  const fields = launchItems(site, SAMPLE_ORIGIN).map((item) => item.field)
  const reviewed = new Date(`${confirmed.SECURITY.lastReviewed}T00:00:00Z`)
  const months = (n: number) =>
    new Date(Date.UTC(reviewed.getUTCFullYear(), reviewed.getUTCMonth() + n, reviewed.getUTCDate()))
  /** What the check lists from comparison.yml (security.txt expires within the same months). */
  const ofComparison = (facts: OwnerFacts, today: Date) =>
    launchItems(facts, REAL_ORIGIN, today).filter((item) => item.file === FILES.comparison)
  const listed = (facts: OwnerFacts, today = reviewed) => ofComparison(facts, today).map((item) => item.field)

  it('lists each default while it is a sample, with its figure, series, source, release and address', () => {
    const unconfirmed = {
      ...confirmed,
      COMPARISON: { ...confirmed.COMPARISON, benefits: { ...confirmed.COMPARISON.benefits, sample: true } },
    }
    expect(listed(unconfirmed)).toEqual(['benefits'])
    const what = launchItems(unconfirmed, REAL_ORIGIN, reviewed)[0]!
    const { share, series, source, release, url } = unconfirmed.COMPARISON.benefits
    for (const part of [`${share}%`, series, source, release, url]) expect(what.what).toContain(part)
    expect(what.file).toBe(FILES.comparison)
  })

  it(`lists a release once it is more than ${RELEASE_MONTHS} months old, and says so`, () => {
    expect(listed(confirmed, months(RELEASE_MONTHS))).toEqual([])
    const stale = ofComparison(confirmed, new Date(months(RELEASE_MONTHS).getTime() + 24 * 60 * 60 * 1000))
    expect(stale.map((item) => item.field)).toEqual(['bookkeeper.released', 'accountant.released', 'benefits.released'])
    expect(stale[0]!.what).toContain(`more than ${RELEASE_MONTHS} months old`)
  })

  it('lists the shipped releases the owner has to bring up to date, as of today', () => {
    const today = new Date()
    for (const [name, figure] of Object.entries(site.COMPARISON)) {
      const old =
        new Date(`${figure.released}T00:00:00Z`) <
        new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - RELEASE_MONTHS, today.getUTCDate()))
      expect(fields.includes(`${name}.released`), name).toBe(old)
    }
  })

  it('lists each kind of work whose billing the owner has not settled, by its row', () => {
    const rows = site.BILLING.rows
    rows.forEach((row, i) => expect(fields.includes(`rows[${i}]`), row.work).toBe(row.sample))
    expect(rows.some((row) => row.sample)).toBe(true)
  })
})

describe('security.txt', () => {
  it('is listed once it has expired, a year after the security page was last reviewed', () => {
    const reviewed = new Date(`${confirmed.SECURITY.lastReviewed}T00:00:00Z`)
    const on = (days: number) => new Date(reviewed.getTime() + days * 24 * 60 * 60 * 1000)
    const listed = (today: Date) => launchItems(confirmed, REAL_ORIGIN, today).map((item) => item.field)
    expect(listed(on(363))).toEqual([])
    expect(listed(on(365))).toEqual(['security.lastReviewed'])
  })
})
