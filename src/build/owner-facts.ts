// Every owner-supplied fact in one object: what `npm run launch-check` and a build for a public origin inspect
// (build/launch-check.ts). The site settings (settings/*.yml), each file's data under its name as the build checked it
// against its schema (SETTINGS_SCHEMAS, settings-schema.ts), the blog's authors, and the tax calendar and the
// templates under /resources, which a developer keeps in code.
import AUTHORS from 'virtual:authors'
import * as SETTINGS from 'virtual:settings'
import { resourceReviews } from '@/build/resource-files'
import { BOI_STATUS, DEPOSIT_RULES, TAX_RULES, TAX_RULES_REVIEW } from '@/content/tax-deadlines'

export const OWNER_FACTS = {
  settings: SETTINGS,
  /** The blog's authors (blog/authors/<id>.yml): a person, and a credential an article's review line names. */
  AUTHORS,
  /** The tax calendar's rules (/deadlines), for the owner's CPA to confirm: a developer changes them, not the CMS. */
  TAX_CALENDAR: { review: TAX_RULES_REVIEW, rules: TAX_RULES, deposits: DEPOSIT_RULES, boi: BOI_STATUS },
  /** The free templates and checklists under /resources, for the owner's CPA to review: a developer changes them. */
  RESOURCES: resourceReviews(),
}
