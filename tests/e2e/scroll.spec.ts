// Every route change scrolls the page to the top.
import { FOOTER_GROUPS, PAGES } from '../../src/content/registry'
import { expect, test, visit } from './fixtures'

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
