// What `{{name}}` stands for in the files editors change (articles, FAQs and site settings): the site's facts and
// settled phrases, each stated once in the constants, the owner's facts or the phrases, so a file never retypes a
// price, a claim or a safeguard. A variable's name is its TypeScript name in kebab case, so each fact has one name:
// `bookkeeperRate` (phrases.ts) is {{bookkeeper-rate}}, `HOURS.distributors` {{hours.distributors}},
// `CLAIMS.vettingSteps` {{claims.vetting-steps}}, `PRACTICES.taxReturns.signer` {{practice.tax-returns.signer}}. The
// build replaces each; an unknown name fails it with the file and the field.
import { BRAND } from './brand'
import { CLAIMS, FOUNDED_YEAR, SECURITY } from './claims'
import { CLOSE_DAY, HOURS, LAUNCHPAD, ONBOARDING, TRIAL_DAYS, ordinal, range } from './constants'
import * as fact from './fact-phrases'
import * as phrase from './phrases'
import { PRACTICES } from './practices'
import { PRACTICE_LABELS } from './settings-schema'

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** A value as copy states it: a [low, high] pair as "40–100", a list of names as "A, B or C". */
function worded(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (Array.isArray(value) && value.length === 2 && value.every((item) => typeof item === 'number')) {
    return range(value as [number, number])
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return phrase.orList(value)
  return undefined
}

/** Each field of an object of facts, `{{<prefix>.<field>}}`, worded; `format` words a field its own way. */
const fieldsOf = (prefix: string, facts: object, format: (value: never) => string | undefined = worded) =>
  Object.entries(facts).flatMap(([field, value]) => {
    const text = field === 'sample' ? undefined : format(value as never)
    return text === undefined ? [] : [[field === 'text' ? prefix : `${prefix}.${kebab(field)}`, text] as const]
  })

/** Each string a module of phrases exports, `{{<its name in kebab case>}}`. */
const phrasesOf = (module: object) =>
  Object.entries(module).flatMap(([name, value]) => (typeof value === 'string' ? [[kebab(name), value] as const] : []))

const variables: Record<string, string> = Object.fromEntries([
  ['brand', BRAND.name],
  ['founded-year', FOUNDED_YEAR],
  ['trial-days', String(TRIAL_DAYS)],
  ...phrasesOf(phrase),
  ...phrasesOf(fact),
  ...fieldsOf('hours', HOURS),
  ...fieldsOf('onboarding', ONBOARDING),
  ...fieldsOf('close-day', CLOSE_DAY, ordinal),
  ...fieldsOf('launchpad', LAUNCHPAD),
  ...fieldsOf('claims', CLAIMS),
  ...fieldsOf('security', SECURITY),
  ...(Object.keys(PRACTICE_LABELS) as (keyof typeof PRACTICE_LABELS)[]).flatMap((name) =>
    fieldsOf(`practice.${kebab(name)}`, PRACTICES[name]),
  ),
])

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
