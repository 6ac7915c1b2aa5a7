// A crawl of the built site from '/': every internal link and image answers 200, every page has a real h1.
import { PAGES, pageList } from '../../src/content/registry'
import { MORE } from '../../scripts/blog-listings.mjs'
import { TOPIC_NOTES } from '../../src/content/blog/topics'
import { besidesOwn404, expect, prerenderedPaths, test, timeoutFor } from './fixtures'

const hrefs = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
const sources = (html: string) =>
  [...html.matchAll(/<(?:img|link)\b[^>]*\b(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!)

test('every internal link and asset reachable from the home page answers 200', async ({ request }) => {
  // Requests only, no browser: each page, the pages its anchors name, and the assets, a few per page.
  test.setTimeout(timeoutFor(prerenderedPaths.length, 1_500))
  const pages = new Set<string>()
  const assets = new Set<string>()
  const queue: string[] = [PAGES.home.path]
  while (queue.length > 0) {
    const path = queue.shift()!
    if (pages.has(path)) continue
    pages.add(path)
    const response = await request.get(path)
    expect(response.status(), `${path} status`).toBe(200)
    const html = await response.text()
    // Its text, whatever elements set it (a heading's comma is kerned in a span of its own).
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? ''
    expect(h1.trim().length, `${path} has an h1 with text`).toBeGreaterThan(2)
    for (const href of hrefs(html)) {
      if (!href.startsWith('/') || href.startsWith('//')) continue
      const target = href.split('#')[0]!.split('?')[0]!
      // A file, such as a calendar feed (/deadlines/<kind>.ics), is an asset, not a page.
      if (/\.\w+$/.test(target)) {
        assets.add(target)
        continue
      }
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
  // Every page the build prerendered (the registry's pages and the blog's articles) is reached, but those not meant to
  // be found (/booked: where a scheduler sends the visitor after booking).
  const unlinked = new Set<string>(pageList.filter((page) => page.index === false).map((page) => page.path))
  expect([...pages], 'pages reached from the home page').toEqual(
    expect.arrayContaining(prerenderedPaths.filter((path) => !unlinked.has(path))),
  )
  for (const asset of assets) {
    expect((await request.get(asset)).status(), asset).toBe(200)
  }
})

test.describe('unknown article, topic or author', () => {
  // The browser reports the document's own 404 status; nothing else may appear.
  test.use({ failOnConsoleError: false })

  // An article, a topic or an author that does not exist, and a page past a real topic's last.
  const topic = prerenderedPaths.find((path) => path.startsWith(`${PAGES.blog.path}/topics/`))
  for (const unknown of [
    `${PAGES.blog.path}/no-such-article`,
    `${PAGES.blog.path}/topics/no-such-topic`,
    `${PAGES.blog.path}/authors/no-such-author`,
    `${topic}/page/99`,
  ]) {
    test(`${unknown} is the not-found page with status 404`, async ({ request, page, consoleErrors }) => {
      const response = await request.get(unknown)
      expect(response.status()).toBe(404)
      await page.goto(unknown)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page')
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', PAGES.home.path)
      expect(besidesOwn404(consoleErrors, unknown)).toEqual([])
    })
  }
})

test('a topic’s page lists every topic: its own as the current one, each other a link to its page', async ({
  page,
}) => {
  const topicPaths = prerenderedPaths.filter((path) => /^\/blog\/topics\/[^/]+$/.test(path))
  const [own, ...others] = topicPaths
  await page.goto(own!)
  const topics = page.getByRole('navigation', { name: 'Browse by topic' })
  const current = topics.locator('[aria-current="page"]')
  await expect(current).toHaveCount(1)
  await expect(current).toHaveText((await page.getByRole('heading', { level: 1 }).textContent())!)
  await expect(topics.getByRole('link')).toHaveCount(others.length)
  for (const path of others) await expect(topics.locator(`a[href="${path}"]`)).toHaveCount(1)
})

test('a topic’s page goes on to the blog’s newest articles outside the topic', async ({ page }) => {
  const topic = prerenderedPaths.find((path) => /^\/blog\/topics\/[^/]+$/.test(path))!
  const articles = prerenderedPaths.filter((path) => /^\/blog\/(?!topics\/|authors\/|page\/)[^/]+$/.test(path))
  await page.goto(topic)
  const hrefsIn = async (name: string) =>
    page
      .getByRole('region', { name })
      .getByRole('link', { name: /^Read More/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  const own = await hrefsIn(
    `Articles on ${(await page.getByRole('heading', { level: 1 }).textContent())!.toLowerCase()}`,
  )
  const more = await hrefsIn('More from the blog')
  // The page's count of the topic's articles, on this page or later ones: what lies outside is the rest.
  const count = Number(/(\d+) articles?/.exec(await page.locator('main').innerText())?.[1])
  expect(own.length).toBeGreaterThan(0)
  expect(more.length).toBe(Math.min(MORE, articles.length - count))
  for (const href of more) {
    expect(articles).toContain(href)
    expect(own).not.toContain(href)
  }
})

test('a topic’s page with a note says what its articles cover and links where the site takes it further', async ({
  page,
}) => {
  const noted = prerenderedPaths.filter((path) => {
    const slug = /^\/blog\/topics\/([^/]+)$/.exec(path)?.[1]
    return slug !== undefined && slug in TOPIC_NOTES
  })
  expect(noted.length).toBeGreaterThan(0)
  const path = noted[0]!
  const note = TOPIC_NOTES[path.split('/').pop()!]!
  await page.goto(path)
  await expect(page.getByRole('main').getByText(note.intro)).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: note.cta.label }).click()
  await expect(page).toHaveURL(note.cta.link.to)
})
