// A preview build (SITE_PREVIEW=1) for a public origin, served by the real nginx config: it shows the samples, so every
// page says so in a banner and asks search engines not to index it, in its HTML and in its response headers. The
// default build shows no banner. A build for a public origin without the switch refuses to run
// (tests/unit/build.test.ts).
import { violations } from './axe'
import { expect, prerenderedPaths, test, visit } from './fixtures'
import { schedulerTest } from './scheduler-site'

const preview = schedulerTest('preview')
const banner = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Preview notice' })

for (const path of prerenderedPaths) {
  preview(`${path} carries the noindex signal in its HTML and its headers`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.headers()['x-robots-tag']).toBe('noindex')
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex"/)
  })
}

for (const width of [375, 1280]) {
  preview(`at ${width} px the banner opens every page, above the header, and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    for (const path of prerenderedPaths.slice(0, 3)) {
      await visit(page, path)
      await expect(banner(page)).toBeVisible()
      await expect(banner(page)).toContainText('not for publication')
      const [notice, header] = await Promise.all([banner(page).boundingBox(), page.getByRole('banner').boundingBox()])
      expect(notice!.y + notice!.height).toBeLessThanOrEqual(header!.y + 1)
    }
    expect(await violations(page)).toEqual([])
  })
}

test('the default build shows no preview banner', async ({ page }) => {
  await visit(page, prerenderedPaths[0]!)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
})
