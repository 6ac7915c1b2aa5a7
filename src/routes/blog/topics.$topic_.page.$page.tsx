import { createFileRoute, notFound, useLoaderData } from '@tanstack/react-router'
import { loadTopic } from 'virtual:blog/topics'
import { TopicArticles } from './-components/topic-page'

// The pages of a topic after the first: /blog/topics/<slug>/page/2 and on.
export const Route = createFileRoute('/blog/topics/$topic_/page/$page')({
  loader: async ({ params }) => {
    const n = Number(params.page)
    const page = n >= 2 && String(n) === params.page ? await loadTopic(params.topic, n) : undefined
    return page ?? notFound({ throw: true })
  },
  component: LaterPage,
})

// Its data read by the route's id, not through `Route`: the route's code then stays in the router's chunk, not a chunk
// of its own that every page would load.
function LaterPage() {
  return <TopicArticles page={useLoaderData({ from: '/blog/topics/$topic_/page/$page' })} />
}
