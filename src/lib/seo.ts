import { BRAND } from '../content/site'
import type { FaqItem, PageMeta } from '../content/types'
import { useStructuredData } from './structured-data'
import { useDocumentHead } from './head'

/** Absolute URL of a site path, from the SITE_URL build variable. */
export const absoluteUrl = (path: string) => `${import.meta.env.SITE_URL}${path === '/' ? '/' : path}`

/** The file name of a page's build-time link-preview image (scripts/og-images.mjs writes dist/og/<name>.png). */
export const ogImageName = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '_'))

export type Crumb = { name: string; path: string }

/** What a page adds to the site-wide Organization and WebSite structured data. */
export type PageSchema = {
  /** The questions the page shows (FAQPage). */
  faq?: FaqItem[]
  /** The service the page sells (Service). */
  service?: { name: string; description: string }
  /** A blog post (Article). */
  article?: { headline: string; description: string; datePublished: string }
  /** The pages between Home and this one (BreadcrumbList on inner pages). */
  parents?: Crumb[]
}

/**
 * The page's document title, description, keywords, canonical link, link-preview tags and structured data.
 * Each page declares its meta once in its content module.
 */
export function usePageHead(
  { path, title, description, keywords }: Omit<PageMeta, 'path'> & { path: string },
  schema: PageSchema = {},
) {
  const url = absoluteUrl(path)
  const image = absoluteUrl(`/og/${ogImageName(path)}.png`)
  useDocumentHead({
    title,
    meta: [
      { name: 'description', content: description },
      { name: 'keywords', content: keywords.join(', ') },
      { property: 'og:site_name', content: BRAND.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: schema.article ? 'article' : 'website' },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: title },
      { property: 'og:locale', content: 'en_US' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
    link: [{ rel: 'canonical', href: url }],
    templateParams: { schemaOrg: { host: import.meta.env.SITE_URL, path, inLanguage: 'en-US' } },
  })

  useStructuredData(path, title, description, image, schema)
}
