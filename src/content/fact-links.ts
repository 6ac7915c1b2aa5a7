// Links from a page's copy to where the site states a fact whole: a practice or a safeguard on /security, the billing
// table and the savings sums on /pricing. Apart from fact-phrases.ts (which re-exports them), so the home page and
// the shared sections, which only link, do not carry the phrases the other pages build from the owner's facts.
import { PAGES } from './registry'
import type { PRACTICES } from './practices'
import type { InternalLink } from '@/names'

// Links to the whole practice: a page that touches a general practice says it in a few words (the inventory's
// `short`) and links to where /security states it whole (/security#documents), rather than retell it.
// Here the words are given: looking a practice up by its name would ship every practice with the home page
// (fact-phrases.ts has the form that defaults to the practice's short form).
export type PracticeName = keyof typeof PRACTICES
const anchorOf = (name: PracticeName) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
/** `[words](/security#practice)`: the words given, linked to the practice's whole statement. */
export const practiceLink = (name: PracticeName, words: string) =>
  `[${words}](${PAGES.security.path}#${anchorOf(name)})`
/** `[words](/security#safeguard)`: a safeguard of claims.yml by its id, linked to its whole statement. */
export const safeguardLink = (id: string, words: string) => `[${words}](${PAGES.security.path}#${id})`

/** An anchor of /pricing ("compare", "billing"). */
export const pricingAt = (hash: string) => `${PAGES.pricing.path}#${hash}`
/** Words linked to the billing table on /pricing: how each kind of work is billed. */
export const billingLink = (words: string) => `[${words}](${pricingAt('billing')})`

/** Where the talent screening stands in full (/about); the home and CPA pages name its steps and link there. */
export const talentDetails: InternalLink = { to: PAGES.about.path, hash: 'talent-screening' }

/** Where a page's short trust section leads: every practice and safeguard, in full, on /security. */
export const practicesInFull = { link: { to: PAGES.security.path }, label: 'How we work with your books, in full' }
