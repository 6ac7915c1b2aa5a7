// Dates and dollar amounts written by hand rather than with Intl: the first Intl formatter a page creates loads the
// locale data, about 35 ms of main-thread work on a phone, and these two formats need none of it. Fixed to en-US and
// UTC, so the prerender and the browser agree. tests/unit/format.test.ts holds both to Intl's output.

/** The months' names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "2025-03-02" → "March 2, 2025", the way the spec writes dates. */
export function formatDate(iso: string) {
  const date = new Date(`${iso}T00:00:00Z`)
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

/** A whole number with thousands separators ("2,080"). */
export const grouped = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',')

/** Whole US dollars with thousands separators ("$1,500"). */
export const dollars = (n: number) => `${n < 0 ? '-' : ''}$${grouped(Math.abs(n))}`

/** A content string with its `{name}` places filled: "{count} of {total} terms" with `{ count: 3, total: 73 }`. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
