// The estimator's URL parameters, validated with valibot. Only the /pricing page's chunk loads this module: the route
// itself keeps the raw parameters (routes/pricing.tsx), so no other page downloads the schema library.
import * as v from 'valibot'
import { HOURS } from '@/content/constants'
import {
  BUSINESS_KINDS,
  DEFAULT_SEARCH,
  MAX_ANALYST_HOURS,
  MIN_HOURS,
  SERVICES,
  type EstimateSearch,
  type Service,
} from './estimate'

const wholeHours = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))
const canonicalServices = (chosen: Service[]) => SERVICES.filter((s) => chosen.includes(s))
const defaultServices = (): Service[] => [...DEFAULT_SEARCH.services]

/**
 * The estimator's search parameters. A missing or nonsensical value (negative or huge hours, an unknown service, text)
 * falls back to that field's default instead of failing, so a hand-edited URL still shows an estimate.
 * `services` also accepts one bare value, which is what a plain HTML form sends for a single checkbox.
 */
export const estimateSearchSchema = v.object({
  kind: v.fallback(v.optional(v.picklist(BUSINESS_KINDS), DEFAULT_SEARCH.kind), DEFAULT_SEARCH.kind),
  services: v.fallback(
    v.optional(
      v.pipe(
        v.union([
          v.array(v.picklist(SERVICES)),
          v.pipe(
            v.picklist(SERVICES),
            v.transform((s) => [s]),
          ),
        ]),
        v.transform(canonicalServices),
      ),
      defaultServices,
    ),
    defaultServices,
  ),
  hours: v.fallback(v.optional(wholeHours(MIN_HOURS, HOURS.scale[1])), undefined),
  analyst: v.fallback(v.optional(wholeHours(0, MAX_ANALYST_HOURS), DEFAULT_SEARCH.analyst), DEFAULT_SEARCH.analyst),
}) satisfies v.GenericSchema<unknown, EstimateSearch>

/** The estimate a URL's raw search parameters ask for, each nonsensical one replaced by its default. */
export const parseEstimateSearch = (raw: unknown): EstimateSearch => v.parse(estimateSearchSchema, raw)
