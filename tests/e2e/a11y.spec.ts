// axe-core with the WCAG 2.2 AA tags on every prerendered route (and the not-found page) at phone and desktop widths.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, prerenderedPaths, test, visit } from './fixtures'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const WIDTHS = [375, 1280]

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
        .join('\n'),
  )
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const path of prerenderedPaths) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await visit(page, path)
        await page.evaluate(() => document.fonts.ready)
        expect(await violations(page)).toEqual([])
      })
    }

    test.describe('not-found page', () => {
      test.use({ failOnConsoleError: false })

      test('/no-such-page has no axe violations', async ({ page }) => {
        await visit(page, '/no-such-page')
        expect(await violations(page)).toEqual([])
      })
    })
  })
}
