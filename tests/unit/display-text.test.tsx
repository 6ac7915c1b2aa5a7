// A display heading's words (components/ui/display-text.tsx): the heading face's comma drawn close to its word, the
// words themselves as written.
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
  it('leaves a heading without a comma as plain text, hyphens included', () => {
    expect(heading('Catch-Up Bookkeeping').innerHTML).toBe('Catch-Up Bookkeeping')
  })

  it('reads as written, every comma in place, each drawn as a mark of its own', () => {
    const text = 'Your Books, Closed: a Review, Monthly'
    const h2 = heading(text)
    expect(h2).toHaveTextContent(text, { normalizeWhitespace: false })
    expect([...h2.querySelectorAll('span > span')].map((mark) => mark.textContent)).toEqual([',', ','])
  })

  it('binds a spaced hyphen to the word before it, so no line ends or starts on it alone, the words otherwise as written', () => {
    const text = 'Let’s Talk Finance - Without the Jargon'
    expect(heading(text).textContent).toBe(text.replace(' - ', '\u00a0- '))
  })
})
