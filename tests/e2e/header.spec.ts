// The desktop header's dropdown rules in a real browser, and the narrow-screen 'Get Started' rule.
import type { Page } from '@playwright/test'
import { BREAKPOINTS } from '../../src/styles/tokens'
import { HEADER_BUTTONS, PAGES, type PageId } from '../../src/content/registry'
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

/**
 * The home page's header: its menu, a header entry's dropdown button, whether that dropdown is open, and the link of a
 * dropdown entry by its page.
 */
async function homeHeader(page: Page) {
  await visit(page, PAGES.home.path)
  const banner = page.getByRole('banner')
  const nav = banner.getByRole('navigation', { name: 'Main' })
  const trigger = (entry: { label: string }) => nav.getByRole('button', { name: entry.label, exact: true })
  const expectOpen = (entry: { label: string }, open: boolean) =>
    expect(trigger(entry)).toHaveAttribute('aria-expanded', String(open))
  const link = (target: { menu: string }) => nav.getByRole('link', { name: target.menu })
  return { banner, nav, trigger, expectOpen, link }
}

test.describe('desktop header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('shows the menu entries in order, and no burger', async ({ page }) => {
    const { banner, nav } = await homeHeader(page)
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
      const { nav, trigger, expectOpen } = await homeHeader(page)
      await expectOpen(item, false)
      await trigger(item).click()
      await expectOpen(item, true)
      for (const child of item.children) {
        const link = nav.getByRole('link', { name: child.label, exact: true })
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute('href', child.to)
      }
    })
  }

  test('at most one dropdown is open', async ({ page }) => {
    const { trigger, expectOpen, link } = await homeHeader(page)
    await trigger(services).click()
    await expectOpen(services, true)
    await trigger(industry).click()
    await expectOpen(industry, true)
    await expectOpen(services, false)
    await expect(link(payroll)).toBeHidden()
    await expect(link(fabricators)).toBeVisible()
  })

  test('clicking the open dropdown closes it', async ({ page }) => {
    const { trigger, expectOpen, link } = await homeHeader(page)
    await trigger(services).click()
    await expect(link(payroll)).toBeVisible()
    await trigger(services).click()
    await expectOpen(services, false)
    await expect(link(payroll)).toBeHidden()
  })

  test('an outside click closes the dropdown', async ({ page }) => {
    const { trigger, expectOpen, link } = await homeHeader(page)
    await trigger(industry).click()
    await expect(link(fabricators)).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expectOpen(industry, false)
    await expect(link(fabricators)).toBeHidden()
  })

  test('Escape closes the dropdown and returns focus to its button', async ({ page }) => {
    const { trigger, expectOpen, link } = await homeHeader(page)
    await trigger(services).click()
    await link(payroll).focus()
    await page.keyboard.press('Escape')
    await expectOpen(services, false)
    await expect(trigger(services)).toBeFocused()
  })

  test('the dropdown opens from the keyboard and Tab reaches its entries', async ({ page }) => {
    const { nav, trigger, expectOpen } = await homeHeader(page)
    await trigger(industry).focus()
    await page.keyboard.press('Enter')
    await expectOpen(industry, true)
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: industry.children[0]!.label })).toBeFocused()
  })

  test('choosing an entry navigates and closes the dropdown', async ({ page }) => {
    const { trigger, expectOpen, link } = await homeHeader(page)
    await trigger(industry).click()
    await link(architects).click()
    await expect(page).toHaveURL(architects.path)
    await expectOpen(industry, false)
    await expect(link(architects)).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the dropdown closes on back navigation', async ({ page }) => {
    const { trigger, expectOpen, link } = await homeHeader(page)
    await trigger(services).click()
    await link(payroll).click()
    await expect(page).toHaveURL(payroll.path)
    await trigger(services).click()
    await expectOpen(services, true)
    await page.goBack()
    await expect(page).toHaveURL(PAGES.home.path)
    await expectOpen(services, false)
  })

  test(`'For CPA firms' goes to ${PAGES['for-cpa-firms'].path}`, async ({ page }) => {
    const { banner } = await homeHeader(page)
    await banner.getByRole('link', { name: 'For CPA firms' }).click()
    await expect(page).toHaveURL(PAGES['for-cpa-firms'].path)
  })

  test(`'Get Started' goes to ${PAGES.contact.path}`, async ({ page }) => {
    const { banner } = await homeHeader(page)
    const getStarted = banner.getByRole('link', { name: 'Get Started' })
    await expect(getStarted).toBeVisible()
    await getStarted.click()
    await expect(page).toHaveURL(PAGES.contact.path)
  })
})

test.describe('narrow header', () => {
  test(`below ${BREAKPOINTS.menu} px the bar holds the logo, the booking button and the menu; the other buttons are in the open menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const { banner } = await homeHeader(page)
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(banner.getByRole('link', { name: HEADER_BUTTONS.book.label })).toBeVisible()
    for (const { label } of [HEADER_BUTTONS.start, HEADER_BUTTONS.partners])
      await expect(banner.getByRole('link', { name: label })).toBeHidden()
    await banner.getByRole('button', { name: 'Open menu' }).click()
    for (const { label } of [HEADER_BUTTONS.book, HEADER_BUTTONS.start, HEADER_BUTTONS.partners])
      await expect(page.getByRole('dialog').getByRole('link', { name: label })).toBeVisible()
  })

  test(`from ${BREAKPOINTS.menu} px every header button is in the bar`, async ({ page }) => {
    await page.setViewportSize({ width: BREAKPOINTS.menu, height: 800 })
    const { banner } = await homeHeader(page)
    for (const { label } of [HEADER_BUTTONS.book, HEADER_BUTTONS.start, HEADER_BUTTONS.partners])
      await expect(banner.getByRole('link', { name: label })).toBeVisible()
  })

  test('from 320 px to the menu breakpoint the header bar is one row', async ({ page }) => {
    const widths = [320, 360, 375, 390, 412, 414, 428, 430, 480, BREAKPOINTS.menu - 1]
    await page.setViewportSize({ width: widths[0]!, height: 800 })
    const { banner } = await homeHeader(page)
    const button = banner.getByRole('button', { name: 'Open menu' })
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      const [bar, menu] = [(await banner.boundingBox())!, (await button.boundingBox())!]
      // A second row of buttons would make the bar at least twice as tall as the menu button.
      expect(bar.height, `the header's height at ${width} px`).toBeLessThan(2 * menu.height)
    }
  })

  test('at 320 px the header bar fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    const { banner } = await homeHeader(page)
    const controls = [
      banner.getByRole('link').first(),
      banner.getByRole('link', { name: HEADER_BUTTONS.book.label }),
      banner.getByRole('button', { name: 'Open menu' }),
    ]
    for (const control of controls) {
      const box = (await control.boundingBox())!
      expect(box.x, `${control} starts inside the screen`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `${control} ends inside the screen`).toBeLessThanOrEqual(320)
    }
  })
})

test('/book leaves the booking button out of the header: it would lead to the page the visitor is on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await visit(page, PAGES.book.path)
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('button', { name: 'Open menu' })).toBeVisible()
  await expect(banner.getByRole('link', { name: HEADER_BUTTONS.book.label })).toHaveCount(0)
})
