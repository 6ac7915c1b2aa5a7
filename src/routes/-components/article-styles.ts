// How an article reads: its page (routes/blog/$slug.tsx) and the CMS's preview of it (src/admin/preview.js) use these
// same classes, so editors see what they will publish.
export const ARTICLE_STYLES = {
  article: 'container-site max-w-3xl py-12 sm:py-16',
  title: 'text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl',
  description: 'mt-4 text-lg leading-relaxed text-ink-600',
  meta: 'mt-4 text-sm font-semibold text-ink-600',
  /** "Reviewed by …, CPA, on …", under the date. */
  review: 'mt-1 text-sm font-semibold text-ink-600',
  /** Where the "Sample" mark (components/ui/sample-mark.tsx) sits after a sample person in a line of text. */
  sample: 'align-middle whitespace-nowrap',
  illustration: 'mt-8 rounded-card bg-secondary-50',
  /** The rendered Markdown: headings, paragraphs, lists, links and tables. */
  body: 'mt-10 text-lg leading-relaxed text-ink-700 [&_a]:font-semibold [&_a]:text-secondary-700 [&_a]:underline [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold [&_li]:mt-2 [&_li]:marker:text-primary-700 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_.heading-anchor]:font-bold [&_.heading-anchor]:text-inherit [&_.heading-anchor]:no-underline [&_.heading-anchor:hover]:underline',
} as const
