import { Link } from '@tanstack/react-router'
import { BRAND } from '@/content/site'
import type { AuthorPage } from '@/content/types'
import { useListingHead } from '@/lib/page-head'
import { ArticleList, pageOf } from './article-list'
import { listingSplat } from './listing-address'
import type { PageLinkProps } from './pagination'
import { AuthorProfile } from './people'

/** What an author's list holds: what they wrote, what they reviewed, or both. */
const listName = ({ name, wrote, reviewed }: AuthorPage['author']) =>
  wrote && reviewed ? `Articles ${name} wrote or reviewed` : wrote ? `Articles by ${name}` : `Articles ${name} reviewed`

/** An author's page: who they are, then the articles they wrote or reviewed, newest first. */
export function AuthorArticles({ page }: { page: AuthorPage }) {
  const { author, n } = page
  useListingHead(
    {
      kind: 'author',
      path: `/blog/authors/${author.id}${n > 1 ? `/page/${n}` : ''}`,
      name: author.name,
      n,
      pages: page.pages,
      person: author,
    },
    {
      meta: {
        title: `${author.name}${author.credential ? `, ${author.credential.title}` : ''}${pageOf(page)} | ${BRAND.name} Blog`,
        description: `${author.name}, ${author.role} at ${BRAND.name}: ${author.bio}`,
        keywords: [author.name, author.role, `${BRAND.name} blog`, 'bookkeeping articles'],
      },
    },
  )
  const PageLink = ({ n, ...props }: PageLinkProps) => (
    <Link to="/blog/authors/$" params={{ _splat: listingSplat(author.id, n) }} {...props} />
  )
  return (
    <ArticleList
      kind="Author"
      header={
        <>
          {/* The bio at the text's measure (the column's 48rem set it at about 100 characters a line). */}
          <div className="mt-6 max-w-prose">
            <AuthorProfile author={author} headingLevel="h1" more={false} />
          </div>
        </>
      }
      title={`${listName(author)}${n > 1 ? ` · page ${n} of ${page.pages}` : ''}`}
      page={page}
      label={`Pages of ${author.name}’s articles`}
      PageLink={PageLink}
      bylineOmits={author.name}
    />
  )
}
