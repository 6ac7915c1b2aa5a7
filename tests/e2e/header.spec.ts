// The desktop header's dropdown rules in a real browser, and the narrow-screen 'Get Started' rule.
import type { Page } from '@playwright/test'
import { BREAKPOINTS } from '../../src/styles/tokens'
import { PAGES, type PageId } from '../../src/content/registry'
import { navEntries } from '../../src/lib/nav'
import { expect, test, visit } from './fixtures'

const dropdowns = navEntries.filter((item) => item.children.length > 0)
/** The header entry of an overview page, with its dropdown. */
const entryOf = (id: PageId) => navEntries.find((entry) => entry.path === PAGES[id].path)!
const services = entryOf('services')
const industry = entryOf('industry')
/** A dropdown entry of each menu, by its page. */
const payroll = PAGES['payroll-service']
const fabricators = PAGES['stone-fabricators']
const architects = PAGES['architects-designers']

function header(page: Page) {
  const banner = page.getByRole('banner')
  const nav = banner.getByRole('navigation', { name: 'Main' })
  return { banner, nav, trigger: (name: string) => nav.getByRole('button', { name, exact: true }) }
}

test.describe('desktop header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('shows the menu entries in order, and no burger', async ({ page }) => {
    await visit(page, PAGES.home.path)
    const { banner, nav } = header(page)
    await expect(nav).toBeVisible()
    const names = await nav
      .locator(':scope > ul > li')
      .evaluateAll((items) => items.map((item) => item.querySelector('a, button')?.textContent?.trim()))
    expect(names).toEqual(navEntries.map((item) => item.label))
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden()
    await expect(banner.getByRole('link').first()).toHaveAttribute('href', PAGES.home.path)
  })

  for (const item of dropdowns) {
    test(`${item.label} opens a panel listing its entries`, async ({ page }) => {
      await visit(page, PAGES.home.path)
      const { nav, trigger } = header(page)
      await expect(trigger(item.label)).toHaveAttribute('aria-expanded', 'false')
      await trigger(item.label).click()
      await expect(trigger(item.label)).toHaveAttribute('aria-expanded', 'true')
      for (const child of item.children) {
        const link = nav.getByRole('link', { name: child.label, exact: true })
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute('href', child.to)
      }
    })
  }

  test('at most one dropdown is open', async ({ page }) => {
    await visit(page, PAGES.home.path)
    const { nav, trigger } = header(page)
    await trigger(services.label).click()
    await expect(trigger(services.label)).toHaveAttribute('aria-expanded', 'true')
    await trigger(industry.label).click()
    await expect(trigger(industry.label)).toHaveAttribute('aria-expanded', 'true')
    await expect(trigger(services.label)).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: payroll.menu })).toBeHidden()
    await expect(nav.getByRole('link', { name: fabricators.menu })).toBeVisible()
  })

  test('clicking the open dropdown closes it', async ({ page }) => {
    await visit(page, PAGES.home.path)
    const { nav, trigger } = header(page)
    await trigger(services.label).click()
    await expect(nav.getByRole('link', { name: payroll.menu })).toBeVisible()
    await trigger(services.label).click()
    await expect(trigger(services.label)).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: payroll.menu })).toBeHidden()
  })

  test('an outside click closes the dropdown', async ({ page }) => {
    await visit(page, PAGES.home.path)
    const { nav, trigger } = header(page)
    await trigger(industry.label).click()
    await expect(nav.getByRole('link', { name: fabricators.menu })).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(trigger(industry.label)).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: fabricators.menu })).toBeHidden()
  })

  test('Escape closes the dropdown and returns focus to its button', async ({ page }) => {
    await visit(page, PAGES.home.path)
    const { nav, trigger } = header(page)
    await trigger(services.label).click()
    await nav.getByRole('link', { name: payroll.menu }).focus()
    await page.keyboard.press('Escape')
    await expect(trigger(services.label)).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger(services.label)).toBeFocused()
  })

  test('the dropdown opens from the keyboard and Tab reaches its entries', async ({ page }) => {
    await visit(page, PAGES.home.path)
    const { nav, trigger } = header(page)
    await trigger(industry.label).focus()
    await page.keyboard.press('Enter')
    await expect(trigger(industry.label)).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: industry.children[0]!.label })).toBeFocused()
  })

  test('choosing an entry navigates and closes the dropdown', async ({ page }) => {
    await visit(page, PAGES.home.path)
    const { nav, trigger } = header(page)
    await trigger(industry.label).click()
    await nav.getByRole('link', { name: architects.menu }).click()
    await expect(page).toHaveURL(architects.path)
    await expect(trigger(industry.label)).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: architects.menu })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the dropdown closes on back navigation', async ({ page }) => {
    await visit(page, PAGES.home.path)
    const { nav, trigger } = header(page)
    await trigger(services.label).click()
    await nav.getByRole('link', { name: payroll.menu }).click()
    await expect(page).toHaveURL(payroll.path)
    await trigger(services.label).click()
    await expect(trigger(services.label)).toHaveAttribute('aria-expanded', 'true')
    await page.goBack()
    await expect(page).toHaveURL(PAGES.home.path)
    await expect(trigger(services.label)).toHaveAttribute('aria-expanded', 'false')
  })

  test(`'For CPA firms' goes to ${PAGES['for-cpa-firms'].path}`, async ({ page }) => {
    await visit(page, PAGES.home.path)
    await header(page).banner.getByRole('link', { name: 'For CPA firms' }).click()
    await expect(page).toHaveURL(PAGES['for-cpa-firms'].path)
  })

  test(`'Get Started' goes to ${PAGES.contact.path}`, async ({ page }) => {
    await visit(page, PAGES.home.path)
    const getStarted = header(page).banner.getByRole('link', { name: 'Get Started' })
    await expect(getStarted).toBeVisible()
    await getStarted.click()
    await expect(page).toHaveURL(PAGES.contact.path)
  })
})

test.describe('narrow header', () => {
  test("at 375 px 'Get Started' leaves the bar but stays in the open menu", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await visit(page, PAGES.home.path)
    const { banner } = header(page)
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(banner.getByRole('link', { name: 'Get Started' })).toBeHidden()
    await expect(banner.getByRole('link', { name: 'For CPA firms' })).toBeVisible()
    await banner.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Get Started' })).toBeVisible()
  })

  test(`from ${BREAKPOINTS.xs} px 'Get Started' is in the bar`, async ({ page }) => {
    await page.setViewportSize({ width: BREAKPOINTS.xs + 20, height: 800 })
    await visit(page, PAGES.home.path)
    await expect(header(page).banner.getByRole('link', { name: 'Get Started' })).toBeVisible()
  })

  test('at 320 px the header bar fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    await visit(page, PAGES.home.path)
    const { banner } = header(page)
    const controls = [
      banner.getByRole('link').first(),
      banner.getByRole('link', { name: 'For CPA firms' }),
      banner.getByRole('button', { name: 'Open menu' }),
    ]
    for (const control of controls) {
      const box = (await control.boundingBox())!
      expect(box.x, `${control} starts inside the screen`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `${control} ends inside the screen`).toBeLessThanOrEqual(320)
    }
  })
})
