// Phrases the copy of several pages and their FAQs share, each worded once: the prices and what each rate covers, the
// terms, the LaunchPad offer, the safeguards of regulated work, the security baseline and the catch-up timing. A page
// writes its own sentences around them; the facts themselves are worded here and nowhere else.
import { AGING, CATCH_UP_WEEKS, HOURS, LAUNCHPAD, PRICE, range, usd } from './constants'
import { CLAIMS, SECURITY } from './claims'
import { PRACTICES } from './practices'

/** Capitalizes the first letter, for a phrase that starts a sentence, a title or a list item. */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

// Price: a bookkeeper is $15/hour and a reporting analyst $25/hour; only AR/AP and catch-up work "start at" $15/hour.
export const bookkeeperRate = `${usd(PRICE.bookkeeperHourly)}/hour`
export const analystRate = `${usd(PRICE.analystHourly)}/hour`
/** The price band of a pricing block: the bookkeeper rate, split into figure and unit. */
export const bookkeeperPrice = { price: usd(PRICE.bookkeeperHourly), unit: '/hour' } as const
/** The two published rates in one clause. */
export const publishedRates = `a bookkeeper is ${bookkeeperRate} and a reporting analyst ${analystRate}`
/** What comes on top of the hours: nothing. */
export const noExtraCharges = 'no setup fees and no hidden charges'
export const arApStartingRate = `AR/AP work starts at ${bookkeeperRate}`
export const catchUpStartingRate = `Catch-up work starts at ${bookkeeperRate}`
export const arApCatchUpStartingRate = `AR/AP and catch-up services start at ${bookkeeperRate}`

// What each rate covers (DECISIONS, "Settled wording"): the books and everything that comes straight from them are
// bookkeeper hours, payroll included; reporting beyond the monthly statements is analyst work, and optional.
/** The work billed at the bookkeeper rate (AR/AP and catch-up work start at it: arApCatchUpStartingRate). */
export const bookkeeperWork = PRACTICES.billing.bookkeeper
/** The work billed at the analyst rate, booked only when a client wants it. */
export const analystWork = PRACTICES.billing.analyst
/** What each rate buys, in two sentences: wherever someone asks what they pay for. */
export const rateScope = `A bookkeeper, at ${bookkeeperRate}, covers ${bookkeeperWork}. A reporting analyst, at ${analystRate}, covers ${analystWork}, booked only when you ask for it.`
/** Payroll is bookkeeper work: the price of a payroll run, as a clause. */
export const payrollRate = `payroll runs and filings are bookkeeper hours, at ${bookkeeperRate}`
/** The analyst's work as an option, in one sentence. */
export const analystOption = `Reporting-analyst work (${analystWork}) is optional, at ${analystRate}.`

// Terms: "pay-as-you-go" and "no long contracts". No notice period or minimum exists, so none is mentioned.
export const payAsYouGo = 'pay-as-you-go'
export const noLongContracts = 'no long contracts'
/** The terms in one clause: "pay-as-you-go pricing with no long contracts". */
export const terms = `${payAsYouGo} pricing with ${noLongContracts}`

// Typical monthly hours.
export const generalHours = `${range(HOURS.bookkeeping)} hours a month`
/** The stone trades share one clause while their ranges agree. */
const stoneHours =
  range(HOURS.distributors) === range(HOURS.fabricators)
    ? `${range(HOURS.distributors)} for stone distributors and fabricators`
    : `${range(HOURS.distributors)} for stone distributors and ${range(HOURS.fabricators)} for stone fabricators`
/** "80-100 hours a month for architects and designers and 100-120 for stone distributors and fabricators". */
export const tradeHours = `${range(HOURS.architects)} hours a month for architects and designers and ${stoneHours}`
/** LaunchPad's monthly cap and how it is billed, in one sentence (no typical volume of a young company is claimed). */
export const launchpadHours = `LaunchPad covers up to ${LAUNCHPAD.maxHoursPerMonth} hours a month, and you are billed only for the hours used.`

// LaunchPad: first-year founders only, at the published rates; its value is what it sets up and includes, not a
// discount (none is claimed).
/** The offer in one sentence. */
export const launchpadOffer = `LaunchPad is for ${LAUNCHPAD.audience}: up to ${LAUNCHPAD.maxHoursPerMonth} hours a month for ${LAUNCHPAD.months} full months, with limited slots.`
/**
 * What LaunchPad does for a first-year company and what it costs, as sales copy (the pricing blocks' intro): who
 * signs the returns and the experts' credential come from the practices, so the offer carries its safeguards.
 */
export const launchpadValue = `In your first year, one pod sets up your books, payroll, AR/AP, bank and card accounts and cap table, and builds your KPI dashboard. It prepares your income tax returns for ${PRACTICES.taxReturns.signer} to review and sign, unless your own CPA prepares them, and brings in a US-based finance expert, ${PRACTICES.experts.text}, when a tax question needs one. You pay the published hourly rates for the hours your pod works: a bookkeeper is ${bookkeeperRate}, and the reporting analyst who builds your dashboard ${analystRate}.`

// Tax returns (LaunchPad): who prepares them and who signs them as paid preparer, and the taxpayer's written consent
// that IRC section 7216 requires before return information goes to staff outside the US.
export const returnSigning = `${PRACTICES.taxReturns.preparer} under the review of ${PRACTICES.taxReturns.signer}, who signs each one as its paid preparer; you sign it as the taxpayer. ${PRACTICES.taxReturns.clientCpa}`
export const returnConsent = PRACTICES.taxReturns.consent

// CPA firms: white-label work under the firm's engagement and supervision, with the taxpayer consent IRC section 7216
// requires before tax-return information is disclosed to a preparer outside the US, and the client notice the AICPA
// Code of Professional Conduct expects before confidential client information goes to an outside service provider.
export const { supervision: cpaSupervision, taxpayerConsent: cpaTaxpayerConsent, clientDisclosure: cpaClientDisclosure } =
  PRACTICES.cpa

// Security: the baseline worded once. ISO 27001 is "aligned", never "certified" or "conformant".
export const isoAligned = `${SECURITY.standard}-aligned`
/** How data is encrypted, as a clause. */
export const encryption = `${SECURITY.encryption} encryption at rest and TLS in transit`
/** The one encryption sentence, reused word for word. */
export const encryptionSentence = `Client files and data are protected by ${encryption}.`
/** The rest of the baseline, as a clause: "strict two-factor authentication, daily backups and ISO 27001-aligned procedures". */
export const securityControls = `${SECURITY.twoFactor}, ${SECURITY.backups} backups and ${isoAligned} procedures`

// Catch-up work: the specification's turnaround, and the backlog it holds for.
export const catchUpTurnaround = `${range(CATCH_UP_WEEKS)} weeks`
/** "typically 2-4 weeks for books up to a year behind". */
export const catchUpTypical = `typically ${catchUpTurnaround} for books up to a year behind`
/** The timing in one sentence, hedged where the work varies. */
export const catchUpTiming = `Books up to a year behind typically take ${catchUpTurnaround}; a longer backlog is timed once we have seen your records.`

export const receivableAging = `${AGING.receivables.join('/')} days`
export const usOverlap = `${range(CLAIMS.usHoursPerDay)} hours a day`
export const inHouseSaving = range(CLAIMS.inHouseSavingPercent, '%')

// Review: who checks the work, in the order they do (practices.ts); the layers are counted from the list.
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
/** Each layer as a clause: "a senior accountant reviews the entries, …". */
export const reviewLayers = PRACTICES.review.layers.map((layer) => `${lowerFirst(layer.who)} ${layer.does}`)
/** The review in one sentence, wherever a page says who checks the work. */
export const reviewSentence = `Every report passes ${PRACTICES.review.layers.length} layers of review before it reaches you: ${reviewLayers.slice(0, -1).join(', ')}, and ${reviewLayers.at(-1)}.`

// The tools we name and the short forms of two safeguards, for the pages that mention them in passing.
/** "A, B or C": a list of alternatives in a sentence (the practices' tool lists read this way everywhere). */
export const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
/** The ledgers we work in: "QuickBooks Online, Xero, Zoho Books or Sage". */
export const ledgerTools = orList(PRACTICES.tools.ledgers)
/** The payroll platforms we run payroll in. */
export const payrollTools = orList(PRACTICES.tools.payroll)
/** Payroll taxes in a clause, where a card or list names the work and its page states `PRACTICES.payrollTaxes`. */
export const employerResponsibility = 'as the employer, you stay responsible for your payroll taxes'
/** The conditions of white-label work for a CPA firm, in short: its supervision and the client notice (PRACTICES.cpa). */
export const cpaWhiteLabelTerms = "under the firm's supervision and disclosed to its clients (AICPA ET 1.150.040)"
