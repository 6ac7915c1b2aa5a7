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
  // Hydration at a quarter of the CPU outlasts the assertion's own wait on a busy machine: wait for it first.
  await page.waitForFunction(() => window.__hydration?.includes('hydrated'), null, { timeout: 20_000 })
  await expect(page).toHaveURL(about.path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The same document throughout (a client-side navigation), and the press came while it hydrated.
  expect(await page.evaluate(() => window.__hydration)).toEqual(['hydrating', 'click', 'hydrated', 'click'])
})

// Before the app starts, a press on a link is the browser's own: it starts loading the link's page at once. The page
// being left goes on loading meanwhile: its scripts arrive and run, the router writes its state into the history
// entry (history.replaceState), the page hydrates, or its scripts fail and it shows itself without them. Chromium
// keeps the navigation through all of it (a same-document history change does not cancel it), so the loader holds
// no link: these check that nothing it or the app does on a page being left stops the visitor's navigation.
for (const scripts of ['run', 'fail'] as const) {
  test.describe(() => {
    // The blocked scripts are failed requests the 'fail' case expects.
    test.use({ failOnConsoleError: scripts === 'run' })

    test(`a header link pressed while the page's scripts download leads to its page when they ${scripts}`, async ({
      page,
    }) => {
      const about = PAGES.about
      await page.addInitScript((hydrated) => {
        document.addEventListener(hydrated, () => console.log(hydrated))
      }, HYDRATED)
      let releaseScripts = () => {}
      const released = new Promise<void>((done) => (releaseScripts = done))
      const held: string[] = []
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        held.push(route.request().url())
        await released
        await (scripts === 'run' ? route.continue() : route.abort('blockedbyclient'))
      })
      // The page pressed for answers only once the page being left is done with its scripts.
      let answer = () => {}
      const answered = new Promise<void>((done) => (answer = done))
      let asked = false
      await page.route(
        (url) => url.pathname === about.path,
        async (route) => {
          asked = true
          await answered
          await route.continue()
        },
      )
      await page.goto(PAGES.home.path, { waitUntil: 'commit' })
      await expect.poll(() => held.length, 'the loader requested the scripts').toBeGreaterThan(0)
      // Playwright's click waits for the navigation it starts, which waits for the scripts here: not awaited yet.
      const pressed = page.getByRole('banner').getByRole('link', { name: about.menu, exact: true }).click()
      await expect.poll(() => asked, 'the press asked for its page').toBe(true)
      const done =
        scripts === 'run'
          ? page.waitForEvent('console', (message) => message.text() === HYDRATED)
          : page.waitForEvent('requestfailed', (request) => request.url() === held[0])
      releaseScripts()
      await done
      answer()
      await pressed
      await expect(page).toHaveURL(about.path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  })
}
