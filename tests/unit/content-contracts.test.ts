// Content contracts over every content module (found by file, so a new page is checked without being listed here):
// complete head meta, unique ids, questions that end with "?", links to real routes, existing images, no filler.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { teasers } from 'virtual:blog/all'
import { loadArticle } from 'virtual:blog/articles'
import { faqGroups } from '../../src/content/faq-index'
import type { FaqContent, PageMeta } from '../../src/content/types'
import { createAppRouter } from '../../src/router'
import { illustrationUrls } from '../../src/components/ui/illustrations'
import { ILLUSTRATION_NAMES } from '../../src/names'
import { linksIn } from '../../src/lib/inline-links'
import { PAGES } from '../../src/content/registry'
import { securityPage } from '../../src/content/pages/security'

/** The anchors of /security: its sections and each practice or safeguard in them. */
const securityAnchors = () => [
  securityPage.baseline.id,
  securityPage.request.id,
  ...securityPage.groups.flatMap((group) => [group.id, ...group.items.map((item) => item.id)]),
]

type PageModule = { meta: PageMeta; faq?: FaqContent }
const isPage = (value: unknown): value is PageModule => typeof value === 'object' && value !== null && 'meta' in value

/** Every page content object exported by src/content/pages/*.ts, by its export name. */
const pages: Record<string, PageModule> = Object.fromEntries(
  Object.values(import.meta.glob<Record<string, unknown>>('../../src/content/pages/*.ts', { eager: true })).flatMap(
    (module) => Object.entries(module).filter((entry): entry is [string, PageModule] => isPage(entry[1])),
  ),
)

const routes = new Set(
  Object.keys(createAppRouter().routesByPath).map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)),
)

/** Every value of a nested object, with its path. */
function* walk(value: unknown, path = ''): Generator<[string, unknown]> {
  yield [path, value]
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* walk(child, `${path}.${key}`)
  }
}

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

  it.each(Object.entries(pages))('%s: links lead to routes, FAQ ids are unique, questions end with "?"', (_, page) => {
    for (const [path, value] of walk(page)) {
      if (path.endsWith('.link') && value && typeof value === 'object' && 'to' in value) {
        expect(routes.has(String(value.to)), `${path} → ${String(value.to)}`).toBe(true)
      }
    }
    if (page.faq) {
      const ids = page.faq.items.map((i) => i.id)
      expect(new Set(ids).size).toBe(ids.length)
      page.faq.items.forEach((i) => expect(i.question).toMatch(/\?$/))
    }
  })

  it.each(Object.entries(pages))(
    '%s: links in its text lead to pages, and into /security only by its anchors',
    (_, page) => {
      const anchors = securityAnchors()
      for (const [path, value] of walk(page)) {
        if (typeof value !== 'string') continue
        for (const link of linksIn(value)) {
          const known = routes.has(link.to) || teasers.some((post) => link.to === `/blog/${post.slug}`)
          expect(known, `${path}: [..](${link.to})`).toBe(true)
          if (link.to === PAGES.security.path && link.hash)
            expect(anchors, `${path}: #${link.hash}`).toContain(link.hash)
        }
        // Only a link's brackets and parentheses, never a half-written one ("[words](security)").
        expect(value.replace(/\[[^\]\n]+\]\(\/[^\s)]*\)/g, ''), path).not.toMatch(/\]\(/)
        // The head takes no link (a link a section prints as text fails the prerender: scripts/prerender.mjs).
        if (path.includes('.meta.')) expect(linksIn(value), `${path} takes no link`).toEqual([])
      }
    },
  )

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
