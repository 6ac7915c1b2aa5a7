// Reflow, text resize and target size (WCAG 1.4.10, 1.4.4, 2.5.8) on every prerendered route: no horizontal scrolling
// at 320 px (WCAG 1.4.10) nor at 640 px with the root font at 200 % (1.4.4; the site sizes text in rem), and every
// visible link and button at least 24x24 px unless it is a link inside a sentence (2.5.8).
import type { Page } from '@playwright/test'
import { expect, inWebFonts, prerenderedPaths, test, visit } from './fixtures'

/**
 * The page's scroll width, and what sticks out to the right of the viewport without a clipping ancestor: elements and
 * runs of text (a word too long for its line overflows its box without widening it).
 */
const overflow = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const width = document.documentElement.clientWidth
    const clipped = (from: Element | null) => {
      for (let node = from; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true
      }
      return false
    }
    const describe = (element: Element, text: string, right: number) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class')?.slice(0, 50) ?? ''}"> "${text.trim().replace(/\s+/g, ' ').slice(0, 40)}" right edge ${Math.round(right)}`
    const offenders: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const { right } = element.getBoundingClientRect()
      if (right > width + 0.5 && element.checkVisibility() && !clipped(element.parentElement))
        offenders.push(describe(element, element.textContent ?? '', right))
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(node)
      const { right, width: runWidth } = range.getBoundingClientRect()
      const parent = node.parentElement
      if (parent && runWidth > 0 && right > width + 0.5 && parent.checkVisibility() && !clipped(parent)) {
        // Name the word that sticks out: usually one too long for the line at that size.
        const words = [...(node.textContent ?? '').matchAll(/\S+/g)].filter((match) => {
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          return range.getBoundingClientRect().right > width + 0.5
        })
        offenders.push(
          `"${words.map((word) => word[0]).join(' ')}" in ${describe(parent, node.textContent ?? '', right)}`,
        )
      }
    }
    return {
      scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      width,
      offenders: offenders.slice(-6),
    }
  })

test.describe('reflow and text resize', () => {
  for (const path of prerenderedPaths) {
    test(`${path} does not scroll sideways at 320 px, nor at 640 px with 200 % text`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 })
      await visit(page, path)
      // In the faces a first visit's page may paint in, then in the web fonts a later page load draws it in.
      for (const faces of ['the faces of a first visit', 'the web fonts']) {
        if (faces === 'the web fonts') await inWebFonts(page)
        const narrow = await overflow(page)
        expect
          .soft(narrow.scrollWidth, `scroll width at 320 px in ${faces}; sticking out: ${narrow.offenders.join('; ')}`)
          .toBeLessThanOrEqual(320)
      }

      await page.setViewportSize({ width: 640, height: 800 })
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%'
      })
      const zoomed = await overflow(page)
      expect(
        zoomed.scrollWidth,
        `scroll width at 640 px with 200 % text; sticking out: ${zoomed.offenders.join('; ')}`,
      ).toBeLessThanOrEqual(640)
    })
  }
})

/**
 * Links and buttons (and other controls) of the header, main and footer that are visible and smaller than 24x24 px,
 * except links inside a sentence (an inline link whose block also holds other text) and form controls with a label of
 * that size.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const selector =
      'a[href], button, [role="button"], [role="link"], input:not([type="hidden"]), select, textarea, summary'
    const regions = [...document.querySelectorAll('#root > header, #root > main, #root > footer')]
    const targets = new Set(regions.flatMap((region) => [...region.querySelectorAll<HTMLElement>(selector)]))
    const inSentence = (element: HTMLElement) => {
      if (getComputedStyle(element).display !== 'inline') return false
      let block = element.parentElement
      while (block && ['inline', 'contents'].includes(getComputedStyle(block).display)) block = block.parentElement
      const own = (element.textContent ?? '').trim().length
      return block !== null && (block.textContent ?? '').trim().length > own
    }
    const small: string[] = []
    let checked = 0
    for (const element of targets) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      if (element.closest('[inert], [aria-hidden="true"]')) continue
      const { width, height } = element.getBoundingClientRect()
      // Visually hidden (the skip link until focused): not a target on screen.
      if (width <= 1 && height <= 1) continue
      checked++
      if ((width >= 24 && height >= 24) || inSentence(element)) continue
      // A form control's labels take the same click (WCAG 2.5.8's "equivalent" exception): a card's checkbox is fine.
      const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : []
      if (
        labels.some((label) => label.getBoundingClientRect().width >= 24 && label.getBoundingClientRect().height >= 24)
      )
        continue
      const name = (
        element.getAttribute('aria-label') ??
        (labels.map((label) => label.textContent).join(' ') || element.textContent) ??
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
      const where = element.closest('header, main, footer')?.tagName.toLowerCase()
      small.push(
        `${where} <${element.tagName.toLowerCase()}> "${name.slice(0, 50)}"${element.getAttribute('href') ? ` ${element.getAttribute('href')}` : ''}: ${Math.round(width * 10) / 10}x${Math.round(height * 10) / 10}`,
      )
    }
    return { small, checked }
  })

for (const width of [375, 1280]) {
  test.describe(`targets at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const path of prerenderedPaths) {
      test(`${path}: every link and button is at least 24x24 px or inline in a sentence`, async ({ page }) => {
        await visit(page, path)
        await page.evaluate(() => document.fonts.ready)
        const { small, checked } = await smallTargets(page)
        expect(checked).toBeGreaterThan(10)
        expect(small).toEqual([])
      })
    }
  })
}
