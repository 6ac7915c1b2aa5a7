// Phrases the copy of several pages and their FAQs share, each worded once from the constants: the prices, the terms,
// the hours, the LaunchPad offer and the catch-up timing. A page writes its own sentences around them. The phrases
// built from the owner's facts (what each rate covers, the safeguards, the security baseline, the review) are in
// fact-phrases.ts.
import { AGING, CATCH_UP_WEEKS, HOURS, LAUNCHPAD, PRICE, range, usd } from './constants'

/** Capitalizes the first letter, for a phrase that starts a sentence, a title or a list item. */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

// Price: a bookkeeper is $15/hour and a reporting analyst $25/hour; only AR/AP and catch-up work "start at" $15/hour.
export const bookkeeperRate = `${usd(PRICE.bookkeeperHourly)}/hour`
export const analystRate = `${usd(PRICE.analystHourly)}/hour`
/** The price band of a pricing block: the bookkeeper rate, split into figure and unit. */
export const bookkeeperPrice = { price: usd(PRICE.bookkeeperHourly), unit: '/hour' } as const
/** A reporting analyst's rate, split into figure and unit. */
export const analystPrice = { price: usd(PRICE.analystHourly), unit: '/hour' } as const
/** What the work that is not billed costs, as a price. */
export const noCharge = usd(0)
/** The two published rates in one clause. */
export const publishedRates = `a bookkeeper is ${bookkeeperRate} and a reporting analyst ${analystRate}`
/** What comes on top of the hours: nothing. */
export const noExtraCharges = 'no setup fee and no hidden charges'
export const arApStartingRate = `AR/AP work starts at ${bookkeeperRate}`
export const catchUpStartingRate = `Catch-up work starts at ${bookkeeperRate}`
export const arApCatchUpStartingRate = `AR/AP and catch-up services start at ${bookkeeperRate}`

/** Payroll is bookkeeper work: the price of a payroll run, as a clause. */
export const payrollRate = `payroll runs and payroll tax returns are bookkeeper hours, at ${bookkeeperRate}`

// Terms: "pay-as-you-go" and "no long contracts". No notice period or minimum exists, so none is mentioned.
export const payAsYouGo = 'pay-as-you-go'
export const noLongContracts = 'no long contracts'
/** The terms in one clause: "pay-as-you-go pricing with no long contracts". */
export const terms = `${payAsYouGo} pricing with ${noLongContracts}`

// Typical monthly hours: of every monthly service together (the launch check holds the estimator to them).
/** What the typical hours cover: the monthly services (tests/unit/registry.test.ts checks it names each). */
export const typicalWork = 'bookkeeping, payroll and AR/AP'
/** How far the service scales: "from 40 to 160+ hours a month". */
export const scaleRange = `from ${HOURS.scale[0]} to ${HOURS.scale[1]}+ hours a month`
export const generalHours = `${range(HOURS.bookkeeping)} hours a month`

// LaunchPad: first-year founders only, at the published rates; its value is what it sets up and includes, not a
// discount (none is claimed).
/** The offer in one sentence. */
export const launchpadOffer = `LaunchPad is for ${LAUNCHPAD.audience}: up to ${LAUNCHPAD.maxHoursPerMonth} hours a month for ${LAUNCHPAD.months} full months, with ${LAUNCHPAD.slots}.`

// Catch-up work: the specification's turnaround, and the backlog it holds for.
export const catchUpTurnaround = `${range(CATCH_UP_WEEKS)} weeks`
/** "typically 2–4 weeks for books up to a year behind". */
export const catchUpTypical = `typically ${catchUpTurnaround} for books up to a year behind`
/** The timing in one sentence, hedged where the work varies. */
export const catchUpTiming = `Books up to a year behind typically take ${catchUpTurnaround}; a longer backlog is timed once we have seen your records.`

export const receivableAging = `${AGING.receivables.join('/')} days`

// Lists of names, and the short forms of two safeguards for the pages that mention them in passing.
/** "A, B or C": a list of alternatives in a sentence (the practices' tool lists read this way everywhere). */
export const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
/** Payroll taxes in a clause, where a card or list names the work and its page states `PRACTICES.payrollTaxes`. */
export const employerResponsibility = 'as the employer, you stay responsible for your payroll taxes'
/**
 * The conditions of white-label work for a CPA firm, in short: its supervision and the client notice (PRACTICES.cpa).
 */
export const cpaWhiteLabelTerms = 'under the firm’s supervision and disclosed to its clients (AICPA ET 1.150.040)'
