import { createFileRoute, notFound, useLoaderData } from '@tanstack/react-router'
import { loadAuthor } from 'virtual:blog/authors'
import { AuthorArticles } from './-components/author-page'
import { listingAddress } from './-components/listing-address'

// An author's page and articles: /blog/authors/<id>, then /blog/authors/<id>/page/2 and on (one route for both).
export const Route = createFileRoute('/blog/authors/$')({
  loader: async ({ params }) => {
    const address = listingAddress(params._splat)
    return (address && (await loadAuthor(address.key, address.n))) ?? notFound({ throw: true })
  },
  component: AuthorPage,
})

// Its data read by the route's id, not through `Route` (see topics.$.tsx).
function AuthorPage() {
  return <AuthorArticles page={useLoaderData({ from: '/blog/authors/$' })} />
}
