// /pricing: the estimator in a real browser. Inputs change the estimate and the URL, the URL restores it (reload,
// a shared link, Back and Forward), a nonsensical URL shows the defaults, and the page is axe clean in every state.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { serviceName } from '../../src/content/estimator'
import { HOURS, LAUNCHPAD, PRICE } from '../../src/content/constants'
import { analystRate, bookkeeperRate } from '../../src/content/phrases'
import { PAGES } from '../../src/content/registry'
import { DEFAULT_SEARCH, KIND_HOURS } from '../../src/lib/estimate'
import { dollars } from '../../src/lib/format'
import { YEAR_HOURS, compare, type Comparison } from '../../src/lib/in-house'
import { comparisonLine } from '../../src/lib/in-house-link'
import { pageContent } from './content'
import { expect, test, visit } from './fixtures'

const { pricingPage, bookPage, COMPARISON, defaultsFor } = pageContent

const bk = PRICE.bookkeeperHourly
const an = PRICE.analystHourly
const { kinds, hoursLegend, analystLabel } = pricingPage.estimator
const pricing = PAGES.pricing.path

/** The estimate region and the controls, by their roles and labels. */
function estimator(page: Page) {
  const section = page.locator('#estimator')
  return {
    result: section.locator('[aria-live="polite"]'),
    kind: (label: string) => section.getByRole('radio', { name: new RegExp(`^${label}`) }),
    service: (label: string) => section.getByRole('checkbox', { name: new RegExp(`^${label}`) }),
    slider: section.getByRole('slider', { name: hoursLegend }),
    hours: section.getByRole('spinbutton', { name: `${hoursLegend}, exact figure` }),
    analyst: section.getByRole('spinbutton', { name: analystLabel }),
  }
}

/** The text a low-high amount reads as ("$600– to $1,500"), tolerant of the visual dash. */
const amount = (lo: number, hi: number) => new RegExp(`${escape(dollars(lo))}\\W*to ${escape(dollars(hi))} a month`)
const escape = (s: string) => s.replace(/[$]/g, '\\$')
const defaultAmount = amount(HOURS.bookkeeping[0] * bk, HOURS.bookkeeping[1] * bk)

test.describe('pricing estimator', () => {
  test('the prerendered page states the rates and the default estimate without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(pricing)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pricingPage.hero.title)
      // The billing table states both rates, each beside the work billed at it.
      const table = page.getByRole('table', { name: pricingPage.billing.title })
      for (const rate of [bookkeeperRate, analystRate]) {
        const row = pricingPage.billing.rows.find((r) => r.rate === rate)
        expect(row, `a kind of work is billed at ${rate}`).toBeDefined()
        await expect(table.getByRole('row', { name: new RegExp(`^${row!.work}`) })).toContainText(rate)
      }
      const { result, kind, slider } = estimator(page)
      await expect(result).toContainText(defaultAmount)
      await expect(kind(kinds.general.label)).toBeChecked()
      await expect(slider).toHaveValue(String(HOURS.bookkeeping[0]))
      // The plain form submits the same parameter names the router reads.
      await expect(page.locator(`#estimator form[action="${pricing}"][method="get"]`)).toHaveCount(1)
      await expect(page.getByRole('button', { name: 'Update estimate' })).toBeVisible()
    } finally {
      await context.close()
    }
  })

  test('changing the inputs updates the estimate and the URL; reloading or sharing the URL restores it', async ({
    page,
    browser,
  }) => {
    await visit(page, pricing)
    const ui = estimator(page)
    await expect(ui.result).toContainText(defaultAmount)
    // The form's button stays once hydrated (keyboard users and checkers expect a way to submit); it reloads nothing.
    await page.getByRole('button', { name: 'Update estimate' }).click()
    await expect(page).toHaveURL(new RegExp(`${pricing}$`))
    await expect(ui.result).toContainText(defaultAmount)

    await ui.kind(kinds.architects.label).check()
    await expect(page).toHaveURL(/[?&]kind=architects\b/)
    const [alo, ahi] = KIND_HOURS.architects
    await expect(ui.result).toContainText(amount(alo * bk, ahi * bk))

    // AR/AP and payroll are worked within the same hours: the figure stays, the coverage grows.
    await ui.service(serviceName('payroll')).check()
    await expect(page).toHaveURL(/services=/)
    await expect(ui.result).toContainText(amount(alo * bk, ahi * bk))
    await expect(ui.result).toContainText(serviceName('payroll').toLowerCase())

    await ui.analyst.fill('10')
    await expect(page).toHaveURL(/[?&]analyst=10\b/)
    await expect(ui.result).toContainText(amount(alo * bk + 10 * an, ahi * bk + 10 * an))

    await ui.hours.fill('90')
    await ui.hours.press('Enter')
    await expect(page).toHaveURL(/[?&]hours=90\b/)
    const total = dollars(90 * bk + 10 * an)
    await expect(ui.result).toContainText(`${total} a month`)
    await expect(ui.slider).toHaveValue('90')
    await expect(page.getByRole('button', { name: 'Use the typical range instead' })).toBeVisible()

    const shared = page.url()
    await visit(page, shared)
    const again = estimator(page)
    await expect(again.result).toContainText(`${total} a month`)
    await expect(again.kind(kinds.architects.label)).toBeChecked()
    await expect(again.service(serviceName('payroll'))).toBeChecked()
    await expect(again.analyst).toHaveValue('10')

    // A fresh browser opening the shared link sees the same estimate.
    const other = await browser.newPage()
    try {
      await visit(other, shared)
      await expect(estimator(other).result).toContainText(`${total} a month`)
    } finally {
      await other.close()
    }
  })

  test('Back and Forward step through the previous estimates', async ({ page }) => {
    await visit(page, pricing)
    const ui = estimator(page)
    await ui.kind(kinds.distributors.label).check()
    const [dlo, dhi] = KIND_HOURS.distributors
    await expect(ui.result).toContainText(amount(dlo * bk, dhi * bk))
    await ui.slider.fill('130')
    await expect(page).toHaveURL(/[?&]hours=130\b/)
    await expect(ui.result).toContainText(`${dollars(130 * bk)} a month`)

    await page.goBack()
    await expect(page).not.toHaveURL(/hours=/)
    await expect(ui.result).toContainText(amount(dlo * bk, dhi * bk))
    await expect(ui.kind(kinds.distributors.label)).toBeChecked()
    await expect(ui.slider).toHaveValue(String(dlo))

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${pricing}$`))
    await expect(ui.result).toContainText(defaultAmount)
    await expect(ui.kind(kinds.general.label)).toBeChecked()

    await page.goForward()
    await page.goForward()
    await expect(ui.result).toContainText(`${dollars(130 * bk)} a month`)
    await expect(ui.hours).toHaveValue('130')
  })

  test('the top step of the scale reads as open-ended, and LaunchPad stops at its cap', async ({ page }) => {
    await visit(page, pricing)
    const ui = estimator(page)
    await ui.slider.focus()
    await page.keyboard.press('End')
    await expect(page).toHaveURL(new RegExp(`hours=${HOURS.scale[1]}\\b`))
    await expect(ui.result).toContainText(`${dollars(HOURS.scale[1] * bk)}+ a month`)
    await expect(ui.slider).toHaveAttribute('aria-valuetext', `${HOURS.scale[1]} or more hours`)

    await ui.kind(kinds.launchpad.label).check()
    await expect(ui.slider).toHaveAttribute('max', String(LAUNCHPAD.maxHoursPerMonth))
    await ui.hours.fill(String(HOURS.scale[1]))
    await ui.hours.blur()
    await expect(ui.hours).toHaveValue(String(LAUNCHPAD.maxHoursPerMonth))
    await expect(ui.result).toContainText(`${dollars(LAUNCHPAD.maxHoursPerMonth * bk)} a month`)
    // LaunchPad states only its cap: any figure up to it stands, with no floor of the service's scale.
    const few = HOURS.scale[0] - 1
    await ui.hours.fill(String(few))
    await ui.hours.blur()
    await expect(page).toHaveURL(new RegExp(`hours=${few}\\b`))
    await expect(ui.hours).toHaveValue(String(few))
    await expect(ui.result).toContainText(`${dollars(few * bk)} a month`)
  })

  test('catch-up is stated as a one-off, and no service means no estimate', async ({ page }) => {
    await visit(page, pricing)
    const ui = estimator(page)
    await ui.service(serviceName('catch-up')).check()
    await expect(ui.result).toContainText(defaultAmount)
    await expect(ui.result).toContainText(pricingPage.estimator.oneOffNotes['catch-up']!)

    await ui.service(serviceName('bookkeeping')).uncheck()
    await expect(ui.result).toContainText('No monthly service chosen')
    await expect(ui.slider).toBeDisabled()

    await ui.service(serviceName('catch-up')).uncheck()
    await expect(ui.result).toContainText('Choose a service to see an estimate')
    await visit(page, page.url())
    await expect(estimator(page).result).toContainText('Choose a service to see an estimate')
  })

  test('a nonsensical URL shows the default estimate without an error', async ({ page }) => {
    const response = await visit(page, `${pricing}?hours=-5&services=foo&kind=%3Cscript%3E&analyst=1e999`)
    expect(response?.status()).toBe(200)
    const ui = estimator(page)
    await expect(ui.result).toContainText(defaultAmount)
    await expect(ui.kind(kinds.general.label)).toBeChecked()
    await expect(ui.service(serviceName('bookkeeping'))).toBeChecked()
    await expect(ui.analyst).toHaveValue('0')
    for (const garbage of [
      `${pricing}?hours=99999999999999999999`,
      `${pricing}?hours=abc&analyst=-3`,
      `${pricing}?services=%5B1%5D`,
    ]) {
      await visit(page, garbage)
      await expect(estimator(page).result).toContainText(defaultAmount)
    }
    // The console-error fixture fails the test on any error logged while parsing or hydrating.
  })
})

/** The comparison's section, its steps and its controls, by their roles and labels. */
function comparison(page: Page) {
  const section = page.locator(`#${pricingPage.compare.id}`)
  const { labels, roles } = pricingPage.compare
  return {
    section,
    steps: section.locator('[aria-live="polite"] li'),
    role: (role: keyof typeof roles) => section.getByRole('radio', { name: new RegExp(`^${roles[role].label}`) }),
    figure: (field: keyof typeof labels) => section.getByRole('spinbutton', { name: labels[field] }),
    button: section.getByRole('link', { name: pricingPage.compare.cta.label }),
  }
}

/** What each step of the sum shows for a comparison, in the order the page lists them. */
const worked = (c: Comparison) => [
  `${dollars(c.salary)} ÷ ${YEAR_HOURS.toLocaleString('en-US')} hours = $${c.wage.toFixed(2)}`,
  `$${c.employer.toFixed(2)} an hour`,
  `× ${c.hours} hours`,
  `= ${dollars(c.inHouse.month)} a month, ${dollars(c.inHouse.year)} a year`,
  `${c.hours} hours × ${dollars(c.rate)} = ${dollars(c.ours.month)} a month, ${dollars(c.ours.year)} a year`,
  `${dollars(c.difference.month)} a month, ${dollars(c.difference.year)} a year, ${c.percent}%`,
]
async function expectWorked(page: Page, c: Comparison) {
  const { steps } = comparison(page)
  const text = (await steps.allTextContents()).join('\n')
  for (const part of worked(c)) expect(text).toContain(part)
}

test.describe('in-house comparison', () => {
  const defaults = compare(defaultsFor('bookkeeper', DEFAULT_SEARCH.kind))

  test('the prerendered page works out the default comparison, every step and source, without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(`${pricing}#${pricingPage.compare.id}`)
      const ui = comparison(page)
      await expect(ui.section.getByRole('heading', { name: pricingPage.compare.title })).toBeVisible()
      await expect(ui.steps).toHaveCount(5)
      await expectWorked(page, defaults)
      await expect(ui.role('bookkeeper')).toBeChecked()
      await expect(ui.figure('salary')).toHaveValue(String(COMPARISON.bookkeeper.wage))
      // Each default names its series, source and release, with a link to the page that states it.
      for (const figure of Object.values(COMPARISON)) {
        const link = ui.section.getByRole('link', { name: figure.series })
        await expect(link).toHaveAttribute('href', figure.url)
        await expect(ui.section.getByRole('listitem').filter({ hasText: figure.series })).toContainText(figure.release)
      }
      // The billing table is there too, for the rest of the site's links.
      await expect(page.locator(`#${pricingPage.billing.id}`).getByRole('table')).toBeVisible()
    } finally {
      await context.close()
    }
  })

  test('changed inputs change the sum and the URL, which restores it; its button carries it to /book', async ({
    page,
  }) => {
    await visit(page, pricing)
    const ui = comparison(page)
    await expectWorked(page, defaults)
    await ui.role('accountant').check()
    await expect(page).toHaveURL(/[?&]role=accountant\b/)
    const accountant = defaultsFor('accountant', DEFAULT_SEARCH.kind)
    await expectWorked(page, compare(accountant))

    await ui.figure('salary').fill('83200')
    await ui.figure('salary').press('Enter')
    await expect(page).toHaveURL(/[?&]salary=83200\b/)
    await ui.figure('benefits').fill('25.5')
    await ui.figure('benefits').blur()
    await expect(page).toHaveURL(/[?&]benefits=25\.5\b/)
    const mine = compare({ ...accountant, salary: 83200, benefits: 25.5 })
    await expectWorked(page, mine)

    await visit(page, page.url())
    await expect(comparison(page).figure('salary')).toHaveValue('83200')
    await expectWorked(page, mine)

    await comparison(page).button.click()
    await expect(page).toHaveURL(/\/book\?/)
    await expect(
      page.getByText(`${bookPage.comparison.lead} ${comparisonLine(mine, bookPage.comparison)}.`),
    ).toBeVisible()
  })

  test('a nonsensical figure in the URL falls back to its default; a tampered comparison never reaches /book', async ({
    page,
  }) => {
    await visit(page, `${pricing}?role=cfo&salary=-5&benefits=99&roleHours=abc`)
    await expectWorked(page, defaults)
    const { button } = comparison(page)
    const href = new URL((await button.getAttribute('href'))!, page.url())
    const parts = href.searchParams.get('compare')!.split('_')
    parts[6] = String(Number(parts[6]) + 1000)
    href.searchParams.set('compare', parts.join('_'))
    await visit(page, `${href.pathname}${href.search}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(bookPage.comparison.lead)).toHaveCount(0)
  })
})

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

for (const width of [375, 1280]) {
  test.describe(`pricing at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const path of [
      pricing,
      `${pricing}?kind=launchpad&services=%5B%22catch-up%22%5D&analyst=5`,
      `${pricing}?hours=${HOURS.scale[1]}`,
    ]) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await visit(page, path)
        await page.evaluate(() => document.fonts.ready)
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        )
      })
    }

    test('the comparison with its own costs open has no axe violations, and is reached by keyboard', async ({
      page,
    }) => {
      await visit(page, `${pricing}?role=accountant&recruiting=6000&software=1200`)
      const { section, figure } = comparison(page)
      await section.locator('summary').focus()
      await page.keyboard.press('Enter')
      await expect(figure('recruiting')).toBeVisible()
      await expect(figure('recruiting')).toHaveValue('6000')
      await page.evaluate(() => document.fonts.ready)
      const results = await new AxeBuilder({ page }).include(`#${pricingPage.compare.id}`).withTags(TAGS).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })

    test('the page does not scroll sideways', async ({ page }) => {
      await visit(page, pricing)
      const extra = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(extra).toBe(0)
    })
  })
}
