import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { CtaBanner } from '../../components/sections/cta-banner'
import { Illustration } from '../../components/ui/illustrations'
import { findArticle } from '../../content/blog'
import { BRAND } from '../../content/site'
import { formatDate } from '../../lib/format'
import { useArticleHead } from '../../lib/page-head'

export const Route = createFileRoute('/blog/$slug')({
  loader: ({ params }) => {
    const article = findArticle(params.slug)
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
        <div className="mt-10 space-y-10 text-lg leading-relaxed text-ink-700">
          {article.sections.map((section, index) => (
            <section key={section.heading ?? index}>
              {section.heading && <h2 className="mb-4 text-2xl font-bold tracking-tight">{section.heading}</h2>}
              <div className="space-y-4">
                {section.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
              {section.list && (
                <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary-700">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </article>
      <CtaBanner content={article.closingBanner} />
    </>
  )
}
