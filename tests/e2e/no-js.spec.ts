// Without JavaScript, and with the page's own scripts failing to load: every page is reached by following the links a
// visitor can see, from the home page, at phone and desktop widths, and on every page no text is hidden without a way
// to show it (every FAQ answer, report panel, footer group and carousel slide can be read).
import type { Page } from '@playwright/test'
import { PAGES } from '../../src/content/registry'
import { expect, prerenderedPaths, test, timeoutFor } from './fixtures'

const WIDTHS = [375, 1280]

/**
 * The text of main and the footer that a visitor cannot see and cannot bring into view: not rendered, or clipped by
 * an ancestor that does not scroll, and not shown elsewhere either (a heading drawn one way on phones and another on
 * wide screens is shown once). Text meant for screen readers only (clipped to a pixel on purpose) is skipped, and so is
 * the text of a closed <details> whose summary shows (the browser opens it, scripts or not).
 */
function hiddenText(page: Page) {
  return page.evaluate(() => {
    // Drawn for screen readers only (Tailwind's sr-only, or a table head kept for them on a phone): the element or
    // one of its ancestors is a 1 px box taken out of the flow.
    const srOnly = (element: Element): boolean => {
      for (let up: Element | null = element; up && up.tagName !== 'MAIN'; up = up.parentElement) {
        const style = getComputedStyle(up)
        if (style.position === 'absolute' && style.width === '1px' && style.height === '1px') return true
      }
      return false
    }
    const clipped = (element: Element) => {
      const box = element.getBoundingClientRect()
      for (let up = element.parentElement; up; up = up.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(up)
        if (![overflowX, overflowY].some((o) => o === 'hidden' || o === 'clip')) continue
        const frame = up.getBoundingClientRect()
        if (box.right <= frame.left || box.left >= frame.right || box.bottom <= frame.top || box.top >= frame.bottom) {
          return true
        }
      }
      return false
    }
    const visible = (element: Element | null | undefined) => !!element?.checkVisibility()
    const shownByControl = (element: Element) => {
      if (visible(element.closest('select'))) return true
      const summary = element.closest('summary')
      if (summary?.parentElement?.hasAttribute('open')) return true
      const nav = element.closest('nav')
      if (nav && [...nav.querySelectorAll('a')].every((a) => a.getAttribute('href')?.startsWith('#'))) return true
      for (let up = element.closest('[id]'); up; up = up.parentElement?.closest('[id]') ?? null) {
        const links = document.querySelectorAll(`a[href$="#${CSS.escape(up.id)}"]`)
        if ([...links].some((link) => visible(link) && !up!.contains(link))) return true
      }
      for (let up = element.parentElement, depth = 0; up && depth < 4; up = up.parentElement, depth++) {
        const controls = up.querySelectorAll('input[type="checkbox"], input[type="radio"]')
        if ([...controls].some((control) => visible(control) || visible(control.closest('label')))) return true
      }
      return false
    }
    const hidden: [string, Element][] = []
    const shown = new Set<string>()
    for (const root of document.querySelectorAll('main, footer')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim()
        const element = node.parentElement
        if (!text || !element || element.closest('svg, script, style') || srOnly(element)) continue
        // A closed <details> shows its text through its summary, with or without scripts: that text can be read (and
        // the same text drawn another way at another width counts as shown).
        const details = element.closest('details:not([open])')
        if (details && !element.closest('summary') && details.querySelector('summary')?.checkVisibility()) {
          shown.add(text)
          continue
        }
        // Ways to show that need no script: a visible <select> shows its options; a visible link to an anchor shows
        // the view it targets (`:target`); a visible checkbox or radio beside it shows what it reveals (`:checked`);
        // the summary of an open disclosure is its control, not content; a page's contents (a nav of its own
        // anchors) may be drawn at one width only, its sections being the page.
        if (shownByControl(element)) {
          shown.add(text)
          continue
        }
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || clipped(element)) {
          hidden.push([text, element])
        } else shown.add(text)
      }
    }
    return hidden
      .filter(([text]) => !shown.has(text))
      .map(([text, element]) => `<${element.tagName.toLowerCase()}> ${text.slice(0, 70)}`)
  })
}

/** The site's paths, from the sitemap a search engine reads. */
async function sitemapPaths(page: Page) {
  const xml = await (await page.request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
}

for (const width of WIDTHS) {
  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: 800 } })

    test('following only the links a visitor can see from the home page reaches every page', async ({ page }) => {
      // One visit per page, each a full load without scripts.
      test.setTimeout(timeoutFor(prerenderedPaths.length, 2_000))
      const reached = new Set<string>()
      const queue = [PAGES.home.path as string]
      while (queue.length > 0) {
        const path = queue.shift()!
        if (reached.has(path)) continue
        reached.add(path)
        await page.goto(path)
        const hrefs = await page
          .locator('a[href^="/"]:visible')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
        // Pages only: a file link (a calendar feed) downloads.
        for (const href of hrefs) if (!reached.has(href) && !/\.\w+$/.test(href)) queue.push(href)
      }
      expect([...reached]).toEqual(expect.arrayContaining(await sitemapPaths(page)))
    })

    for (const path of prerenderedPaths) {
      test(`${path} hides no text without a way to show it`, async ({ page }) => {
        await page.goto(path)
        expect(await hiddenText(page)).toEqual([])
      })
    }
  })
}

test.describe('when the page scripts cannot be loaded', () => {
  // The blocked scripts are the failed requests these tests expect; each checks there is nothing else.
  test.use({ failOnConsoleError: false, viewport: { width: 375, height: 800 } })

  for (const id of ['home', 'payroll-service', 'pricing'] as const) {
    const { path } = PAGES[id]
    test(`${path} shows itself as it does without JavaScript`, async ({ page, consoleErrors }) => {
      await page.route('**/assets/**/*.js', (route) => route.abort('blockedbyclient'))
      await page.goto(path)
      // The page's loader takes off its scripted mark once a script fails.
      await expect(page.locator('html')).not.toHaveClass(/\bjs\b/)
      expect(await hiddenText(page)).toEqual([])
      await expect(page.getByRole('banner').getByRole('link', { name: /every page/ })).toBeVisible()
      // Nothing half-hydrated: React owns no element of the page.
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll('body *')].some((e) => Object.keys(e).some((k) => k.startsWith('__react'))),
        ),
      ).toBe(false)
      expect(consoleErrors.filter((error) => !/\/assets\/.*\.js/.test(error))).toEqual([])
    })
  }
})
