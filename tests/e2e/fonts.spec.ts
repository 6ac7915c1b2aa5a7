// The self-hosted fonts are cut to a character subset (scripts/subset-fonts.mjs). On every page both load, and every
// character the page can show, hidden panels and form fields included, is in the subset, so none falls back to
// another font mid-word.
import { covered } from '../../scripts/subset-fonts.mjs'
import { expect, prerenderedPaths, renderedFonts, test, visit } from './fixtures'

for (const path of prerenderedPaths) {
  test(`${path}: both fonts load and cover every character of the page`, async ({ page }) => {
    await visit(page, path)
    const { families, text } = await page.evaluate(async () => {
      await document.fonts.ready
      const families = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family)
      const parts: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
        acceptNode: (node) =>
          node.parentElement?.closest('script, style, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
      })
      while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '')
      for (const field of document.querySelectorAll('input, textarea')) {
        const input = field as HTMLInputElement
        parts.push(input.value, input.placeholder)
      }
      return { families, text: parts.join('') }
    })
    expect(families).toEqual(expect.arrayContaining(['Inter Variable', 'Plus Jakarta Sans Variable']))
    const missing = [...new Set(text.replace(/\s/g, ''))].filter((char) => !covered(char))
    expect(missing, 'characters outside the font subset (add them to RANGES in scripts/subset-fonts.mjs)').toEqual([])
  })
}

// A first visit reads its headings in the brand's heading face and its text in the text face without doing anything:
// both are preloaded as the body begins, the heading face first (from the <head> they would hold a slow phone's first
// paint, scripts/prerender.mjs), and `swap` (app.css). Each test's page is a new context: no cache.
for (const path of prerenderedPaths) {
  test(`${path}: a first visit draws its headings and its text in the web fonts, the visitor having done nothing`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.locator('head link[rel="preload"][as="font"]'), 'fonts preloaded from the head').toHaveCount(0)
    const preloads = await page
      .locator('body > link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    expect(preloads, 'the preloaded fonts, the heading face first, as the body begins').toEqual([
      expect.stringMatching(/\/assets\/plus-jakarta-sans-[\w-]+\.woff2$/),
      expect.stringMatching(/\/assets\/inter-[\w-]+\.woff2$/),
    ])
    await expect(page.locator('body > :first-child'), 'the first preload opens the body').toHaveAttribute('as', 'font')
    await expect.poll(() => renderedFonts(page, 'h1'), 'the heading').toEqual([true])
    await expect.poll(() => renderedFonts(page, 'main p'), 'the text').toEqual([true])
  })
}
