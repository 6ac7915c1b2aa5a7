/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public origin of the site, without a trailing slash (vite.config.ts defines it from SITE_URL). */
  readonly SITE_URL: string
}

declare module 'virtual:faq-hub' {
  /** Every FAQ of the site, grouped (scripts/faq-hub-data.mjs snapshots src/content/faq-index.ts at build time). */
  export const faqGroups: import('./content/faq-index').FaqGroup[]
}

declare module 'virtual:icon-sprite' {
  /** URL of the site's SVG sprite (scripts/icon-sprite.mjs renders src/components/ui/sprite-symbols.tsx into it). */
  const url: string
  export default url
}
