// Phrases derived from the constants that the copy of several pages and their FAQs share, spelled once.
import { AGEING, CATCH_UP_WEEKS, CLAIMS, PRICE, range, usd } from './constants'

export const bookkeeperRate = `${usd(PRICE.bookkeeperHourly)}/hour`
export const analystRate = `${usd(PRICE.analystHourly)}/hour`
export const catchUpTurnaround = `${range(CATCH_UP_WEEKS)} weeks`
export const receivableAging = `${AGEING.receivables.join('/')} days`
export const usOverlap = `${range(CLAIMS.usHoursPerDay)} hours a day`
export const inHouseSaving = range(CLAIMS.inHouseSavingPercent, '%')
