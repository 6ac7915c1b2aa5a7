// Every owner-supplied fact in one object: what `npm run launch-check` and a build for a public origin inspect
// (lib/launch-check.ts). The facts themselves live in the site settings (settings/*.yml, read by site.ts,
// testimonials.ts, founders.ts, scheduler.ts and analytics.ts), claims.ts and timeline.ts.
import { ANALYTICS_SETTINGS } from './analytics'
import { CLAIMS, HIRING, SECURITY, SECURITY_PRACTICES, SERVICE_LEVELS, TAX_RETURNS } from './claims'
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
  ANALYTICS: ANALYTICS_SETTINGS,
  REVIEWS,
  STATS,
  TESTIMONIALS,
  FOUNDERS,
  LEGAL_REVIEW,
  CLAIMS,
  SECURITY,
  SECURITY_PRACTICES,
  HIRING,
  TIMELINE,
  SERVICE_LEVELS,
  TAX_RETURNS,
  HOSTING,
}
