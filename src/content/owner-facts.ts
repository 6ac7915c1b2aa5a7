// Every owner-supplied fact in one object: what `npm run launch-check` and a build for a public origin inspect
// (lib/launch-check.ts). The facts themselves live in the site settings (settings/*.yml, read by site.ts,
// testimonials.ts, founders.ts, scheduler.ts, timeline.ts, claims.ts and practices.ts).
import { CLAIMS, HIRING, SAFEGUARDS, SECURITY } from './claims'
import { PRACTICES } from './practices'
import { TIMELINE } from './timeline'
import { FOUNDERS } from './founders'
import { SCHEDULER } from './scheduler'
import { COMPANY, CONTACT, HOSTING, LEGAL_REVIEW, OFFICES, REVIEWS, SOCIAL, STATS } from './site'
import { TESTIMONIALS } from './testimonials'

export const OWNER_FACTS = {
  COMPANY,
  CONTACT,
  OFFICES,
  SOCIAL,
  SCHEDULER,
  REVIEWS,
  STATS,
  TESTIMONIALS,
  FOUNDERS,
  LEGAL_REVIEW,
  CLAIMS,
  SECURITY,
  SAFEGUARDS,
  HIRING,
  TIMELINE,
  PRACTICES,
  HOSTING,
}
