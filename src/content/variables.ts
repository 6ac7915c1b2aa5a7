// What `{{name}}` stands for in the files editors change (articles, FAQs and site settings): the site's facts and
// settled phrases, each stated once in the constants, claims or phrases, so a file never retypes a price, a claim or
// a safeguard. The build replaces each; an unknown name fails it with the file and the field.
import { BRAND } from './brand'
import { CLAIMS, FOUNDED_YEAR, SECURITY } from './claims'
import {
  CATCH_UP_WEEKS,
  CLOSE_DAY,
  HOURS,
  LAUNCHPAD,
  ONBOARDING,
  PRICE,
  TRIAL_DAYS,
  ordinal,
  range,
  usd,
} from './constants'
import * as fact from './fact-phrases'
import * as phrase from './phrases'
import { PRACTICES } from './practices'
import { PRACTICE_LABELS } from './settings-schema'

/** "A, B or C": a list of alternatives in a sentence. */
const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * Each practice's words as `{{practice.<name>}}` (its `text`) or `{{practice.<name>.<field>}}` (its other fields; a
 * list reads "A, B or C"): `{{practice.payroll-taxes}}`, `{{practice.tax-returns.signer}}`, `{{practice.tools.ledgers}}`.
 */
function practiceVariables() {
  return Object.fromEntries(
    (Object.keys(PRACTICE_LABELS) as (keyof typeof PRACTICE_LABELS)[]).flatMap((name) =>
      Object.entries(PRACTICES[name]).flatMap(([field, value]) => {
        const key = field === 'text' ? `practice.${kebab(name)}` : `practice.${kebab(name)}.${kebab(field)}`
        if (typeof value === 'string') return [[key, value]]
        if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return [[key, orList(value)]]
        return []
      }),
    ),
  )
}

const variables: Record<string, string> = {
  brand: BRAND.name,
  'founded-year': FOUNDED_YEAR,
  'trial-days': String(TRIAL_DAYS),
  // Prices: the figures alone, and the settled phrases around them (phrases.ts).
  'rate.bookkeeper': usd(PRICE.bookkeeperHourly),
  'rate.analyst': usd(PRICE.analystHourly),
  'bookkeeper-rate': phrase.bookkeeperRate,
  'analyst-rate': phrase.analystRate,
  'rate-scope': fact.rateScope,
  'payroll-rate': phrase.payrollRate,
  'payroll-rate.capitalized': phrase.upperFirst(phrase.payrollRate),
  'ar-ap-starting-rate': phrase.arApStartingRate,
  'catch-up-starting-rate': phrase.catchUpStartingRate,
  'terms.no-extra-charges': phrase.noExtraCharges,
  'terms.no-long-contracts': phrase.noLongContracts,
  'terms.pay-as-you-go': phrase.payAsYouGo,
  // Hours, turnaround and onboarding.
  'general-hours': phrase.generalHours,
  'hours.distributors': range(HOURS.distributors),
  'hours.fabricators': range(HOURS.fabricators),
  'hours.architects': range(HOURS.architects),
  'hours.scale-low': String(HOURS.scale[0]),
  'hours.scale-high': String(HOURS.scale[1]),
  'onboarding.bookkeeping': ONBOARDING.bookkeeping,
  'onboarding.payroll': ONBOARDING.payroll,
  'onboarding.cpa': ONBOARDING.cpa,
  'onboarding.ar-ap': ONBOARDING.arAp,
  'onboarding.industry': ONBOARDING.industry,
  'close-day.stone': ordinal(CLOSE_DAY.stone),
  'close-day.architects': ordinal(CLOSE_DAY.architects),
  'close-day.launchpad': ordinal(CLOSE_DAY.launchpad),
  'catch-up-weeks': range(CATCH_UP_WEEKS),
  /** The catch-up timing in one sentence, hedged for longer backlogs. */
  'catch-up-timing': phrase.catchUpTiming,
  'receivable-aging': phrase.receivableAging,
  'us-overlap': fact.usOverlap,
  // LaunchPad, and the safeguards of the tax returns it prepares.
  'launchpad.audience': LAUNCHPAD.audience,
  'launchpad.months': String(LAUNCHPAD.months),
  'launchpad-offer': phrase.launchpadOffer,
  'launchpad-hours': phrase.launchpadHours,
  'return-signing': fact.returnSigning,
  // Claims (owner facts).
  'cpa-saving-percent': String(CLAIMS.cpaSavingPercent),
  'in-house-saving': fact.inHouseSaving,
  'vetting-steps': String(CLAIMS.vettingSteps),
  'review-layers': String(CLAIMS.reviewLayers),
  'skill-levels': String(CLAIMS.skillLevels),
  'top-talent-percent': String(CLAIMS.topTalentPercent),
  // Security, worded once.
  'security.encryption': SECURITY.encryption,
  /** The site's one encryption sentence. */
  'security.encryption-sentence': fact.encryptionSentence,
  'security.iso-aligned': fact.isoAligned,
  'security.two-factor': SECURITY.twoFactor,
  'security.standard': SECURITY.standard,
  'security.backups': SECURITY.backups,
  // How the company works: every practice of practices.yml (practiceVariables below).
  ...practiceVariables(),
  'practice.review': fact.reviewSentence,
}

/** A `{{name}}` in a text. */
const VARIABLE = /\{\{\s*([\w.-]+)\s*\}\}/g

/**
 * A text with each `{{name}}` replaced by its variable; `unknown` is called with each name that has none (the caller
 * fails the build, naming the file and field) and the name is left as it is.
 */
export function fillVariables(text: string, variables: Record<string, string>, unknown: (name: string) => void) {
  return text.replace(VARIABLE, (whole, name: string) => {
    if (Object.hasOwn(variables, name)) return variables[name]!
    unknown(name)
    return whole
  })
}

/**
 * The variables with their own `{{names}}` filled in: a script reads the owner's facts as their files hold them
 * (scripts/source-module.mjs), so a practice may still say `{{security.backups}}`. A name that is unknown, or that
 * comes back to itself, throws.
 */
function resolved(values: Record<string, string>) {
  const fill = (name: string, path: readonly string[]): string =>
    values[name]!.replace(VARIABLE, (_, inner: string) => {
      if (!Object.hasOwn(values, inner)) throw new Error(`variable {{${name}}}: unknown variable {{${inner}}}`)
      if (path.includes(inner)) throw new Error(`variable {{${path[0]}}}: {{${inner}}} refers back to itself`)
      return fill(inner, [...path, inner])
    })
  return Object.fromEntries(Object.keys(values).map((name) => [name, fill(name, [name])]))
}

export const VARIABLES: Record<string, string> = resolved(variables)
