// The launch check lists every object of the owner's settings still flagged as a sample, by its file and path, in its
// own words and its schema's, and what only prose can say while its condition holds; it passes once all are confirmed.
import { describe, expect, it } from 'vitest'
import { OWNER_FACTS as shipped } from '../../src/build/owner-facts'
import { authorSchema } from '../../src/content/blog/author-schema'
import { cmsOf } from '../../src/content/cms-field'
import { faqFileSchema } from '../../src/content/faq-schema'
import { SETTINGS_SCHEMAS, type SettingsName } from '../../src/content/settings-schema'
import { RELEASE_MONTHS, launchItems, settingsFile, type OwnerFacts } from '../../src/build/launch-check'
import { SPEC_COUNTS } from '../../src/build/launch-questions'

const SAMPLE_ORIGIN = 'https://www.ledgerpod.example'
const REAL_ORIGIN = 'https://www.ledgerpod.com'
const NAMES = Object.keys(SETTINGS_SCHEMAS) as SettingsName[]
type Settings = OwnerFacts['settings']

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
/** `facts` with one settings file's data changed. */
const withFile = <N extends SettingsName>(facts: OwnerFacts, name: N, change: (data: Settings[N]) => Settings[N]) => ({
  ...facts,
  settings: { ...facts.settings, [name]: change(facts.settings[name]) },
})
const settings = confirmAll(shipped.settings)
const reviewedOn = settings.claims.security.lastReviewed
/**
 * The shipped facts with every one confirmed and both legal pages reviewed, a real scheduler, and the comparison's
 * figures from releases of the day /security was last reviewed: what an owner ends with.
 */
const confirmed: OwnerFacts = {
  ...confirmAll(shipped),
  settings: {
    ...settings,
    scheduler: { provider: 'calendly', url: 'https://calendly.com/ledgerpod/consultation', sample: false },
    comparison: Object.fromEntries(
      Object.entries(settings.comparison).map(([name, figure]) => [name, { ...figure, released: reviewedOn }]),
    ) as Settings['comparison'],
  },
}
const reviewed = new Date(`${reviewedOn}T00:00:00Z`)

const fieldsOf = (facts: OwnerFacts, today = reviewed) => launchItems(facts, REAL_ORIGIN, today).map((i) => i.field)
/** Where each object flagged `sample: true` is in `value`: its path, as the build names a field. */
const flaggedIn = (value: unknown, path = ''): { path: string; value: Record<string, unknown> }[] => {
  if (Array.isArray(value)) return value.flatMap((item, i) => flaggedIn(item, `${path}[${i}]`))
  if (!value || typeof value !== 'object') return []
  const here = 'sample' in value && value.sample === true ? [{ path: path || '(the file)', value }] : []
  return [...here, ...Object.entries(value).flatMap(([key, item]) => flaggedIn(item, path ? `${path}.${key}` : key))]
}
/** A launch-check field that names a conflict between two facts. */
const isConflict = (field: string) => field.includes('↔')

describe('the launch check', () => {
  const items = launchItems(shipped, SAMPLE_ORIGIN)
  const fields = items.map((item) => item.field)
  const at = (name: SettingsName, field: string) =>
    items.find((item) => item.file === settingsFile(name) && item.field === field)

  it.each(NAMES)('lists every object flagged as a sample in %s.yml, by its path, in its own words', (name) => {
    for (const { path, value } of flaggedIn(shipped.settings[name])) {
      const item = at(name, path)
      expect(item, path).toBeDefined()
      for (const [key, field] of Object.entries(value)) {
        if (typeof field === 'string' || typeof field === 'number') expect(item?.what, key).toContain(String(field))
      }
    }
  })

  it('has samples to list in the shipped settings, each listed once', () => {
    const where = (file: string, field: string) => `${file} › ${field}`
    const flagged = NAMES.flatMap((name) =>
      flaggedIn(shipped.settings[name]).map(({ path }) => where(settingsFile(name), path)),
    )
    expect(flagged.length).toBeGreaterThan(0)
    expect(items.filter((item) => flagged.includes(where(item.file, item.field)))).toHaveLength(flagged.length)
  })

  it('leaves out of an object’s words the objects inside it flagged on their own', () => {
    const rows = shipped.settings.billing.rows
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(at('billing', '(the file)')?.what).not.toContain(row.hours)
  })

  it("names a sample by its CMS label, and says what to do in its schema's hint or launch note", () => {
    const list = cmsOf(SETTINGS_SCHEMAS.testimonials.entries.testimonials)!
    const testimonial = at('testimonials', 'testimonials[0]')!.what
    expect(testimonial.startsWith(`${list.singular} (`)).toBe(true)
    expect(testimonial).toContain(list.hint)
    const practice = cmsOf(SETTINGS_SCHEMAS.practices.entries.books)!
    const books = at('practices', 'books')!.what
    expect(books.startsWith(`${practice.label} (`)).toBe(true)
    expect(books.endsWith(`): ${practice.launch}`)).toBe(true)
  })

  it('lists a sample added to a settings file, at its path, and drops one whose flag is turned off', () => {
    const branches = confirmed.settings.site.offices[0]!.branches
    const added = withFile(confirmed, 'site', (site) => ({
      ...site,
      offices: [{ ...site.offices[0]!, branches: [...branches, { ...branches[0]!, sample: true }] }],
    }))
    expect(fieldsOf(added)).toEqual([`offices[0].branches[${branches.length}]`])
    const one = shipped.settings.testimonials.testimonials
    const off = withFile(shipped, 'testimonials', () => ({
      testimonials: [{ ...one[0]!, sample: false }, ...one.slice(1)],
    }))
    const listed = (facts: OwnerFacts) => fieldsOf(facts).filter((field) => field.startsWith('testimonials['))
    expect(listed(shipped)).toContain('testimonials[0]')
    expect(listed(off)).toEqual(listed(shipped).filter((field) => field !== 'testimonials[0]'))
  })

  it('lists each sample author, and a sample credential on its own, in its file, until the owner confirms it', () => {
    const credential = cmsOf(authorSchema.entries.credential.wrapped)!
    expect(shipped.AUTHORS.length).toBeGreaterThan(0)
    for (const { file, data } of shipped.AUTHORS) {
      const listed = items.filter((item) => item.file === file)
      if (data.sample) expect(listed.find((item) => item.field === '(the file)')?.what).toContain(data.name)
      if (data.credential?.sample) {
        expect(listed.find((item) => item.field === 'credential')?.what).toBe(
          `${credential.label} (Credential: ${data.credential.title}${data.credential.state ? `; Licensing state: ${data.credential.state}` : ''}): ${credential.launch}`,
        )
      }
    }
    // Confirming the people leaves each credential still to check with the board that issued it.
    const people = {
      ...confirmed,
      AUTHORS: shipped.AUTHORS.map((author) => ({
        ...author,
        data: {
          ...author.data,
          sample: false,
          ...(author.data.credential && { credential: { ...author.data.credential } }),
        },
      })),
    }
    const credentials = shipped.AUTHORS.filter(({ data }) => data.credential?.sample).map(({ file }) => file)
    expect(credentials.length).toBeGreaterThan(0)
    expect(launchItems(people, REAL_ORIGIN, reviewed).map((item) => `${item.file} › ${item.field}`)).toEqual(
      credentials.map((file) => `${file} › credential`),
    )
  })

  it('walks any parsed content beside its schema, such as a FAQ with a question flagged as a sample', () => {
    const faq = {
      title: 'Questions about pricing',
      items: [{ id: 'a', question: 'Is it real?', answer: ['Yes, it is real.'], sample: true }],
    }
    const [item] = launchItems(confirmed, REAL_ORIGIN, reviewed, [
      { file: 'faqs/x.yml', data: faq, schema: faqFileSchema },
    ])
    expect(item).toEqual({ file: 'faqs/x.yml', field: 'items[0]', what: expect.stringContaining('Is it real?') })
    expect(item?.what.startsWith(`${cmsOf(faqFileSchema.entries.items)?.singular} (`)).toBe(true)
  })

  it('lists a kind whose starting counts land outside its typical hours, with every monthly service chosen', () => {
    expect(fieldsOf(confirmed).filter((field) => field.startsWith('start.'))).toEqual([])
    const tiny = withFile(confirmed, 'estimate', (estimate) => ({
      ...estimate,
      start: {
        ...estimate.start,
        architects: { ...estimate.start.architects, transactions: 0, invoices: 0, bills: 0 },
      },
    }))
    expect(fieldsOf(tiny).filter((field) => field.startsWith('start.'))).toEqual(['start.architects ↔ typical hours'])
    const slow = withFile(confirmed, 'estimate', (estimate) => ({
      ...estimate,
      arAp: { ...estimate.arAp, billMinutes: [60, 90] },
    }))
    // Slower bills move every kind but LaunchPad, whose hours stop at its cap.
    expect(fieldsOf(slow).filter((field) => field.startsWith('start.'))).toEqual(
      ['general', 'distributors', 'fabricators', 'architects'].map((kind) => `start.${kind} ↔ typical hours`),
    )
  })

  it("lists the specification's conflicting figures while the facts they involve are samples", () => {
    const strips = items.find((item) => item.field === 'stats.home ↔ stats.software')!.what
    const { stats } = shipped.settings.site
    for (const stat of [...stats.home, ...stats.software]) expect(strips).toContain(stat.result)
    // Confirming the stats alone leaves the conflicts that involve the claims, and the other way round.
    const flag = (name: 'site' | 'claims', key: 'stats' | 'figures') =>
      withFile(confirmed, name, (data) => ({
        ...data,
        [key]: { ...(data as Record<string, object>)[key], sample: true },
      }))
    expect(fieldsOf(flag('site', 'stats')).filter(isConflict)).toEqual([
      'stats.home ↔ stats.software',
      'figures.clientGrowth ↔ stats.home',
      'stats.home ↔ practices staffing',
    ])
    expect(fieldsOf(flag('claims', 'figures')).filter(isConflict)).toEqual([
      'figures.clientGrowth ↔ stats.home',
      'figures.accuracyChecks ↔ practices review',
    ])
  })

  it('lists every rule of the tax calendar for the owner’s CPA, with its source and the day it was last checked', () => {
    const { review, rules } = shipped.TAX_CALENDAR
    const item = items.find((item) => item.field === 'TAX_RULES')!
    for (const rule of rules) expect(item.what).toContain(`${rule.form} (`)
    for (const rule of rules) expect(item.what).toContain(rule.rule)
    expect(item.what).toContain(`last checked ${review.checked}`)
    const checked = { ...shipped, TAX_CALENDAR: { ...shipped.TAX_CALENDAR, review: { ...review, sample: false } } }
    expect(launchItems(checked, SAMPLE_ORIGIN).filter((item) => item.file === 'src/content/tax-deadlines.ts')).toEqual(
      [],
    )
  })

  it('lists both legal pages until counsel has reviewed them, and the reserved origin', () => {
    expect(fields).toEqual(expect.arrayContaining(['legalReview.privacy', 'legalReview.terms', 'SITE_URL']))
  })

  it('passes once every fact is the owner’s, both pages are reviewed and the origin is real', () => {
    expect(launchItems(confirmed, REAL_ORIGIN, reviewed)).toEqual([])
  })

  it('lists the scheduler while it is missing, a sample or a local stand-in', () => {
    const scheduler = (url: string, sample = false) =>
      withFile(confirmed, 'scheduler', (data) => ({ ...data, url, sample }))
    expect(fieldsOf(scheduler(''))).toEqual(['url'])
    expect(fieldsOf(scheduler(confirmed.settings.scheduler.url, true))).toEqual(['(the file)'])
    expect(fieldsOf(scheduler('http://127.0.0.1:4176/x'))).toEqual(['url'])
  })

  it('lists an analytics collector on this machine (a stand-in), and neither analytics off nor a real collector', () => {
    const analytics = (collector: string) =>
      withFile(confirmed, 'analytics', () => ({ provider: 'plausible' as const, site: 'www.ledgerpod.com', collector }))
    expect(shipped.settings.analytics.provider).toBe('none')
    expect(fieldsOf(analytics('http://127.0.0.1:4177'))).toEqual(['collector'])
    expect(fieldsOf(analytics('https://stats.ledgerpod.com'))).toEqual([])
    expect(fieldsOf(analytics(''))).toEqual([])
  })
})

describe("the specification's counts of the lists the owner edits", () => {
  const SPEC = SPEC_COUNTS['testimonials › testimonials'].count
  const fields = new Set(Object.keys(SPEC_COUNTS).map((at) => at.split(' › ')[1]))
  const listed = (facts: OwnerFacts) =>
    launchItems(facts, REAL_ORIGIN, reviewed).filter((item) => fields.has(item.field))
  /** `facts` with `count` testimonials, each a sample or each confirmed. */
  const testimonials = (facts: OwnerFacts, count: number, sample: boolean) =>
    withFile(facts, 'testimonials', (data) => ({
      ...data,
      testimonials: Array.from({ length: count }, (_, i) => ({ ...data.testimonials[0]!, id: `t-${i}`, sample })),
    }))

  it('lists a list whose length is not the specification’s while it still holds a sample', () => {
    expect(listed(testimonials(confirmed, SPEC, true))).toEqual([])
    const [item, ...rest] = listed(testimonials(confirmed, SPEC - 1, true))
    expect(rest).toEqual([])
    expect(item).toMatchObject({ file: settingsFile('testimonials'), field: 'testimonials' })
    expect(item?.what).toMatch(new RegExp(`^${SPEC - 1} where the specification shows`))
  })

  it('leaves the count to the owner once the list is confirmed', () => {
    expect(listed(testimonials(confirmed, SPEC - 1, false))).toEqual([])
    expect(listed(testimonials(confirmed, SPEC + 1, false))).toEqual([])
  })

  it('lists talent-screening steps that are not as many as the copy claims, confirmed or not', () => {
    const claims = confirmed.settings.claims
    const steps = [...claims.hiring.steps, claims.hiring.steps[0]!]
    const facts = withFile(confirmed, 'claims', (data) => ({ ...data, hiring: { ...data.hiring, steps } }))
    expect(fieldsOf(facts)).toEqual(['hiring.steps ↔ figures.vettingSteps'])
  })
})

describe('the in-house comparison', () => {
  const months = (n: number) =>
    new Date(Date.UTC(reviewed.getUTCFullYear(), reviewed.getUTCMonth() + n, reviewed.getUTCDate()))
  /** What the check lists from comparison.yml (security.txt expires within the same months). */
  const ofComparison = (facts: OwnerFacts, today: Date) =>
    launchItems(facts, REAL_ORIGIN, today).filter((item) => item.file === settingsFile('comparison'))

  it('lists each default while it is a sample, with its figure, series, source, release and address', () => {
    const benefits = { ...confirmed.settings.comparison.benefits, sample: true }
    const [item, ...rest] = ofComparison(
      withFile(confirmed, 'comparison', (data) => ({ ...data, benefits })),
      reviewed,
    )
    expect(rest).toEqual([])
    expect(item?.field).toBe('benefits')
    const { share, series, source, release, url } = benefits
    for (const part of [share, series, source, release, url]) expect(item?.what).toContain(String(part))
  })

  it(`lists a release once it is more than ${RELEASE_MONTHS} months old, and says so`, () => {
    expect(ofComparison(confirmed, months(RELEASE_MONTHS))).toEqual([])
    const stale = ofComparison(confirmed, new Date(months(RELEASE_MONTHS).getTime() + 24 * 60 * 60 * 1000))
    expect(stale.map((item) => item.field)).toEqual(
      Object.keys(confirmed.settings.comparison).map((name) => `${name}.released`),
    )
    expect(stale[0]!.what).toContain(`more than ${RELEASE_MONTHS} months old`)
  })

  it('lists the shipped releases the owner has to bring up to date, as of today', () => {
    const today = new Date()
    const fields = launchItems(shipped, SAMPLE_ORIGIN, today).map((item) => item.field)
    for (const [name, figure] of Object.entries(shipped.settings.comparison)) {
      const old =
        new Date(`${figure.released}T00:00:00Z`) <
        new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - RELEASE_MONTHS, today.getUTCDate()))
      expect(fields.includes(`${name}.released`), name).toBe(old)
    }
  })
})

describe('security.txt', () => {
  it('is listed once it has expired, a year after the security page was last reviewed', () => {
    const on = (days: number) => new Date(reviewed.getTime() + days * 24 * 60 * 60 * 1000)
    expect(fieldsOf(confirmed, on(363))).toEqual([])
    expect(fieldsOf(confirmed, on(365))).toEqual(['security.lastReviewed'])
  })
})
