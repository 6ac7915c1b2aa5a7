import { useHead } from '@unhead/react'
import { BRAND } from '../content/site'
import type { PageMeta } from '../content/types'

/** Absolute URL of a site path, from the SITE_URL build variable. */
export const absoluteUrl = (path: string) => `${import.meta.env.SITE_URL}${path === '/' ? '/' : path}`

/** The page's document title, description, keywords and canonical link; each page declares them once in its content. */
export function usePageHead({ path, title, description, keywords }: Omit<PageMeta, 'path'> & { path: string }) {
  const url = absoluteUrl(path)
  useHead({
    title,
    meta: [
      { name: 'description', content: description },
      { name: 'keywords', content: keywords.join(', ') },
      { property: 'og:site_name', content: BRAND.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: url },
    ],
    link: [{ rel: 'canonical', href: url }],
  })
}
