// A figure a visitor types into /pricing's controls or hand-edits in an address (the estimator's hours, the in-house
// comparison's salary, benefits, hours and costs), read against its rule: within its range, with no more decimals
// than the rule allows. Anything else reads as no figure, so the caller falls back to what it had.

/** A figure's range, its decimals (whole by default) and what an emptied control means. */
export type FigureRule = { min: number; max: number; decimals?: number; empty?: number }

export const rounded = (n: number, decimals = 0) => Number(n.toFixed(decimals))

/** A figure within its rule from a control's text or an address's value, or null. */
export function figureOf(text: unknown, { min, max, decimals }: FigureRule) {
  if ((typeof text !== 'string' && typeof text !== 'number') || String(text).trim() === '') return null
  const n = Number(text)
  return n >= min && n <= max && rounded(n, decimals) === n ? n : null
}
