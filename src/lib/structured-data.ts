// JSON-LD structured data (@unhead/schema-org). It matters only in the prerendered HTML that crawlers read, so the
// browser bundle gets no-op hooks and leaves the library out (about 20 KB gzip).
import {
  defineArticle,
  defineBreadcrumb,
  defineOrganization,
  defineQuestion,
  defineService,
  defineWebPage,
  defineWebSite,
  useSchemaOrg,
} from '@unhead/schema-org/react'
import type { PageKind } from '@/content/registry'
import { BRAND, COMPANY, CONTACT, OFFICES, SOCIAL } from '@/content/site'
import { CREDENTIALS } from '@/content/blog/credentials'
import type { AuthorCard, FaqItem } from '@/content/types'
import { absoluteUrl } from './urls'
import { plainText } from './inline-links'

/** What a page tells crawlers about itself, resolved by its head (lib/page-head.ts). */
export type PageSchema = {
  kind: PageKind | 'article' | 'topic' | 'author'
  title: string
  description: string
  image: string
  /** Home to this page, with absolute URLs; empty on the home page. */
  crumbs: { name: string; url: string }[]
  /** The questions the page shows (FAQPage). */
  faq?: FaqItem[]
  /** The name of the service the page sells (Service). */
  service?: string
  /** An article's publication date (Article), and the day it last changed what it says. */
  published?: string
  modified?: string
  /** An article's author (its Article's author). */
  author?: AuthorCard
  /** Who checked an article, and when (its WebPage's reviewedBy and lastReviewed). */
  review?: { by: AuthorCard; date: string }
  /** The person an author's page is about (its ProfilePage's mainEntity). */
  person?: AuthorCard
}

/**
 * A person as crawlers read them: their page on the site, their role, bio, photo, profile and credential. A credential
 * the owner has not confirmed (a sample, which only a local or preview build shows) is left out: structured data has
 * no way to say "unconfirmed", and whatever it names a crawler takes as fact.
 */
export const person = ({ id, name, role, bio, picture, profile, credential }: AuthorCard) => ({
  '@type': 'Person',
  // One id for the person wherever they appear: an article's author or reviewer, their own page's subject.
  '@id': `${absoluteUrl(`/blog/authors/${id}`)}#person`,
  name,
  url: absoluteUrl(`/blog/authors/${id}`),
  jobTitle: role,
  description: bio,
  // The largest file of the photo.
  ...(picture && { image: absoluteUrl(`${picture.path}-${picture.widths.at(-1)}.${picture.type}`) }),
  ...(profile && { sameAs: [profile] }),
  ...(credential &&
    !credential.sample && {
      hasCredential: {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: `${CREDENTIALS[credential.title].name}${credential.state ? `, licensed in ${credential.state}` : ''}`,
      },
    }),
})

/** The schema.org type of each kind of page. */
const PAGE_TYPES = {
  home: 'WebPage',
  overview: 'CollectionPage',
  service: 'WebPage',
  industry: 'WebPage',
  about: 'AboutPage',
  contact: 'ContactPage',
  faq: 'FAQPage',
  pricing: 'WebPage',
  legal: 'WebPage',
  booking: 'ContactPage',
  calendar: 'WebPage',
  search: 'SearchResultsPage',
  resource: 'WebPage',
  article: 'WebPage',
  topic: 'CollectionPage',
  author: 'ProfilePage',
} as const satisfies Record<PageSchema['kind'], string>

function usePageSchema(schema: PageSchema) {
  const { kind, title, description, image, crumbs, faq, service, published, modified, author, review } = schema
  const type = PAGE_TYPES[kind]
  useSchemaOrg([
    defineWebPage({
      '@type': faq?.length && type !== 'FAQPage' ? [type, 'FAQPage'] : type,
      name: title,
      description,
      ...(review && { reviewedBy: person(review.by), lastReviewed: review.date }),
      // A Person where the library's type expects a reference: schema.org allows either.
      ...(schema.person && { mainEntity: person(schema.person) as unknown as { '@id': string } }),
    }),
    ...(crumbs.length
      ? [defineBreadcrumb({ itemListElement: crumbs.map((c) => ({ name: c.name, item: c.url })) })]
      : []),
    ...(service ? [defineService({ name: service, description, serviceType: service, areaServed: 'US' })] : []),
    ...(faq ?? []).map((item) =>
      defineQuestion({ name: item.question, acceptedAnswer: item.answer.map(plainText).join('\n\n') }),
    ),
    ...(kind === 'article' && published
      ? [
          defineArticle({
            headline: crumbs.at(-1)?.name ?? title,
            description,
            datePublished: published,
            ...(modified && { dateModified: modified }),
            image,
            ...(author && { author: person(author) }),
          }),
        ]
      : []),
  ])
}

/** Organization and WebSite structured data, on every page (the root layout calls it). */
function useSiteSchemaGraph() {
  useSchemaOrg([
    defineOrganization({
      name: BRAND.name,
      legalName: COMPANY.legalName,
      description: BRAND.tagline,
      logo: absoluteUrl('/icon-512.png'),
      email: CONTACT.general.email,
      sameAs: SOCIAL.map((s) => s.href),
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          email: CONTACT.general.email,
          telephone: CONTACT.general.phoneHref.slice(4),
          areaServed: 'US',
          availableLanguage: 'en',
        },
        {
          '@type': 'ContactPoint',
          contactType: 'partnerships',
          email: CONTACT.partnerships.email,
          telephone: CONTACT.partnerships.phoneHref.slice(4),
          areaServed: 'US',
          availableLanguage: 'en',
        },
      ],
      address: OFFICES.flatMap((office) =>
        office.branches.map((b) => ({
          '@type': 'PostalAddress',
          addressLocality: b.location,
          addressRegion: b.state,
          addressCountry: office.flag,
        })),
      ),
    }),
    defineWebSite({ name: BRAND.name }),
  ])
}

const noop = () => {}

/** The page's WebPage, BreadcrumbList, Service, FAQPage and Article nodes (prerender only). */
export const useStructuredData: typeof usePageSchema = import.meta.env.SSR ? usePageSchema : noop
/** Organization and WebSite on every page (prerender only). */
export const useSiteSchema: typeof useSiteSchemaGraph = import.meta.env.SSR ? useSiteSchemaGraph : noop
