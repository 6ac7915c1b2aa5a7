// One action, one look, always in reach (issue 47). The booking action (a link to /book) is the only filled button of
// its colour: filled green on a light band, filled white on a dark one, the same on every page; and on a phone one is
// in view wherever the visitor has scrolled below the hero (the header keeps one).
import type { Page } from '@playwright/test'
import { PAGES } from '../../src/content/registry'
import { besidesOwn404, expect, prerenderedPaths, test, visit } from './fixtures'

/** The pages whose goal is a booking: all but the booking pages themselves. */
const marketingPaths = prerenderedPaths.filter((path) => path !== PAGES.book.path && path !== PAGES.booked.path)

type Drawn = { text: string; booking: boolean; fill: string; ink: string; radius: string; band: string }

/** Every link and button drawn with a fill of its own, with the colour of the band it sits on. */
const filledControls = (page: Page) =>
  page.evaluate(() => {
    const transparent = (color: string) => color === 'transparent' || color === 'rgba(0, 0, 0, 0)'
    const bandOf = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor
        if (!transparent(color)) return color
      }
      return 'rgb(255, 255, 255)'
    }
    const drawn: Drawn[] = []
    for (const element of document.querySelectorAll<HTMLElement>('a, button')) {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      if (transparent(style.backgroundColor) || box.width === 0 || style.visibility === 'hidden') continue
      const href = element.getAttribute('href') ?? ''
      drawn.push({
        text: element.innerText.trim().slice(0, 60),
        booking: href === '/book' || href.startsWith('/book?'),
        fill: style.backgroundColor,
        ink: style.color,
        radius: style.borderRadius,
        band: bandOf(element),
      })
    }
    return drawn
  })

/** Every filled booking button of the page at `path` has one look per band colour, and no other control has it. */
async function expectOneBookingLook(page: Page, path: string) {
  await visit(page, path)
  const controls = await filledControls(page)
  const bookings = controls.filter((control) => control.booking)
  expect(bookings.length, 'filled booking buttons').toBeGreaterThan(0)
  // One look per band colour.
  const looks = new Map<string, Set<string>>()
  for (const { band, fill, ink, radius } of bookings)
    looks.set(band, (looks.get(band) ?? new Set()).add(`${fill} ${ink} ${radius}`))
  for (const [band, styles] of looks) expect([...styles], `booking buttons on ${band}`).toHaveLength(1)
  // Nothing else filled as a booking button is on its band.
  const bookingLook = new Set(bookings.map(({ band, fill }) => `${band} ${fill}`))
  const lookalikes = controls.filter(
    (control) => !control.booking && bookingLook.has(`${control.band} ${control.fill}`),
  )
  expect(lookalikes.map((control) => control.text)).toEqual([])
}

for (const width of [375, 1280]) {
  for (const path of marketingPaths) {
    test(`${path} at ${width} px: every filled booking button has one look per band, and nothing else has it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await expectOneBookingLook(page, path)
    })
  }
}

test.describe('the not-found page', () => {
  test.use({ failOnConsoleError: false })

  test('its buttons leave the booking look to booking', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 375, height: 900 })
    await expectOneBookingLook(page, '/no-such-page')
    expect(besidesOwn404(consoleErrors, '/no-such-page')).toEqual([])
  })
})

for (const path of marketingPaths) {
  test(`${path} on a phone: a booking button is in view at every scroll position below the hero`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await visit(page, path)
    const out = await page.evaluate(async () => {
      const hero = document.querySelector('main h1')?.closest('section') ?? document.querySelector('main > *')
      const start = hero ? hero.getBoundingClientRect().bottom + scrollY : 0
      const end = document.documentElement.scrollHeight - innerHeight
      const missing: number[] = []
      for (let y = Math.min(start, end); y <= end; y += innerHeight / 2) {
        scrollTo({ top: y, behavior: 'instant' })
        await new Promise(requestAnimationFrame)
        const seen = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/book"]')].some((link) => {
          const box = link.getBoundingClientRect()
          if (box.width === 0 || box.bottom <= 0 || box.top >= innerHeight) return false
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          return top !== null && link.contains(top)
        })
        if (!seen) missing.push(Math.round(y))
      }
      return missing
    })
    expect(out, 'scroll positions with no booking button in view').toEqual([])
  })
}
