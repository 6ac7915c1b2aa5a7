// One head call per page: the route names its registry entry (or its article) and passes its content; the title,
// description, keywords, canonical link, link-preview tags, breadcrumbs and structured data all follow.
import { useMatch } from '@tanstack/react-router'
import { PAGES, pageList, type PageId, type PageKind } from '@/content/registry'
import { BRAND } from '@/content/site'
import type { Article, AuthorCard, FaqItem, PageMeta } from '@/content/types'
import { useDocumentHead } from './head'
import { useStructuredData, type PageSchema } from './structured-data'
import { absoluteUrl, ogImagePath } from './urls'

/** What a page's content module gives its head. */
export type HeadContent = { meta: PageMeta; hero?: { title: string }; faq?: { items: FaqItem[] } }

type Crumb = { name: string; path: string }

/** A page as its head sees it: where it is, what it is, and the name of its link-preview image. */
type HeadPage = {
  path: string
  kind: PageKind | 'article' | 'topic' | 'author'
  imageName: string
  crumbs: Crumb[]
  /** false: not for search engines. */
  index?: false
}

const crumbsTo = (id: PageId): Crumb[] => {
  const entry: { parent?: PageId; name: string; path: string } = PAGES[id]
  return [...(entry.parent ? crumbsTo(entry.parent) : []), { name: entry.name, path: entry.path }]
}

/** What an article or an author's page adds to its structured data (lib/structured-data.ts). */
type About = Pick<PageSchema, 'published' | 'modified' | 'author' | 'review' | 'person'>

function usePageHeadFor(page: HeadPage, { meta, hero, faq }: HeadContent, about: About = {}) {
  const url = absoluteUrl(page.path)
  const image = absoluteUrl(ogImagePath(page.imageName))
  useDocumentHead({
    title: meta.title,
    meta: [
      { name: 'description', content: meta.description },
      { name: 'keywords', content: meta.keywords.join(', ') },
      { property: 'og:site_name', content: BRAND.name },
      { property: 'og:title', content: meta.title },
      { property: 'og:description', content: meta.description },
      { property: 'og:type', content: page.kind === 'article' ? 'article' : 'website' },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: meta.title },
      { property: 'og:locale', content: 'en_US' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: meta.title },
      { name: 'twitter:description', content: meta.description },
      { name: 'twitter:image', content: image },
      ...(page.index === false || import.meta.env.SITE_PREVIEW ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    link: [{ rel: 'canonical', href: url }],
    templateParams: { schemaOrg: { host: import.meta.env.SITE_URL, path: page.path, inLanguage: 'en-US' } },
  })
  useStructuredData({
    kind: page.kind,
    title: meta.title,
    description: meta.description,
    image,
    crumbs:
      page.path === '/' ? [] : [...crumbsTo('home'), ...page.crumbs].map((c) => ({ ...c, url: absoluteUrl(c.path) })),
    faq: faq?.items,
    service: page.kind === 'service' || page.kind === 'industry' ? (hero?.title ?? meta.title) : undefined,
    ...about,
  })
}

/** Each registry page by its path: a route's own path names its page. */
const idByPath = new Map<string, PageId>(pageList.map((page) => [page.path, page.id]))

/**
 * The head of the registry page whose route draws it: the route's path (an index route's without its slash) names the
 * page, so a route names its page once, in `createFileRoute`.
 */
export function usePageHead(content: HeadContent) {
  const { fullPath } = useMatch({ strict: false })
  const path = String(fullPath).replace(/(.)\/$/, '$1')
  const id = idByPath.get(path)
  if (!id) throw new Error(`${path}: no page of the registry has this path (src/content/registry.ts)`)
  usePageHeadOf(id, content)
}

/** The head of a page of the registry by its id, or of one of its numbered pages (`/blog/page/2`). */
export function usePageHeadOf(id: PageId, content: HeadContent, subpage?: { path: string; name: string }) {
  const entry: { path: string; kind: PageKind; index?: false } = PAGES[id]
  const crumbs = subpage ? [...crumbsTo(id), subpage] : crumbsTo(id)
  usePageHeadFor(
    { path: subpage?.path ?? entry.path, kind: entry.kind, imageName: id, crumbs, index: entry.index },
    content,
  )
}

/**
 * The head of a blog article: under the blog in breadcrumbs, an Article in structured data with its author, the
 * page reviewed by its reviewer.
 */
export function useArticleHead(article: Article, content: HeadContent) {
  const path = `/blog/${article.slug}`
  usePageHeadFor(
    {
      path,
      kind: 'article',
      imageName: articleImageName(article.slug),
      crumbs: [...crumbsTo('blog'), { name: article.title, path }],
    },
    content,
    {
      published: article.date,
      modified: article.updated,
      author: article.author,
      review: article.review,
    },
  )
}

/**
 * The head of a list of articles under the blog (a topic's, an author's): its breadcrumbs end at its first page, and
 * then the page's number; it shares the blog's link-preview image. An author's page is their ProfilePage.
 */
export function useListingHead(
  listing: { kind: 'topic' | 'author'; path: string; name: string; n: number; pages: number; person?: AuthorCard },
  content: HeadContent,
) {
  const first = listing.path.replace(/\/page\/\d+$/, '')
  const crumbs = [...crumbsTo('blog'), { name: listing.name, path: first }]
  usePageHeadFor(
    {
      path: listing.path,
      kind: listing.kind,
      imageName: 'blog',
      crumbs:
        listing.n > 1 ? [...crumbs, { name: `Page ${listing.n} of ${listing.pages}`, path: listing.path }] : crumbs,
    },
    content,
    listing.person && { person: listing.person },
  )
}

/** The link-preview image name of an article (pages use their registry id). */
export const articleImageName = (slug: string) => `blog-${slug}`
