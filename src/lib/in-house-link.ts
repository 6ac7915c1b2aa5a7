// /book's reading of the comparison the /pricing comparison's booking button carries (lib/in-house.ts comparisonParam
// writes it): `compare=<role>_<salary>_<benefits>_<hours>_<recruiting>_<software>_<in-house>_<ours>`, the last two in
// dollars a month, such as `bookkeeper_47440_29.8_100_0_0_3249_1500`. /book works the sum out again from the inputs
// and keeps it only if every part agrees, so a malformed or hand-edited value (an unknown role, a figure out of range,
// a total that does not add up) is dropped, never shown as entered. Only /book loads this module.
import type { ComparisonWords } from '@/content/types'
import { figureOf } from './figures'
import { dollars } from './format'
import { RULES, ROLES, compare, comparisonParam, type Comparison, type InHouseSearch, type Role } from './in-house'

export { comparisonParam } from './in-house'

/** The comparison a parameter carries, worked out again from its inputs; undefined unless it is exactly that. */
export function readComparison(value: unknown): Comparison | undefined {
  const [role, ...parts] = typeof value === 'string' ? value.split('_') : []
  if (parts.length !== 7 || !ROLES.includes(role as Role)) return undefined
  const search = { role } as InHouseSearch
  for (const [i, field] of (['salary', 'benefits', 'hours', 'recruiting', 'software'] as const).entries()) {
    const n = figureOf(parts[i], RULES[field])
    if (n === null) return undefined
    search[field] = n
  }
  // Written back, the parameter must be the same text: no other spelling of a figure, and totals that add up.
  const result = compare(search)
  return comparisonParam(result) === value ? result : undefined
}

/** The comparison in one line, as /book shows it after "You compared" and passes it on (the e-mail, the scheduler). */
export function comparisonLine(c: Comparison, words: ComparisonWords) {
  const values: Record<string, string> = {
    role: words.roles[c.role],
    salary: dollars(c.salary),
    benefits: String(c.benefits),
    hours: String(c.hours),
    recruiting: dollars(c.recruiting),
    software: dollars(c.software),
    inHouse: dollars(c.inHouse.month),
    ours: dollars(c.ours.month),
    difference: dollars(c.difference.month),
    percent: String(c.percent),
  }
  const template = words.line.replace('{extras}', c.recruiting + c.software > 0 ? words.extras : '')
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key)
}
