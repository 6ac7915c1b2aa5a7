// The launch check lists every owner-supplied fact still a sample, and passes once all are the owner's.
import { describe, expect, it } from 'vitest'
import { OWNER_FACTS as site } from '../../src/content/owner-facts'
import { FILES, launchItems, type OwnerFacts } from '../../src/lib/launch-check'

const SAMPLE_ORIGIN = 'https://www.ledgerpod.example'
const REAL_ORIGIN = 'https://www.ledgerpod.com'

/** The shipped configuration with every fact confirmed and both legal pages reviewed: what an owner ends with. */
const confirm = <T extends { sample: boolean }>(fact: T) => ({ ...fact, sample: false })
const confirmed: OwnerFacts = {
  COMPANY: confirm(site.COMPANY),
  CONTACT: {
    general: confirm(site.CONTACT.general),
    partnerships: confirm(site.CONTACT.partnerships),
    hours: confirm(site.CONTACT.hours),
  },
  OFFICES: site.OFFICES.map((office) => ({ ...office, branches: office.branches.map(confirm) })),
  SOCIAL: site.SOCIAL.map(confirm),
  SCHEDULER: { provider: 'calendly', url: 'https://calendly.com/ledgerpod/consultation', sample: false },
  ANALYTICS: site.ANALYTICS,
  REVIEWS: confirm(site.REVIEWS),
  STATS: confirm(site.STATS),
  TESTIMONIALS: site.TESTIMONIALS.map(confirm),
  FOUNDERS: site.FOUNDERS.map(confirm),
  LEGAL_REVIEW: { privacy: { reviewed: true }, terms: { reviewed: true } },
  CLAIMS: confirm(site.CLAIMS),
  SECURITY: confirm(site.SECURITY),
  SECURITY_PRACTICES: confirm(site.SECURITY_PRACTICES),
  HIRING: confirm(site.HIRING),
  TIMELINE: confirm(site.TIMELINE),
  SERVICE_LEVELS: confirm(site.SERVICE_LEVELS),
  TAX_RETURNS: confirm(site.TAX_RETURNS),
  HOSTING: confirm(site.HOSTING),
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

  it('lists every claim, each once, in claims.ts', () => {
    const claimed = items.filter((item) => item.field.startsWith('CLAIMS.') && !isConflict(item.field))
    const keys = claimed.flatMap((item) => item.field.split(', ').map((field) => field.replace('CLAIMS.', '')))
    const figures = Object.keys(site.CLAIMS).filter((key) => key !== 'sample')
    expect([...keys].sort()).toEqual([...figures].sort())
    claimed.forEach((item) => expect(item.file).toBe(FILES.claims))
  })

  it('lists the security baseline, each safeguard and its tools, the hiring steps, the timeline, reply time and signer', () => {
    expect(byField('SECURITY')?.what).toContain(site.SECURITY.encryption)
    site.SECURITY_PRACTICES.items.forEach((practice, i) => {
      const item = byField(`SECURITY_PRACTICES.items[${i}]`)
      expect(item?.file).toBe(FILES.claims)
      practice.tools.forEach((tool) => expect(item?.what).toContain(tool))
    })
    site.HIRING.steps.forEach((step) => expect(byField('HIRING.steps')?.what).toContain(step.title))
    site.TIMELINE.milestones.forEach((m) => expect(byField('milestones')?.what).toContain(m.year))
    expect(byField('SERVICE_LEVELS.reply')?.what).toContain(site.SERVICE_LEVELS.reply)
    expect(byField('TAX_RETURNS.signer')?.what).toContain(site.TAX_RETURNS.signer)
  })

  it("lists the specification's conflicting figures while the facts they involve are samples", () => {
    const conflicts = fields.filter(isConflict)
    expect(conflicts).toEqual(
      expect.arrayContaining([
        'stats.home ↔ stats.software',
        'CLAIMS.clientGrowth ↔ stats.home',
        'CLAIMS.reviewLayers ↔ CLAIMS.accuracyChecks',
      ]),
    )
    const strips = byField('stats.home ↔ stats.software')!.what
    for (const stat of [...site.STATS.home, ...site.STATS.software]) expect(strips).toContain(stat.result)
    expect(byField('CLAIMS.reviewLayers ↔ CLAIMS.accuracyChecks')!.what).toContain(String(site.CLAIMS.accuracyChecks))
    // Confirming the stats alone leaves the conflicts that involve the claims, and the other way round.
    expect(fieldsOf({ ...confirmed, STATS: { ...confirmed.STATS, sample: true } }).filter(isConflict)).toEqual([
      'stats.home ↔ stats.software',
      'CLAIMS.clientGrowth ↔ stats.home',
    ])
    expect(fieldsOf({ ...confirmed, CLAIMS: { ...confirmed.CLAIMS, sample: true } }).filter(isConflict)).toEqual([
      'CLAIMS.clientGrowth ↔ stats.home',
      'CLAIMS.reviewLayers ↔ CLAIMS.accuracyChecks',
    ])
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
    expect(fieldsOf({ ...confirmed, SERVICE_LEVELS: { ...confirmed.SERVICE_LEVELS, sample: true } })).toEqual([
      'SERVICE_LEVELS.reply',
    ])
  })
})
