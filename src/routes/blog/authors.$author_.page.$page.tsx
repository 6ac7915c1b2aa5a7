import { createFileRoute, notFound, useLoaderData } from '@tanstack/react-router'
import { loadAuthor } from 'virtual:blog/authors'
import { AuthorArticles } from './-components/author-page'

// The pages of an author's articles after the first: /blog/authors/<id>/page/2 and on.
export const Route = createFileRoute('/blog/authors/$author_/page/$page')({
  loader: async ({ params }) => {
    const n = Number(params.page)
    const page = n >= 2 && String(n) === params.page ? await loadAuthor(params.author, n) : undefined
    return page ?? notFound({ throw: true })
  },
  component: LaterPage,
})

// Its data read by the route's id, not through `Route`: the route's code then stays in the router's chunk, not a chunk
// of its own that every page would load.
function LaterPage() {
  return <AuthorArticles page={useLoaderData({ from: '/blog/authors/$author_/page/$page' })} />
}
