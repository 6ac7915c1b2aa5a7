import { Fragment } from 'react'

/** A comma, or a word with a hyphen in it ("Catch-Up", "7-Step"): the two glyphs the heading face draws too wide. */
const WIDE = /(,|[^\s,-]+(?:-[^\s,-]+)+)/

/**
 * A display heading's words, with two of the heading face's glyphs fitted to display sizes: each comma drawn closer to
 * the word before it (the face's comma stands apart: "Books ,"), and, from `sm`, each hyphen drawn smaller and raised
 * to the letters' middle (the face's is 0.63 em at the headings' weight, an en dash's width: "Catch–Up"). Not on
 * phones: there a heading breaks its lines where the metric-matched fallback does only with the face's own hyphen
 * ("Catch-Up Bookkeeping" took another line as the face came: layout-shift.spec). Inline spans only: screen readers
 * and search read the words as written (an inline block is read apart: "Catch - Up"), and a line may still break
 * after a hyphen, as a long compound at 320 px or 200 % text needs.
 */
export function DisplayText({ text }: { text: string }) {
  const parts = text.split(WIDE)
  if (parts.length === 1) return text
  return parts.map((part, i) => {
    if (i % 2 === 0) return part
    if (part === ',')
      return (
        <span key={i} className="-ml-[0.1em]">
          ,
        </span>
      )
    const [first, ...rest] = part.split('-')
    return (
      <Fragment key={i}>
        {first}
        {rest.map((word, j) => (
          <Fragment key={j}>
            <span className="sm:relative sm:-top-[0.14em] sm:text-[0.7em]">-</span>
            {word}
          </Fragment>
        ))}
      </Fragment>
    )
  })
}
