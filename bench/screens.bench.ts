// Page length: each route's height in screens at a phone (375x812, touch) and a desktop (1280x800), the measure the
// visual reviews use (scroll height / viewport height), with every section laid out (content-visibility off), after the
// web fonts, the splash skipped. `npm run bench:screens`; with BENCH_BASELINE, both builds side by side.
import { note, record } from './report'
import { routes, test } from './sites'

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false, hasTouch: false },
] as const

for (const path of routes()) {
  test(path, async ({ sites, browser }) => {
    for (const site of sites) {
      const cells: Record<string, number> = {}
      for (const { name, width, height, isMobile, hasTouch } of VIEWPORTS) {
        const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch })
        await context.addInitScript(() => sessionStorage.setItem('lp-splash', '1'))
        const page = await context.newPage()
        await page.goto(site.origin + path, { waitUntil: 'networkidle' })
        await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
        await page.evaluate(() => document.fonts.ready)
        const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight)
        cells[`${name} screens`] = Math.round((scrollHeight / height) * 10) / 10
        await context.close()
      }
      record(site, path, cells)
    }
  })
}

test.afterAll(() => note('screens: scroll height / viewport height, phone 375x812, desktop 1280x800'))
