// A build of the site with a stand-in scheduler on /book (tests/e2e/site-variants.ts), served by the real nginx config,
// and helpers to look into the scheduler's frame.
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { nginxTest } from './hosts'
import type { Variant } from './site-variants'

/** Tests against a variant build with a stand-in scheduler, behind the real nginx config; one server per worker. */
export const schedulerTest = (variant: Variant) => nginxTest(variant)

export const frame = (page: Page) => page.locator('iframe')
export const frameParams = async (page: Page) =>
  Object.fromEntries(new URL((await frame(page).getAttribute('src'))!).searchParams)
/** The frame's page, once it has loaded. */
export const inFrame = (page: Page) => page.frameLocator('iframe')

/** The frame's height and the height of its page, once the scheduler has reported it. */
export async function expectFrameFitsItsPage(page: Page) {
  await frame(page).scrollIntoViewIfNeeded()
  const content = () =>
    inFrame(page)
      .locator('body')
      .evaluate((body) => Math.ceil(body.getBoundingClientRect().height))
  await expect.poll(async () => (await frame(page).boundingBox())!.height - (await content())).toBe(0)
  // No scrollbar inside the frame: its page fits.
  expect(
    await inFrame(page)
      .locator('html')
      .evaluate((html) => html.scrollHeight <= html.clientHeight && html.scrollWidth <= html.clientWidth),
  ).toBe(true)
}
