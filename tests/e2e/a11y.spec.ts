// axe-core with the WCAG 2.2 AA tags and the best-practice rules on every prerendered route and the
// not-found page, at phone and desktop widths: as loaded, then with every accordion opened one after another, and with
// the phone menu open.
import type { Page } from '@playwright/test'
import { violations } from './axe'
import { PAGES } from '../../src/content/registry'
import { pageContent } from './content'
import { expect, prerenderedPaths, test, visit } from './fixtures'

const { stoneFabricatorsPage } = pageContent

const WIDTHS = [375, 1280]

/** Marks what one scoped run checks (an accordion's button and the panel it opened). */
const SCOPE = 'data-axe-scope'

/**
 * The collapsed disclosure buttons of the page (aria-expanded="false") in main and, on phones, the footer's link
 * groups, carousel controls excepted. Each gets a `data-axe-accordion` index so it can be clicked after the others
 * have re-rendered.
 */
function markCollapsedButtons(page: Page) {
  return page.evaluate(() => {
    const buttons = [
      ...document.querySelectorAll<HTMLElement>('main [aria-expanded="false"], footer [aria-expanded="false"]'),
    ]
      .filter((button) => !button.closest('[aria-roledescription="carousel"]'))
      .filter((button) => button.checkVisibility())
    buttons.forEach((button, index) => button.setAttribute('data-axe-accordion', String(index)))
    return buttons.length
  })
}

/**
 * Opens every accordion item in turn (most open one at a time, so each is checked while it is open): the whole page
 * as loaded first, then each opened item's button and panel.
 */
async function everyState(page: Page) {
  const found: string[] = []
  const loaded = await violations(page)
  if (loaded.length > 0) found.push(`as loaded: ${loaded.join('\n')}`)
  const count = await markCollapsedButtons(page)
  for (let index = 0; index < count; index++) {
    const button = page.locator(`[data-axe-accordion="${index}"]`)
    if ((await button.getAttribute('aria-expanded')) === 'false') await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const name = await button.evaluate((element, scope) => {
      const panel = document.getElementById(element.getAttribute('aria-controls') ?? '')
      for (const node of [element, panel]) node?.setAttribute(scope, '')
      return element.textContent?.trim()
    }, SCOPE)
    const opened = await violations(page, `[${SCOPE}]`)
    if (opened.length > 0) found.push(`with "${name}" open: ${opened.join('\n')}`)
    await page.evaluate(
      (scope) => document.querySelectorAll(`[${scope}]`).forEach((n) => n.removeAttribute(scope)),
      SCOPE,
    )
  }
  return { found, count }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })
    // A page with two accordions and a footer has some twenty states to check.
    test.describe.configure({ timeout: 180_000 })

    for (const path of prerenderedPaths) {
      test(`${path} has no axe violations, with every accordion opened`, async ({ page }) => {
        await visit(page, path)
        await page.evaluate(() => document.fonts.ready)
        const { found } = await everyState(page)
        expect(found).toEqual([])
      })
    }

    test(`${PAGES.search.path} with results has no axe violations`, async ({ page }) => {
      await visit(page, `${PAGES.search.path}?q=payroll`)
      await expect(page.getByRole('main').getByRole('list').first().getByRole('link').first()).toBeVisible()
      expect(await violations(page)).toEqual([])
    })

    test.describe('not-found page', () => {
      test.use({ failOnConsoleError: false })

      test('/no-such-page has no axe violations', async ({ page }) => {
        await visit(page, '/no-such-page')
        expect(await violations(page)).toEqual([])
      })
    })
  })
}

test.describe('with the phone menu open at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the open menu has no axe violations', async ({ page }) => {
    await visit(page, PAGES.home.path)
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Close menu' })).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    expect(await violations(page)).toEqual([])
  })
})

test('the accordion walk reaches the report accordion and the FAQ of an industry page', async ({ page }) => {
  // Guards the walk above: if the selector stopped matching, every route would pass with nothing opened.
  await visit(page, PAGES['stone-fabricators'].path)
  // Every item of both but the one each opens with.
  const { reports, faq } = stoneFabricatorsPage
  expect(await markCollapsedButtons(page)).toBeGreaterThanOrEqual(reports.items.length - 1 + faq.items.length - 1)
})
