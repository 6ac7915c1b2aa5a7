import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { textParts } from '@/lib/inline-links'
import type { RoutePath } from '@/names'

/** A text of copy with its `[words](/path#anchor)` links drawn as links; a text without one is the text itself. */
export function LinkedText({ text }: { text: string }) {
  const parts = textParts(text)
  if (parts.length === 1 && typeof parts[0] === 'string') return text
  return parts.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Link
        key={i}
        // The content tests check that every link in copy is a page of the site (tests/unit/content-contracts.test.ts).
        to={part.to as RoutePath}
        hash={part.hash}
        // In the text’s own color, with a light underline: a page with many sources reads as text, each link still a link.
        className="font-medium underline decoration-ink-300 underline-offset-2 hover:decoration-current"
      >
        {part.text}
      </Link>
    ),
  )
}

/**
 * Paragraphs of copy, each with its links drawn, in one block whose `className` sets their spacing and type. `after`:
 * what follows the last paragraph's words (a "Sample" mark on the figures the text states).
 */
export function LinkedParagraphs({
  texts,
  className,
  after,
}: {
  texts: readonly string[]
  className: string
  after?: ReactNode
}) {
  return (
    <div className={className}>
      {texts.map((text, i) => (
        <p key={text}>
          <LinkedText text={text} />
          {i === texts.length - 1 && after}
        </p>
      ))}
    </div>
  )
}
