// The /faq hub: every FAQ of the site, grouped, each question linkable, each group linking back to its page.
// The built hub reads a build-time snapshot of the FAQs (scripts/faq-hub-data.mjs): these tests hold it to the source,
// in the prerendered HTML, after hydration and when the hub is reached by client-side navigation.
import type { Page } from '@playwright/test'
import type { FaqGroup } from '../../src/content/faq-index'
import { PAGES } from '../../src/content/registry'
import { loadContent } from './content'
import { expect, test, visit } from './fixtures'

// The source, evaluated the way the build's snapshot evaluates it.
const { faqGroups } = await loadContent<{ faqGroups: FaqGroup[] }>('src/content/faq-index.ts')
const hub = PAGES.faq

async function expectEveryFaq(page: Page) {
  const main = page.getByRole('main')
  for (const group of faqGroups) {
    const section = main.locator(`section#${group.id}`)
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(group.title)
    await expect(section.getByRole('link', { name: `From the ${group.title} page` })).toHaveAttribute(
      'href',
      `${group.link.to}#${group.link.hash}`,
    )
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(group.items.map((item) => item.question))
    for (const item of group.items) {
      const entry = section.locator(`[id="${group.id}-${item.id}"]`)
      await expect(entry.getByRole('heading', { level: 3 })).toHaveText(item.question)
      await expect(entry.locator('p').first()).toHaveText(item.answer[0]!)
    }
  }
}

test('the prerendered hub lists every FAQ of the site before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(hub.path)
  await expectEveryFaq(page)
  await context.close()
})

test('the hydrated hub lists every FAQ, and a topic link jumps to its group', async ({ page }) => {
  await visit(page, hub.path)
  await expectEveryFaq(page)
  const last = faqGroups.at(-1)!
  await page.getByRole('navigation', { name: 'FAQ topics' }).getByRole('link', { name: last.title }).click()
  await expect(page).toHaveURL(`${hub.path}#${last.id}`)
  await expect(page.locator(`section#${last.id}`).getByRole('heading', { level: 2 })).toBeInViewport()
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
