// A display heading's words (components/ui/display-text.tsx): the heading face's comma and hyphen fitted to display
// sizes, the words themselves as written.
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DisplayText } from '../../src/components/ui/display-text'

const heading = (text: string) => {
  render(
    <h2>
      <DisplayText text={text} />
    </h2>,
  )
  return screen.getByRole('heading')
}

describe('DisplayText', () => {
  it('leaves a heading without a comma or hyphen as plain text', () => {
    expect(heading('Our Company').innerHTML).toBe('Our Company')
  })

  it('reads as written, every comma and hyphen in place', () => {
    const text = 'Your Books, Closed: a 7-Step, Catch-Up-Ready Review'
    expect(heading(text)).toHaveTextContent(text, { normalizeWhitespace: false })
  })

  it('keeps each hyphenated word on one line, each hyphen a mark of its own', () => {
    const h2 = heading('Catch-Up Bookkeeping and Month-End Close')
    const words = [...h2.querySelectorAll('.whitespace-nowrap')].map((word) => word.textContent)
    expect(words).toEqual(['Catch-Up', 'Month-End'])
    expect([...h2.querySelectorAll('.whitespace-nowrap > span')].map((mark) => mark.textContent)).toEqual(['-', '-'])
  })
})
