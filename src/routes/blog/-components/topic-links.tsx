import { Link } from '@tanstack/react-router'
import { topics } from 'virtual:blog/topic-list'
import type { Topic } from '@/content/types'

/**
 * Every topic of the blog, each a link to its page, with how many articles it has; on a topic's own page, that topic
 * as the current one (its name, not a link to where the visitor already is).
 */
export function TopicLinks({ current }: { current?: string }) {
  return (
    <nav aria-labelledby="blog-topics" className="container-site pb-16">
      <h2 id="blog-topics" className="text-xl font-bold">
        Browse by topic
      </h2>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {topics.map((topic) => (
          <li key={topic.slug}>
            {topic.slug === current ? (
              <span aria-current="page" className="inline-flex min-h-6 font-semibold">
                {topic.name}
              </span>
            ) : (
              <TopicLink topic={topic} />
            )}
            {/* Every topic's count, or a lone "(2)" reads as a mark of its own (follow-up review L). */}
            <span className="text-sm text-ink-600 tabular-nums"> ({topic.count})</span>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A link to a topic's page, by its name: in the blog's topics and under an article. */
export function TopicLink({ topic }: { topic: Topic }) {
  return (
    <Link
      to="/blog/topics/$"
      params={{ _splat: topic.slug }}
      className="inline-flex min-h-6 items-center font-semibold text-secondary-700 underline"
    >
      {topic.name}
    </Link>
  )
}
