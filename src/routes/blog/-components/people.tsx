// The people of an article: who wrote it and who checked it (the byline), and a card about its author. A person or a
// credential the owner has not confirmed yet carries the site's "Sample" mark wherever it shows (a build for a public
// origin refuses samples: the mark shows only in local and preview builds).
import { Link } from '@tanstack/react-router'
import { Avatar } from '@/components/ui/avatar'
import { SampleMark } from '@/components/ui/sample-mark'
import type { AuthorCard } from '@/content/types'
import { formatDate } from '@/lib/format'
import { ARTICLE_STYLES } from '../../-components/article-styles'

/** A link to an author's page, by their name. */
export function AuthorLink({ author, className }: { author: AuthorCard; className?: string }) {
  return (
    <Link to="/blog/authors/$" params={{ _splat: author.id }} className={className}>
      {author.name}
    </Link>
  )
}

/** Whether a person, or their credential where it shows, is a sample the owner has not confirmed. */
const isSample = (author: AuthorCard, credential: boolean) => author.sample || (credential && author.credential?.sample)

/**
 * The "Sample" mark after a person's name, or after their credential where it shows, while either is a sample.
 */
export function PersonSampleMark({ author, credential = false }: { author: AuthorCard; credential?: boolean }) {
  if (!isSample(author, credential)) return null
  return (
    <>
      {' '}
      <SampleMark className={ARTICLE_STYLES.sample} />
    </>
  )
}

/** "Reviewed by Laura Bennett, CPA, on March 3, 2026": who checked the article, with the credential they hold. */
export function ReviewLine({ review, className }: { review: { by: AuthorCard; date: string }; className?: string }) {
  const { by, date } = review
  return (
    <p className={className}>
      Reviewed by <AuthorLink author={by} className="underline" />
      {by.credential && `, ${by.credential.title}`}
      <PersonSampleMark author={by} credential />
      {by.credential && ','} on <time dateTime={date}>{formatDate(date)}</time>
    </p>
  )
}

/** An author's photo or monogram, name, credential, role, bio and links: under an article, atop their page. */
export function AuthorProfile({
  author,
  heading,
  headingLevel: Heading = 'h2',
  more = true,
}: {
  author: AuthorCard
  heading?: string
  headingLevel?: 'h1' | 'h2'
  more?: boolean
}) {
  const { name, role, bio, credential, picture, profile } = author
  const sample = isSample(author, true)
  return (
    <div>
      <div className="flex items-center gap-4">
        <Avatar name={name} size="lg" picture={picture} />
        <div>
          {/* Above the name, as above a section's heading (beside it, it wraps under a long name on a phone), on the
              line of the block's own heading where it has one. */}
          {(heading || sample) && (
            <p className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink-600">
              {heading}
              {sample && <SampleMark />}
            </p>
          )}
          {/* On their own page, their name is the page's title: larger than the list's heading below it. */}
          <Heading
            className={Heading === 'h1' ? 'text-3xl font-extrabold tracking-tight sm:text-4xl' : 'text-xl font-bold'}
          >
            {name}
            {credential && `, ${credential.title}`}
          </Heading>
          <p className="text-sm text-ink-600">
            {role}
            {credential?.state && (
              <>
                {/* The dot ends the line a break leaves it on, rather than starting the next. */}
                {'\u00a0· '}
                <span className="whitespace-nowrap">licensed in {credential.state}</span>
              </>
            )}
          </p>
        </div>
      </div>
      <p className="mt-3 leading-relaxed text-ink-700">{bio}</p>
      {(more || profile) && (
        <p className="mt-2 flex flex-wrap gap-x-6">
          {more && (
            <Link
              to="/blog/authors/$"
              params={{ _splat: author.id }}
              className="font-semibold text-secondary-700 underline"
            >
              Articles by {name}
            </Link>
          )}
          {profile && (
            <a
              href={profile}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-secondary-700 underline"
            >
              {name}’s profile<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </p>
      )}
    </div>
  )
}
