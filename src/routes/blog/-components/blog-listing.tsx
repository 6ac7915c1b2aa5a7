import type { ComponentProps } from 'react'
import { Link } from '@tanstack/react-router'
import { pageCount } from 'virtual:blog'
import { BlogTeasers } from '@/components/sections/blog-teasers'
import { CtaBanner } from '@/components/sections/cta-banner'
import { CtaButton } from '@/components/sections/cta-button'
import { Hero } from '@/components/sections/hero'
import { deadlinesTeaser } from '@/content/pages/deadlines-teaser'
import { blogOverview as page } from '@/content/pages/overviews'
import type { BlogTeaser } from '@/content/types'
import { cn } from '@/lib/cn'
import { usePageHeadOf } from '@/lib/page-head'

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
      <BlogTeasers content={{ title: 'All articles' }} posts={posts} headingLevel={n === 1 ? 'h2' : 'none'} />
      <Pagination current={n} />
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

const linkClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold'

function Pagination({ current }: { current: number }) {
  if (pageCount < 2) return null
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1)
  return (
    <nav aria-label="Blog pages" className="container-site -mt-8 pb-16">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 && (
          <li>
            <PageLink n={current - 1} className={cn(linkClass, 'text-secondary-700 hover:bg-secondary-50')}>
              Newer articles
            </PageLink>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            <PageLink
              n={n}
              aria-label={`Page ${n}`}
              aria-current={n === current ? 'page' : undefined}
              className={cn(
                linkClass,
                n === current
                  ? 'bg-secondary-700 text-white'
                  : 'text-secondary-700 ring-1 ring-ink-200 hover:bg-secondary-50',
              )}
            >
              {n}
            </PageLink>
          </li>
        ))}
        {current < pageCount && (
          <li>
            <PageLink n={current + 1} className={cn(linkClass, 'text-secondary-700 hover:bg-secondary-50')}>
              Older articles
            </PageLink>
          </li>
        )}
      </ul>
    </nav>
  )
}

/** A link to page n of the blog: /blog for the first, /blog/page/n after it. */
function PageLink({ n, ...props }: { n: number } & Omit<ComponentProps<'a'>, 'href'>) {
  return n === 1 ? (
    <Link to="/blog" {...props} />
  ) : (
    <Link to="/blog/page/$page" params={{ page: String(n) }} {...props} />
  )
}
