// Phrases derived from the constants that the copy of several pages and their FAQs share, spelled once. The price,
// the terms and the LaunchPad offer are stated here in their settled wording and nowhere else.
import { AGING, CATCH_UP_WEEKS, HOURS, LAUNCHPAD, PRICE, range, usd } from './constants'
import { CLAIMS } from './claims'

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
/** AR/AP and catch-up work start at the bookkeeper rate; reporting-analyst hours, if any, are billed at theirs. */
export const arApStartingRate = `AR/AP work starts at ${bookkeeperRate}`
export const catchUpStartingRate = `Catch-up work starts at ${bookkeeperRate}`
export const arApCatchUpStartingRate = `AR/AP and catch-up services start at ${bookkeeperRate}`
export const analystHoursNote = `Any reporting-analyst hours are billed at ${analystRate}.`

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
/** LaunchPad's monthly cap next to the typical volume of a young company (general bookkeeping), in one sentence. */
export const launchpadHours = `LaunchPad covers up to ${LAUNCHPAD.maxHoursPerMonth} hours a month; most young companies need ${generalHours}, and you are billed only for the hours used.`

// LaunchPad: first-year founders only, at the published rates; its value is what it sets up and includes.
/** What LaunchPad sets up and includes. */
export const launchpadIncludes =
  'books, payroll, AP/AR, banking, credit card and cap table setup; tax preparation and filing; a KPI dashboard; and access to US-based finance experts'
/** The offer in one sentence. */
export const launchpadOffer = `LaunchPad is for ${LAUNCHPAD.audience}: up to ${LAUNCHPAD.maxHoursPerMonth} hours a month for ${LAUNCHPAD.months} full months, with limited slots.`
/** What LaunchPad is worth: the published rates, and what it sets up and includes. No discount is claimed. */
export const launchpadValue = `LaunchPad is billed at the same published hourly rates as every plan: ${publishedRates}. Its value is what it sets up and includes: ${launchpadIncludes}.`

// CPA firms: white-label work under the firm's engagement and supervision, with the taxpayer consent IRC section 7216
// requires before tax-return information is disclosed to a preparer outside the US.
export const cpaSupervision =
  'Your firm keeps the client relationship and responsibility for the work. Our staff work under your engagement, review and supervision, in your own systems.'
export const cpaTaxpayerConsent =
  "Where your work involves tax-return information, your firm obtains the taxpayer's written consent before that information is disclosed to a preparer outside the US, as IRC section 7216 requires."

export const catchUpTurnaround = `${range(CATCH_UP_WEEKS)} weeks`
export const receivableAging = `${AGING.receivables.join('/')} days`
export const usOverlap = `${range(CLAIMS.usHoursPerDay)} hours a day`
export const inHouseSaving = range(CLAIMS.inHouseSavingPercent, '%')
