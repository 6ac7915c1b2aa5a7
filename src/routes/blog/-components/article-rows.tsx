import { Link } from '@tanstack/react-router'
import { Icon } from '@/components/ui/icons'
import { Illustration } from '@/components/ui/illustrations'
import { Picture } from '@/components/ui/picture'
import type { BlogTeaser } from '@/content/types'
import { TeaserMeta } from './teaser-meta'

/** A row's picture: beside the text from 48rem, framed as the cards frame theirs. */
const PICTURE = 'hidden aspect-[16/9] rounded-lg bg-secondary-50 object-cover ring-1 ring-ink-200 md:block'

/** How wide a row's picture is shown: its column from 48rem, none below. */
const ROW_SIZES = '(min-width: 64rem) 18rem, (min-width: 48rem) 14rem, 1px'

/**
 * A topic's or an author's articles as an archive reads: one ruled row each, picture beside what the article is (one
 * article reads as a list, not as a lone card in a grid of three). The whole row leads to the article.
 */
export function ArticleRows({
  id,
  title,
  titleShown = true,
  posts,
  priority = false,
}: {
  /** The heading's id, which names the section. */
  id: string
  title: string
  /** False where the title only repeats the page's h1 (a topic's): screen readers still hear it. */
  titleShown?: boolean
  posts: BlogTeaser[]
  /** The rows open the page: the first picture is fetched at once. */
  priority?: boolean
}) {
  return (
    <section aria-labelledby={id} className="container-site pt-8 pb-12 sm:pt-10 sm:pb-16">
      <h2 id={id} className={titleShown ? 'text-xl font-bold' : 'sr-only'}>
        {title}
      </h2>
      <ul className="mt-4 divide-y divide-ink-200 border-y border-ink-200">
        {posts.map((post, i) => (
          <li key={post.slug}>
            <article className="group relative grid gap-x-8 py-5 sm:py-8 md:grid-cols-[14rem_minmax(0,1fr)] lg:grid-cols-[18rem_minmax(0,1fr)]">
              {/* As the blog's cards draw it (blog-teasers.tsx, which the home page loads: a shared one cost it bytes). */}
              {post.cover ? (
                <Picture
                  picture={post.cover}
                  sizes={ROW_SIZES}
                  width={640}
                  height={480}
                  priority={priority && i === 0}
                  className={`h-auto w-full ${PICTURE}`}
                />
              ) : (
                post.image && <Illustration name={post.image} priority={priority && i === 0} className={PICTURE} />
              )}
              <div className="max-w-2xl">
                {/* The title first: on a phone the date and byline took two or three lines above it. */}
                <h3 className="text-lg leading-snug font-bold sm:text-xl">{post.title}</h3>
                <div className="mt-1.5">
                  <TeaserMeta post={post} />
                </div>
                <p className="mt-2 leading-copy text-ink-600">{post.description}</p>
                <Link
                  to="/blog/$slug"
                  params={{ slug: post.slug }}
                  className="mt-3 inline-flex min-h-6 items-center gap-1.5 font-semibold text-secondary-700 group-hover:underline after:absolute after:inset-0"
                >
                  Read More<span className="sr-only">: {post.title}</span>
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
