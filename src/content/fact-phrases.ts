// Phrases built from the owner's facts (claims.yml, practices.yml), each worded once: what each rate covers, the
// safeguards of regulated work, the security baseline, the review and the software named. A page writes its own
// sentences around them. Kept apart from phrases.ts, whose phrases read the constants alone: the registry and the
// end-to-end specs read those without the build's settings files.
import { CLAIMS, SECURITY } from './claims'
import { range } from './constants'
import { analystRate, bookkeeperRate, orList } from './phrases'
import { PRACTICES } from './practices'
import { billingLink, practiceLink as linkPractice, pricingAt, type PracticeName } from './fact-links'

// What each rate covers (practices.yml, billing): the books and what comes straight from them are bookkeeper hours;
// reporting beyond the monthly statements is analyst work, and optional.
/** What each rate buys, in two sentences: wherever someone asks what they pay for. */
export const rateScope = `A bookkeeper, at ${bookkeeperRate}, covers ${PRACTICES.billing.bookkeeper}. A reporting analyst, at ${analystRate}, covers ${PRACTICES.billing.analyst}, booked only when you ask for it.`
/** The analyst's work as an option, in one sentence. */
export const analystOption = `Reporting-analyst work (${PRACTICES.billing.analyst}) is optional, at ${analystRate}.`

// Tax returns (LaunchPad): who prepares them and who signs them as paid preparer (the taxpayer's written consent that
// IRC section 7216 requires is PRACTICES.taxReturns.consent, and a CPA firm's safeguards PRACTICES.cpa).
export const returnSigning = `${PRACTICES.taxReturns.preparer} under the review of ${PRACTICES.taxReturns.signer}, who signs each one as its paid preparer; an officer or partner of your company signs it for the company. ${PRACTICES.taxReturns.clientCpa}`

// Security: the baseline worded once. ISO 27001 is "aligned", never "certified" or "conformant".
export const isoAligned = `${SECURITY.standard}-aligned`
/** How data is encrypted, as a clause. */
export const encryption = `${SECURITY.encryption} encryption at rest and TLS in transit`
/** The one encryption sentence, reused word for word. */
export const encryptionSentence = `Client files and data are protected by ${encryption}.`
/**
 * The rest of the baseline, as a clause: "strict two-factor authentication, daily backups and ISO 27001-aligned
 * procedures".
 */
export const securityControls = `${SECURITY.twoFactor}, ${SECURITY.backups} backups and ${isoAligned} procedures`

/** Client-facing staff's hours within the US business day, as a phrase. */
export const usOverlap = `${range(CLAIMS.usHoursPerDay)} hours a day`
export const inHouseSaving = range(CLAIMS.inHouseSavingPercent, '%')

// Review: who checks the work, in the order they do (practices.yml); the layers are counted from the list.
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
/** Each layer as a clause: "a senior accountant reviews the entries, …". */
export const reviewLayers = PRACTICES.review.layers.map((layer) => `${lowerFirst(layer.who)} ${layer.does}`)
/** The review in one sentence, wherever a page says who checks the work. */
export const reviewSentence = `Every report passes ${PRACTICES.review.layers.length} layers of review before it reaches you: ${reviewLayers.slice(0, -1).join(', ')}, and ${reviewLayers.at(-1)}.`

/** The software we name (practices.yml, tools), as a list of alternatives. */
export const ledgerTools = orList(PRACTICES.tools.ledgers)
export const payrollTools = orList(PRACTICES.tools.payroll)

// Savings link to where /pricing works them out: a percentage of saving stands only as a link to the in-house
// comparison (/pricing#compare), and "no setup fee" to the billing table (/pricing#billing).
/** The specification's saving against in-house staff, linked to the sum: "[40–60% less than an in-house hire](…)". */
export const inHouseSavingClaim = `[${inHouseSaving} less than an in-house hire](${pricingAt('compare')})`
/** The specification's saving for CPA firms, linked to the sum: "[up to 60%](…)". */
export const cpaSavingClaim = `[up to ${CLAIMS.cpaSavingPercent}%](${pricingAt('compare')})`
/** The setup terms in a clause, as every page states them: free in the trial, billed as pod hours after it. */
export const noSetupFee = `${billingLink('No setup fee')}: your trial covers onboarding; setup past it is billed`

/** `[words](/security#practice)`: the words given, or the practice's short form, linked to its whole statement. */
export const practiceLink = (name: PracticeName, words?: string) =>
  linkPractice(name, words ?? (PRACTICES[name] as { short?: string }).short ?? name)

export { billingLink, safeguardLink } from './fact-links'
