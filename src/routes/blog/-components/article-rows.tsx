import { Link } from '@tanstack/react-router'
import { Icon } from '@/components/ui/icons'
import { Illustration } from '@/components/ui/illustrations'
import { Picture } from '@/components/ui/picture'
import type { BlogTeaser } from '@/content/types'
import rowsCss from './article-rows.css?url'
import { TeaserMeta } from './teaser-meta'

// Only classes the site's stylesheet already holds: it is one sheet, and the home page loads it (a grid of arbitrary
// columns and divided rows here had cost it 0.1 KiB gzip). The picture's display from 64rem is in article-rows.css.
/** A row's picture: beside the text, a third of the row, from 64rem (narrower, at 640 px with text at 200 %, the date
 * and byline overflowed, and from 48rem the picture stood the column's full width over its text); framed as the cards
 * frame theirs. */
const PICTURE = 'aspect-[16/9] h-auto w-full rounded-lg bg-secondary-50 object-cover ring-1 ring-ink-200'

/** Where the rows show their picture: Tailwind's lg, as article-rows.css names it. */
const WIDE = '(min-width: 64rem)'

/** How wide a row's picture is shown: a third of the column from 64rem, none below. */
const ROW_SIZES = `(min-width: 80rem) 24rem, ${WIDE} 30vw, 1px`

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
    <section aria-labelledby={id} className="container-site pt-8 pb-14 sm:pt-10">
      <h2 id={id} className={titleShown ? 'text-xl font-bold' : 'sr-only'}>
        {title}
      </h2>
      {/* For wide screens only, so a phone paints the rows without waiting for it: a stylesheet in the body holds
          back the paint of what follows it (/blog's LCP on slow 4G went from 760 to 1320 ms, npm run bench:real). */}
      <link rel="stylesheet" href={rowsCss} media={WIDE} />
      <ul className="mt-4 border-b border-ink-200">
        {posts.map((post, i) => (
          <li key={post.slug} className="border-t border-ink-200">
            <article className="group relative grid gap-6 py-5 sm:py-8 lg:grid-cols-[1fr_2fr]">
              {/* As the blog's cards draw it (blog-teasers.tsx, which the home page loads: a shared one cost it bytes). */}
              <div className="row-picture hidden">
                {post.cover ? (
                  <Picture
                    picture={post.cover}
                    sizes={ROW_SIZES}
                    width={640}
                    height={480}
                    priority={priority && i === 0}
                    className={PICTURE}
                  />
                ) : (
                  post.image && <Illustration name={post.image} priority={priority && i === 0} className={PICTURE} />
                )}
              </div>
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
