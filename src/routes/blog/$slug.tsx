import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { loadArticle } from 'virtual:blog/articles'
import { BlogTeasers } from '../../components/sections/blog-teasers'
import { CtaBanner } from '../../components/sections/cta-banner'
import { Illustration } from '../../components/ui/illustrations'
import { sections } from '../../content/sections'
import { BRAND } from '../../content/site'
import { formatDate } from '../../lib/format'
import { useArticleHead } from '../../lib/page-head'

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ params }) => {
    const article = await loadArticle(params.slug)
    if (!article) throw notFound()
    return article
  },
  component: ArticlePage,
})

/** The rendered Markdown: headings, paragraphs, lists, links and tables, styled from here. */
const bodyClass =
  'mt-10 text-lg leading-relaxed text-ink-700 [&_a]:font-semibold [&_a]:text-secondary-700 [&_a]:underline [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold [&_li]:mt-2 [&_li]:marker:text-primary-700 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_.heading-anchor]:font-bold [&_.heading-anchor]:text-inherit [&_.heading-anchor]:no-underline [&_.heading-anchor:hover]:underline'

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
      <article className="container-site max-w-3xl py-12 sm:py-16">
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
          <h1 className="text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">{article.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">{article.description}</p>
          <p className="mt-4 text-sm font-semibold text-ink-600">
            <time dateTime={article.date}>{formatDate(article.date)}</time>
            <span aria-hidden="true"> · </span>
            {article.readingMinutes} min read
          </p>
        </header>
        <Illustration name={article.image} priority className="mt-8 rounded-card bg-secondary-50" />
        {/* Rendered from the article's Markdown at build time (scripts/blog.mjs); raw HTML in the Markdown is dropped. */}
        <div className={bodyClass} dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
      {article.related.length > 0 && <BlogTeasers content={{ title: 'Related articles' }} posts={article.related} />}
      <CtaBanner content={banner} />
    </>
  )
}
