/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public origin of the site, without a trailing slash (vite.config.ts defines it from SITE_URL). */
  readonly SITE_URL: string
  /** A preview build (SITE_PREVIEW=1): it may show samples, says so on every page, and is not indexed. */
  readonly SITE_PREVIEW: boolean
  /** The year of the build (vite.config.ts, from BUILD_YEAR or the clock): /deadlines lists it and the next. */
  readonly BUILD_YEAR: number
  /** The scheduler /book embeds, or null (vite.config.ts checks the site configuration and defines it). */
  readonly SCHEDULER: import('./lib/scheduler').Scheduler | null
  /** The analytics events go to, or null: off (vite.config.ts checks the settings and defines it). */
  readonly ANALYTICS: import('./content/types').Analytics | null
}

declare module '*.yml' {
  /** A page's FAQ, content/faqs/<registry id>.yml, checked and with its variables filled in (scripts/content-files.mjs). */
  const faq: import('./content/types').FaqContent
  export default faq
}

// The site settings, content/settings/<name>.yml, checked and with their variables filled in (scripts/content-files.mjs).
declare module 'virtual:settings/site' {
  const settings: import('./content/settings-schema').Settings<'site'>
  export default settings
}
declare module 'virtual:settings/testimonials' {
  const settings: import('./content/settings-schema').Settings<'testimonials'>
  export default settings
}
declare module 'virtual:settings/founders' {
  const settings: import('./content/settings-schema').Settings<'founders'>
  export default settings
}
declare module 'virtual:settings/timeline' {
  const settings: import('./content/settings-schema').Settings<'timeline'>
  export default settings
}
// Each field is a named export too (scripts/source-module.mjs settingsModule), so a page ships only the fields it reads.
declare module 'virtual:settings/claims' {
  type Claims = import('./content/settings-schema').Settings<'claims'>
  export const figures: Claims['figures']
  export const foundedYear: Claims['foundedYear']
  export const security: Claims['security']
  export const safeguards: Claims['safeguards']
  export const hiring: Claims['hiring']
}
declare module 'virtual:settings/practices' {
  type Practices = import('./content/settings-schema').Settings<'practices'>
  export const books: Practices['books']
  export const access: Practices['access']
  export const documents: Practices['documents']
  export const exchange: Practices['exchange']
  export const employeeData: Practices['employeeData']
  export const whoSees: Practices['whoSees']
  export const payments: Practices['payments']
  export const review: Practices['review']
  export const onboarding: Practices['onboarding']
  export const cadence: Practices['cadence']
  export const staffing: Practices['staffing']
  export const locations: Practices['locations']
  export const trial: Practices['trial']
  export const offboarding: Practices['offboarding']
  export const beforeSignup: Practices['beforeSignup']
  export const consultation: Practices['consultation']
  export const reply: Practices['reply']
  export const billing: Practices['billing']
  export const experts: Practices['experts']
  export const taxReturns: Practices['taxReturns']
  export const payrollTaxes: Practices['payrollTaxes']
  export const workerClassification: Practices['workerClassification']
  export const salesTax: Practices['salesTax']
  export const collections: Practices['collections']
  export const cpa: Practices['cpa']
  export const tools: Practices['tools']
}
declare module 'virtual:settings/billing' {
  const settings: import('./content/settings-schema').Settings<'billing'>
  export default settings
}
declare module 'virtual:settings/comparison' {
  type Comparison = import('./content/settings-schema').Settings<'comparison'>
  export const bookkeeper: Comparison['bookkeeper']
  export const accountant: Comparison['accountant']
  export const benefits: Comparison['benefits']
}
declare module 'virtual:settings/scheduler' {
  const settings: import('./content/settings-schema').Settings<'scheduler'>
  export default settings
}

declare module 'virtual:settings/analytics' {
  const settings: import('./content/settings-schema').Settings<'analytics'>
  export default settings
}

declare module 'virtual:faq-hub' {
  /** Every FAQ of the site, grouped (scripts/faq-hub-data.mjs snapshots src/content/faq-index.ts at build time). */
  export const faqGroups: import('./content/faq-index').FaqGroup[]
}

declare module 'virtual:icon-sprite' {
  /** URL of the site's SVG sprite (scripts/icon-sprite.mjs renders src/build/sprite-symbols.tsx into it). */
  const url: string
  export default url
}

// The blog collection (scripts/blog.mjs renders src/content/blog/posts/*.md into these).
declare module 'virtual:blog' {
  /** The newest teasers, for the home page. */
  export const latest: import('./content/types').BlogTeaser[]
  export const pageCount: number
  export const perPage: number
}
declare module 'virtual:blog/page/1' {
  const teasers: import('./content/types').BlogTeaser[]
  export default teasers
}
declare module 'virtual:blog/pages' {
  /** The teasers of /blog page n, or undefined past the last page. */
  export function loadPage(n: number): Promise<import('./content/types').BlogTeaser[]> | undefined
}
declare module 'virtual:blog/articles' {
  export function loadArticle(slug: string): Promise<import('./content/types').Article | undefined>
}
declare module 'virtual:blog/all' {
  /** Every article's teaser, newest first (the feed, the sitemap and the prerender). */
  export const teasers: import('./content/types').BlogTeaser[]
}
