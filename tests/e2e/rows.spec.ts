// Rows that end flush on a wide screen (1280 px), and what stays beside what: no row that leaves a lone item or a third
// of its width empty, a FAQ's heading in view beside its questions, and /book's way to book beside its heading (right
// under the lead on a phone). Each count comes from the content.
import type { Locator } from '@playwright/test'
import { PAGES } from '../../src/content/registry'
import { pageContent } from './content'
import { expect, test, visit } from './fixtures'

const { aboutPage, bookPage, cpaPage, launchpadStartupsPage, resourcesPage } = pageContent

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${String(locator)} is not shown`)
  return found
}

test('/about: the journey’s milestones run in one row, each year over its step', async ({ page }) => {
  await visit(page, PAGES.about.path)
  const journey = page.locator('section', { has: page.getByRole('heading', { name: aboutPage.journey.title }) })
  const milestones = journey.getByRole('listitem')
  await expect(milestones).toHaveCount(aboutPage.journey.items.length)
  const tops = new Set(await Promise.all((await milestones.all()).map(async (m) => Math.round((await box(m)).y))))
  expect(tops.size, 'rows of milestones').toBe(1)
})

test('/resources: the last row of businesses ends where the rows above it end', async ({ page }) => {
  await visit(page, PAGES.resources.path)
  const groups = await Promise.all(
    resourcesPage.readers.groups.map((group) => box(page.locator(`section#${group.id}`))),
  )
  const rightEdge = Math.max(...groups.map((group) => group.x + group.width))
  const lastRow = groups.filter((group) => group.y === groups.at(-1)?.y)
  expect(Math.max(...lastRow.map((group) => group.x + group.width))).toBeCloseTo(rightEdge, 0)
})

test('/for-cpa-firms: the screening steps stand in one column beside the safeguards', async ({ page }) => {
  await visit(page, PAGES['for-cpa-firms'].path)
  const { talent } = cpaPage.screeningAndSecurity
  const steps = page
    .locator('ol', { has: page.getByRole('heading', { name: talent.items[0]?.title }) })
    .getByRole('listitem')
  await expect(steps).toHaveCount(talent.items.length)
  const lefts = new Set(await Promise.all((await steps.all()).map(async (step) => Math.round((await box(step)).x))))
  expect(lefts.size, 'columns of steps').toBe(1)
})

test('a FAQ’s heading stays in view beside its questions', async ({ page }) => {
  await visit(page, PAGES['launchpad-startups'].path)
  const faq = page.locator('#faq')
  const items = launchpadStartupsPage.faq.items
  await faq.getByRole('button', { name: items.at(-1)?.question }).scrollIntoViewIfNeeded()
  await expect(faq.getByRole('heading', { name: launchpadStartupsPage.faq.title })).toBeInViewport()
})

test.describe('/book without a scheduler', () => {
  const ways = (page: import('@playwright/test').Page) => page.getByRole('heading', { name: bookPage.direct.title })
  const covers = (page: import('@playwright/test').Page) =>
    page.getByRole('heading', { name: bookPage.hero.coversTitle })

  test('sets the way to book beside the heading at 1280 px', async ({ page }) => {
    await visit(page, PAGES.book.path)
    const heading = await box(page.getByRole('heading', { level: 1 }))
    const way = await box(ways(page))
    expect(way.x).toBeGreaterThan(heading.x + heading.width / 2)
    expect(way.y).toBeLessThan((await box(covers(page))).y)
  })

  test('puts it right under the lead on a phone, before what the call covers', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await visit(page, PAGES.book.path)
    expect((await box(ways(page))).y).toBeLessThan((await box(covers(page))).y)
    await expect(page.getByRole('link', { name: 'Email us' })).toBeInViewport()
  })
})
