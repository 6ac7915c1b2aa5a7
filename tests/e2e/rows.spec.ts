// What stays beside what: /book's way to book beside its heading at 1280 px, and right under the lead on a phone.
import type { Locator } from '@playwright/test'
import { PAGES } from '../../src/content/registry'
import { pageContent } from './content'
import { expect, test, visit } from './fixtures'

const { bookPage } = pageContent

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${String(locator)} is not shown`)
  return found
}

test.describe('/book without a scheduler', () => {
  const ways = (page: import('@playwright/test').Page) => page.getByRole('heading', { name: bookPage.direct.title })
  const covers = (page: import('@playwright/test').Page) =>
    page.getByRole('heading', { name: bookPage.hero.coversTitle })

  test('sets the way to book beside the heading at 1280 px', async ({ page }) => {
    await visit(page, PAGES.book.path)
    const heading = await box(page.getByRole('heading', { level: 1 }))
    const way = await box(ways(page))
    expect(way.x).toBeGreaterThan(heading.x + heading.width / 2)
    expect(way.y).toBeLessThan((await box(covers(page))).y)
  })

  test('puts it right under the lead on a phone, before what the call covers', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await visit(page, PAGES.book.path)
    expect((await box(ways(page))).y).toBeLessThan((await box(covers(page))).y)
    await expect(page.getByRole('link', { name: 'Email us' })).toBeInViewport()
  })
})
