import type { ComponentType, ReactNode } from 'react'
import { BlogTeasers } from '@/components/sections/blog-teasers'
import { CtaBanner } from '@/components/sections/cta-banner'
import { blogOverview } from '@/content/pages/overviews'
import { SampleMark } from '@/components/ui/sample-mark'
import { formatDate } from '@/lib/format'
import type { BlogTeaser, ListingPage } from '@/content/types'
import { Pagination, type PageLinkProps } from './pagination'

/**
 * A page of a list of articles under the blog (a topic's, an author's): what the list is, its articles newest first,
 * links to its other pages, and the blog's closing banner.
 */
export function ArticleList({
  header,
  title,
  page,
  label,
  PageLink,
  titleShown = true,
  bylineOmits,
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
        Byline={TeaserByline}
      />
      <Pagination current={page.n} count={page.pages} label={label} PageLink={PageLink} />
      <CtaBanner content={blogOverview.closingBanner} />
    </>
  )
}

/** "Page 2 of 5", after a list's name in its title, after its first page. */
export const pageOf = ({ n, pages }: ListingPage) => (n > 1 ? ` (page ${n} of ${pages})` : '')

/**
 * "By Meera Iyer" on an article's card in the blog's own lists, their role under the name, with the site's "Sample"
 * mark while the owner has not confirmed them, and the day the article last changed what it says, if after its date
 * (as its header says). Here, not with the article's people (people.tsx), which the lists do not load.
 */
export function TeaserByline({ post: { by, updated } }: { post: BlogTeaser }) {
  if (!by) return null
  return (
    <p className="mt-2 text-sm text-ink-600 sm:mt-3">
      By {by.name}
      {by.sample && (
        <>
          {' '}
          <SampleMark />
        </>
      )}
      <span className="block">{by.role}</span>
      {updated && (
        <span className="block">
          Updated <time dateTime={updated}>{formatDate(updated)}</time>
        </span>
      )}
    </p>
  )
}
