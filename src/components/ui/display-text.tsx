/**
 * A display heading's words, with each comma drawn closer to the word before it (at heading sizes the heading face's
 * comma stands apart from a word: "Books ,") and a spaced hyphen bound to the word before it by a no-break space, so
 * no line starts with it or has it alone ("Let’s Talk Finance - Without the Jargon"). Bound to the word after it, the
 * line still broke after it (a hyphen lets a line break after it, before a no-break space too) and the next began with
 * a space: visual review 77.
 */
export function DisplayText({ text }: { text: string }) {
  const parts = text.replace(' - ', '\u00a0- ').split(',')
  if (parts.length === 1) return parts[0]
  return parts.map((part, i) => (
    <span key={i}>
      {part}
      {i < parts.length - 1 && <span className="-ml-[0.1em]">,</span>}
    </span>
  ))
}
