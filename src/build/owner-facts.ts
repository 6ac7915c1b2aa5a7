// Every owner-supplied fact in one object: what `npm run launch-check` and a build for a public origin inspect
// (build/launch-check.ts). The facts themselves live in the site settings (settings/*.yml, read by site.ts,
// testimonials.ts, founders.ts, scheduler.ts, analytics.ts, timeline.ts, claims.ts, practices.ts, comparison.ts and billing.ts).
import { ANALYTICS_SETTINGS } from '@/content/analytics'
import { BILLING } from '@/content/billing'
import { CLAIMS, HIRING, SAFEGUARDS, SECURITY } from '@/content/claims'
import { COMPARISON } from '@/content/comparison'
import { PRACTICES } from '@/content/practices'
import { TIMELINE } from '@/content/timeline'
import { FOUNDERS } from '@/content/founders'
import { SCHEDULER } from '@/content/scheduler'
import { COMPANY, CONTACT, HOSTING, LEGAL_REVIEW, OFFICES, REVIEWS, SOCIAL, STATS } from '@/content/site'
import { TESTIMONIALS } from '@/content/testimonials'
import { BOI_STATUS, DEPOSIT_RULES, TAX_RULES, TAX_RULES_REVIEW } from '@/content/tax-deadlines'

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
  SAFEGUARDS,
  HIRING,
  TIMELINE,
  PRACTICES,
  HOSTING,
  COMPARISON,
  BILLING,
  /** The tax calendar's rules (/deadlines), for the owner's CPA to confirm: a developer changes them, not the CMS. */
  TAX_CALENDAR: { review: TAX_RULES_REVIEW, rules: TAX_RULES, deposits: DEPOSIT_RULES, boi: BOI_STATUS },
}
