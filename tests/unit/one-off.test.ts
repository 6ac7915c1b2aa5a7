// One-off is a property of a service (its registry entry's `estimate.oneOff`), not the name of catch-up: a second
// one-off service page, added to the registry here, is offered by the estimator and estimated, named under the
// estimate and carried to /book on its own terms, beside the monthly figure and never folded into it.
import { describe, expect, it, vi } from 'vitest'

const SECOND = { label: 'Books migration', hint: 'Moving your ledger to new software, once' }

vi.mock('../../src/content/registry', async (original) => {
  const registry = await original<typeof import('../../src/content/registry')>()
  // A service page of its own, under a booking topic no service uses yet.
  const page = {
    ...registry.PAGES['catch-up-bookkeeping'],
    id: 'migration',
    topic: 'security',
    estimate: { ...SECOND, oneOff: true },
  }
  return { ...registry, pageList: [...registry.pageList, page] }
})

const { SERVICES, MONTHLY_SERVICES, serviceName } = await import('../../src/content/estimator')
const { estimate, DEFAULT_SEARCH } = await import('../../src/lib/estimate')
const { estimateLine, estimateParam, readEstimate } = await import('../../src/lib/estimate-link')
const { bookPage } = await import('../../src/content/pages/book')
const { pricingPage } = await import('../../src/content/pages/pricing')

const words = bookPage.estimate
const search = (services: string[]) => ({ ...DEFAULT_SEARCH, services }) as Parameters<typeof estimate>[0]

describe('a second one-off service', () => {
  it('is offered by the estimator, apart from the monthly services', () => {
    expect(SERVICES).toContain('security')
    expect(MONTHLY_SERVICES).not.toContain('security')
    expect(serviceName('security')).toBe(SECOND.label)
  })

  it('alone: an estimate without a monthly figure, which the booking button carries and /book reads back', () => {
    const result = estimate(search(['security']))
    expect(result.oneOffs).toEqual(['security'])
    expect(result.monthly).toBeNull()
    const param = estimateParam(search(['security']))
    expect(param).toBeDefined()
    expect(readEstimate(param!)).toBeDefined()
    expect(estimateLine(result, words)).toBe(`${SECOND.label.toLowerCase()}, ${words.oneOff}`)
  })

  it('beside catch-up and monthly work: each one-off named on its own terms, the monthly figure unchanged', () => {
    const result = estimate(search(['bookkeeping', 'catch-up', 'security']))
    expect(result.oneOffs).toEqual(['catch-up', 'security'])
    expect(result.monthly).toEqual(estimate(DEFAULT_SEARCH).monthly)
    expect(estimateLine(result, words)).toContain(`${serviceName('catch-up').toLowerCase()}, ${words.oneOff}`)
    expect(estimateLine(result, words)).toContain(`${SECOND.label.toLowerCase()}, ${words.oneOff}`)
  })

  it('has a note under the estimate: its own, or the one every one-off has', () => {
    const notes: Partial<Record<string, string>> = pricingPage.estimator.oneOffNotes
    expect(notes['security'] ?? pricingPage.estimator.oneOffNote).toMatch(/one-off/)
  })
})
