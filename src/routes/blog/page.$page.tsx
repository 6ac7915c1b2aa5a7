import { createFileRoute, notFound, useLoaderData } from '@tanstack/react-router'
import { loadPage } from 'virtual:blog/pages'
import { BlogListing } from './-components/blog-listing'

// The pages of /blog after the first: /blog/page/2 and on. Page 1 is /blog itself.
export const Route = createFileRoute('/blog/page/$page')({
  loader: async ({ params }) => {
    const n = Number(params.page)
    const posts = n >= 2 && Number.isInteger(n) && String(n) === params.page ? await loadPage(n) : undefined
    if (!posts) throw notFound()
    return { n, posts }
  },
  component: BlogPage,
})

function BlogPage() {
  // Read by the route's id, not through `Route`: the route's code then stays in the router's chunk, not one of its own.
  const { n, posts } = useLoaderData({ from: '/blog/page/$page' })
  return <BlogListing n={n} posts={posts} />
}
