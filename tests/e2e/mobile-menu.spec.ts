// The phone menu: a full-screen dialog with every entry, scroll lock, focus trap, Escape.
import type { Page } from '@playwright/test'
import { BREAKPOINTS } from '../../src/styles/tokens'
import { PAGES } from '../../src/content/registry'
import { navEntries } from '../../src/lib/nav'
import { expect, nextFrames, test, visit } from './fixtures'

test.use({ viewport: { width: 375, height: 800 } })

async function openMenu(page: Page, path: string = PAGES.home.path) {
  await visit(page, path)
  const burger = page.getByRole('banner').getByRole('button', { name: 'Open menu' })
  await expect(burger).toBeVisible()
  await burger.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeVisible()
  return { burger, dialog }
}

// The dialog element is a zero-size wrapper around its fixed full-screen panel, so "closed" means gone, not hidden.
const expectClosed = (page: Page) => expect(page.getByRole('dialog')).toHaveCount(0)

/** Whether the dialog is what the user sees and touches at each point (corners and centre) of the viewport. */
function coversViewport(page: Page) {
  return page.getByRole('dialog').evaluate((dialog) => {
    const { innerWidth: w, innerHeight: h } = window
    const points = [
      [1, 1],
      [w - 2, 1],
      [w / 2, h / 2],
      [1, h - 2],
      [w - 2, h - 2],
    ]
    return points.every(([x, y]) => dialog.contains(document.elementFromPoint(x!, y!)))
  })
}

test('the burger opens a full-screen dialog listing every entry and every dropdown entry', async ({ page }) => {
  const { dialog } = await openMenu(page)
  expect(await coversViewport(page)).toBe(true)

  for (const item of navEntries) {
    const link = dialog.getByRole('link', { name: item.label, exact: true })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', item.path)
    for (const child of item.children) {
      const sub = dialog.getByRole('link', { name: child.label, exact: true })
      await expect(sub).toHaveAttribute('href', child.to)
      await sub.scrollIntoViewIfNeeded()
      await expect(sub).toBeVisible()
    }
  }
})

test('the page behind the open menu does not scroll', async ({ page }) => {
  await visit(page, PAGES.home.path)
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true)
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close menu' })).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
  await page.mouse.move(187, 700)
  await page.mouse.wheel(0, 1500)
  await page.keyboard.press('End')
  await nextFrames(page)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('Tab keeps focus inside the open menu', async ({ page }) => {
  const { dialog } = await openMenu(page)
  const focusables = await dialog.locator('a[href], button').count()
  for (let i = 0; i < focusables + 3; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1}`).toBe(true)
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Shift+Tab ${i + 1}`).toBe(true)
  }
})

test('Escape closes the menu and returns focus to the burger', async ({ page }) => {
  const { burger } = await openMenu(page)
  await page.keyboard.press('Escape')
  await expectClosed(page)
  await expect(burger).toBeFocused()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
})

test('the close button closes the menu, and stays in reach with the menu scrolled to its end', async ({ page }) => {
  const { burger, dialog } = await openMenu(page)
  const entries = dialog.getByRole('navigation').getByRole('link')
  await entries.last().scrollIntoViewIfNeeded()
  await expect(entries.first()).not.toBeInViewport()
  const close = dialog.getByRole('button', { name: 'Close menu' })
  await expect(close).toBeInViewport({ ratio: 1 })
  await close.click()
  await expectClosed(page)
  await expect(burger).toBeFocused()
})

test('choosing an entry navigates and closes the menu', async ({ page }) => {
  const { dialog } = await openMenu(page)
  const fabricators = PAGES['stone-fabricators']
  const target = dialog.getByRole('link', { name: fabricators.menu, exact: true })
  await target.scrollIntoViewIfNeeded()
  await target.click()
  await expect(page).toHaveURL(fabricators.path)
  await expectClosed(page)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test(`the menu closes when the window reaches ${BREAKPOINTS.menu} px`, async ({ page }) => {
  await openMenu(page)
  await page.setViewportSize({ width: 800, height: 800 })
  await expectClosed(page)
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
  await page.setViewportSize({ width: 375, height: 800 })
  await expectClosed(page)
})
