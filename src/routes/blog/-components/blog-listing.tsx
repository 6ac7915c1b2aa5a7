import { Link } from '@tanstack/react-router'
import { pageCount } from 'virtual:blog'
import { CtaBanner } from '@/components/sections/cta-banner'
import { CtaButton } from '@/components/sections/cta-button'
import { Hero } from '@/components/sections/hero'
import { deadlinesTeaser } from '@/content/pages/deadlines-teaser'
import { blogOverview as page } from '@/content/pages/overviews'
import type { BlogTeaser } from '@/content/types'
import { usePageHeadOf } from '@/lib/page-head'
import { ArticleRows } from './article-rows'
import { Pagination, type PageLinkProps } from './pagination'
import { TopicLinks } from './topic-links'

/** "Page 2 of 5", as breadcrumbs and titles name a page of the blog after the first. */
const pageName = (n: number) => `Page ${n} of ${pageCount}`

/** One page of /blog: the articles newest first, and links to the other pages. */
export function BlogListing({ n, posts }: { n: number; posts: BlogTeaser[] }) {
  usePageHeadOf(
    'blog',
    n === 1 ? page : { ...page, meta: { ...page.meta, title: `${pageName(n)} | ${page.meta.title}` } },
    n === 1 ? undefined : { path: `/blog/page/${n}`, name: pageName(n) },
  )
  return (
    <>
      {n === 1 ? (
        <Hero content={page.hero} />
      ) : (
        <div className="container-site pt-12 sm:pt-16">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{page.hero.title}</h1>
          <p className="mt-3 text-lg text-ink-600">{pageName(n)}</p>
        </div>
      )}
      {/* Rows, as a topic's and an author's pages list theirs: one archive layout across the blog. */}
      <ArticleRows id="all-articles" title="All articles" posts={posts} priority={n > 1} />
      <Pagination current={n} count={pageCount} label="Blog pages" PageLink={PageLink} />
      <TopicLinks />
      <aside aria-labelledby="deadlines-teaser" className="container-site pb-16">
        <div className="rounded-card bg-secondary-50 p-6 sm:p-8">
          <h2 id="deadlines-teaser" className="text-xl font-bold">
            {deadlinesTeaser.title}
          </h2>
          <p className="mt-2 text-ink-600">{deadlinesTeaser.body}</p>
          <CtaButton cta={deadlinesTeaser.cta} variant="link" className="mt-4" />
        </div>
      </aside>
      <CtaBanner content={page.closingBanner} />
    </>
  )
}

/** A link to page n of the blog: /blog for the first, /blog/page/n after it. */
function PageLink({ n, ...props }: PageLinkProps) {
  return n === 1 ? (
    <Link to="/blog" {...props} />
  ) : (
    <Link to="/blog/page/$page" params={{ page: String(n) }} {...props} />
  )
}
