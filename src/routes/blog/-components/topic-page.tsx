import { Link } from '@tanstack/react-router'
import { CtaButton } from '@/components/sections/cta-button'
import { TOPIC_NOTES } from '@/content/blog/topics'
import { blogOverview } from '@/content/pages/overviews'
import { BRAND } from '@/content/site'
import type { TopicPage } from '@/content/types'
import { useListingHead } from '@/lib/page-head'
import { ArticleList, pageOf } from './article-list'
import { listingSplat } from './listing-address'
import type { PageLinkProps } from './pagination'

/** A topic's page: what it covers and where the site takes it further (its note), the articles tagged with it, newest first (/blog/topics/<slug>, then /page/<n>). */
export function TopicArticles({ page }: { page: TopicPage }) {
  const { topic, n } = page
  const note = TOPIC_NOTES[topic.slug]
  const count = `${topic.count} article${topic.count === 1 ? '' : 's'}`
  useListingHead(
    {
      kind: 'topic',
      path: `/blog/topics/${topic.slug}${n > 1 ? `/page/${n}` : ''}`,
      name: topic.name,
      n,
      pages: page.pages,
    },
    {
      meta: {
        title: `${topic.name}${pageOf(page)} | ${BRAND.name} Blog`,
        description: `${count} from the ${BRAND.name} blog on ${topic.name.toLowerCase()}${topic.count > 1 ? ', newest first: practical guides' : ': a practical guide'} for US small businesses, startups and CPA firms.`,
        keywords: [topic.name.toLowerCase(), ...blogOverview.meta.keywords],
      },
    },
  )
  const PageLink = ({ n, ...props }: PageLinkProps) => (
    <Link to="/blog/topics/$" params={{ _splat: listingSplat(topic.slug, n) }} {...props} />
  )
  return (
    <ArticleList
      kind="Topic"
      header={
        <>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{topic.name}</h1>
          <p className="mt-3 text-lg text-ink-600">
            {count}
            {/* An order says something once there are two. */}
            {topic.count > 1 && ', newest first'}
            {n > 1 && ` · page ${n} of ${page.pages}`}
          </p>
          {note && (
            <>
              <p className="mt-4 max-w-prose leading-copy text-ink-700">{note.intro}</p>
              <CtaButton cta={note.cta} variant="link" className="mt-3" />
            </>
          )}
        </>
      }
      title={`Articles on ${topic.name.toLowerCase()}`}
      titleShown={false}
      page={page}
      label={`Pages of ${topic.name}`}
      PageLink={PageLink}
      topic={topic.slug}
    />
  )
}
