/**
 * A display heading's words, with each comma drawn closer to the word before it (at heading sizes the heading face's
 * comma stands apart from a word: "Books ,") and a spaced hyphen bound to the word after it by a no-break space, so a
 * line never ends on a bare "-" that reads as a word broken in two ("Let’s Talk Finance - Without the Jargon").
 */
export function DisplayText({ text }: { text: string }) {
  const parts = text.replace(' - ', ' -\u00a0').split(',')
  if (parts.length === 1) return parts[0]
  return parts.map((part, i) => (
    <span key={i}>
      {part}
      {i < parts.length - 1 && <span className="-ml-[0.1em]">,</span>}
    </span>
  ))
}
