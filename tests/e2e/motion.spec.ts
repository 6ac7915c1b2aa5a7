// Reduced motion (WCAG 2.3.3): no splash animation, no smooth scrolling, carousel dots jump instead of
// gliding. Each check has a control run without the preference, so a check that could never fail would show.
import type { Page } from '@playwright/test'
import { PAGES } from '../../src/content/registry'
import { expect, nextFrames, test, visit } from './fixtures'
import { pageContent } from './content'

const { homePage } = pageContent

test.use({ viewport: { width: 1280, height: 800 } })

/**
 * Scrolls with the wheel (smooth scrolling loads on the first wheel), waits until the page has seen it and loaded what
 * it asked for, then reads the root's classes.
 */
async function rootClassesAfterLoad(page: Page) {
  await page.mouse.move(640, 400)
  await page.mouse.wheel(0, 200)
  await nextFrames(page)
  await page.waitForLoadState('networkidle')
  await nextFrames(page)
  return page.evaluate(() => [...document.documentElement.classList])
}

type Motion = { frame: number; transform: string }

/**
 * Presses Enter on the second testimonials dot and records every transform Embla writes on the track, with the number
 * of animation frames since the key went down.
 */
async function pressSecondTestimonialDot(page: Page) {
  await visit(page, PAGES.home.path)
  const dot = page
    .locator('[aria-roledescription="carousel"][aria-label="Client testimonials"]')
    .getByRole('button', { name: `Show testimonial 2 of ${homePage.testimonials.items.length}`, exact: true })
  await dot.scrollIntoViewIfNeeded()
  await dot.focus()
  const track = page.locator(`[id="${await dot.getAttribute('aria-controls')}"]`)
  const before = await track.evaluate((element) => element.style.transform)
  await track.evaluate((element) => {
    const record = { frames: 0, changes: [] as Motion[] }
    Object.assign(window, { motionRecord: record })
    const tick = () => {
      record.frames++
      requestAnimationFrame(tick)
    }
    document.addEventListener('keydown', () => requestAnimationFrame(tick), { once: true, capture: true })
    new MutationObserver(() =>
      record.changes.push({ frame: record.frames, transform: element.style.transform }),
    ).observe(element, { attributes: true, attributeFilter: ['style'] })
  })
  await page.keyboard.press('Enter')
  await expect(dot).toHaveAttribute('aria-current', 'true')
  // The slide has arrived once the track has kept its place for ten frames.
  await track.evaluate(
    (element) =>
      new Promise<void>((done) => {
        let last = element.style.transform
        let still = 0
        const tick = () => {
          still = element.style.transform === last ? still + 1 : 0
          last = element.style.transform
          if (still >= 10) done()
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
  )
  const changes = await page.evaluate(
    () => (window as unknown as { motionRecord: { changes: Motion[] } }).motionRecord.changes,
  )
  const after = await track.evaluate((element) => element.style.transform)
  const transition = await track.evaluate((element) => getComputedStyle(element).transitionDuration)
  return { before, after, changes, transition }
}

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce', skipSplash: false })

  test('a fresh session shows no splash', async ({ page }) => {
    await page.goto(PAGES.home.path)
    expect(await page.evaluate(() => document.documentElement.classList.contains('splash-on'))).toBe(false)
    await expect(page.locator('.splash')).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  })

  test('smooth scrolling stays off: the root never gets the lenis class', async ({ page }) => {
    await visit(page, PAGES.home.path)
    expect(await rootClassesAfterLoad(page)).not.toContain('lenis')
  })

  test('a testimonials dot jumps to its slide within one frame, without a transition', async ({ page }) => {
    const { before, after, changes, transition } = await pressSecondTestimonialDot(page)
    expect(after, 'the track moved').not.toBe(before)
    const written = [...new Set(changes.map((change) => change.transform))]
    expect(written, 'every transform written after the key press is the final one').toEqual([after])
    expect(changes[0]!.frame, 'animation frames from the key press to the move').toBeLessThanOrEqual(1)
    expect(transition.split(',').every((duration) => parseFloat(duration) === 0)).toBe(true)
  })
})

test.describe('control: without the preference', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('smooth scrolling is on (the root gets the lenis class)', async ({ page }) => {
    await visit(page, PAGES.home.path)
    await expect.poll(() => rootClassesAfterLoad(page)).toContain('lenis')
  })

  test('a testimonials dot glides through intermediate positions', async ({ page }) => {
    const { before, after, changes } = await pressSecondTestimonialDot(page)
    expect(after).not.toBe(before)
    expect(new Set(changes.map((change) => change.transform)).size).toBeGreaterThan(2)
  })
})
