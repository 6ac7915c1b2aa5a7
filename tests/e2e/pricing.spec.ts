// /pricing: the estimator in a real browser. Each chosen service prices its own work from the counts it asks for (only
// while it is chosen), the kind of business sets the counts it starts from; inputs change the estimate and the URL,
// the URL restores it (reload, a shared link, Back and Forward), a nonsensical URL shows the defaults, on a phone the
// estimate stays in view while the inputs change, and the page is axe clean in every state.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { PAGES } from '../../src/content/registry'
import type { Count, EstimateSearch, Service } from '../../src/lib/estimate'
import { dollars } from '../../src/lib/format'
import { YEAR_HOURS, compare, type Comparison } from '../../src/lib/in-house'
import { comparisonLine } from '../../src/lib/in-house-link'
import { pageContent } from './content'
import { expect, test, visit } from './fixtures'

const {
  pricingPage,
  bookPage,
  COMPARISON,
  defaultsFor,
  ESTIMATE_COUNTS,
  START_COUNTS,
  serviceName,
  DEFAULT_SEARCH,
  MONTHLY_SERVICES,
  SERVICE_COUNTS,
  estimate,
} = pageContent

const { kinds, counts, analystLabel, kindLegend, submit } = pricingPage.estimator
const pricing = PAGES.pricing.path

/** The estimate region and the controls, by their roles and labels. */
function estimator(page: Page) {
  const section = page.locator('#estimator')
  return {
    section,
    result: section.locator('[aria-live="polite"]'),
    summary: section.getByRole('region', { name: pricingPage.estimator.summaryTitle }),
    kind: section.getByRole('combobox', { name: kindLegend }),
    service: (service: Service) => section.getByRole('checkbox', { name: new RegExp(`^${serviceName(service)}`) }),
    count: (count: Exclude<Count, 'pay'>) => section.getByRole('spinbutton', { name: counts[count], exact: true }),
    pay: section.getByRole('combobox', { name: counts.pay }),
    analyst: section.getByRole('spinbutton', { name: analystLabel }),
  }
}

const escape = (s: string) => s.replace(/[$]/g, '\\$')
/** The monthly figure an estimate shows ("$600– to $1,500 a month", tolerant of the visual dash; one figure alone). */
function shows(search: EstimateSearch) {
  const monthly = estimate(search).monthly
  if (!monthly) throw new Error(`no monthly estimate for ${JSON.stringify(search)}`)
  const [lo, hi] = monthly.map(dollars)
  return new RegExp(lo === hi ? `${escape(lo!)} a month` : `${escape(lo!)}\\W*to ${escape(hi!)} a month`)
}
/** A search with some services chosen, the rest as the default. */
const withServices = (services: Service[], rest: Partial<EstimateSearch> = {}): EstimateSearch => ({
  ...DEFAULT_SEARCH,
  services,
  ...rest,
})
/** The address of a list of services, as the router writes it. */
const servicesParam = (services: Service[]) => `services=${encodeURIComponent(JSON.stringify(services))}`
/** The counts a service asks for, as figures (the pay schedule is a choice). */
const figuresOf = (service: Service) =>
  (SERVICE_COUNTS[service] ?? []).filter((count): count is Exclude<Count, 'pay'> => count !== 'pay')

test.describe('pricing estimator', () => {
  test('the prerendered page states the rates and the default estimate without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(pricing)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pricingPage.hero.title)
      // Each rate card states its price; the full table is one disclosure away, and opens without a script.
      const billing = page.locator(`#${pricingPage.billing.id}`)
      for (const card of pricingPage.billing.cards) {
        await expect(billing.getByRole('listitem').filter({ hasText: card.title })).toContainText(card.price)
      }
      await billing.getByText(pricingPage.billing.table).click()
      const table = billing.getByRole('table', { name: pricingPage.billing.title })
      for (const row of pricingPage.billing.rows) {
        await expect(table.getByRole('row', { name: new RegExp(`^${row.work}`) })).toContainText(row.rate)
      }
      const ui = estimator(page)
      await expect(ui.result).toContainText(shows(DEFAULT_SEARCH))
      await expect(ui.kind).toHaveValue(DEFAULT_SEARCH.kind)
      // The counts of the chosen services are asked, the others' are not (by CSS, so without a script too).
      for (const service of MONTHLY_SERVICES) {
        const chosen = DEFAULT_SEARCH.services.includes(service)
        await expect(ui.service(service)).toBeChecked({ checked: chosen })
        for (const count of figuresOf(service)) await expect(ui.count(count)).toBeVisible({ visible: chosen })
      }
      // The plain form submits the same parameter names the router reads.
      await expect(page.locator(`#estimator form[action="${pricing}"][method="get"]`)).toHaveCount(1)
      await expect(ui.section.getByRole('button', { name: submit })).toBeVisible()
    } finally {
      await context.close()
    }
  })

  // One service alone, each, then all of them: each prices its own work, so each gives its own range.
  const choices: Service[][] = [...MONTHLY_SERVICES.map((service) => [service]), [...MONTHLY_SERVICES]]
  test('each service alone and all together give their own ranges, each with the counts it assumes', async ({
    page,
  }) => {
    const ranges = new Set<string>()
    for (const services of choices) {
      await visit(page, `${pricing}?${servicesParam(services)}`)
      const ui = estimator(page)
      const search = withServices(services)
      await expect(ui.result).toContainText(shows(search))
      ranges.add(String(shows(search)))
      for (const service of MONTHLY_SERVICES) {
        const chosen = services.includes(service)
        await expect(ui.service(service)).toBeChecked({ checked: chosen })
        // Its counts are asked while it is chosen, and the estimate says what it assumes of them.
        for (const count of figuresOf(service)) {
          await expect(ui.count(count)).toBeVisible({ visible: chosen })
          if (chosen) await expect(ui.count(count)).toHaveValue(String(START_COUNTS[search.kind][count]))
        }
      }
      await expect(ui.result).toContainText('Assumes')
    }
    expect(ranges.size, 'one range for each choice').toBe(choices.length)
  })

  test('changing the inputs updates the estimate and the URL; reloading or sharing the URL restores it', async ({
    page,
    browser,
  }) => {
    await visit(page, pricing)
    const ui = estimator(page)
    await expect(ui.result).toContainText(shows(DEFAULT_SEARCH))
    // Every change counts at once: the form's button is drawn only without a script.
    await expect(ui.section.getByRole('button', { name: submit })).toBeHidden()

    await ui.kind.selectOption('architects')
    await expect(page).toHaveURL(/[?&]kind=architects\b/)
    let search = withServices(DEFAULT_SEARCH.services, { kind: 'architects' })
    await expect(ui.result).toContainText(shows(search))
    // It says whose counts it assumes.
    await expect(ui.result).toContainText(`“${kinds.architects.label}”`)

    // Payroll prices its own work: its counts are asked, and the range grows with them.
    await expect(ui.count('people')).toBeHidden()
    await ui.service('payroll').check()
    await expect(page).toHaveURL(/services=/)
    search = { ...search, services: [...search.services, 'payroll'] }
    await expect(ui.result).toContainText(shows(search))
    await expect(ui.result).toContainText(serviceName('payroll').toLowerCase())
    await expect(ui.count('people')).toHaveValue(String(START_COUNTS.architects.people))

    const people = START_COUNTS.architects.people * 3
    await ui.count('people').fill(String(people))
    await ui.count('people').press('Enter')
    await expect(page).toHaveURL(new RegExp(`[?&]people=${people}\\b`))
    search = { ...search, people }
    await expect(ui.result).toContainText(shows(search))

    await ui.pay.selectOption('weekly')
    await expect(page).toHaveURL(/[?&]pay=weekly\b/)
    search = { ...search, pay: 'weekly' }
    await expect(ui.result).toContainText(shows(search))

    await ui.analyst.fill('10')
    await ui.analyst.press('Enter')
    await expect(page).toHaveURL(/[?&]analyst=10\b/)
    search = { ...search, analyst: 10 }
    await expect(ui.result).toContainText(shows(search))

    const shared = page.url()
    await visit(page, shared)
    const again = estimator(page)
    await expect(again.result).toContainText(shows(search))
    await expect(again.kind).toHaveValue('architects')
    await expect(again.service('payroll')).toBeChecked()
    await expect(again.count('people')).toHaveValue(String(people))
    await expect(again.analyst).toHaveValue('10')

    // A fresh browser opening the shared link sees the same estimate.
    const other = await browser.newPage()
    try {
      await visit(other, shared)
      await expect(estimator(other).result).toContainText(shows(search))
    } finally {
      await other.close()
    }
  })

  test('Back and Forward step through the previous estimates', async ({ page }) => {
    await visit(page, pricing)
    const ui = estimator(page)
    await ui.kind.selectOption('distributors')
    const distributors = withServices(DEFAULT_SEARCH.services, { kind: 'distributors' })
    await expect(ui.result).toContainText(shows(distributors))
    const transactions = START_COUNTS.distributors.transactions * 2
    await ui.count('transactions').fill(String(transactions))
    await ui.count('transactions').blur()
    await expect(page).toHaveURL(new RegExp(`[?&]transactions=${transactions}\\b`))
    await expect(ui.result).toContainText(shows({ ...distributors, transactions }))

    await page.goBack()
    await expect(page).not.toHaveURL(/transactions=/)
    await expect(ui.result).toContainText(shows(distributors))
    await expect(ui.kind).toHaveValue('distributors')
    await expect(ui.count('transactions')).toHaveValue(String(START_COUNTS.distributors.transactions))

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${pricing}$`))
    await expect(ui.result).toContainText(shows(DEFAULT_SEARCH))
    await expect(ui.kind).toHaveValue(DEFAULT_SEARCH.kind)

    await page.goForward()
    await page.goForward()
    await expect(ui.result).toContainText(shows({ ...distributors, transactions }))
    await expect(ui.count('transactions')).toHaveValue(String(transactions))
  })

  test('a count stops at its most, and LaunchPad stops at its cap and says so', async ({ page }) => {
    await visit(page, pricing)
    const ui = estimator(page)
    await ui.kind.selectOption('launchpad')
    await ui.count('transactions').fill(String(ESTIMATE_COUNTS.transactions + 1))
    await ui.count('transactions').blur()
    await expect(ui.count('transactions')).toHaveValue(String(ESTIMATE_COUNTS.transactions))
    const most = withServices(DEFAULT_SEARCH.services, {
      kind: 'launchpad',
      transactions: ESTIMATE_COUNTS.transactions,
    })
    expect(estimate(most).capped, 'the most transactions pass LaunchPad’s cap').toBe(true)
    await expect(ui.result).toContainText(shows(most))
    await expect(ui.result).toContainText(pricingPage.estimator.capNote)
  })

  test('catch-up is stated as a one-off, and no service means no estimate', async ({ page }) => {
    await visit(page, pricing)
    const ui = estimator(page)
    await ui.service('catch-up').check()
    await expect(ui.result).toContainText(shows(DEFAULT_SEARCH))
    await expect(ui.summary).toContainText(pricingPage.estimator.oneOffNotes['catch-up']!)

    await ui.service('bookkeeping').uncheck()
    await expect(ui.result).toContainText(pricingPage.estimator.noMonthly)
    await expect(ui.count('transactions')).toBeHidden()

    await ui.service('catch-up').uncheck()
    await expect(ui.result).toContainText(pricingPage.estimator.nothing)
    await visit(page, page.url())
    await expect(estimator(page).result).toContainText(pricingPage.estimator.nothing)
  })

  test('a nonsensical URL shows the default estimate without an error', async ({ page }) => {
    const response = await visit(
      page,
      `${pricing}?transactions=-5&services=foo&kind=%3Cscript%3E&analyst=1e999&pay=daily`,
    )
    expect(response?.status()).toBe(200)
    const ui = estimator(page)
    await expect(ui.result).toContainText(shows(DEFAULT_SEARCH))
    await expect(ui.kind).toHaveValue(DEFAULT_SEARCH.kind)
    await expect(ui.service('bookkeeping')).toBeChecked()
    await expect(ui.analyst).toHaveValue('0')
    for (const garbage of [
      `${pricing}?transactions=99999999999999999999`,
      `${pricing}?accounts=abc&analyst=-3`,
      `${pricing}?services=%5B1%5D`,
    ]) {
      await visit(page, garbage)
      await expect(estimator(page).result).toContainText(shows(DEFAULT_SEARCH))
    }
    // The console-error fixture fails the test on any error logged while parsing or hydrating.
  })
})

test.describe('pricing estimator on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('after changing any input, the estimate is in view', async ({ page }) => {
    await visit(page, `${pricing}?${servicesParam([...MONTHLY_SERVICES])}`)
    const ui = estimator(page)
    let search = withServices([...MONTHLY_SERVICES])
    /** The estimate's figure, wherever it is drawn, in the viewport. */
    const inView = async () => {
      const drawn = ui.section.getByText(shows(search))
      await expect(drawn.first()).toBeVisible()
      expect(
        await drawn.evaluateAll((elements) =>
          elements.some((element) => {
            const box = element.getBoundingClientRect()
            return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight
          }),
        ),
        `the estimate ${shows(search)} is in view`,
      ).toBe(true)
    }
    // A visitor scrolls to each input, then changes it.
    await ui.kind.scrollIntoViewIfNeeded()
    await ui.kind.selectOption('fabricators')
    search = { ...search, kind: 'fabricators' }
    await inView()
    for (const [count, n] of [
      ['transactions', 2500],
      ['people', 60],
      ['bills', 400],
    ] as const) {
      await ui.count(count).fill(String(n))
      await ui.count(count).press('Enter')
      search = { ...search, [count]: n }
      await inView()
    }
    await ui.service('payroll').scrollIntoViewIfNeeded()
    await ui.service('payroll').uncheck()
    search = { ...search, services: search.services.filter((service) => service !== 'payroll') }
    await inView()
    await ui.analyst.fill('12')
    await ui.analyst.press('Enter')
    search = { ...search, analyst: 12 }
    await inView()
  })

  test('at 320 px the pinned bar keeps a four-figure range and "a month" on one line', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    const search = withServices([...MONTHLY_SERVICES], { transactions: 2500, people: 60 })
    await visit(page, `${pricing}?${servicesParam(search.services)}&transactions=2500&people=60`)
    const ui = estimator(page)
    await ui.count('people').scrollIntoViewIfNeeded()
    // The bar: its link to the workings beside its title, the figure under them.
    const link = ui.section.getByRole('link', { name: pricingPage.estimator.details })
    await expect(link).toBeVisible()
    const figure = link.locator('xpath=../following-sibling::p')
    await expect(figure).toHaveText(new RegExp(`^${shows(search).source}$`))
    const lines = await figure.evaluate((element) => {
      const { height } = element.getBoundingClientRect()
      return Math.round(height / parseFloat(getComputedStyle(element).lineHeight))
    })
    expect(lines, 'lines of the pinned range').toBe(1)
  })
})

/** The comparison's section, its steps and its controls, by their roles and labels. */
function comparison(page: Page) {
  const section = page.locator(`#${pricingPage.compare.id}`)
  const { labels, roles } = pricingPage.compare
  return {
    section,
    // The worked sum, one disclosure away.
    steps: section.locator('details ol > li'),
    chart: section.getByRole('img'),
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
  const { steps, chart } = comparison(page)
  // The two bars name their monthly figures, and the sum works them out.
  await expect(chart).toHaveAccessibleName(
    new RegExp(`${escape(dollars(c.inHouse.month))} .*${escape(dollars(c.ours.month))} `),
  )
  await expect(chart).toContainText(dollars(c.inHouse.month))
  await expect(chart).toContainText(dollars(c.ours.month))
  const text = (await steps.allTextContents()).join('\n')
  for (const part of worked(c)) expect(text).toContain(part)
}

test.describe('in-house comparison', () => {
  const defaults = compare(defaultsFor('bookkeeper', DEFAULT_SEARCH))

  test('the prerendered page works out the default comparison, every step and source, without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(`${pricing}#${pricingPage.compare.id}`)
      const ui = comparison(page)
      await expect(ui.section.getByRole('heading', { name: pricingPage.compare.title })).toBeVisible()
      // The worked sum and its sources are one disclosure away, which opens without a script.
      await ui.section.getByText(pricingPage.compare.sum).click()
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
      await expect(page.locator(`#${pricingPage.billing.id} table`)).toHaveCount(1)
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
    const accountant = defaultsFor('accountant', DEFAULT_SEARCH)
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
      `${pricing}?${servicesParam([...MONTHLY_SERVICES])}&people=${ESTIMATE_COUNTS.people}&pay=weekly`,
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
      await section.locator('summary', { hasText: pricingPage.compare.extras }).focus()
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
