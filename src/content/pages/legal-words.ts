// Words the legal pages share: the offices as they word them (the owner's offices are site.ts's OFFICES). In pages/,
// so that only those two pages load it (vite.config.ts shares the top-level content modules with every page).
import { OFFICES } from '@/content/site'
import type { OfficeEntry } from '@/content/types'

/** "A", "A and B", "A, B and C". */
export const joinAnd = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '')

/** A country as a sentence names it. */
const countryName = (office: OfficeEntry) => (office.flag === 'US' ? 'the United States' : office.country)
/** The countries our teams work in, as a sentence lists them ("the United States and India"); those outside the US. */
export const OFFICE_COUNTRIES = joinAnd(OFFICES.map(countryName))
export const OFFSHORE_COUNTRIES = joinAnd(OFFICES.filter((office) => office.flag !== 'US').map(countryName))
/** Each office as a line: its country, then each branch as "city, state", by semicolons. */
export const OFFICE_LINES = OFFICES.map(
  (office) => `${office.country}: ${office.branches.map((branch) => `${branch.location}, ${branch.state}`).join('; ')}`,
)
