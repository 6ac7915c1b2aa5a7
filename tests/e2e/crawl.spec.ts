// A crawl of the built site from '/': every internal link and image answers 200, every page has a real h1.
import { besidesOwn404, expect, test } from './fixtures'

const hrefs = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
const sources = (html: string) =>
  [...html.matchAll(/<(?:img|link)\b[^>]*\b(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!)

test('every internal link and asset reachable from the home page answers 200', async ({ request }) => {
  const pages = new Set<string>()
  const assets = new Set<string>()
  const queue = ['/']
  while (queue.length > 0) {
    const path = queue.shift()!
    if (pages.has(path)) continue
    pages.add(path)
    const response = await request.get(path)
    expect(response.status(), `${path} status`).toBe(200)
    const html = await response.text()
    expect(html, `${path} has an h1`).toMatch(/<h1[^>]*>[^<]{3,}/)
    for (const href of hrefs(html)) {
      if (!href.startsWith('/') || href.startsWith('//')) continue
      const target = href.split('#')[0]!.split('?')[0]!
      if (target && !pages.has(target)) queue.push(target)
      // An in-page anchor must name an element the target page has.
      const hash = href.split('#')[1]
      if (hash) {
        const targetHtml = target ? await (await request.get(target)).text() : html
        expect(targetHtml, `${path} links to #${hash} on ${target || path}`).toContain(`id="${hash}"`)
      }
    }
    for (const src of sources(html)) assets.add(src)
  }
  expect(pages.size).toBeGreaterThanOrEqual(20)
  for (const asset of assets) {
    expect((await request.get(asset)).status(), asset).toBe(200)
  }
})

test.describe('unknown article', () => {
  // The browser reports the document's own 404 status; nothing else may appear.
  test.use({ failOnConsoleError: false })

  test('an unknown blog article is the not-found page with status 404', async ({ request, page, consoleErrors }) => {
    const response = await request.get('/blog/no-such-article')
    expect(response.status()).toBe(404)
    await page.goto('/blog/no-such-article')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page")
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    expect(besidesOwn404(consoleErrors, '/blog/no-such-article')).toEqual([])
  })
})
