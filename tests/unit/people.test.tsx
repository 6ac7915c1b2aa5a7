// The people of an article (routes/blog/-components/people.tsx): a person or a credential the owner has not confirmed
// carries the site's "Sample" mark wherever it shows, and structured data never names a sample credential.
import { render, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { AuthorCard } from '../../src/content/types'
import { person } from '../../src/lib/structured-data'
import { AuthorProfile, PersonSampleMark, ReviewLine } from '../../src/routes/blog/-components/people'

const CPA = { title: 'CPA', state: 'Florida' } as const
const laura: AuthorCard = {
  id: 'laura-bennett',
  name: 'Laura Bennett',
  role: 'Reviewing CPA',
  bio: 'Laura reviews our articles on tax and accounting before they are published.',
  credential: CPA,
}
const sample = { ...laura, sample: true, credential: { ...CPA, sample: true } } satisfies AuthorCard
const sampleCredential = { ...laura, credential: { ...CPA, sample: true } } satisfies AuthorCard
const samplePerson = { ...laura, sample: true } satisfies AuthorCard

/** Renders `ui` under a router that knows the author pages the components link to. */
async function renderWithRouter(ui: ReactNode) {
  const root = createRootRoute({ component: () => <main>{ui}</main> })
  const authors = createRoute({ getParentRoute: () => root, path: '/blog/authors/$' })
  const router = createRouter({
    routeTree: root.addChildren([authors]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router} />)
  return screen.findByRole('main')
}

/** The byline, the review line and the author's card, as an article shows them. */
const article = (author: AuthorCard) => (
  <>
    <p data-testid="byline">
      By {author.name}
      <PersonSampleMark author={author} />
    </p>
    <ReviewLine review={{ by: author, date: '2026-03-03' }} />
    <section aria-label="About the author">
      <AuthorProfile author={author} heading="About the author" />
    </section>
  </>
)

describe('the Sample mark on a person', () => {
  it('marks a sample person and their sample credential in the byline, the review line and the card', async () => {
    const main = await renderWithRouter(article(sample))
    expect(screen.getByTestId('byline')).toHaveTextContent(/^By Laura Bennett Sample$/)
    expect(within(main).getByText(/^Reviewed by/)).toHaveTextContent(
      /^Reviewed by Laura Bennett, CPA Sample, on March 3, 2026$/,
    )
    const card = within(main).getByRole('region', { name: 'About the author' })
    // The mark sits beside the heading, which keeps the name and credential alone.
    expect(within(card).getByRole('heading', { name: 'Laura Bennett, CPA' })).toBeVisible()
    expect(within(card).getByText('Sample', { exact: true })).toBeVisible()
    expect(within(main).getAllByText('Sample', { exact: true })).toHaveLength(3)
  })

  it('marks a confirmed person whose credential is a sample where the credential shows, not in the byline', async () => {
    const main = await renderWithRouter(article(sampleCredential))
    expect(screen.getByTestId('byline')).toHaveTextContent(/^By Laura Bennett$/)
    expect(within(main).getByText(/^Reviewed by/)).toHaveTextContent(/^Reviewed by Laura Bennett, CPA Sample, on/)
    const card = within(main).getByRole('region', { name: 'About the author' })
    expect(within(card).getByText('Sample', { exact: true })).toBeVisible()
  })

  it('marks a sample person everywhere, whatever their credential', async () => {
    const main = await renderWithRouter(article(samplePerson))
    expect(within(main).getAllByText('Sample', { exact: true })).toHaveLength(3)
  })

  it('shows no mark on a person and a credential the owner has confirmed', async () => {
    const main = await renderWithRouter(article(laura))
    expect(within(main).getByText(/^Reviewed by/)).toHaveTextContent(
      /^Reviewed by Laura Bennett, CPA, on March 3, 2026$/,
    )
    expect(within(main).queryByText('Sample', { exact: true })).toBeNull()
  })
})

describe('a person in structured data', () => {
  it('names a confirmed credential', () => {
    expect(person(laura)).toMatchObject({
      name: 'Laura Bennett',
      hasCredential: { name: 'Certified Public Accountant, licensed in Florida' },
    })
  })

  it('leaves out a sample credential: it cannot say "unconfirmed"', () => {
    expect(person(sampleCredential)).not.toHaveProperty('hasCredential')
    expect(person(sample)).not.toHaveProperty('hasCredential')
    expect(person(sample)).toMatchObject({ name: 'Laura Bennett', jobTitle: 'Reviewing CPA' })
  })
})
