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

  it('draws each hyphen of a compound as a mark of its own, the words around it as they are', () => {
    const h2 = heading('Catch-Up Bookkeeping and Month-End Close')
    expect([...h2.querySelectorAll('span')].map((mark) => mark.textContent)).toEqual(['-', '-'])
    expect(h2).toHaveTextContent('Catch-Up Bookkeeping and Month-End Close')
  })
})
