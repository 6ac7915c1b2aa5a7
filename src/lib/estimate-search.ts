// The URL parameters of the estimator and of the in-house comparison, read back by hand: each figure against its rule
// (lib/figures.ts), each choice against its list, a missing or nonsensical value falling back to its default instead
// of failing, so a hand-edited URL still shows an estimate and a comparison. Only the /pricing page's chunk loads this
// module: the route itself keeps the raw parameters (routes/pricing.tsx).
import { COMPARISON } from '@/content/comparison'
import { HOURS } from '@/content/constants'
import { KIND_HOURS } from '@/content/estimator'
import {
  BUSINESS_KINDS,
  DEFAULT_SEARCH,
  MAX_ANALYST_HOURS,
  SERVICES,
  minHours,
  type BusinessKind,
  type EstimateSearch,
} from './estimate'
import { figureOf } from './figures'
import { PARAMS, ROLES, RULES, type InHouseSearch, type NumberInput, type Role } from './in-house'

/**
 * The estimate a URL's raw search parameters ask for, each nonsensical one replaced by its default: an unknown kind,
 * services that are not all known (one bare service is what a plain HTML form sends for a single checkbox; an empty
 * list is a choice), whole hours outside the kind's range (LaunchPad has no floor) or analyst hours outside theirs.
 */
export function parseEstimateSearch(raw: Record<string, unknown>): EstimateSearch {
  const kind = BUSINESS_KINDS.find((known) => known === raw.kind) ?? DEFAULT_SEARCH.kind
  const chosen: unknown = typeof raw.services === 'string' ? [raw.services] : raw.services
  const known = Array.isArray(chosen) && chosen.every((service) => SERVICES.includes(service))
  return {
    kind,
    services: known ? SERVICES.filter((service) => chosen.includes(service)) : [...DEFAULT_SEARCH.services],
    hours: figureOf(raw.hours, { min: minHours(kind), max: HOURS.scale[1] }) ?? undefined,
    analyst: figureOf(raw.analyst, { min: 0, max: MAX_ANALYST_HOURS }) ?? DEFAULT_SEARCH.analyst,
  }
}

/**
 * The comparison's defaults: the role's median wage and the benefits share (comparison.yml), the most hours a month
 * the estimator gives the visitor's kind of business, and no recruiting or software of their own.
 */
export const defaultsFor = (role: Role, kind: BusinessKind): InHouseSearch => ({
  role,
  salary: COMPARISON[role].wage,
  benefits: COMPARISON.benefits.share,
  hours: KIND_HOURS[kind][1],
  recruiting: 0,
  software: 0,
})

/**
 * The comparison a URL's raw search parameters ask for: the defaults for its role (a bookkeeper unless it names
 * another) and the kind of business, with each figure it sets within its rule (lib/in-house.ts RULES); a nonsensical
 * one is dropped, leaving its default.
 */
export function parseComparisonSearch(raw: Record<string, unknown>, kind: BusinessKind): InHouseSearch {
  const search = defaultsFor(ROLES.find((role) => role === raw.role) ?? 'bookkeeper', kind)
  for (const field of Object.keys(PARAMS) as NumberInput[]) {
    search[field] = figureOf(raw[PARAMS[field]], RULES[field]) ?? search[field]
  }
  return search
}
