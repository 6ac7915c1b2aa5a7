// Reduced motion (WCAG 2.3.3): no splash animation, no smooth scrolling, carousel dots jump instead of
// gliding. Each check has a control run without the preference, so a check that could never fail would show.
import type { Locator, Page } from '@playwright/test'
import { PAGES } from '../../src/content/registry'
import { expect, holdTime, nextFrames, test, visit } from './fixtures'
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

/** Whether the track's transform has not changed in its last `frames` recorded frames (frame by frame, clock held). */
const settledFor = (track: Locator, frames: number) =>
  track.evaluate((element, count) => {
    const record = (window as unknown as { motionRecord: { frames: number; changes: Motion[] } }).motionRecord
    const last = record.changes.at(-1)
    return last !== undefined && record.frames - last.frame >= count && element.style.transform === last.transform
  }, frames)

/**
 * Presses Enter on the second testimonials dot and records every transform Embla writes on the track, with the number
 * of animation frames since the key went down.
 */
async function pressSecondTestimonialDot(page: Page, { frameByFrame = false } = {}) {
  await visit(page, PAGES.home.path)
  const dot = page
    .locator('[aria-roledescription="carousel"][aria-label="Client testimonials"]')
    .getByRole('button', { name: `Show testimonial 2 of ${homePage.testimonials.items.length}`, exact: true })
  await dot.scrollIntoViewIfNeeded()
  await dot.focus()
  const track = page.locator(`[id="${await dot.getAttribute('aria-controls')}"]`)
  // Embla loads once the carousel nears the screen and writes its resting place first: pressed before that, the dot
  // is remembered and the track gets the resting place, then the slide (on a busy machine, 1 run in 3).
  await expect.poll(() => track.evaluate((element) => element.style.transform)).not.toBe('')
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
  const time = frameByFrame ? await holdTime(page) : undefined
  await page.keyboard.press('Enter')
  await expect(dot).toHaveAttribute('aria-current', 'true')
  // Frame by frame, the glide runs while the clock moves on, for at most five seconds of page time.
  if (time) {
    for (let frame = 0; frame < 300 && !(await settledFor(track, 10)); frame++) await time.tick(16)
  }
  // The slide has arrived once the track has kept its place for ten frames.
  if (!time)
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
    // The glide is time-based: on a busy machine a frame can come so late that the slide arrives in one or two of them.
    // The page's clock stands still once it has hydrated and moves one 60 Hz frame at a time, as on an idle machine.
    const { before, after, changes } = await pressSecondTestimonialDot(page, { frameByFrame: true })
    expect(after).not.toBe(before)
    expect(new Set(changes.map((change) => change.transform)).size).toBeGreaterThan(2)
  })
})
