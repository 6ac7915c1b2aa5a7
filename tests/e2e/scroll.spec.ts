// Every route change scrolls the page to the top, going back returns to where the visitor was, and the page's own
// first load leaves the scroll to the visitor.
import { FOOTER_GROUPS, PAGES } from '../../src/content/registry'
import { expect, hydrated, nextFrames, openBeforeHydration, test, visit } from './fixtures'

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY)

test('a footer link opens the next page at the top (desktop)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await visit(page, PAGES.home.path)
  const footer = page.getByRole('contentinfo')
  const link = footer.getByRole('link', { name: PAGES.about.footer.labels[0], exact: true })
  await link.scrollIntoViewIfNeeded()
  await expect.poll(() => scrollY(page)).toBeGreaterThan(400)
  await link.click()
  await expect(page).toHaveURL(PAGES.about.path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('a footer link opens the next page at the top (phone accordion)', async ({ page }) => {
  const target = PAGES['stone-fabricators']
  await page.setViewportSize({ width: 375, height: 800 })
  await visit(page, PAGES.home.path)
  const footer = page.getByRole('contentinfo')
  const group = footer.getByRole('button', { name: FOOTER_GROUPS[target.footer.group] })
  await group.scrollIntoViewIfNeeded()
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
  const link = footer.getByRole('link', { name: target.footer.labels[0], exact: true })
  await link.scrollIntoViewIfNeeded()
  await expect.poll(() => scrollY(page)).toBeGreaterThan(400)
  await link.click()
  await expect(page).toHaveURL(target.path)
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('going back returns to where the visitor was on the page they left', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await visit(page, PAGES.home.path)
  const link = page.getByRole('contentinfo').getByRole('link', { name: PAGES.about.footer.labels[0], exact: true })
  await link.scrollIntoViewIfNeeded()
  await expect.poll(() => scrollY(page)).toBeGreaterThan(400)
  const left = await scrollY(page)
  await link.click()
  await expect(page).toHaveURL(PAGES.about.path)
  await expect.poll(() => scrollY(page)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(PAGES.home.path)
  await expect.poll(() => scrollY(page)).toBe(left)
})

test('a phone visitor who scrolls before the page has hydrated stays where they scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const framework = await openBeforeHydration(page, PAGES.home.path)
  await page.mouse.wheel(0, 1600)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(800)
  const read = await scrollY(page)
  framework.release()
  await hydrated(page)
  // The router's first render (its onRendered event) follows the app's HYDRATED within a few frames.
  await nextFrames(page, 10)
  expect(await scrollY(page)).toBe(read)
})

test('a reload opens the page where the visitor was', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await visit(page, PAGES.pricing.path)
  await page.mouse.wheel(0, 1200)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(800)
  const read = await scrollY(page)
  await page.reload()
  await hydrated(page)
  await nextFrames(page, 10)
  // Where the visitor was, to a pixel or two (the reloaded page may lay a line out a pixel shorter before its fonts);
  // with the bands skipped while it loaded, the estimator's band grew under the restored place: 1200 became 2437.
  expect(Math.abs((await scrollY(page)) - read)).toBeLessThanOrEqual(2)
})
