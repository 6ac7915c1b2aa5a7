// Code fetched when a visitor needs it (the page's own scripts after its first paint, the header dropdowns' Headless
// UI, the carousels' Embla, the footer's beside hydration): a press made before it has arrived is not lost but replayed once it has. Each test holds
// the chunk back until the press has happened.
import type { Page } from '@playwright/test'
import { footerGroups, navEntries } from '../../src/lib/nav'
import { expect, holdBack, test, visit } from './fixtures'
import { pageContent } from './content'

const { TESTIMONIALS: testimonials } = pageContent

const dropdowns = navEntries.filter((entry) => entry.children.length > 0)

test.describe('header dropdowns at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  const nav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' })

  for (const entry of dropdowns) {
    test(`a click on '${entry.label}' before its code has arrived opens it once the code is there`, async ({
      page,
    }) => {
      const chunk = await holdBack(page, /\/assets\/nav-dropdown-panel-[^/]+\.js$/)
      await visit(page, '/')
      const trigger = () => nav(page).getByRole('button', { name: entry.label })
      await trigger().click()
      await expect.poll(() => chunk.held.length).toBeGreaterThan(0)
      // The press is waiting for the code: nothing is open yet.
      await expect(trigger()).toHaveAttribute('aria-expanded', 'false')
      await expect(nav(page).getByRole('link', { name: entry.children[0]!.label })).toHaveCount(0)

      chunk.release()
      await expect(trigger()).toHaveAttribute('aria-expanded', 'true')
      for (const child of entry.children) {
        await expect(nav(page).getByRole('link', { name: child.label })).toBeVisible()
      }
    })
  }

  test('a click on a trigger before the page has hydrated opens it once it has', async ({ page }) => {
    const entry = dropdowns[0]!
    // The framework chunk holds back hydration; the prerendered page is painted and its triggers are there.
    const framework = await holdBack(page, /\/assets\/framework-[^/]+\.js$/)
    // Not waiting for the load event: when the loader adds the held scripts before it, it never comes.
    await page.goto('/', { waitUntil: 'commit' })
    const trigger = () => nav(page).getByRole('button', { name: entry.label })
    await trigger().click()
    await expect.poll(() => framework.held.length).toBeGreaterThan(0)
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false')

    framework.release()
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true')
    await expect(nav(page).getByRole('link', { name: entry.children[0]!.label })).toBeVisible()
  })

  test('a key press on a focused trigger before its code has arrived opens it and keeps focus there', async ({
    page,
  }) => {
    const entry = dropdowns.at(-1)!
    const chunk = await holdBack(page, /\/assets\/nav-dropdown-panel-[^/]+\.js$/)
    await visit(page, '/')
    const trigger = () => nav(page).getByRole('button', { name: entry.label })
    await trigger().focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => chunk.held.length).toBeGreaterThan(0)
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false')

    chunk.release()
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true')
    await expect(trigger()).toBeFocused()
    await expect(nav(page).getByRole('link', { name: entry.children[0]!.label })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger()).toBeFocused()
  })
})

test.describe('carousel dots at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('a dot pressed before the carousel code has arrived shows its testimonial once it has', async ({ page }) => {
    const chunk = await holdBack(page, /\/assets\/embla-carousel[^/]*\.js$/)
    await visit(page, '/')
    const carousel = page.getByRole('region', { name: 'Client testimonials' })
    const dots = carousel.getByRole('button', { name: /Show testimonial/ })
    await expect(dots).toHaveCount(testimonials.length)
    const last = testimonials.length - 1
    await dots.nth(last).click()
    await expect.poll(() => chunk.held.length).toBeGreaterThan(0)
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')

    chunk.release()
    await expect(dots.nth(last)).toHaveAttribute('aria-current', 'true')
    const slide = carousel.getByRole('group', { name: `${last + 1} of ${testimonials.length}` })
    await expect(slide).toBeInViewport()
    await expect(slide).toContainText(testimonials[last]!.text)
  })
})

test.describe('the footer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('a link group pressed before the footer’s code has arrived opens once it has; the page does not wait for it', async ({
    page,
  }) => {
    const chunk = await holdBack(page, /\/assets\/after-hydration[^/]*\.js$/)
    // The page hydrates while the footer's code is held back.
    await visit(page, '/')
    expect(chunk.held.length, 'the footer’s code was asked for').toBeGreaterThan(0)
    const group = page.getByRole('contentinfo').getByRole('button', { name: footerGroups[0]!.title })
    await expect(group).toHaveAttribute('aria-expanded', 'false')
    await group.click()
    await expect(group).toHaveAttribute('aria-expanded', 'false')

    chunk.release()
    await expect(group).toHaveAttribute('aria-expanded', 'true')
  })
})
