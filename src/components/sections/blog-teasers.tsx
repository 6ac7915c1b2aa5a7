import { Link } from '@tanstack/react-router'
import type { BlogTeaser, BlogTeasersContent } from '@/content/types'
import { formatDate } from '@/lib/format'
import { Icon } from '@/components/ui/icons'
import { Illustration } from '@/components/ui/illustrations'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

/**
 * Article cards: image, date, title, description and 'Read More' to the article; on phones a ruled list without the
 * image.
 */
export function BlogTeasers({
  content,
  posts,
  headingLevel = 'h2',
}: {
  content: BlogTeasersContent
  posts: BlogTeaser[]
  headingLevel?: 'h2' | 'none'
}) {
  const { id, eyebrow, title, intro } = content
  return (
    <Section id={id}>
      {headingLevel === 'h2' && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <ul className="mt-6 grid gap-x-6 sm:mt-10 sm:gap-y-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug} className="flex border-t border-ink-200 sm:border-0">
            <article className="group relative flex w-full flex-col overflow-hidden sm:rounded-xl sm:bg-white sm:ring-1 sm:ring-ink-200 sm:hover:shadow-card">
              <Illustration name={post.image} className="hidden aspect-[16/9] bg-secondary-50 object-cover sm:block" />
              <div className="flex flex-1 flex-col py-4 sm:p-5">
                <time dateTime={post.date} className="text-sm font-semibold text-ink-600 tabular-nums">
                  {formatDate(post.date)}
                </time>
                <h3 className="mt-1 text-base leading-snug font-bold sm:text-lg">{post.title}</h3>
                <p className="mt-1.5 flex-1 text-[0.9375rem] leading-relaxed text-ink-600 max-sm:sr-only">
                  {post.description}
                </p>
                <Link
                  to="/blog/$slug"
                  params={{ slug: post.slug }}
                  className="mt-2 inline-flex min-h-6 items-center gap-1.5 text-[0.9375rem] font-semibold text-secondary-700 group-hover:underline after:absolute after:inset-0 sm:mt-4"
                >
                  Read More<span className="sr-only">: {post.title}</span>
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
