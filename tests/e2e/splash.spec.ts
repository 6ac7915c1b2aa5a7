// The first-load splash: once a session, never without JavaScript, on reloads or for reduced motion.
import type { Page } from '@playwright/test'
import { SPLASH_TOTAL_MS } from '../../src/styles/tokens'
import { PAGES } from '../../src/content/registry'
import { expect, holdTime, nextFrames, test } from './fixtures'

test.use({ skipSplash: false, viewport: { width: 1280, height: 800 } })

/** How long the splash stays: its hold, then the logo's and the overlay's slides. */

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

async function tryToScroll(page: Page) {
  await page.mouse.move(640, 400)
  await page.mouse.wheel(0, 800)
  await nextFrames(page)
}

const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow)

test('covers the viewport and locks scrolling on the first load, then leaves after its time', async ({ page }) => {
  const time = await holdTime(page)
  await page.goto(PAGES.home.path)
  const splash = page.locator('.splash')
  await expect(splash).toBeVisible()
  expect(await splash.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true)
  // The page behind it does not scroll: the root clips it, and the wheel moves nothing.
  expect(await rootOverflow(page)).toBe('hidden')
  await page.mouse.move(640, 400)
  await page.mouse.wheel(0, 800)
  expect(await scrollY(page)).toBe(0)

  await time.tick(SPLASH_TOTAL_MS - 100)
  await expect(splash).toBeVisible()
  await time.tick(100)
  await expect(splash).toBeHidden()
  expect(await rootOverflow(page)).not.toBe('hidden')
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`no moment of it is an empty screen at ${viewport.width} px: the logo, the tagline or the page is in view`, async ({
    page,
  }) => {
    await holdTime(page)
    await page.setViewportSize(viewport)
    await page.goto(PAGES.home.path)
    await expect(page.locator('.splash')).toBeVisible()
    // The slides are CSS animations: each is set to the same moment since the page began, step by step.
    const empty = await page.evaluate((total) => {
      const animations = document.getAnimations()
      const inView = (selector: string) => {
        const box = document.querySelector(selector)!.getBoundingClientRect()
        return box.bottom > 0 && box.top < innerHeight
      }
      const moments: number[] = []
      for (let t = 0; t <= total; t += 20) {
        for (const animation of animations) animation.currentTime = t
        // The page shows once the overlay has uncovered a tenth of the screen.
        const pageShows = document.querySelector('.splash')!.getBoundingClientRect().bottom < innerHeight * 0.9
        if (!inView('.splash-logo') && !inView('.splash-tagline') && !pageShows) moments.push(t)
      }
      return moments
    }, SPLASH_TOTAL_MS)
    expect(empty, 'moments (ms) of an empty screen').toEqual([])
  })
}

test('does not show again on a reload in the same tab', async ({ page }) => {
  await holdTime(page)
  await page.goto(PAGES.home.path)
  await expect(page.locator('.splash')).toBeVisible()
  await page.reload()
  await expect(page.locator('.splash')).toBeHidden()
  expect(await rootOverflow(page)).not.toBe('hidden')
})

test('does not show on client-side navigation after it has gone', async ({ page }) => {
  await page.goto(PAGES.home.path)
  await expect(page.locator('.splash')).toBeHidden({ timeout: SPLASH_TOTAL_MS + 5_000 })
  await page.getByRole('banner').getByRole('link', { name: PAGES.about.menu }).click()
  await expect(page).toHaveURL(PAGES.about.path)
  await expect(page.locator('.splash')).toBeHidden()
})

test.describe('for visitors who prefer reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('no splash holds the page', async ({ page }) => {
    await page.goto(PAGES.home.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('.splash')).toBeHidden()
    // A visitor scrolls again when the first wheel does not move the page: a page the splash held would never move.
    await expect
      .poll(async () => {
        await tryToScroll(page)
        return scrollY(page)
      })
      .toBeGreaterThan(0)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('no splash hides the page', async ({ page }) => {
    await page.goto(PAGES.home.path)
    await expect(page.locator('.splash')).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
