import { createFileRoute, notFound, useLoaderData } from '@tanstack/react-router'
import { loadTopic } from 'virtual:blog/topics'
import { TopicArticles } from './-components/topic-page'

export const Route = createFileRoute('/blog/topics/$topic')({
  loader: async ({ params }) => (await loadTopic(params.topic, 1)) ?? notFound({ throw: true }),
  component: FirstPage,
})

// Its data read by the route's id, not through `Route`: the route's code then stays in the router's chunk, not a chunk
// of its own that every page would load.
function FirstPage() {
  return <TopicArticles page={useLoaderData({ from: '/blog/topics/$topic' })} />
}
