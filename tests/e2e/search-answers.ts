// Which results answer a query, derived from the content, never retyped: the FAQ answers (the hub's data) and the
// text of every page and article of the build (its <main>, without the page's own FAQ, which is searched from the
// hub). The documents whose title or one of whose headings says the query (a page's name, an article's heading, a
// FAQ question, a section or card title) answer it; when none says it, the one that says it most for its length does.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageFile, prerendered } from '../../scripts/hosting.mjs'
import { PAGES, type PageId } from '../../src/content/registry'
import { loadContent } from './content'

type FaqGroups = typeof import('../../src/content/faq-index').faqGroups
const { faqGroups } = await loadContent<{ faqGroups: FaqGroups }>('src/content/faq-index.ts')

export type SearchDocument = { url: string; title: string; text: string; headings?: string[] }

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }
const plain = (html: string) =>
  html
    .replace(/<(nav|form|script|svg)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()

/** Every document the search should know, from the build in `dist`. */
export function searchDocuments(dist = 'dist'): SearchDocument[] {
  const faqs = faqGroups.flatMap((group) =>
    group.items.map((item) => ({
      url: `${PAGES.faq.path}#${group.id}-${item.id}`,
      title: item.question,
      text: [item.question, ...item.answer].join(' '),
    })),
  )
  const pages = prerendered(dist).flatMap(({ path, kind, id }) => {
    const entry = id ? (PAGES[id as PageId] as { name: string; searchable?: false; index?: false }) : undefined
    if (kind !== 'article' && (!entry || kind === 'faq' || kind === 'search' || entry.searchable === false)) return []
    if (entry?.index === false) return []
    const html = readFileSync(join(dist, pageFile(path)), 'utf8')
    const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
    let text = plain(main)
    // The page's own FAQ is searched from the hub: its questions and answers are not the page's text.
    for (const item of faqGroups.find((group) => group.id === id)?.items ?? []) {
      for (const said of [item.question, ...item.answer]) text = text.split(said).join(' ')
    }
    const title = entry?.name ?? plain(/<h1\b[\s\S]*?<\/h1>/.exec(main)?.[0] ?? '')
    const headings = [...main.matchAll(/<h[1-3]\b[\s\S]*?<\/h[1-3]>/g)].map((heading) => plain(heading[0]))
    return [{ url: path, title, text, headings }]
  })
  return [...faqs, ...pages]
}

const count = (text: string, words: string) => text.toLowerCase().split(words.toLowerCase()).length - 1

/** The documents that answer a query: those whose title or a heading says it, else the one that says it most. */
export function answersTo(query: string, documents: SearchDocument[]) {
  const said = (document: SearchDocument) =>
    [document.title, ...(document.headings ?? [])].some((t) => count(t, query) > 0)
  const titled = documents.filter(said)
  if (titled.length > 0) return titled
  const density = (document: SearchDocument) => count(document.text, query) / document.text.split(' ').length
  const best = Math.max(...documents.map(density))
  if (best === 0) throw new Error(`no document of the build says "${query}": pick another query`)
  return documents.filter((document) => density(document) === best)
}
