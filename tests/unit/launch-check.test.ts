// The launch check lists every owner-supplied fact still a sample, and passes once all are the owner's.
import { describe, expect, it } from 'vitest'
import { FOUNDERS } from '../../src/content/founders'
import { SCHEDULER } from '../../src/content/scheduler'
import * as config from '../../src/content/site'
import { TESTIMONIALS } from '../../src/content/testimonials'
import { launchItems, type OwnerFacts } from '../../src/lib/launch-check'

const SAMPLE_ORIGIN = 'https://www.ledgerpod.example'
const site = { ...config, TESTIMONIALS, FOUNDERS, SCHEDULER }

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
  REVIEWS: confirm(site.REVIEWS),
  STATS: confirm(site.STATS),
  TESTIMONIALS: site.TESTIMONIALS.map(confirm),
  FOUNDERS: site.FOUNDERS.map(confirm),
  LEGAL_REVIEW: { privacy: { reviewed: true }, terms: { reviewed: true } },
}

describe('the launch check', () => {
  const items = launchItems(site, SAMPLE_ORIGIN)
  const fields = items.map((item) => item.field)

  it('lists every testimonial, founder, office, profile and contact shipped as a sample, by its field', () => {
    site.TESTIMONIALS.forEach((_, i) => expect(fields).toContain(`TESTIMONIALS[${i}]`))
    site.FOUNDERS.forEach((_, i) => expect(fields).toContain(`FOUNDERS[${i}]`))
    site.SOCIAL.forEach((_, i) => expect(fields).toContain(`SOCIAL[${i}]`))
    site.OFFICES.forEach((o, i) =>
      o.branches.forEach((_, j) => expect(fields).toContain(`OFFICES[${i}].branches[${j}]`)),
    )
    for (const field of ['COMPANY', 'CONTACT.general', 'CONTACT.partnerships', 'CONTACT.hours', 'REVIEWS', 'STATS']) {
      expect(fields).toContain(field)
    }
  })

  it('names the file to change and says what the sample is', () => {
    const testimonial = items.find((item) => item.field === 'TESTIMONIALS[0]')!
    expect(testimonial.file).toBe('src/content/testimonials.ts')
    expect(testimonial.what).toContain(site.TESTIMONIALS[0]!.author)
  })

  it('lists both legal pages until counsel has reviewed them, and the reserved origin', () => {
    expect(fields).toEqual(expect.arrayContaining(['LEGAL_REVIEW.privacy', 'LEGAL_REVIEW.terms', 'SITE_URL']))
  })

  it('passes once every fact is the owner’s, both pages are reviewed and the origin is real', () => {
    expect(launchItems(confirmed, 'https://www.ledgerpod.com')).toEqual([])
  })

  it('lists the scheduler while it is missing, a sample or a local stand-in', () => {
    const real = 'https://www.ledgerpod.com'
    const scheduler = (url: string, sample = false) => ({
      ...confirmed,
      SCHEDULER: { ...confirmed.SCHEDULER, url, sample },
    })
    expect(launchItems(scheduler(''), real).map((item) => item.field)).toEqual(['SCHEDULER'])
    expect(launchItems(scheduler(confirmed.SCHEDULER.url, true), real).map((item) => item.field)).toEqual(['SCHEDULER'])
    expect(launchItems(scheduler('http://127.0.0.1:4176/x'), real).map((item) => item.field)).toEqual(['SCHEDULER'])
    expect(launchItems(scheduler(confirmed.SCHEDULER.url), real)).toEqual([])
  })

  it('still lists a single fact left as a sample', () => {
    const oneLeft = { ...confirmed, TESTIMONIALS: [{ ...confirmed.TESTIMONIALS[0]!, sample: true }] }
    expect(launchItems(oneLeft, 'https://www.ledgerpod.com').map((item) => item.field)).toEqual(['TESTIMONIALS[0]'])
  })
})
