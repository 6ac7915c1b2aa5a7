// A visitor on a slow phone presses a link while the page is still hydrating: the press is held until the page has
// hydrated, then taken to its page by the router, with no error (a navigation in the middle of hydration made the
// router drop the match React was hydrating, a recoverable error logged to the console).
import { HYDRATED, HYDRATING } from '../../src/lib/hydration'
import { PAGES } from '../../src/content/registry'
import { expect, test } from './fixtures'

declare global {
  interface Window {
    __hydration?: string[]
  }
}

test('a header link pressed while the page hydrates leads to its page once hydrated, without an error', async ({
  page,
}) => {
  const about = PAGES.about
  await page.addInitScript(
    ({ hydrating, hydrated, label }) => {
      const log: string[] = (window.__hydration = [])
      document.addEventListener(hydrating, () => {
        log.push('hydrating')
        // The app starts hydrating right after this event; the next task lands in the middle of it.
        setTimeout(() => {
          const link = [...document.querySelectorAll('header a')].find((a) => a.textContent?.trim() === label)
          ;(link as HTMLAnchorElement | undefined)?.click()
        }, 0)
      })
      document.addEventListener(hydrated, () => log.push('hydrated'))
      document.addEventListener('click', () => log.push('click'), true)
    },
    { hydrating: HYDRATING, hydrated: HYDRATED, label: about.menu },
  )
  // A phone's CPU: hydration takes a while, as it does on a slow phone.
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(PAGES.home.path)
  await expect(page).toHaveURL(about.path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The same document throughout (a client-side navigation), and the press came while it hydrated.
  expect(await page.evaluate(() => window.__hydration)).toEqual(['hydrating', 'click', 'hydrated', 'click'])
})
