// Content contracts over every content module (found by file, so a new page is checked without being listed here):
// complete head meta, unique ids, questions that end with "?", existing images, no filler. Every link of the content
// files, to a page and to an anchor, is checked by the build itself (scripts/content-links.mjs), which hosts run.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { teasers } from 'virtual:blog/all'
import { loadArticle } from 'virtual:blog/articles'
import { faqGroups } from '../../src/content/faq-index'
import type { FaqContent, PageMeta } from '../../src/content/types'
import { illustrationUrls } from '../../src/components/ui/illustrations'
import { ILLUSTRATION_NAMES } from '../../src/names'

type PageModule = { meta: PageMeta; faq?: FaqContent }
const isPage = (value: unknown): value is PageModule => typeof value === 'object' && value !== null && 'meta' in value

/** Every page content object exported by src/content/pages/*.ts, by its export name. */
const pages: Record<string, PageModule> = Object.fromEntries(
  Object.values(import.meta.glob<Record<string, unknown>>('../../src/content/pages/*.ts', { eager: true })).flatMap(
    (module) => Object.entries(module).filter((entry): entry is [string, PageModule] => isPage(entry[1])),
  ),
)

describe('the content modules', () => {
  it('are all found', () => {
    expect(Object.keys(pages).length).toBeGreaterThanOrEqual(readdirSync('src/content/pages').length)
  })
})

describe('every page', () => {
  it.each(Object.entries(pages))('%s: meta is complete', (_, page) => {
    expect(page.meta.title.length).toBeGreaterThan(20)
    expect(page.meta.description.length).toBeGreaterThan(80)
    expect(page.meta.keywords.length).toBeGreaterThanOrEqual(4)
  })

  it('titles are unique', () => {
    const titles = Object.values(pages).map((p) => p.meta.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it.each(Object.entries(pages))('%s: FAQ ids are unique, questions end with "?"', (_, page) => {
    if (page.faq) {
      const ids = page.faq.items.map((i) => i.id)
      expect(new Set(ids).size).toBe(ids.length)
      page.faq.items.forEach((i) => expect(i.question).toMatch(/\?$/))
    }
  })

  it.each(Object.entries(pages))('%s: has no filler text', (_, page) => {
    const text = JSON.stringify(page)
    expect(text).not.toMatch(/lorem ipsum|\bTODO\b|coming soon|placeholder/i)
  })
})

describe('blog and FAQ hub', () => {
  it.each(teasers.map((t) => [t.slug]))('article %s has a body and no filler text', async (slug) => {
    const article = await loadArticle(slug)
    expect(article?.html.length).toBeGreaterThan(500)
    expect(JSON.stringify(article)).not.toMatch(/lorem ipsum|\bTODO\b|coming soon|placeholder/i)
  })

  it('the FAQ hub holds every FAQ a page shows, with unique ids', () => {
    const ids = faqGroups.flatMap((g) => g.items.map((i) => `${g.id}-${i.id}`))
    expect(new Set(ids).size).toBe(ids.length)
    const hub = faqGroups.map((g) => g.items)
    for (const [name, page] of Object.entries(pages)) if (page.faq) expect(hub, name).toContain(page.faq.items)
  })
})

describe('assets', () => {
  it('every illustration name has its drawn SVG, found by the name alone', () => {
    const dir = join(__dirname, '../../src/assets/illustrations')
    for (const name of ILLUSTRATION_NAMES) {
      expect(illustrationUrls[name], name).toBeDefined()
      expect(readFileSync(join(dir, `${name}.svg`), 'utf8').length).toBeGreaterThan(800)
    }
  })
})
