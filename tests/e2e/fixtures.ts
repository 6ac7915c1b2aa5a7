// Shared Playwright fixtures: no first-load splash unless a spec asks for it, and no console error allowed.
import { readFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'

type Options = {
  /** Mark the session as already welcomed so the splash does not cover the page (the splash spec turns this off). */
  skipSplash: boolean
  /** Fail the test when the page logs a console error or throws (the not-found test checks its own). */
  failOnConsoleError: boolean
}

type Fixtures = {
  /** Console errors and uncaught page errors of the test's page, collected from its first navigation. */
  consoleErrors: string[]
}

export const test = base.extend<Options & Fixtures>({
  skipSplash: [true, { option: true }],
  failOnConsoleError: [true, { option: true }],
  context: async ({ context, skipSplash }, use) => {
    if (skipSplash) await context.addInitScript(() => window.sessionStorage.setItem('lp-splash', '1'))
    await use(context)
  },
  consoleErrors: [
    async ({ page, failOnConsoleError }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`)
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      await use(errors)
      if (failOnConsoleError) expect(errors, 'console errors and page errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Every path `npm run build` prerendered (written by scripts/prerender.mjs). */
export const prerenderedPaths: string[] = JSON.parse(readFileSync('dist/prerendered.json', 'utf8'))

/**
 * Opens a path and waits until React has hydrated the header, the page's h1 and the footer, so clicks reach handlers.
 * React marks each DOM node it owns with a `__reactFiber$…` key once hydrated.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForFunction(() =>
    ['header a', 'main h1', 'footer a'].every((selector) => {
      const element = [...document.querySelectorAll(selector)].at(-1)
      return element !== undefined && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
    }),
  )
  return response
}
