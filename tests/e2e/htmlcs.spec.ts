// HTML_CodeSniffer (the engine pa11y runs) at WCAG 2 AA on every prerendered route, at phone
// and desktop widths, beside axe (a11y.spec.ts): a second checker reads some things differently (a link's name from
// the link itself, a form's submit button). Injected into the page as axe is, so no second browser is downloaded.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { expect, prerenderedPaths, test, visit } from './fixtures'

declare global {
  interface Window {
    HTMLCS: {
      process: (standard: string, content: Document, done: () => void, failed: () => void) => void
      getMessages: () => { type: number; code: string; msg: string; element: Element }[]
    }
  }
}

const source = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8')
/** HTMLCS message type of an error (2 is a warning, 3 a notice: neither fails here). */
const ERROR = 1

/** HTML_CodeSniffer's WCAG 2 AA errors on the page as it is: the rule, the message and the element. */
async function errors(page: Page) {
  await page.evaluate(source)
  return page.evaluate(
    (type) =>
      new Promise<string[]>((done, fail) => {
        window.HTMLCS.process(
          'WCAG2AA',
          document,
          () =>
            done(
              window.HTMLCS.getMessages()
                .filter((message) => message.type === type)
                .map((m) => `${m.code}: ${m.msg}\n    ${m.element.outerHTML.slice(0, 160)}`),
            ),
          () => fail(new Error('HTML_CodeSniffer could not run')),
        )
      }),
    ERROR,
  )
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const path of prerenderedPaths) {
      test(`${path} has no HTML_CodeSniffer errors`, async ({ page }) => {
        await visit(page, path)
        expect(await errors(page)).toEqual([])
      })
    }

    test('/search with results has no HTML_CodeSniffer errors', async ({ page }) => {
      await visit(page, '/search?q=payroll')
      await expect(page.getByRole('main').getByRole('list').first().getByRole('link').first()).toBeVisible()
      expect(await errors(page)).toEqual([])
    })
  })
}
