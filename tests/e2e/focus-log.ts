// Keyboard walks without a round trip per key to look at the page: the page records each element that takes focus, at
// its `focusin` (when the browser has already scrolled it into view), and the test reads the record once at the end.
import type { Page } from '@playwright/test'

/** What a focus move landed on. */
export type FocusStop = {
  /** The tag, a name and the link target, for messages. */
  what: string
  /** The tag, or 'dot' for a carousel's dot buttons. */
  kind: string
  /** Focused before in this record: Tab has come round again. */
  repeat: boolean
  /** An outline or a box shadow shows the focus, and its computed style. */
  indicated: boolean
  style: string
  /** The element's top and the sticky header's bottom edge, in the viewport. */
  top: number
  headerBottom: number
  scrollY: number
  /** The header's own controls and the skip link (fixed above the header) cannot be under the header. */
  inHeader: boolean
  /** Its place among the open dialog's Tab stops; -1 outside a dialog. */
  dialogIndex: number
}

declare global {
  interface Window {
    __focusLog?: FocusStop[]
  }
}

/** Starts recording the page's focus moves (Headless UI's focus guards, which pass focus on at once, are left out). */
export function recordFocus(page: Page) {
  return page.evaluate(() => {
    const log: FocusStop[] = []
    const seen = new WeakSet<Element>()
    window.__focusLog = log
    const stopsOf = (dialog: Element) =>
      [...dialog.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')]
        .filter((element) => element.tabIndex >= 0 && !element.hasAttribute('data-headlessui-focus-guard'))
        .filter((element) => element.checkVisibility())
    document.addEventListener('focusin', (event) => {
      const element = event.target as HTMLElement
      if (element.hasAttribute('data-headlessui-focus-guard')) return
      const style = getComputedStyle(element)
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !/rgba\(.*, 0\)$|transparent/.test(style.outlineColor)
      const header = document.querySelector('body header')
      const dialog = document.querySelector('[role="dialog"]')
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ')
      const href = element.getAttribute('href')
      const dot = element.getAttribute('aria-controls') && element.closest('[aria-roledescription="carousel"]')
      log.push({
        what: `<${element.tagName.toLowerCase()}> "${name.slice(0, 50)}"${href ? ` ${href}` : ''}`,
        kind: dot ? 'dot' : element.tagName.toLowerCase(),
        repeat: seen.has(element),
        indicated: outline || style.boxShadow !== 'none',
        style: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
        top: element.getBoundingClientRect().top,
        headerBottom: header?.getBoundingClientRect().bottom ?? 0,
        scrollY: window.scrollY,
        inHeader: !!header?.contains(element) || href === '#main',
        dialogIndex: dialog ? stopsOf(dialog).indexOf(element) : -1,
      })
      seen.add(element)
    })
  })
}

/** The focus moves recorded since `recordFocus`. */
export const focusLog = (page: Page) => page.evaluate(() => window.__focusLog ?? [])

/** Presses `key` `times` times, then returns the focus moves recorded since `recordFocus`. */
export async function pressAndRecord(page: Page, key: string, times: number) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key)
  return focusLog(page)
}
