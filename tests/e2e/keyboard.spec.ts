// Keyboard journeys (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7, 2.4.11): skip link, header dropdowns, phone menu,
// carousel dots, accordions, visible focus and focus never hidden under the sticky header.
import type { Locator, Page } from '@playwright/test'
import { PAGES } from '../../src/content/registry'
import { navEntries } from '../../src/lib/nav'
import { expect, test, timeoutFor, visit } from './fixtures'
import { pressAndRecord, recordFocus, type FocusStop } from './focus-log'
import { pageContent } from './content'

const { homePage } = pageContent

const dropdowns = navEntries.filter((item) => item.children.length > 0)

/** Presses `key` until `target` has focus, at most `max` times; fails when it never gets there. */
async function pressUntilFocused(page: Page, target: Locator, max: number, key = 'Tab') {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target, `focused within ${max} presses of ${key}`).toBeFocused({ timeout: 1 })
}

/** Whether focus is on `main` or inside it. */
const focusInMain = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')
    return main !== null && main.contains(document.activeElement)
  })

/** A short description of the focused element for messages: tag, accessible-ish name, href. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'body'
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ')
    const href = element.getAttribute('href')
    return `<${element.tagName.toLowerCase()}> "${name.slice(0, 60)}"${href ? ` ${href}` : ''}`
  })

test.describe('skip link', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px it is the first Tab stop and moves focus into main`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await visit(page, PAGES['payroll-service'].path)
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Skip to main content', exact: true })
      await expect(skip, `first Tab stop, found ${await describeFocus(page)}`).toBeFocused()
      await expect(skip).toBeInViewport()
      await page.keyboard.press('Enter')
      await expect.poll(() => focusInMain(page), 'focus is main or inside it after the skip link').toBe(true)
      // The next Tab continues inside the page's content, not back in the header.
      await page.keyboard.press('Tab')
      expect(await focusInMain(page), `Tab after skipping lands on ${await describeFocus(page)}`).toBe(true)
    })
  }
})

test.describe('header dropdowns at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const item of dropdowns) {
    for (const key of ['Enter', 'Space']) {
      test(`${item.label} opens with ${key}, Tab walks its links, Escape closes it and returns focus`, async ({
        page,
      }) => {
        await visit(page, PAGES.home.path)
        const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
        const trigger = nav.getByRole('button', { name: item.label, exact: true })
        await pressUntilFocused(page, trigger, 15)
        await expect(trigger).toHaveAttribute('aria-expanded', 'false')
        await page.keyboard.press(key)
        await expect(trigger).toHaveAttribute('aria-expanded', 'true')

        const labels = [...item.children.map((child) => child.label), item.overviewLabel]
        for (const label of labels) {
          await page.keyboard.press('Tab')
          await expect(nav.getByRole('link', { name: label, exact: true }), `Tab reaches '${label}'`).toBeFocused()
        }

        await page.keyboard.press('Escape')
        await expect(trigger).toHaveAttribute('aria-expanded', 'false')
        await expect(trigger).toBeFocused()
        await expect(nav.getByRole('link', { name: labels[0], exact: true })).toBeHidden()
      })
    }
  }
})

test.describe('phone menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  /** Opens the menu from the keyboard; returns the burger and the dialog. */
  async function openMenu(page: Page) {
    await visit(page, PAGES.home.path)
    const burger = page.getByRole('banner').getByRole('button', { name: 'Open menu' })
    await pressUntilFocused(page, burger, 10)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeVisible()
    return { burger, dialog }
  }

  /** Index of the focused element among the dialog's Tab stops, -1 when focus is outside them. */
  const focusIndex = (page: Page) =>
    page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]')
      if (!dialog) return -1
      const stops = [...dialog.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')]
        .filter((element) => element.tabIndex >= 0 && !element.hasAttribute('data-headlessui-focus-guard'))
        .filter((element) => element.checkVisibility())
      return stops.indexOf(document.activeElement as HTMLElement)
    })

  const stopCount = (dialog: Locator) =>
    dialog.evaluate(
      (element) =>
        [...element.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')]
          .filter((stop) => stop.tabIndex >= 0 && !stop.hasAttribute('data-headlessui-focus-guard'))
          .filter((stop) => stop.checkVisibility()).length,
    )

  test('Tab and Shift+Tab cycle through the menu and never leave it', async ({ page }) => {
    const { dialog } = await openMenu(page)
    const count = await stopCount(dialog)
    // At least a stop for each header entry.
    expect(count).toBeGreaterThanOrEqual(navEntries.length)

    for (const [key, step] of [
      ['Tab', 1],
      ['Shift+Tab', -1],
    ] as const) {
      let previous = await focusIndex(page)
      if (previous < 0) {
        // Focus starts on the dialog panel itself for some dialogs; the first key press enters the stops.
        await page.keyboard.press(key)
        previous = await focusIndex(page)
      }
      expect(previous, `focus inside the menu before ${key}`).toBeGreaterThanOrEqual(0)
      await recordFocus(page)
      const moves = await pressAndRecord(page, key, count + 2)
      const expected = moves.map((_, i) => (((previous + step * (i + 1)) % count) + count) % count)
      expect(
        moves.map((stop) => `${stop.dialogIndex} ${stop.what}`),
        `${key} ${count + 2} times from stop ${previous}`,
      ).toEqual(moves.map((stop, i) => `${expected[i]} ${stop.what}`))
      expect(moves).toHaveLength(count + 2)
    }
  })

  test('Escape closes the menu and returns focus to the burger', async ({ page }) => {
    const { burger } = await openMenu(page)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(burger).toBeFocused()
  })

  test("the 'Close menu' button closes the menu and returns focus to the burger", async ({ page }) => {
    const { burger, dialog } = await openMenu(page)
    const close = dialog.getByRole('button', { name: 'Close menu' })
    await pressUntilFocused(page, close, 5)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(burger).toBeFocused()
  })
})

/**
 * Carousel dots: Tab reaches them from the Tab stop before them, each has a name, exactly one says aria-current="true",
 * and Enter on another dot makes it the current one.
 */
async function checkDots(page: Page, carousel: Locator) {
  const dots = carousel.getByRole('button', { name: /^Show / })
  const count = await dots.count()
  expect(count).toBeGreaterThanOrEqual(2)
  const names = await dots.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
  expect(new Set(names).size, `distinct labels: ${names.join(' | ')}`).toBe(count)
  const current = () => dots.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-current')))
  expect(await current()).toEqual(['true', ...Array(count - 1).fill(null)])

  // Focus the page's last Tab stop before the first dot (in document order), as a reader tabbing down would have.
  const before = await dots.first().evaluate((first) => {
    const stops = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    ].filter((element) => element.tabIndex >= 0 && element.checkVisibility() && !element.closest('[inert]'))
    const index = stops.indexOf(first as HTMLElement)
    if (index < 1) return null
    stops[index - 1]!.focus()
    return stops[index - 1]!.outerHTML.slice(0, 120)
  })
  expect(before, 'the first dot is a Tab stop with one before it').not.toBeNull()
  await page.keyboard.press('Tab')
  await expect(dots.nth(0), `Tab from ${before}`).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dots.nth(1)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(current).toEqual([null, 'true', ...Array(count - 2).fill(null)])
  await page.keyboard.press('Shift+Tab')
  await expect(dots.nth(0)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(current).toEqual(['true', ...Array(count - 1).fill(null)])
}

/** A carousel region by its label. */
const carousel = (page: Page, label: string) => page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`)

test.describe('carousel dots', () => {
  test('home stats at 900 px: reachable by Tab, labelled, the current one marked', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 })
    await visit(page, PAGES.home.path)
    await checkDots(page, carousel(page, homePage.stats.title))
  })

  for (const width of [375, 1280]) {
    test(`home testimonials at ${width} px: reachable by Tab, labelled, the current one marked`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await visit(page, PAGES.home.path)
      await checkDots(page, carousel(page, 'Client testimonials'))
    })
  }
})

test.describe('accordions toggle with Enter and with Space', () => {
  const accordions = [
    { what: 'FAQ', path: PAGES['payroll-service'].path, section: '#faq' },
    { what: 'report accordion', path: PAGES['stone-fabricators'].path, section: '#reports' },
  ]
  for (const { what, path, section } of accordions) {
    for (const key of ['Enter', 'Space']) {
      test(`${what} on ${path} with ${key}`, async ({ page }) => {
        await visit(page, path)
        const buttons = page.locator(section).getByRole('button', { expanded: false })
        await expect(buttons.first()).toBeVisible()
        // Pin one collapsed item by its id: the expanded filter would lose it once it opens.
        const id = await buttons.nth(1).getAttribute('id')
        const button = page.locator(`[id="${id}"]`)
        const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
        await expect(panel).toBeHidden()

        await button.focus()
        await page.keyboard.press(key)
        await expect(button).toHaveAttribute('aria-expanded', 'true')
        await expect(panel).toBeVisible()
        await expect(button).toBeFocused()

        await page.keyboard.press(key)
        await expect(button).toHaveAttribute('aria-expanded', 'false')
        await expect(panel).toBeHidden()
      })
    }
  }
})

test.describe('focus is visible', () => {
  /** More presses than the home page has Tab stops: the walk ends when focus comes round again. */
  const MAX_PRESSES = 300
  for (const width of [375, 1280]) {
    test(`every Tab stop of the home page at ${width} px shows an outline or a shadow`, async ({ page }) => {
      test.setTimeout(timeoutFor(MAX_PRESSES, 100))
      await page.setViewportSize({ width, height: 800 })
      await visit(page, PAGES.home.path)
      await recordFocus(page)
      // Tab until focus comes round to a stop it has been on (read every twenty presses).
      let log: FocusStop[] = []
      while (log.length < MAX_PRESSES && !log.some((stop) => stop.repeat)) log = await pressAndRecord(page, 'Tab', 20)
      const stops = log.slice(
        0,
        log.findIndex((stop) => stop.repeat),
      )
      expect(stops.length).toBeGreaterThan(20)
      for (const kind of ['a', 'button', 'dot'])
        expect(
          stops.some((stop) => stop.kind === kind),
          kind,
        ).toBe(true)
      expect(
        stops.filter((stop) => !stop.indicated).map((stop) => `${stop.what} (${stop.style})`),
        'Tab stops without a visible focus indicator',
      ).toEqual([])
    })
  }
})

test.describe('focus is never hidden under the sticky header (WCAG 2.4.11)', () => {
  const { path } = PAGES['bookkeeping-service']
  /**
   * Where each direction starts: Tab from a third of the way down, Shift+Tab from the bottom, where each earlier
   * element comes back into view from above, under the header's edge.
   */
  const directions = [
    { key: 'Tab', from: (height: number) => height / 3 },
    { key: 'Shift+Tab', from: (height: number) => height },
  ]
  for (const width of [375, 1280]) {
    for (const { key, from } of directions) {
      test(`${path} at ${width} px, ${key} from a scrolled position`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await visit(page, path)
        const top = from(await page.evaluate(() => document.documentElement.scrollHeight))
        await page.evaluate((y) => window.scrollTo(0, y), top)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800)

        await recordFocus(page)
        const checked = (await pressAndRecord(page, key, 40)).filter((stop) => !stop.inHeader)
        const hidden = checked
          .filter((stop) => stop.top < stop.headerBottom)
          .map(
            (stop) =>
              `${key}: ${stop.what} top ${stop.top} < header bottom ${stop.headerBottom} (scrollY ${stop.scrollY})`,
          )
        expect(checked.length).toBeGreaterThan(20)
        expect(hidden).toEqual([])
      })
    }
  }
})
