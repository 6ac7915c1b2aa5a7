// The estimate travels: the /pricing estimator's booking button carries it to /book, which shows it back, puts it in
// the pre-filled e-mail and passes it to the scheduler (the stand-in's frame lists what it received); a hand-edited
// estimate in the address is dropped, never shown as entered.
import type { Page } from '@playwright/test'
import { PAGES } from '../../src/content/registry'
import type { EstimateSearch } from '../../src/lib/estimate'
import { bookingLink } from '../../src/lib/booking'
import { compare, comparisonParam } from '../../src/lib/in-house'
import { comparisonLine } from '../../src/lib/in-house-link'
import { violations } from './axe'
import { pageContent } from './content'
import { expect, test, visit } from './fixtures'
import { frameParams, inFrame, schedulerTest } from './scheduler-site'

const {
  bookPage,
  CONTACT,
  pricingPage,
  defaultsFor,
  serviceName,
  DEFAULT_SEARCH,
  estimate,
  estimateLine,
  estimateParam,
} = pageContent
const { analystLabel, cta } = pricingPage.estimator
/** What the visitor sets on /pricing below: payroll beside the default service, and reporting-analyst hours. */
const chosen: EstimateSearch = { ...DEFAULT_SEARCH, services: [...DEFAULT_SEARCH.services, 'payroll'], analyst: 5 }
const line = estimateLine(estimate(chosen), bookPage.estimate)
const param = estimateParam(chosen)!

/** From /pricing to /book: the choices above, then the estimator's booking button. */
async function bookWithAnEstimate(page: Page) {
  await visit(page, PAGES.pricing.path)
  const estimator = page.locator('#estimator')
  await estimator.getByRole('checkbox', { name: new RegExp(`^${serviceName('payroll')}`) }).check()
  await estimator.getByRole('spinbutton', { name: analystLabel }).fill(String(chosen.analyst))
  await estimator.getByRole('spinbutton', { name: analystLabel }).press('Enter')
  await expect(page).toHaveURL(new RegExp(`analyst=${chosen.analyst}`))
  await estimator.getByRole('link', { name: cta.label }).click()
  await expect(page).toHaveURL(new RegExp(`${PAGES.book.path}\\?`))
  await page.waitForFunction(() => window.__lpHydrated === true)
}

/** The body of the e-mail a mailto: link opens. */
const mailBody = async (page: Page, name: string) =>
  new URL((await page.getByRole('main').getByRole('link', { name }).getAttribute('href'))!).searchParams.get('body')

test('from /pricing, /book shows the estimate back and puts it in the e-mail', async ({ page }) => {
  await bookWithAnEstimate(page)
  expect(new URL(page.url()).searchParams.get('estimate')).toBe(param)
  await expect(page.getByText(`${bookPage.estimate.lead} ${line}.`)).toBeVisible()
  expect(await mailBody(page, 'Email us')).toContain(`${bookPage.estimate.email} ${line}.`)
})

test('/book with an estimate has no axe violations', async ({ page }) => {
  await bookWithAnEstimate(page)
  await expect(page.getByText(`${bookPage.estimate.lead} ${line}.`)).toBeVisible()
  expect(await violations(page)).toEqual([])
})

const withCalendly = schedulerTest('calendly')
withCalendly('from /pricing, Calendly receives the estimate as the answer to its third question', async ({ page }) => {
  await bookWithAnEstimate(page)
  expect(await frameParams(page)).toMatchObject({ a3: line })
  await expect(inFrame(page).locator('[data-param="a3"]')).toHaveText(line)
  expect(await mailBody(page, `Email ${CONTACT.general.email}`)).toContain(line)
})

const withCal = schedulerTest('cal')
withCal('from /pricing, Cal.com receives the estimate in the notes and the booking metadata', async ({ page }) => {
  await bookWithAnEstimate(page)
  await expect(inFrame(page).locator('[data-param="notes"]')).toHaveText(
    `Topic: ${bookPage.topics.general.name}\nEstimate: ${line}`,
  )
  await expect(inFrame(page).locator('[data-param="metadata[estimate]"]')).toHaveText(param)
})

/** Hand edits of the estimate the button carries: each must be dropped. */
const [kind, , hours, analyst, monthly] = param.split('_')
const tampered = {
  'an unknown service': [kind, 'bookkeeping.tax-returns', hours, analyst, monthly].join('_'),
  'a figure out of range': [kind, 'bookkeeping.payroll', '9999', analyst, monthly].join('_'),
  'a monthly range that does not add up': [kind, 'bookkeeping.payroll', hours, analyst, '1-2'].join('_'),
}

const payroll = PAGES['payroll-service']

for (const [what, value] of Object.entries(tampered)) {
  test(`an estimate edited by hand to ${what} is dropped, never shown as entered`, async ({ page }) => {
    const { search } = bookingLink(payroll.path, cta.label)
    await visit(
      page,
      `${PAGES.book.path}?${new URLSearchParams({ ...search, estimate: value } as Record<string, string>)}`,
    )
    // The page has read its address: the topic shows (the estimate would show with it).
    await expect(page.getByText(bookPage.topics[payroll.topic].name).first()).toBeVisible()
    await expect(page.getByText(bookPage.estimate.lead)).toHaveCount(0)
    expect(await mailBody(page, 'Email us')).not.toContain(bookPage.estimate.email)
  })
}

/** The in-house comparison travels the same way: an accountant at a salary the visitor set. */
const compared = compare({ ...defaultsFor('accountant', DEFAULT_SEARCH), salary: 83200 })
const comparedLine = comparisonLine(compared, bookPage.comparison)

async function bookWithAComparison(page: Page) {
  await visit(page, PAGES.pricing.path)
  const section = page.locator(`#${pricingPage.compare.id}`)
  await section.getByRole('radio', { name: new RegExp(`^${pricingPage.compare.roles.accountant.label}`) }).check()
  await expect(page).toHaveURL(/role=accountant/)
  const salary = section.getByRole('spinbutton', { name: pricingPage.compare.labels.salary })
  await salary.fill(String(compared.salary))
  await salary.press('Enter')
  await expect(page).toHaveURL(new RegExp(`salary=${compared.salary}`))
  await section.getByRole('link', { name: pricingPage.compare.cta.label }).click()
  await expect(page).toHaveURL(new RegExp(`${PAGES.book.path}\\?`))
  await page.waitForFunction(() => window.__lpHydrated === true)
}

test('from the comparison on /pricing, /book shows it back and puts it in the e-mail', async ({ page }) => {
  await bookWithAComparison(page)
  expect(new URL(page.url()).searchParams.get('compare')).toBe(comparisonParam(compared))
  await expect(page.getByText(`${bookPage.comparison.lead} ${comparedLine}.`)).toBeVisible()
  expect(await mailBody(page, 'Email us')).toContain(`${bookPage.comparison.email} ${comparedLine}.`)
})

withCalendly('from the comparison, Calendly receives it as the answer to its third question', async ({ page }) => {
  await bookWithAComparison(page)
  await expect(inFrame(page).locator('[data-param="a3"]')).toHaveText(comparedLine)
})

withCal('from the comparison, Cal.com receives it in the notes and the booking metadata', async ({ page }) => {
  await bookWithAComparison(page)
  await expect(inFrame(page).locator('[data-param="notes"]')).toHaveText(
    `Topic: ${bookPage.topics.general.name}\nComparison: ${comparedLine}`,
  )
  await expect(inFrame(page).locator('[data-param="metadata[comparison]"]')).toHaveText(comparisonParam(compared))
})
