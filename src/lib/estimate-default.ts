// The estimate a URL without parameters means, apart from the estimate's model (estimate.ts): the /pricing route strips
// these values from its URL, and the route tree (which every page loads) then carries this object alone, not the model.
import type { EstimateSearch } from './estimate'

/**
 * What a URL without parameters means and the prerendered page shows. Parameters equal to these are left out of the
 * URL, so the default estimate is plain /pricing.
 */
export const DEFAULT_SEARCH: EstimateSearch = { kind: 'general', services: ['bookkeeping'], analyst: 0 }
