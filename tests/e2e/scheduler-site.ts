// A build of the site with a stand-in scheduler on /book (tests/e2e/site-variants.ts), served by the real nginx config,
// and helpers to look into the scheduler's frame.
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { startNginx } from '../../scripts/nginx.mjs'
import { expect, test } from './fixtures'
import { variantDir, type Variant } from './site-variants'

type Nginx = Awaited<ReturnType<typeof startNginx>>

/** Tests against a variant build with a stand-in scheduler, behind the real nginx config; one server per worker. */
export const schedulerTest = (variant: Variant) =>
  test.extend<object, { site: Nginx }>({
    site: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const server = await startNginx({ root: resolve(variantDir(variant)) })
        try {
          await use(server)
        } finally {
          await server.stop()
        }
      },
      { scope: 'worker', timeout: 30_000 },
    ],
    baseURL: async ({ site }, use) => use(site.origin),
  })

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
