// Stats strip and testimonials as a visitor sees them: what is in view, and what the dots select.
import type { Locator, Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'

/** The slides of a carousel that lie fully inside its viewport, by their accessible labels. */
async function visibleSlides(carousel: Locator) {
  return carousel.evaluate((region) => {
    const frame = region.querySelector('.overflow-hidden')!.getBoundingClientRect()
    return [...region.querySelectorAll('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const box = slide.getBoundingClientRect()
        return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1
      })
      .map((slide) => slide.textContent?.trim() ?? '')
  })
}

const homeStats = (page: Page) => page.getByRole('main').getByRole('region', { name: 'LedgerPod at a glance' })

test.describe('home stats strip', () => {
  test('at 900 px shows three stats, and its second dot the last two', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 })
    await visit(page, '/')
    const strip = homeStats(page)
    await expect
      .poll(() => visibleSlides(strip))
      .toEqual(['50+Active clients', '100+Projects completed', '09+Software expertise'])
    const dots = strip.getByRole('button', { name: /Show stats page/ })
    await expect(dots).toHaveCount(2)
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')
    await dots.nth(1).click()
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await expect.poll(() => visibleSlides(strip)).toEqual(['10+Years of experience', '15+Skilled professionals'])
  })

  test('at 1280 px shows all five and no dots, and resets to the first page when widened', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 })
    await visit(page, '/')
    const strip = homeStats(page)
    await strip.getByRole('button', { name: 'Show stats page 2' }).click()
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect.poll(() => visibleSlides(strip)).toHaveLength(5)
    await expect(strip.getByRole('button', { name: /Show stats page/ })).toBeHidden()
    await page.setViewportSize({ width: 900, height: 900 })
    await expect
      .poll(() => visibleSlides(strip))
      .toEqual(['50+Active clients', '100+Projects completed', '09+Software expertise'])
  })

  test('the software section pages below 968 px and shows all five above it', async ({ page }) => {
    await page.setViewportSize({ width: 960, height: 900 })
    await visit(page, '/')
    const strip = page.getByRole('region', { name: 'Software We Work In Every Day: numbers' })
    await expect.poll(() => visibleSlides(strip)).toHaveLength(3)
    await page.setViewportSize({ width: 980, height: 900 })
    await expect.poll(() => visibleSlides(strip)).toHaveLength(5)
  })
})

test.describe('testimonials', () => {
  test('show exactly one testimonial, the one its dot selects', async ({ page }) => {
    await visit(page, '/')
    const carousel = page.getByRole('region', { name: 'Client testimonials' })
    const dots = carousel.getByRole('button', { name: /Show testimonial/ })
    await expect(dots).toHaveCount(4)
    await expect.poll(async () => (await visibleSlides(carousel)).length).toBe(1)
    const first = (await visibleSlides(carousel))[0]
    await dots.nth(2).click()
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('group', { name: '3 of 4' })).toBeInViewport()
    await expect.poll(async () => (await visibleSlides(carousel)).length).toBe(1)
    await expect.poll(async () => (await visibleSlides(carousel))[0]).not.toBe(first)
    // Only the current slide is exposed to assistive technology.
    await expect(carousel.getByRole('group', { name: /of 4/ })).toHaveCount(1)
  })
})
