// No console error or warning, uncaught error or failed request on any route at phone and desktop width,
// in the dev server too (React's development build, StrictMode's double effects, modules served one by one). The
// fixture fails the test on any of them; the production build is covered by every other spec.
import { prerenderedPaths, test, visit } from './fixtures'

for (const width of [375, 1280]) {
  test.describe(`vite dev at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const path of prerenderedPaths) {
      test(`${path} loads cleanly`, async ({ page }) => {
        await visit(page, path)
        await page.waitForLoadState('networkidle')
      })
    }
  })
}
