import { createFileRoute, Link, notFound, useLoaderData } from '@tanstack/react-router'
import { loadArticle } from 'virtual:blog/articles'
import { BlogTeasers } from '@/components/sections/blog-teasers'
import { CtaBanner } from '@/components/sections/cta-banner'
import { ARTICLE_STYLES } from '@/routes/-components/article-styles'
import { Picture } from '@/components/ui/picture'
import { PICTURE_PLACES } from '@/content/picture'
import { generalClosingBanner } from '@/content/sections'
import { BRAND } from '@/content/site'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import { useArticleHead } from '@/lib/page-head'
import { AuthorLink, AuthorProfile, PersonSampleMark, ReviewLine } from './-components/people'
import { TopicLink } from './-components/topic-links'

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ params }) => {
    const article = await loadArticle(params.slug)
    if (!article) throw notFound()
    return article
  },
  component: ArticlePage,
})

function ArticlePage() {
  // Read by the route's id, not through `Route`: the route's code then stays in the router's chunk, not one of its own.
  const article = useLoaderData({ from: '/blog/$slug' })
  useArticleHead(article, {
    meta: {
      title: `${article.title} | ${BRAND.name} Blog`,
      description: article.description,
      keywords: article.keywords,
    },
  })
  const banner = article.banner
    ? { title: article.banner.title, body: article.banner.body, cta: { label: article.banner.label } }
    : generalClosingBanner
  return (
    <>
      <article className={ARTICLE_STYLES.article}>
        <nav aria-label="Breadcrumb" className="text-sm">
          <ol className="flex flex-wrap gap-2 text-ink-600">
            <li>
              <Link
                to="/blog"
                className="inline-flex min-h-6 items-center font-semibold text-secondary-700 hover:underline"
              >
                Blog
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
            <li aria-current="page" className="truncate">
              {article.title}
            </li>
          </ol>
        </nav>
        <header className="mt-6">
          <h1 className={ARTICLE_STYLES.title}>{article.title}</h1>
          <p className={ARTICLE_STYLES.description}>{article.description}</p>
          <p className={ARTICLE_STYLES.meta}>
            By <AuthorLink author={article.author} className="underline" />
            <PersonSampleMark author={article.author} />
            <span aria-hidden="true"> · </span>
            {/* Each item whole on its line: a wrap falls at a dot, never inside "Updated" and its date. */}
            <time dateTime={article.date} className="whitespace-nowrap">
              {formatDate(article.date)}
            </time>
            {article.updated && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="whitespace-nowrap">
                  Updated <time dateTime={article.updated}>{formatDate(article.updated)}</time>
                </span>
              </>
            )}
            <span aria-hidden="true"> · </span>
            <span className="whitespace-nowrap">{article.readingMinutes} min read</span>
          </p>
          {article.review && <ReviewLine review={article.review} className={ARTICLE_STYLES.review} />}
        </header>
        {/* A cover photo stands over the article; an illustration only marks its card in the lists (shown again here,
            the same picture twice reads as decoration, not as the article's own). */}
        {article.cover && (
          <Picture
            picture={article.cover}
            sizes={PICTURE_PLACES.column.sizes}
            priority
            className={cn('h-auto w-full', ARTICLE_STYLES.illustration)}
          />
        )}
        {/* Rendered from the article's Markdown at build time (scripts/blog.mjs), raw HTML in it dropped. */}
        <div className={ARTICLE_STYLES.body} dangerouslySetInnerHTML={{ __html: article.html }} />
        <nav aria-label="Topics" className="mt-10 text-sm">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {article.topics.map((topic) => (
              <li key={topic.slug}>
                <TopicLink topic={topic} />
              </li>
            ))}
          </ul>
        </nav>
        <aside aria-label="About the author" className="mt-10 border-t border-ink-200 pt-10">
          <AuthorProfile author={article.author} heading="About the author" />
        </aside>
      </article>
      {article.related.length > 0 && <BlogTeasers content={{ title: 'Related articles' }} posts={article.related} />}
      <CtaBanner content={banner} />
    </>
  )
}
