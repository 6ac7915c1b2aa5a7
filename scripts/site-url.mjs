// The public origin for canonical links, sitemap and link previews: set SITE_URL at build time.
export const DEFAULT_SITE_URL = 'https://www.ledgerpod.example'

export function siteUrl() {
  return (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '')
}

/** @type {typeof import('./site-url.d.mts')} what TypeScript files import instead: they must agree */
const _declared = { DEFAULT_SITE_URL, siteUrl }
