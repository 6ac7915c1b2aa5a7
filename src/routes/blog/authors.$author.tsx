import { createFileRoute, notFound, useLoaderData } from '@tanstack/react-router'
import { loadAuthor } from 'virtual:blog/authors'
import { AuthorArticles } from './-components/author-page'

export const Route = createFileRoute('/blog/authors/$author')({
  loader: async ({ params }) => (await loadAuthor(params.author, 1)) ?? notFound({ throw: true }),
  component: FirstPage,
})

// Its data read by the route's id, not through `Route`: the route's code then stays in the router's chunk, not a chunk
// of its own that every page would load.
function FirstPage() {
  return <AuthorArticles page={useLoaderData({ from: '/blog/authors/$author' })} />
}
