/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public origin of the site, without a trailing slash (vite.config.ts defines it from SITE_URL). */
  readonly SITE_URL: string
  /** A preview build (SITE_PREVIEW=1): it may show samples, says so on every page, and is not indexed. */
  readonly SITE_PREVIEW: boolean
  /** The year of the build (vite.config.ts, from BUILD_YEAR or the clock): /deadlines lists it and the next. */
  readonly BUILD_YEAR: number
  /** The day of the build, YYYY-MM-DD (vite.config.ts): /deadlines's next deadlines "as of" it, before its script runs. */
  readonly BUILD_DATE: string
  /** The scheduler /book embeds, or null (vite.config.ts checks the site configuration and defines it). */
  readonly SCHEDULER: import('./lib/scheduler').Scheduler | null
  /** The analytics events go to, or null: off (vite.config.ts checks the settings and defines it). */
  readonly ANALYTICS: import('./content/types').Analytics | null
}

declare module '*.yml' {
  /** A page's FAQ, content/faqs/<registry id>.yml, checked, its variables filled in (scripts/content-files.mjs). */
  const faq: import('./content/types').FaqContent
  export default faq
}

// The site settings, content/settings/<name>.yml, checked and their variables filled in (scripts/content-files.mjs),
// each file under its name, typed by its schema (content/settings-schema.ts): import { site } from 'virtual:settings'.
// Each file is a module of its fields, so a page ships only the fields it reads.
declare module 'virtual:settings' {
  const settings: {
    [Name in import('./content/settings-schema').SettingsName]: import('./content/settings-schema').Settings<Name>
  }
  export = settings
}

// One file's module, for a content module that re-exports its fields (content/claims.ts).
declare module 'virtual:settings/claims' {
  const claims: import('./content/settings-schema').Settings<'claims'>
  export = claims
}

// Parts of one field (scripts/source-module.mjs, `pick`): the content module that imports it states its shape.
declare module 'virtual:settings/*' {
  const parts: unknown
  export default parts
}

declare module 'virtual:authors' {
  /** The blog's authors, each with its file and data as the build checked it (scripts/content-files.mjs). */
  const authors: { id: string; file: string; data: import('./content/blog/author-schema').AuthorFile }[]
  export default authors
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
  /** Every article's teaser, newest first (/sitemap). */
  export const teasers: import('./content/types').BlogTeaser[]
}
declare module 'virtual:blog/feed' {
  /** Every article's teaser with its topics, author and reviewer, newest first (the feed, sitemap.xml, the prerender). */
  export const teasers: import('./content/types').FullTeaser[]
  /** Every page of every topic and author, with the day its newest article last changed. */
  export const listings: { path: string; kind: 'topic' | 'author'; date: string }[]
}
declare module 'virtual:blog/topic-list' {
  /** Every topic, by name, with how many articles it has (/blog's topic links). */
  export const topics: (import('./content/types').Topic & { count: number })[]
}
declare module 'virtual:blog/topics' {
  /** Page n of a topic's articles, or undefined for an unknown topic or a page past its last. */
  export function loadTopic(slug: string, n: number): Promise<import('./content/types').TopicPage | undefined>
}
declare module 'virtual:blog/authors' {
  /** Page n of an author's articles, or undefined for an unknown author or a page past the last. */
  export function loadAuthor(id: string, n: number): Promise<import('./content/types').AuthorPage | undefined>
}
