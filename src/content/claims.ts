// Owner-supplied (content/settings/claims.yml, see site.ts): what the copy claims about the company beyond its contact
// details: the figures the pages repeat (the specification's), the founding year, the security baseline and the
// safeguards behind it, and the hiring steps. Each is a sample until the owner confirms it, and `npm run
// launch-check` lists it, with its field, until then. How the company works is practices.ts.
import { claims } from 'virtual:settings'
import { PRACTICES } from './practices'

/** The figures the copy repeats; the review layers are counted from the review practice, which names each. */
export const CLAIMS = { ...claims.figures, reviewLayers: PRACTICES.review.layers.length }

// Re-exported, not read here: each field is a module of its own that lands with the code that reads it
// (vite.config.ts), and a field read into a constant here would ship with this module to every page.
export {
  /** The security baseline: how data is encrypted and protected, stated the same way wherever it is stated. */
  security as SECURITY,
  /** The data security framework (home and CPA pages): the safeguards, the tools behind each and what it does. */
  safeguards as SAFEGUARDS,
  /** The talent screening (home and CPA pages): each step a hire passes. */
  hiring as HIRING,
} from 'virtual:settings/claims'

/** The year the company started ("Years of experience" counts from it; the timeline opens with it). */
export const FOUNDED_YEAR = String(claims.foundedYear)
