// Owner-supplied (content/settings/claims.yml, see site.ts): what the copy claims about the company beyond its contact
// details: the figures the pages repeat (the specification's), the founding year, the security baseline and the
// safeguards behind it, and the hiring steps. Each is a sample until the owner confirms it, and `npm run
// launch-check` lists it, with its field, until then. How the company works is practices.ts.
import { claims } from 'virtual:settings'
import safeguardNames from 'virtual:settings/claims/safeguards?pick=id,title,tools'
import hiringStepNames from 'virtual:settings/claims/hiring?pick=steps.icon,steps.title'
import { PRACTICES } from './practices'
import type { Settings } from './settings-schema'

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

type Claims = Settings<'claims'>
/** The safeguards by name, with their tools, and none of their text: what the home and CPA pages show of them. */
export const SAFEGUARD_NAMES = safeguardNames as Pick<Claims['safeguards'][number], 'id' | 'title' | 'tools'>[]
/** The hiring steps by name (the home and CPA pages name them; /about says what each tests). */
export const HIRING_STEP_NAMES = (
  hiringStepNames as { steps: Pick<Claims['hiring']['steps'][number], 'icon' | 'title'>[] }
).steps
