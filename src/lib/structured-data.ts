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
import { BRAND, CONTACT, OFFICES, SOCIAL } from '../content/site'
import { absoluteUrl, type Crumb, type PageSchema } from './seo'

/** A page's short name for breadcrumbs: its title up to the first comma or bar. */
const shortName = (title: string) => title.split(/\s*[|,]\s*/)[0] ?? title

function usePageSchema(path: string, title: string, description: string, image: string, schema: PageSchema) {
  const crumbs: Crumb[] =
    path === '/' ? [] : [{ name: 'Home', path: '/' }, ...(schema.parents ?? []), { name: shortName(title), path }]
  useSchemaOrg([
    defineWebPage({ '@type': schema.faq ? ['WebPage', 'FAQPage'] : 'WebPage', name: title, description }),
    ...(crumbs.length
      ? [defineBreadcrumb({ itemListElement: crumbs.map((c) => ({ name: c.name, item: absoluteUrl(c.path) })) })]
      : []),
    ...(schema.service
      ? [
          defineService({
            ...schema.service,
            serviceType: schema.service.name,
            areaServed: 'US',
          }),
        ]
      : []),
    ...(schema.faq ?? []).map((item) =>
      defineQuestion({ name: item.question, acceptedAnswer: item.answer.join('\n\n') }),
    ),
    ...(schema.article ? [defineArticle({ ...schema.article, image: image })] : []),
  ])
}

/** Organization and WebSite structured data, on every page (the root layout calls it). */
function useSiteSchemaGraph() {
  useSchemaOrg([
    defineOrganization({
      name: BRAND.name,
      legalName: BRAND.legalName,
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
