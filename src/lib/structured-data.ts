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
import type { FaqItem } from '@/content/types'
import { absoluteUrl } from './urls'
import { plainText } from './inline-links'

/** What a page tells crawlers about itself, resolved by its head (lib/page-head.ts). */
export type PageSchema = {
  kind: PageKind | 'article'
  title: string
  description: string
  image: string
  /** Home to this page, with absolute URLs; empty on the home page. */
  crumbs: { name: string; url: string }[]
  /** The questions the page shows (FAQPage). */
  faq?: FaqItem[]
  /** The name of the service the page sells (Service). */
  service?: string
  /** An article's publication date (Article). */
  published?: string
}

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
} as const satisfies Record<PageSchema['kind'], string>

function usePageSchema({ kind, title, description, image, crumbs, faq, service, published }: PageSchema) {
  const type = PAGE_TYPES[kind]
  useSchemaOrg([
    defineWebPage({
      '@type': faq?.length && type !== 'FAQPage' ? [type, 'FAQPage'] : type,
      name: title,
      description,
    }),
    ...(crumbs.length
      ? [defineBreadcrumb({ itemListElement: crumbs.map((c) => ({ name: c.name, item: c.url })) })]
      : []),
    ...(service ? [defineService({ name: service, description, serviceType: service, areaServed: 'US' })] : []),
    ...(faq ?? []).map((item) =>
      defineQuestion({ name: item.question, acceptedAnswer: item.answer.map(plainText).join('\n\n') }),
    ),
    ...(kind === 'article' && published
      ? [defineArticle({ headline: crumbs.at(-1)?.name ?? title, description, datePublished: published, image })]
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
