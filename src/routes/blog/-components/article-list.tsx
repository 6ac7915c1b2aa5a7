import type { ComponentType, ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { CtaBanner } from '@/components/sections/cta-banner'
import { blogOverview } from '@/content/pages/overviews'
import type { ListingPage } from '@/content/types'
import { ArticleRows } from './article-rows'
import { Pagination, type PageLinkProps } from './pagination'
import { TopicLinks } from './topic-links'

/**
 * A page of a list of articles under the blog (a topic's, an author's): what the list is, its articles newest first,
 * links to its other pages, the blog's newest articles outside the list and its topics (a topic holding one article is
 * still a way into the others), and the blog's closing banner.
 */
export function ArticleList({
  kind,
  header,
  title,
  page,
  label,
  PageLink,
  titleShown = true,
  bylineOmits,
  topic,
}: {
  /** What the list is, after the way back to the blog above the header ("Blog · Topic"). */
  kind: 'Topic' | 'Author'
  header: ReactNode
  /** The list's heading, under the page's own. */
  title: string
  /** False where it only repeats the page's h1 (a topic): screen readers still hear it. */
  titleShown?: boolean
  page: ListingPage
  /** The pages' navigation, by name ("Pages of Cash flow"). */
  label: string
  PageLink: ComponentType<PageLinkProps>
  /** On an author's own page, their name: the cards name only the other writers of articles they reviewed. */
  bylineOmits?: string
  /** On a topic's page, its slug: the topics below name it as the current one. */
  topic?: string
}) {
  return (
    <>
      {/* In the site's column, where the list below starts; its lines no longer than the text's measure. */}
      <div className="container-site pt-12 sm:pt-16">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold text-ink-600">
            <Link to="/blog" className="inline-flex min-h-6 items-center text-secondary-700 underline">
              Blog
            </Link>{' '}
            · {kind}
          </p>
          {header}
        </div>
      </div>
      <ArticleRows
        id="list-articles"
        title={title}
        titleShown={titleShown}
        posts={page.posts.map(({ by, ...post }) => (by?.name === bylineOmits ? post : { ...post, by }))}
        priority
      />
      <Pagination current={page.n} count={page.pages} label={label} PageLink={PageLink} />
      {page.more.length > 0 && <ArticleRows id="more-articles" title="More from the blog" posts={page.more} />}
      <TopicLinks current={topic} />
      <CtaBanner content={blogOverview.closingBanner} />
    </>
  )
}

/** "Page 2 of 5", after a list's name in its title, after its first page. */
export const pageOf = ({ n, pages }: ListingPage) => (n > 1 ? ` (page ${n} of ${pages})` : '')
