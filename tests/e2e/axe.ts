// axe-core run inside a page: WCAG 2.2 AA and best practice, on the whole document or a part of it.
import axe from 'axe-core'
import type { Page } from '@playwright/test'

declare global {
  interface Window {
    axe: typeof axe
  }
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
/**
 * axe-core run in the page, on the whole document or on the elements matching `include`. axe is injected once per
 * document and run directly (a scoped run takes a fraction of a second, so every accordion state can be checked).
 */
export async function violations(page: Page, include?: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  // axe reads a text's background with elementsFromPoint, which does not see the content of a band that
  // `content-visibility: auto` skips (styles/app.css): a link far down a long page (the /faq hub) would be read against
  // the footer's navy. A reader's browser lays each band out as it nears the viewport, so axe checks them laid out.
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLElement>('main section')
      .forEach((band) => (band.style.contentVisibility = 'visible')),
  )
  return page.evaluate(
    async ({ include, tags }) => {
      const { violations } = await window.axe.run(include ? { include: [[include]] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        // A frame's page is its provider's (the scheduler on /book): axe checks ours.
        iframes: false,
      })
      return violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n` +
          violation.nodes
            .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
            .join('\n'),
      )
    },
    { include, tags: TAGS },
  )
}
