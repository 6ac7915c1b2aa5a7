// The URL parameters of the estimator and of the in-house comparison, read back by hand: each figure against its rule
// (lib/figures.ts), each choice against its list, a missing or nonsensical value falling back to its default instead
// of failing, so a hand-edited URL still shows an estimate and a comparison. Only the /pricing page's chunk loads this
// module: the route itself keeps the raw parameters (routes/pricing.tsx).
import { COMPARISON } from '@/content/comparison'
import { ESTIMATE_COUNTS } from '@/content/estimate-limits'
import { KIND_HOURS, PAY_SCHEDULES, type PaySchedule } from '@/content/estimator'
import { BUSINESS_KINDS, DEFAULT_SEARCH, MAX_ANALYST_HOURS, SERVICES, estimate, type EstimateSearch } from './estimate'
import { figureOf } from './figures'
import { PARAMS, ROLES, RULES, type InHouseSearch, type NumberInput, type Role } from './in-house'

/** The counts a URL may give, each a whole number from zero to its most. */
export const COUNT_FIELDS = Object.keys(ESTIMATE_COUNTS) as (keyof typeof ESTIMATE_COUNTS)[]

/**
 * The estimate a URL's raw search parameters ask for, each nonsensical one replaced by its default: an unknown kind,
 * services that are not all known (one bare service is what a plain HTML form sends for a single checkbox; an empty
 * list is a choice), analyst hours outside their range, a count that is not a whole number within its range or an
 * unknown pay schedule (left to the kind's starting count).
 */
export function parseEstimateSearch(raw: Record<string, unknown>): EstimateSearch {
  const kind = BUSINESS_KINDS.find((known) => known === raw.kind) ?? DEFAULT_SEARCH.kind
  const chosen: unknown = typeof raw.services === 'string' ? [raw.services] : raw.services
  const known = Array.isArray(chosen) && chosen.every((service) => SERVICES.includes(service))
  const search: EstimateSearch = {
    kind,
    services: known ? SERVICES.filter((service) => chosen.includes(service)) : [...DEFAULT_SEARCH.services],
    analyst: figureOf(raw.analyst, { min: 0, max: MAX_ANALYST_HOURS }) ?? DEFAULT_SEARCH.analyst,
  }
  for (const field of COUNT_FIELDS) {
    const n = figureOf(raw[field], { min: 0, max: ESTIMATE_COUNTS[field] })
    if (n !== null) search[field] = n
  }
  if (typeof raw.pay === 'string' && raw.pay in PAY_SCHEDULES) search.pay = raw.pay as PaySchedule
  return search
}

/**
 * The comparison's defaults: the role's median wage and the benefits share (comparison.yml), the most bookkeeper
 * hours the visitor's estimate gives (the top of their kind's typical hours when it prices no monthly service), and no
 * recruiting or software of their own.
 */
export const defaultsFor = (role: Role, search: EstimateSearch): InHouseSearch => ({
  role,
  salary: COMPARISON[role].wage,
  benefits: COMPARISON.benefits.share,
  hours: hoursToCompare(search),
  recruiting: 0,
  software: 0,
})

/** The hours the comparison starts from: the top of the estimate's bookkeeper hours, within the comparison's rule. */
export function hoursToCompare(search: EstimateSearch) {
  const top = estimate(search).bookkeeper?.hours[1] ?? KIND_HOURS[search.kind][1]
  return Math.min(RULES.hours.max, Math.max(RULES.hours.min, top))
}

/**
 * The comparison a URL's raw search parameters ask for: the defaults for its role (a bookkeeper unless it names
 * another) and the visitor's estimate, with each figure it sets within its rule (lib/in-house.ts RULES); a
 * nonsensical one is dropped, leaving its default.
 */
export function parseComparisonSearch(raw: Record<string, unknown>, search: EstimateSearch): InHouseSearch {
  const comparison = defaultsFor(ROLES.find((role) => role === raw.role) ?? 'bookkeeper', search)
  for (const field of Object.keys(PARAMS) as NumberInput[]) {
    comparison[field] = figureOf(raw[PARAMS[field]], RULES[field]) ?? comparison[field]
  }
  return comparison
}
