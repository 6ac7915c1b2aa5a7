import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { loadArticle } from 'virtual:blog/articles'
import { BlogTeasers } from '@/components/sections/blog-teasers'
import { CtaBanner } from '@/components/sections/cta-banner'
import { ARTICLE_STYLES } from '@/routes/-components/article-styles'
import { Illustration } from '@/components/ui/illustrations'
import { sections } from '@/content/sections'
import { BRAND } from '@/content/site'
import { formatDate } from '@/lib/format'
import { useArticleHead } from '@/lib/page-head'

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ params }) => {
    const article = await loadArticle(params.slug)
    if (!article) throw notFound()
    return article
  },
  component: ArticlePage,
})

function ArticlePage() {
  const article = Route.useLoaderData()
  useArticleHead(article, {
    meta: {
      title: `${article.title} | ${BRAND.name} Blog`,
      description: article.description,
      keywords: article.keywords,
    },
  })
  const banner = article.banner
    ? { title: article.banner.title, body: article.banner.body, cta: { label: article.banner.label } }
    : sections.closingBanner
  return (
    <>
      <article className={ARTICLE_STYLES.article}>
        <nav aria-label="Breadcrumb" className="text-sm">
          <ol className="flex flex-wrap gap-2 text-ink-600">
            <li>
              <Link to="/blog" className="font-semibold text-secondary-700 hover:underline">
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
            <time dateTime={article.date}>{formatDate(article.date)}</time>
            <span aria-hidden="true"> · </span>
            {article.readingMinutes} min read
          </p>
        </header>
        <Illustration name={article.image} priority className={ARTICLE_STYLES.illustration} />
        {/* Rendered from the article's Markdown at build time (scripts/blog.mjs), raw HTML in it dropped. */}
        <div className={ARTICLE_STYLES.body} dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
      {article.related.length > 0 && <BlogTeasers content={{ title: 'Related articles' }} posts={article.related} />}
      <CtaBanner content={banner} />
    </>
  )
}
