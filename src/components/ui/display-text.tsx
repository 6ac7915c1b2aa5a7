/**
 * A display heading's words, with each comma drawn closer to the word before it: at heading sizes the heading face's
 * comma stands apart from a word ("Books ,").
 */
export function DisplayText({ text }: { text: string }) {
  const parts = text.split(',')
  if (parts.length === 1) return text
  return parts.map((part, i) => (
    <span key={i}>
      {part}
      {i < parts.length - 1 && <span className="-ml-[0.1em]">,</span>}
    </span>
  ))
}
