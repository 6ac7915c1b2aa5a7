// Stats strip and testimonials as a visitor sees them: what is in view, and what the dots select.
import type { Locator, Page } from '@playwright/test'
import { BREAKPOINTS } from '../../src/styles/tokens'
import { PAGES } from '../../src/content/registry'
import { expect, test, visit } from './fixtures'
import { pageContent } from './content'

const { homePage } = pageContent

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

/** Below its breakpoint a stats strip shows three stats a page (its layout): the first three, then the rest. */
const PER_PAGE = 3
/** A stat as its slide reads: the figure, its title, then what it counts. */
type StatText = { result: string; title: string; detail: string }
const slideText = (stat: StatText) => `${stat.result}${stat.title}${stat.detail}`
const pagesOf = (stats: StatText[]) =>
  Array.from({ length: Math.ceil(stats.length / PER_PAGE) }, (_, index) =>
    stats.slice(index * PER_PAGE, (index + 1) * PER_PAGE).map(slideText),
  )

const { stats, software, testimonials } = homePage
const statPages = pagesOf(stats.items)
const homeStats = (page: Page) => page.getByRole('main').getByRole('region', { name: stats.title })

test.describe('home stats strip', () => {
  test('at 900 px shows the first page of stats, and its second dot the rest', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 })
    await visit(page, PAGES.home.path)
    const strip = homeStats(page)
    await expect.poll(() => visibleSlides(strip)).toEqual(statPages[0])
    const dots = strip.getByRole('button', { name: /Show stats page/ })
    await expect(dots).toHaveCount(statPages.length)
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')
    await dots.nth(1).click()
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await expect.poll(() => visibleSlides(strip)).toEqual(statPages[1])
  })

  test('at 1280 px shows every stat and no dots, and resets to the first page when widened', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 })
    await visit(page, PAGES.home.path)
    const strip = homeStats(page)
    await strip.getByRole('button', { name: 'Show stats page 2' }).click()
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect.poll(() => visibleSlides(strip)).toHaveLength(stats.items.length)
    await expect(strip.getByRole('button', { name: /Show stats page/ })).toBeHidden()
    await page.setViewportSize({ width: 900, height: 900 })
    await expect.poll(() => visibleSlides(strip)).toEqual(statPages[0])
  })

  test(`the software section pages below ${BREAKPOINTS.softwareStats} px and shows every stat above it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: BREAKPOINTS.softwareStats - 8, height: 900 })
    await visit(page, PAGES.home.path)
    const strip = page.getByRole('region', { name: `${software.title}: numbers` })
    await expect.poll(() => visibleSlides(strip)).toHaveLength(pagesOf(software.stats.items)[0]!.length)
    await page.setViewportSize({ width: BREAKPOINTS.softwareStats + 12, height: 900 })
    await expect.poll(() => visibleSlides(strip)).toHaveLength(software.stats.items.length)
  })
})

test.describe('testimonials', () => {
  const count = testimonials.items.length

  test('show exactly one testimonial, the one its dot selects', async ({ page }) => {
    await visit(page, PAGES.home.path)
    const carousel = page.getByRole('region', { name: 'Client testimonials' })
    const dots = carousel.getByRole('button', { name: /Show testimonial/ })
    await expect(dots).toHaveCount(count)
    await expect.poll(async () => (await visibleSlides(carousel)).length).toBe(1)
    const first = (await visibleSlides(carousel))[0]
    await dots.nth(2).click()
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('group', { name: `3 of ${count}` })).toBeInViewport()
    await expect.poll(async () => (await visibleSlides(carousel)).length).toBe(1)
    await expect.poll(async () => (await visibleSlides(carousel))[0]).not.toBe(first)
    // Only the current slide is exposed to assistive technology.
    await expect(carousel.getByRole('group', { name: new RegExp(`of ${count}$`) })).toHaveCount(1)
  })
})
