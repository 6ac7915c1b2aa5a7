// Each page as a visitor meets it: its title, its h1, the exact button labels of the spec, its counts and accordions.
import type { Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'

type PageCase = {
  path: string
  title: string | RegExp
  h1: string | RegExp
  /** Link or button labels the spec fixes, each shown at least once in main. */
  buttons?: string[]
  /** Number of FAQ questions (0 for none). */
  faq?: number
  /** Number of report accordion items. */
  reports?: number
  /** Headings (h2) the page must show. */
  headings?: (string | RegExp)[]
}

const cases: PageCase[] = [
  {
    path: '/',
    title: /Outsourced Bookkeeping/,
    h1: /Offshore Finance Partner/,
    buttons: [
      'Book a Free Startup Finance Consultation',
      "Let's Clean This Up – Book Your Free Call",
      'Startup founders',
      'Smbs',
      'book a free review call',
      'Talk to a Finance Expert Today',
      'Like industries',
      'View All Feedback',
      'Book My Free Bookkeeping Consultation',
    ],
    headings: [
      'Tired of Chasing Numbers Instead of Growth?',
      'What We Do?',
      'How Offshore Works',
      'Ready to Stop Worrying About Your Books?',
      'Our Latest Blog',
    ],
  },
  {
    path: '/about',
    title: /About/,
    h1: /.+/,
    buttons: ['Book a free consultation'],
    headings: ['Our Company', 'Our Values', "Our Team's Journey", 'Our Capabilities', 'The Founding Team'],
  },
  {
    path: '/services/bookkeeping-service',
    title: 'Monthly Bookkeeping Services in USA, Book a Call Now',
    h1: /Bookkeeping/,
    buttons: ['Book My Free Bookkeeping Consultation'],
    faq: 10,
  },
  {
    path: '/services/payroll-service',
    title: 'Payroll Services for USA Businesses, Book a Call Now',
    h1: 'Professional Payroll Services in the USA',
    faq: 12,
  },
  {
    path: '/services/receivable--payable',
    title: /Receivable/,
    h1: /.+/,
    buttons: ['Book a Free AR/AP Consultation', 'Book Your Free Call', 'Book Your Free AR/AP Strategy Call'],
    faq: 9,
  },
  {
    path: '/services/catch-up-bookkeeping',
    title: 'Catch Up Bookkeeping Services in USA, Book a Call Now',
    h1: /Catch/,
    buttons: ['Book a Free Catch-Up Consultation', 'Book Your Catch-Up Strategy Call'],
    faq: 9,
  },
  { path: '/industry/stone-distributors--suppliers', title: /Stone Distributors/, h1: /.+/, faq: 12, reports: 12 },
  { path: '/industry/stone-fabricators', title: /Fabricators/, h1: /.+/, faq: 12, reports: 10 },
  { path: '/industry/architects--designers', title: /Architects/, h1: /.+/, faq: 10, reports: 8 },
  {
    path: '/industry/launchpad-startups',
    title: /Startups/,
    h1: 'Bookkeeping & Accounting for Startups',
    faq: 12,
    headings: ["Let's make your books the least of your problems"],
  },
  { path: '/industry/launchpad-smbs', title: /SMB|Small/, h1: /.+/, faq: 13 },
  { path: '/for-cpa-firms', title: /CPA/, h1: /.+/, faq: 12, buttons: ['Request the CPA Partner Brochure'] },
  {
    path: '/contact',
    title: /Contact/,
    h1: "Let's Talk Finance - Without the Jargon",
    buttons: ['Book A Free Consultation'],
    headings: ['Book a Free Consultation', 'Ready to Get Started?'],
  },
]

const faqButtons = (page: Page) => page.locator('#faq').getByRole('heading', { level: 3 }).getByRole('button')

for (const c of cases) {
  test(`${c.path}: title, h1, labels and counts`, async ({ page }) => {
    await visit(page, c.path)
    await expect(page).toHaveTitle(c.title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.h1)
    const main = page.getByRole('main')
    for (const label of c.buttons ?? []) {
      // The visible label exactly; a new-tab link may add '(opens in a new tab)' for screen readers.
      const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\(opens in a new tab\\))?$`)
      await expect(main.getByRole('link', { name }).or(main.getByRole('button', { name })).first()).toBeVisible()
    }
    for (const heading of c.headings ?? []) {
      await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible()
    }
    if (c.faq) await expect(faqButtons(page)).toHaveCount(c.faq)
    if (c.reports)
      await expect(
        page
          .locator('#reports')
          .getByRole('button', { expanded: true })
          .or(page.locator('#reports').getByRole('button', { expanded: false })),
      ).toHaveCount(c.reports)
  })
}

test('FAQ: the first answer is open, one at a time, selecting the open one closes it', async ({ page }) => {
  await visit(page, '/services/payroll-service')
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
  await visit(page, '/industry/stone-fabricators')
  const reports = page.locator('#reports').getByRole('heading', { level: 3 }).getByRole('button')
  await expect(reports.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await reports.nth(4).click()
  await expect(reports.nth(4)).toHaveAttribute('aria-expanded', 'true')
  await expect(reports.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await reports.nth(4).click()
  await expect(page.locator('#reports').getByRole('button', { expanded: true })).toHaveCount(0)
})

test('booking buttons lead to the booking section of the contact page', async ({ page }) => {
  await visit(page, '/services/catch-up-bookkeeping')
  await page.getByRole('main').getByRole('link', { name: 'Book a Free Catch-Up Consultation' }).click()
  await expect(page).toHaveURL(/\/contact#book$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Book a Free Consultation' })).toBeInViewport()
})

test('add-on cards lead to their service pages', async ({ page }) => {
  await visit(page, '/services/payroll-service')
  const addOnLinks = page.getByRole('main').getByRole('link', { name: /^Read More/ })
  await expect(addOnLinks).toHaveCount(3)
  const hrefs = await addOnLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  expect(hrefs.sort()).toEqual([
    '/services/bookkeeping-service',
    '/services/catch-up-bookkeeping',
    '/services/receivable--payable',
  ])
})

test('the contact page shows the offices with named flags and no form', async ({ page }) => {
  await visit(page, '/contact')
  await expect(page.getByRole('img', { name: 'Flag of India' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Flag of United States' })).toBeVisible()
  for (const city of ['Jaipur', 'Gurugram', 'Miami'])
    await expect(page.getByRole('main').getByText(city, { exact: true })).toBeVisible()
  await expect(page.locator('main form')).toHaveCount(0)
})
