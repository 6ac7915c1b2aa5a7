// Each page as a visitor meets it: its title, its h1, the exact button labels of its content, counts and accordions.
import type { Page } from '@playwright/test'
import { PAGES, type PageId } from '../../src/content/registry'
import { pageContent } from './content'
import { PHONE_LIST_SHOWS } from '../../src/styles/tokens'
import { expect, test, visit } from './fixtures'

const { OFFICES } = pageContent

const {
  aboutPage,
  architectsDesignersPage,
  bookkeepingPage,
  catchUpPage,
  contactPage,
  cpaPage,
  homePage,
  launchpadSmbsPage,
  launchpadStartupsPage,
  payrollPage,
  receivablePayablePage,
  stoneDistributorsPage,
  stoneFabricatorsPage,
} = pageContent

type PageCase = {
  id: PageId
  /** The page's content module: its title, its h1, and its FAQ and report accordion when it has them. */
  content: {
    meta: { title: string }
    hero: { title: string }
    faq?: { items: unknown[] }
    reports?: { items: unknown[] }
  }
  /** Link or button labels the page's content fixes, each shown at least once in main. */
  buttons?: string[]
  /** Headings (h2) the page must show. */
  headings?: string[]
}

const cases: PageCase[] = [
  {
    id: 'home',
    content: homePage,
    buttons: [
      homePage.hero.cta.label,
      homePage.painPoints.cta.label,
      ...homePage.launchpad.ctas.map((cta) => cta.label),
      homePage.reviewBanner.cta.label,
      ...homePage.security.ctas.map((cta) => cta.label),
      homePage.industries.cta.label,
      homePage.testimonials.cta.label,
      homePage.closingBanner.cta.label,
    ],
    headings: [
      homePage.painPoints.title,
      homePage.services.title,
      homePage.process.title,
      homePage.closingBanner.title,
      homePage.blog.title,
    ],
  },
  {
    id: 'about',
    content: aboutPage,
    buttons: [aboutPage.hero.cta.label],
    headings: [
      aboutPage.company.title,
      aboutPage.values.title,
      aboutPage.journey.title,
      aboutPage.capabilities.title,
      aboutPage.team.title,
    ],
  },
  {
    id: 'bookkeeping-service',
    content: bookkeepingPage,
    buttons: [bookkeepingPage.closingBanner.cta.label],
  },
  { id: 'payroll-service', content: payrollPage },
  {
    id: 'receivable-payable',
    content: receivablePayablePage,
    buttons: [
      receivablePayablePage.hero.cta.label,
      receivablePayablePage.pricing.cta.label,
      receivablePayablePage.closingBanner.cta.label,
    ],
  },
  {
    id: 'catch-up-bookkeeping',
    content: catchUpPage,
    buttons: [catchUpPage.hero.cta.label, catchUpPage.closingBanner.cta.label],
  },
  { id: 'stone-distributors', content: stoneDistributorsPage },
  { id: 'stone-fabricators', content: stoneFabricatorsPage },
  { id: 'architects-designers', content: architectsDesignersPage },
  {
    id: 'launchpad-startups',
    content: launchpadStartupsPage,
    headings: [launchpadStartupsPage.consultBanner.title],
  },
  { id: 'launchpad-smbs', content: launchpadSmbsPage },
  { id: 'for-cpa-firms', content: cpaPage, buttons: cpaPage.services.ctas.map((cta) => cta.label) },
  {
    id: 'contact',
    content: contactPage,
    buttons: [contactPage.closingBanner.cta.label],
    headings: [contactPage.booking.title, contactPage.closingBanner.title],
  },
]

const faqButtons = (page: Page) => page.locator('#faq').getByRole('heading', { level: 3 }).getByRole('button')

for (const { id, content, buttons, headings } of cases) {
  const { path } = PAGES[id]
  test(`${path}: title, h1, labels and counts`, async ({ page }) => {
    await visit(page, path)
    await expect(page).toHaveTitle(content.meta.title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.title)
    const main = page.getByRole('main')
    for (const label of buttons ?? []) {
      // The visible label exactly; a new-tab link may add '(opens in a new tab)' for screen readers.
      const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\(opens in a new tab\\))?$`)
      await expect(main.getByRole('link', { name }).or(main.getByRole('button', { name })).first()).toBeVisible()
    }
    for (const heading of headings ?? []) {
      await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible()
    }
    if (content.faq) await expect(faqButtons(page)).toHaveCount(content.faq.items.length)
    if (content.reports)
      await expect(
        page
          .locator('#reports')
          .getByRole('button', { expanded: true })
          .or(page.locator('#reports').getByRole('button', { expanded: false })),
      ).toHaveCount(content.reports.items.length)
  })
}

test('FAQ: the first answer is open, one at a time, selecting the open one closes it', async ({ page }) => {
  await visit(page, PAGES['payroll-service'].path)
  const questions = faqButtons(page)
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('region', { name: await questions.nth(0).innerText() })).toBeVisible()
  await questions.nth(2).click()
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true')
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('#faq [role="region"]:visible')).toHaveCount(1)
  await questions.nth(2).click()
  await expect(page.locator('#faq').getByRole('button', { expanded: true })).toHaveCount(0)
})

test('report accordion: first open, another opens on selection, the open one closes all', async ({ page }) => {
  await visit(page, PAGES['stone-fabricators'].path)
  const reports = page.locator('#reports').getByRole('heading', { level: 3 }).getByRole('button')
  await expect(reports.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await reports.nth(4).click()
  await expect(reports.nth(4)).toHaveAttribute('aria-expanded', 'true')
  await expect(reports.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await reports.nth(4).click()
  await expect(page.locator('#reports').getByRole('button', { expanded: true })).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('a long FAQ shows its first questions, and "Show all" shows the rest with the focus on the first of them', async ({
    page,
  }) => {
    await visit(page, PAGES['payroll-service'].path)
    const { items } = payrollPage.faq
    const questions = faqButtons(page)
    await expect(questions.filter({ visible: true })).toHaveCount(PHONE_LIST_SHOWS)
    const showAll = page.getByRole('button', { name: `Show all ${items.length} questions` })
    await showAll.click()
    await expect(questions.filter({ visible: true })).toHaveCount(items.length)
    await expect(questions.nth(PHONE_LIST_SHOWS)).toBeFocused()
    await expect(showAll).toHaveCount(0)
  })

  test("/about's capabilities show their first lines, and 'Show all' the rest", async ({ page }) => {
    await visit(page, PAGES.about.path)
    const { title, items } = aboutPage.capabilities
    const lines = page.locator('section', { has: page.getByRole('heading', { name: title }) }).getByRole('listitem')
    await expect(lines.filter({ visible: true })).toHaveCount(PHONE_LIST_SHOWS)
    await page.getByRole('button', { name: `Show all ${items.length} capabilities` }).click()
    await expect(lines.filter({ visible: true })).toHaveCount(items.length)
    await expect(lines.nth(PHONE_LIST_SHOWS)).toBeFocused()
  })

  test('a folded question a link targets shows', async ({ page }) => {
    const item = payrollPage.faq.items[PHONE_LIST_SHOWS + 1]
    if (!item) throw new Error('the payroll FAQ is too short to fold')
    const { id, question } = item
    await visit(page, PAGES['payroll-service'].path)
    const folded = faqButtons(page).filter({ hasText: question })
    await expect(folded).toBeHidden()
    await visit(page, `${PAGES['payroll-service'].path}#${id}`)
    await expect(folded).toBeVisible()
  })
})

test('add-on cards lead to their service pages', async ({ page }) => {
  await visit(page, PAGES['payroll-service'].path)
  const { items } = payrollPage.addOns
  const addOnLinks = page.getByRole('main').getByRole('link', { name: /^Read More/ })
  await expect(addOnLinks).toHaveCount(items.length)
  const hrefs = await addOnLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  expect(hrefs.sort()).toEqual(items.map((item) => item.link.to).sort())
})

test('the contact page shows the offices with named flags and no form', async ({ page }) => {
  await visit(page, PAGES.contact.path)
  for (const office of OFFICES) {
    await expect(page.getByRole('img', { name: `Flag of ${office.country}` })).toBeVisible()
    for (const { location } of office.branches)
      await expect(page.getByRole('main').getByText(location, { exact: true })).toBeVisible()
  }
  await expect(page.locator('main form')).toHaveCount(0)
})
