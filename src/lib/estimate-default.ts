// The estimator's parameters and the estimate a URL without them means, apart from the estimate's model (estimate.ts):
// the /pricing route strips these values from its URL, and the route tree (which every page loads) then carries this
// object alone, not the model.
import type { BusinessKind, Service } from '@/content/estimator'
import type { PaySchedule } from '@/content/estimate-limits'

/**
 * What the estimator shows: the visitor's kind of business, chosen services and reporting-analyst hours, and the
 * counts they gave (each absent one is their kind's starting count).
 */
export type EstimateSearch = {
  kind: BusinessKind
  services: Service[]
  analyst: number
  transactions?: number
  accounts?: number
  people?: number
  pay?: PaySchedule
  invoices?: number
  bills?: number
}

/**
 * What a URL without parameters means and the prerendered page shows. Parameters equal to these are left out of the
 * URL, so the default estimate is plain /pricing.
 */
export const DEFAULT_SEARCH: EstimateSearch = { kind: 'general', services: ['bookkeeping'], analyst: 0 }
