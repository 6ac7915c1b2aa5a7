// The /faq hub: every FAQ of the site, grouped, each question linkable, each group linking back to its page.
// The built hub reads a build-time snapshot of the FAQs (scripts/faq-hub-data.mjs): these tests hold it to the source,
// in the prerendered HTML, after hydration and when the hub is reached by client-side navigation.
import type { Page } from '@playwright/test'
import type { FaqGroup } from '../../src/content/faq-index'
import { PAGES } from '../../src/content/registry'
import { plainText } from '../../src/lib/inline-links'
import { loadContent } from './content'
import { expect, test, visit } from './fixtures'

// The source, evaluated the way the build's snapshot evaluates it.
const { faqGroups } = await loadContent<{ faqGroups: FaqGroup[] }>('src/content/faq-index.ts')
const hub = PAGES.faq

/**
 * What the hub should show for each group: its heading, the link back to its page, and each question's first paragraph.
 */
const expected = faqGroups.map((group) => ({
  title: group.title,
  back: `From the ${group.title} page ${group.link.to}#${group.link.hash}`,
  items: group.items.map((item) => `${group.id}-${item.id}: ${item.question} | ${plainText(item.answer[0]!)}`),
}))

/**
 * Reads the whole hub in one pass (the answers grow with the site: one round trip, not one per answer) and compares.
 */
async function expectEveryFaq(page: Page) {
  const main = page.getByRole('main')
  await expect(main.locator(`section#${faqGroups.at(-1)!.id}`)).toBeAttached()
  const shown = await main.evaluate(
    (element, ids) => {
      const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
      return ids.map((id) => {
        const section = element.querySelector(`section[id="${id}"]`)
        const back = [...(section?.querySelectorAll('a') ?? [])].find((a) => text(a).startsWith('From the '))
        return {
          title: text(section?.querySelector('h2')),
          back: `${text(back)} ${back?.getAttribute('href') ?? ''}`,
          items: [...(section?.querySelectorAll(`[id^="${id}-"]`) ?? [])]
            .filter((entry) => entry.querySelector('h3'))
            .map((entry) => `${entry.id}: ${text(entry.querySelector('h3'))} | ${text(entry.querySelector('p'))}`),
        }
      })
    },
    faqGroups.map((group) => group.id),
  )
  expect(shown).toEqual(expected)
}

test('the prerendered hub lists every FAQ of the site before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(hub.path)
  await expectEveryFaq(page)
  await context.close()
})

test('the hydrated hub lists every FAQ, and a group’s address opens that group', async ({ page }) => {
  const last = faqGroups.at(-1)!
  await visit(page, `${hub.path}#${last.id}`)
  const group = page.locator(`section#${last.id}`)
  await expect(group.getByRole('heading', { level: 2 })).toBeInViewport()
  await expect(group.getByRole('heading', { level: 3, name: last.items[0]!.question, exact: true })).toBeVisible()
  await expectEveryFaq(page)
})

test('on arrival each folded group shows its first questions; opened, its answers take their place', async ({
  page,
}) => {
  await visit(page, hub.path)
  for (const group of faqGroups) {
    const summary = page.locator(`section#${group.id} summary`)
    await expect(summary.getByText(group.items[0]!.question, { exact: false })).toBeVisible()
  }
  const group = faqGroups[0]!
  const section = page.locator(`section#${group.id}`)
  await section.locator('summary').click()
  await expect(section.locator('summary').getByText(group.items[0]!.question, { exact: false })).toBeHidden()
  await expect(section.getByRole('heading', { level: 3, name: group.items[0]!.question, exact: true })).toBeVisible()
})

test('reached from the footer without a page load, the hub lists every FAQ', async ({ page }) => {
  await visit(page, PAGES.about.path)
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await page.getByRole('contentinfo').getByRole('link', { name: hub.footer.labels[0], exact: true }).click()
  // The hub's route chunk carries every answer: on a busy machine it can take longer than the default 5 s to arrive.
  await expect(page).toHaveURL(hub.path, { timeout: 15_000 })
  await expectEveryFaq(page)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})

// A search result or a shared link opens the hub at one answer, as a new page. The browser scrolls to the answer once;
// if the bands above it were still skipped then (styles/app.css) and took their height when the page hydrated, they
// carried it out of view (on a busy phone, where hydration comes late). Scripts held until after that scroll.
test('opened at a question’s address, the hub keeps the question in view once it has hydrated', async ({ page }) => {
  const group = faqGroups.at(-1)!
  const item = group.items.at(-1)!
  let release = () => {}
  const released = new Promise<void>((done) => (release = done))
  await page.route(/\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto(`${hub.path}#${group.id}-${item.id}`, { waitUntil: 'domcontentloaded' })
  const question = page.getByRole('heading', { level: 3, name: item.question, exact: true })
  await expect(question).toBeInViewport()
  release()
  await expect(page.locator('html')).toHaveClass(/\bhydrated\b/)
  await expect(question).toBeInViewport()
})
