import type { ComponentType, ReactNode } from 'react'
import { BlogTeasers } from '@/components/sections/blog-teasers'
import { CtaBanner } from '@/components/sections/cta-banner'
import { blogOverview } from '@/content/pages/overviews'
import { SampleMark } from '@/components/ui/sample-mark'
import { formatDate } from '@/lib/format'
import type { BlogTeaser, ListingPage } from '@/content/types'
import { Pagination, type PageLinkProps } from './pagination'
import { TopicLinks } from './topic-links'

/**
 * A page of a list of articles under the blog (a topic's, an author's): what the list is, its articles newest first,
 * links to its other pages, the blog's topics (a topic holding one article is still a way into the others), and the
 * blog's closing banner.
 */
export function ArticleList({
  header,
  title,
  page,
  label,
  PageLink,
  titleShown = true,
  bylineOmits,
  topic,
}: {
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
        <div className="max-w-3xl">{header}</div>
      </div>
      <BlogTeasers
        content={{ title: title ?? '' }}
        posts={page.posts.map(({ by, ...post }) => (by?.name === bylineOmits ? post : { ...post, by }))}
        headingLevel={!title ? 'none' : titleShown ? 'h2' : 'hidden'}
        priority
        Meta={TeaserMeta}
      />
      <Pagination current={page.n} count={page.pages} label={label} PageLink={PageLink} />
      <TopicLinks current={topic} />
      <CtaBanner content={blogOverview.closingBanner} />
    </>
  )
}

/** "Page 2 of 5", after a list's name in its title, after its first page. */
export const pageOf = ({ n, pages }: ListingPage) => (n > 1 ? ` (page ${n} of ${pages})` : '')

/**
 * Atop an article's card in the blog's own lists: its date and the day it last changed what it says, if later (as its
 * header gives them), then "By Meera Iyer · Senior Accountant, Month-End Close", with the site's "Sample" mark while
 * the owner has not confirmed them. Here, not with the article's people (people.tsx), which the lists do not load.
 */
export function TeaserMeta({ post: { date, updated, by } }: { post: BlogTeaser }) {
  return (
    <div className="text-sm text-ink-600">
      <p className="font-semibold">
        {/* Each date whole on its line: at 320 px "Updated November 30, 2026" had split before its year. */}
        <time dateTime={date} className="whitespace-nowrap">
          {formatDate(date)}
        </time>
        {updated && (
          <>
            {' · '}
            <span className="whitespace-nowrap">
              Updated <time dateTime={updated}>{formatDate(updated)}</time>
            </span>
          </>
        )}
      </p>
      {by && (
        <p className="mt-0.5">
          By {by.name}
          {by.sample && (
            <>
              {' '}
              <SampleMark />
            </>
          )}
          {` · ${by.role}`}
        </p>
      )}
    </div>
  )
}
