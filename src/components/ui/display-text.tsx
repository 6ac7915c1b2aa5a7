import type { ReactNode } from 'react'

/**
 * A display heading's words, with each comma drawn closer to the word before it (at heading sizes the heading face's
 * comma stands apart from a word: "Books ,") and a spaced hyphen kept with the word after it, so a line never ends on
 * a bare "-" that reads as a word broken in two ("Let’s Talk Finance - Without the Jargon").
 */
export function DisplayText({ text }: { text: string }) {
  const parts = text.split(',')
  if (parts.length === 1) return withDash(text)
  return parts.map((part, i) => (
    <span key={i}>
      {withDash(part)}
      {i < parts.length - 1 && <span className="-ml-[0.1em]">,</span>}
    </span>
  ))
}

function withDash(text: string): ReactNode {
  const at = text.indexOf(' - ')
  if (at < 0) return text
  const [word, ...rest] = text.slice(at + 3).split(' ')
  return (
    <>
      {text.slice(0, at)} <span className="whitespace-nowrap">- {word}</span>
      {rest.length > 0 && ` ${rest.join(' ')}`}
    </>
  )
}
