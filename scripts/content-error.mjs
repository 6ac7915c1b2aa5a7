// @ts-check
// A mistake in a file editors change (a FAQ, a settings file, an article), said in one line an editor can act on:
// `file:line:column field: what was expected`. The build prints each once, without a stack trace, and exits 1
// (scripts/check-content.mjs); inside Vite (dev, tests) it is thrown with the same message.
import { LineCounter, parseDocument } from 'yaml'

/** Where a mistake is and what was expected. */
export class ContentError extends Error {
  /** @param {{ file: string, line?: number, column?: number, field?: string, message: string }} where */
  constructor({ file, line = 1, column = 1, field, message }) {
    super(`${file}:${line}:${column}${field ? ` ${field}` : ''}: ${message}`)
    this.name = 'ContentError'
    Object.assign(this, { file, line, column, field })
  }
}

/**
 * The line and column of a field of a YAML text, by its path (`['items', 3, 'answer', 0]`): the value's own position,
 * or the nearest enclosing one that exists (a missing field is reported where its object starts).
 * @param {string} text @param {(string | number)[]} path
 */
export function positionOf(text, path) {
  const lineCounter = new LineCounter()
  const document = parseDocument(text, { lineCounter })
  for (let length = path.length; length >= 0; length--) {
    const node = /** @type {{ range?: [number, number, number] } | undefined} */ (
      document.getIn(path.slice(0, length), true)
    )
    if (node?.range) {
      const { line, col } = lineCounter.linePos(node.range[0])
      return { line, column: col }
    }
  }
  return { line: 1, column: 1 }
}

/** Edit distance between two names, to suggest the one an editor meant. @param {string} a @param {string} b */
function distance(a, b) {
  /** @type {number[]} */
  let row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    /** @type {number[]} */
    const next = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + cost)
    }
    row = next
  }
  return row[b.length] ?? 0
}

/**
 * The known names (at most three) close enough to `name` to be the one an editor meant, closest first.
 * @param {string} name @param {string[]} known
 */
export const closest = (name, known) =>
  known
    .map((candidate) => ({ candidate, d: distance(name, candidate) }))
    .filter(({ d }) => d <= Math.max(2, Math.floor(name.length / 3)))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map(({ candidate }) => candidate)

/**
 * What to say of an unknown `{{name}}`: the closest known names, and where the list is.
 * @param {string} name @param {string[]} known
 */
export function unknownVariable(name, known) {
  const near = closest(name, known).map((candidate) => `{{${candidate}}}`)
  return `unknown variable {{${name}}}${near.length ? `: did you mean ${near.join(' or ')}?` : ''} (the variables are listed in src/content/variables.ts)`
}
