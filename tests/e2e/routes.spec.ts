// Every prerendered route answers 200 with one h1, its own title and a canonical link, in the HTML and after hydration.
import { PAGES } from '../../src/content/registry'
import { besidesOwn404, expect, prerenderedPaths, test, timeoutFor, visit } from './fixtures'

test.describe('every prerendered route', () => {
  for (const path of prerenderedPaths) {
    test(`${path} answers 200 with one h1, a title and a canonical link, and hydrates without errors`, async ({
      page,
      request,
      browser,
    }) => {
      const response = await visit(page, path)
      expect(response?.status()).toBe(200)

      const h1 = page.locator('h1')
      await expect(h1).toHaveCount(1)
      await expect(h1).toBeVisible()
      const heading = (await h1.innerText()).trim()
      expect(heading).not.toBe('')

      const title = await page.title()
      expect(title.trim()).not.toBe('')
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\//)

      // The prerendered file itself carries the h1, the title and the canonical link, before any script runs.
      const raw = await request.get(path)
      expect(raw.status()).toBe(200)
      const html = await raw.text()
      expect(html).toMatch(/<h1[\s>]/)
      expect(html).toMatch(/<title>[^<]+<\/title>/)
      expect(html).toMatch(/<link[^>]+rel="canonical"/)

      const noJs = await browser.newContext({ javaScriptEnabled: false })
      try {
        const staticPage = await noJs.newPage()
        await staticPage.goto(path)
        await expect(staticPage.locator('h1')).toHaveCount(1)
        expect((await staticPage.locator('h1').innerText()).trim()).toBe(heading)
        expect(await staticPage.title()).toBe(title)
      } finally {
        await noJs.close()
      }
    })
  }

  test('each route has its own title', async ({ request }) => {
    test.setTimeout(timeoutFor(prerenderedPaths.length, 500))
    const titles = new Map<string, string[]>()
    for (const path of prerenderedPaths) {
      const html = await (await request.get(path)).text()
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1]?.trim() ?? ''
      titles.set(title, [...(titles.get(title) ?? []), path])
    }
    const shared = [...titles].filter(([, paths]) => paths.length > 1)
    expect(shared, 'titles used by more than one route').toEqual([])
  })
})

test.describe('unknown paths', () => {
  test.use({ failOnConsoleError: false })

  test('/no-such-page answers 404 with a helpful page that links home', async ({ page, consoleErrors }) => {
    const response = await visit(page, '/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/could not find/i)
    const hrefs = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toContain(PAGES.home.path)
    expect(await page.title()).not.toBe('')
    expect(besidesOwn404(consoleErrors, '/no-such-page')).toEqual([])
  })
})
