// Full-page screenshots of every prerendered route and the not-found page at phone, tablet and desktop widths, into
// the git-ignored shots/<width>/ folders (`npm run shots`; BENCH_ROUTES picks routes).
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot, routes, test } from './sites'

const WIDTHS = [320, 375, 768, 1280]
const fileName = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '_'))

for (const width of WIDTHS) {
  test(`${width} px`, async ({ sites, page }) => {
    const site = sites.at(-1)!
    rmSync(join(repoRoot, 'shots', String(width)), { recursive: true, force: true })
    await page.setViewportSize({ width, height: 900 })
    // The first-load splash would cover every shot.
    await page.addInitScript(() => sessionStorage.setItem('lp-splash', '1'))
    for (const path of [...routes(), '/this-does-not-exist']) {
      await page.goto(site.origin + path, { waitUntil: 'networkidle' })
      await page.evaluate(() => document.fonts.ready)
      // As a visit's later pages look: in both web fonts (the text face is `optional`, kept out of a first page painted
      // without it; see app.css).
      await page.evaluate(async () => {
        for (const sheet of document.styleSheets)
          for (const rule of sheet.cssRules)
            if (rule instanceof CSSFontFaceRule) rule.style.setProperty('font-display', 'swap')
        await document.fonts.ready
      })
      // Walk down the page so lazy images and content-visibility sections render, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += Math.max(200, innerHeight * 0.8)) {
          scrollTo({ top: y, behavior: 'instant' })
          await new Promise((r) => setTimeout(r, 60))
        }
        scrollTo({ top: 0, behavior: 'instant' })
      })
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: join(repoRoot, 'shots', String(width), `${fileName(path)}.png`), fullPage: true })
    }
  })
}
