// The heroes' rating line (components/ui/rating.tsx): stars as a rating a screen reader hears in one phrase, the
// caption linking to where the reviews are, and the site's "Sample" mark while the owner has not confirmed them.
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Rating, starFills } from '../../src/components/ui/rating'

const line = { stars: 4.6, caption: 'From 120 reviews', href: 'https://reviews.test/us', source: 'reviews.test' }

describe('Rating', () => {
  it('fills each star to the tenth of the rating', () => {
    expect(starFills(4.6)).toEqual([10, 10, 10, 10, 6])
  })

  it('names the rating once and links the caption to its source', () => {
    render(<Rating {...line} />)
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /From 120 reviews on reviews\.test/ })).toHaveAttribute('href', line.href)
    expect(screen.queryByText('Sample')).not.toBeInTheDocument()
  })

  it('carries the Sample mark while the reviews are a sample, outside the link', () => {
    render(<Rating {...line} sample />)
    expect(screen.getByText('Sample')).toBeInTheDocument()
    expect(screen.getByRole('link').textContent).not.toMatch(/Sample/)
  })
})
