// Next to nothing moves while a page loads, at a phone's and a desktop's width. The font files are held back until the
// page has painted and hydrated, as on a slow network's first visit (so every run tests the same sequence):
//   - from the first paint until it has hydrated, in the web fonts' metric-matched fallbacks (the system font this
//     machine has of scripts/subset-fonts.mjs's LOCAL_FALLBACKS), nothing moves at all;
//   - then the fonts arrive. Both faces are `swap` (app.css): the headings and the text are drawn in them without the
//     visitor doing anything, and what that moves stays under MAX_SHIFT (a string is a little wider or narrower in
//     another face, so a line's last word that just fits may wrap; no fallback size per weight removes that).
import { HYDRATED } from '../../src/lib/hydration'
import { FONTS } from '../../scripts/subset-fonts.mjs'
import { PAGES } from '../../src/content/registry'
import { expect, nextFrames, prerenderedPaths, renderedFonts, test, visit } from './fixtures'

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]
const WEB_FAMILIES = FONTS.map((font) => font.family)
/** The most a page may move as the web fonts arrive late (issue 47; Lighthouse's "good" is 0.1). */
const MAX_SHIFT = 0.05

type Shift = { value: number; sources: string[] }
declare global {
  interface Window {
    __lpShifts?: Shift[]
    __lpLoaded?: boolean
  }
}

/** Records the page's layout shifts and notes its hydration, from the start of every document it opens. */
const recordShifts = (event: string) => {
  const shifts: Shift[] = []
  window.__lpShifts = shifts
  document.addEventListener(event, () => (window.__lpLoaded = true))
  type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }
  const describe = (node?: Node | null) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"`
      : `${node?.nodeName} in ${node?.parentElement?.tagName.toLowerCase()} "${node?.parentElement?.textContent?.trim().slice(0, 40)}"`
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[])
      if (!entry.hadRecentInput)
        shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) })
  }).observe({ type: 'layout-shift', buffered: true })
}

for (const viewport of VIEWPORTS) {
  for (const path of prerenderedPaths) {
    test(`${path} at ${viewport.width} px: nothing moves as the page paints and hydrates, and next to nothing as the web fonts arrive`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.addInitScript(recordShifts, HYDRATED)
      // The font files wait until the page has hydrated.
      let release = () => {}
      const released = new Promise<void>((done) => (release = done))
      await page.route(/\.woff2$/, async (route) => {
        await released
        await route.continue()
      })
      await page.goto(path, { waitUntil: 'commit' })
      await page.waitForFunction(() => window.__lpLoaded === true)
      const loaded = () =>
        page.evaluate(
          (names) => [...document.fonts].filter((f) => names.includes(f.family) && f.status === 'loaded').length,
          WEB_FAMILIES,
        )
      expect(await loaded(), 'a web font was in before the fonts were let through').toBe(0)
      const fallbacks = await page.evaluate(() =>
        [...document.fonts].filter((f) => / Fallback /.test(f.family) && f.status === 'loaded').map((f) => f.family),
      )
      expect(fallbacks, 'no fallback face found a local font here (apt-get install -y fonts-liberation)').not.toEqual(
        [],
      )
      await nextFrames(page)
      expect(await page.evaluate(() => window.__lpShifts), 'shifts before the fonts came').toEqual([])

      release()
      await expect.poll(loaded).toBe(WEB_FAMILIES.length)
      await nextFrames(page)
      await expect.poll(() => renderedFonts(page, 'h1'), 'the heading, the visitor having done nothing').toEqual([true])
      await expect
        .poll(() => renderedFonts(page, 'main p'), 'the text, the visitor having done nothing')
        .toEqual([true])
      const shifts = (await page.evaluate(() => window.__lpShifts)) ?? []
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
      expect(total, `shifts as the fonts came: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_SHIFT)
    })
  }
}

// Once the page has hydrated, a jump moves nothing: every band is laid out (styles/app.css), not only the ones near
// the viewport. Laid out only as it came near, a band took its height two frames after the jump, and the footer moved
// under the visitor's pointer: a press that began on a footer link and ended on what slid under it was a click on
// neither, and the visitor stayed where they were (analytics.spec's footer link on /about, once in a CI run).
test('a footer link pressed right after a jump to the end of the page leads to its page', async ({ page }) => {
  await visit(page, PAGES.about.path)
  const link = page.getByRole('contentinfo').getByRole('link', { name: PAGES.pricing.footer.labels[0], exact: true })
  // The jump (the End key, the scroll bar dragged down) and where the link is drawn at that moment.
  const { x, y } = await link.evaluate((a) => {
    window.scrollTo(0, document.documentElement.scrollHeight)
    const box = a.getBoundingClientRect()
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  })
  // A press as a person makes one: down where the link is, up a few frames later.
  await page.mouse.move(x, y)
  await page.mouse.down()
  await nextFrames(page, 4)
  await page.mouse.up()
  await expect(page).toHaveURL(PAGES.pricing.path)
})
