import { createFileRoute, notFound, useLoaderData } from '@tanstack/react-router'
import { loadTopic } from 'virtual:blog/topics'
import { listingAddress } from './-components/listing-address'
import { TopicArticles } from './-components/topic-page'

// A topic's articles: /blog/topics/<slug>, then /blog/topics/<slug>/page/2 and on (one route for both: every page
// loads the router's list of routes, so a route fewer is bytes fewer on each).
export const Route = createFileRoute('/blog/topics/$')({
  loader: async ({ params }) => {
    const address = listingAddress(params._splat)
    return (address && (await loadTopic(address.key, address.n))) ?? notFound({ throw: true })
  },
  component: TopicPage,
})

// Its data read by the route's id, not through `Route`: the route's code then stays in the router's chunk, not a chunk
// of its own that every page would load.
function TopicPage() {
  return <TopicArticles page={useLoaderData({ from: '/blog/topics/$' })} />
}
