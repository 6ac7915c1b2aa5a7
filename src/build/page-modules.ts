// Every page content module (src/content/pages/*.ts) by its file, for the build's link check
// (scripts/content-links.mjs), which reads their copy and link targets as the pages get them.
export const PAGE_MODULES = import.meta.glob<Record<string, unknown>>('../content/pages/*.ts', { eager: true })
