// /security as its readers use it: an IT lead reading it without JavaScript, a partner printing it on A4 or Letter, and
// a buyer following a safeguard from the home or CPA page to its whole statement.
import { PAGES } from '../../src/content/registry'
import { pageContent } from './content'
import { expect, hydrated, openBeforeHydration, test, visit } from './fixtures'

const { securityPage, homePage } = pageContent
const items = securityPage.groups.flatMap((group) => group.items)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every practice and safeguard reads under its own heading and anchor', async ({ page }) => {
    await page.goto(PAGES.security.path)
    for (const group of securityPage.groups) {
      await expect(page.getByRole('heading', { level: 2, name: group.title })).toBeVisible()
    }
    for (const item of items) {
      const article = page.locator(`article#${item.id}`)
      await expect(article.getByRole('heading', { level: 3 })).toHaveText(item.title)
    }
    await expect(page.getByRole('link', { name: securityPage.request.email.label })).toHaveAttribute(
      'href',
      securityPage.request.email.href,
    )
  })

  test('a link to a practice opens the page at it', async ({ page }) => {
    const item = items.at(-1)!
    await page.goto(`${PAGES.security.path}#${item.id}`)
    await expect(page.locator(`#${item.id}`)).toBeInViewport()
  })
})

test.describe('once the page runs', () => {
  test('on a phone, each group folds to its count and its practices’ titles; its link in the contents opens it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await visit(page, PAGES.security.path)
    for (const group of securityPage.groups) {
      const section = page.locator(`section#${group.id}`)
      const count = `${group.items.length} ${group.items.length === 1 ? 'practice' : 'practices'}`
      await expect(section.getByText(count, { exact: true })).toBeVisible()
      await expect(section.getByText(group.items.map((item) => item.title).join(' · '))).toBeVisible()
      await expect(section.locator(`article#${group.items[0]!.id}`)).toBeHidden()
    }
    const group = securityPage.groups.at(-1)!
    const contents = page.getByRole('navigation', { name: securityPage.contentsTitle })
    await contents.getByRole('link', { name: group.title }).click()
    await expect(page).toHaveURL(`${PAGES.security.path}#${group.id}`)
    await expect(page.getByRole('heading', { level: 2, name: group.title })).toBeInViewport()
    for (const item of group.items) await expect(page.locator(`article#${item.id}`)).toBeVisible()
  })

  test('on a phone, the groups are drawn folded from the first paint: hydration moves nothing', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    const framework = await openBeforeHydration(page, PAGES.security.path)
    for (const group of securityPage.groups) {
      const section = page.locator(`section#${group.id}`)
      await expect(section.getByText(group.items.map((item) => item.title).join(' · '))).toBeVisible()
      await expect(section.locator(`article#${group.items[0]!.id}`)).toBeHidden()
    }
    // Each group's height as drawn in view (a band far from the viewport is not laid out until the page has hydrated).
    const heights = async () => {
      const drawn: number[] = []
      for (const group of securityPage.groups) {
        const details = page.locator(`section#${group.id} details`)
        await details.scrollIntoViewIfNeeded()
        drawn.push(await details.evaluate((element) => element.getBoundingClientRect().height))
      }
      return drawn
    }
    const before = await heights()
    framework.release()
    await hydrated(page)
    expect(await heights()).toEqual(before)
  })

  test('at 1280 px, every practice stands open beside the contents', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await visit(page, PAGES.security.path)
    for (const item of items) await expect(page.locator(`article#${item.id}`)).toBeVisible()
  })

  test('opened at a practice, shows it', async ({ page }) => {
    const item = items.at(-1)!
    await visit(page, `${PAGES.security.path}#${item.id}`)
    await expect(page.locator(`#${item.id}`)).toBeInViewport()
  })
})

for (const format of ['A4', 'Letter'] as const) {
  test(`prints on ${format}: the page's words without header, footer or buttons, nothing wider than the sheet`, async ({
    page,
  }) => {
    await visit(page, PAGES.security.path)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByRole('main').getByRole('link', { name: securityPage.hero.cta.label })).toBeHidden()
    await expect(page.getByRole('navigation', { name: securityPage.contentsTitle })).toBeHidden()
    for (const item of items) await expect(page.locator(`article#${item.id}`)).toBeVisible()
    // The sheet's printable width at 96 CSS pixels an inch, less the 15 mm margins of the print style.
    const sheet = { A4: 210, Letter: 215.9 }[format]
    const printable = ((sheet - 2 * 15) / 25.4) * 96
    await page.setViewportSize({ width: Math.floor(printable), height: 1000 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const pdf = await page.pdf({ format })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  })
}

for (const id of ['home', 'for-cpa-firms'] as const) {
  test(`${PAGES[id].path}: the security section leads to /security, each safeguard to its own statement`, async ({
    page,
  }) => {
    await visit(page, PAGES[id].path)
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: homePage.security.title }) })
    const safeguard = homePage.security.items[1]!
    await section.getByRole('link', { name: safeguard.title }).click()
    await expect(page).toHaveURL(`${PAGES.security.path}#${safeguard.id}`)
    await expect(page.locator(`#${safeguard.id}`)).toBeInViewport()
    await page.goBack()
    const more = homePage.security.ctas.find((cta) => cta.link)!
    await expect(section.getByRole('link', { name: more.label })).toHaveAttribute('href', PAGES.security.path)
  })
}
