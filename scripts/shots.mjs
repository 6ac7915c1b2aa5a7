// Full-page screenshots of every prerendered route (and the 404 page) at phone, tablet and desktop widths into shots/.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.mjs'
import { freePort, waitForServer } from './local-server.mjs'

const WIDTHS = [320, 375, 768, 1280]
const HEIGHT = 900
const outDir = resolve('shots')

const fileName = (/** @type {string} */ path) =>
  path === '/' ? 'home' : path.replace(/^\//, '').replace(/\/$/, '').replaceAll('/', '_')

const paths = [...JSON.parse(readFileSync(join('dist', 'prerendered.json'), 'utf8')), '/this-does-not-exist']
const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
})

let browser
try {
  await waitForServer(origin, server)
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  rmSync(outDir, { recursive: true, force: true })
  for (const width of WIDTHS) {
    mkdirSync(join(outDir, String(width)), { recursive: true })
    const context = await browser.newContext({ viewport: { width, height: HEIGHT } })
    // The first-load splash would cover every shot.
    await context.addInitScript(() => sessionStorage.setItem('lp-splash', '1'))
    const page = await context.newPage()
    for (const path of paths) {
      await page.goto(origin + path, { waitUntil: 'networkidle' })
      await page.evaluate(() => document.fonts.ready)
      // Walk down the page so lazy images load, then return to the top.
      await page.evaluate(async () => {
        const step = Math.max(200, Math.floor(window.innerHeight * 0.8))
        for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
          window.scrollTo({ top: y, behavior: 'instant' })
          await new Promise((r) => setTimeout(r, 60))
        }
        window.scrollTo({ top: 0, behavior: 'instant' })
      })
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(150)
      await page.screenshot({ path: join(outDir, String(width), `${fileName(path)}.png`), fullPage: true })
    }
    await context.close()
    console.log(`${width}px: ${paths.length} pages`)
  }
} finally {
  await browser?.close()
  server.kill()
}

console.log(`Screenshots in ${outDir}`)
