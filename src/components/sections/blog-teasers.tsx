import { Link } from '@tanstack/react-router'
import type { BlogTeaser, BlogTeasersContent } from '@/content/types'
import { Icon } from '@/components/ui/icons'
import { Illustration } from '@/components/ui/illustrations'
import { Picture } from '@/components/ui/picture'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

/** How wide a card is shown, for the browser's choice of a cover's file: one, two or three to a row. */
const CARD_SIZES = '(min-width: 80rem) 24rem, (min-width: 64rem) 30vw, (min-width: 48rem) 45vw, 100vw'

/**
 * Article cards: image (the cover picture, or else the illustration), title, description and 'Read More' to the
 * article; on phones a ruled list without the image. No date: publishing dates 18 months old read as a dormant blog (a
 * fresh visual review); the article and the blog's own lists give its dates.
 */
export function BlogTeasers({
  content,
  posts,
  headingLevel = 'h2',
  priority = false,
}: {
  content: BlogTeasersContent
  posts: BlogTeaser[]
  /** `hidden`: an h2 for screen readers only, where the page's h1 above already says what the list is. */
  headingLevel?: 'h2' | 'hidden' | 'none'
  priority?: boolean
}) {
  const { id, eyebrow, title, intro } = content
  return (
    <Section id={id}>
      {headingLevel === 'h2' && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      {headingLevel === 'hidden' && <h2 className="sr-only">{title}</h2>}
      <ul className="mt-6 grid gap-x-6 sm:mt-10 sm:gap-y-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, i) => (
          <li key={post.slug} className="flex border-t border-ink-200 sm:border-0">
            <article className="group relative flex w-full flex-col overflow-hidden sm:rounded-xl sm:bg-white sm:ring-1 sm:ring-ink-200 sm:hover:shadow-card">
              {post.cover ? (
                <Picture
                  picture={post.cover}
                  sizes={CARD_SIZES}
                  width={640}
                  height={480}
                  priority={priority && i === 0}
                  className="hidden aspect-[16/9] h-auto w-full bg-secondary-50 object-cover sm:block"
                />
              ) : (
                post.image && (
                  <Illustration
                    name={post.image}
                    priority={priority && i === 0}
                    className="hidden aspect-[16/9] bg-secondary-50 object-cover sm:block"
                  />
                )
              )}
              <div className="flex flex-1 flex-col py-4 sm:p-5">
                {/* The title first, as the blog's own lists set it. */}
                <h3 className="text-base leading-snug font-bold sm:text-lg">{post.title}</h3>
                <p className="mt-1.5 flex-1 text-[0.9375rem] leading-copy text-ink-600 max-sm:sr-only">
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
