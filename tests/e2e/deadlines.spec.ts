// /deadlines as a visitor meets it: the first question is their kind of business, plain links kept in the address,
// with and without JavaScript and with nothing moving when the script takes over; then the view's feeds (every
// business's too) and its whole calendar by month, each deadline once, those past folded and the next three
// marked with the days left from the visitor's day (the build's day, "as of", without a script), the feeds and the next
// deadline on the first phone screen; the feeds' events those of the list; the service and booking topic closing each
// kind; the printed list; and the structured data. The dates themselves are the unit tests'
// (tests/unit/tax-deadlines.test.ts).
import type { APIRequestContext, Page } from '@playwright/test'
import { deadlinesTeaser } from '../../src/content/pages/deadlines-teaser'
import { PAGES } from '../../src/content/registry'
import {
  DEADLINE_KIND_NAMES,
  DEADLINE_KINDS,
  DEADLINE_VIEW_NAMES,
  DEADLINE_VIEWS,
  EVERY_BUSINESS as EVERY,
  TAX_SOURCES,
  type DeadlineView as View,
} from '../../src/content/tax-deadlines'
import { formatDate, MONTHS } from '../../src/lib/format'
import {
  daysBetween,
  deadlinesOfYears,
  feedPath,
  nextDeadlines,
  nextMonthlyDeposit,
  whoFiles,
  type Deadline,
  type IsoDate,
} from '../../src/lib/tax-deadlines'
import { pageContent } from './content'
import { expect, test, visit } from './fixtures'

const page = pageContent.deadlinesPage

const PATH = PAGES.deadlines.path
const { list } = page
/** The next deadline's label: every business's, whatever its form (a kind's may come sooner); an employer's filing. */
const nextLabel = (view: View) =>
  view === EVERY ? list.nextEvery : view === 'employer' ? list.nextFiling : list.nextUp
const section = (p: Page, view: View) => p.locator(`section#${view}`)
const picker = (p: Page) => p.getByRole('navigation', { name: page.picker.label })
const pickLink = (p: Page, view: View) => picker(p).getByRole('link', { name: DEADLINE_VIEW_NAMES[view], exact: true })
const addressOf = (view: View) => (view === EVERY ? `${PATH}#${EVERY}` : `${PATH}?for=${view}#${view}`)
/** A view's deadlines, by month: each a list item with its date (those past, folded away, included). */
const rowsOf = (p: Page, view: View) =>
  section(p, view)
    .locator('li')
    .filter({ has: p.locator('time') })
/** The rows marked as the next ones: their date says the days left ("in 12 days", "tomorrow", "today"). */
const daysLeft = new RegExp(`${list.inDays.replace('{n}', '\\d+')}|${list.tomorrow}|${list.today}`)
const markedRows = (p: Page, view: View) =>
  rowsOf(p, view).filter({ has: p.locator('time').filter({ hasText: daysLeft }) })
/** What the list says is left: "in 12 days", "tomorrow", "today". */
function countdown(today: IsoDate, date: IsoDate) {
  const days = daysBetween(today, date)
  return days === 0 ? list.today : days === 1 ? list.tomorrow : list.inDays.replace('{n}', String(days))
}

/** The years the calendar lists, read from the page's heading as served (the build's year and the next). */
const pageTitle = new RegExp(`^${page.hero.title.replace('{years}', '(\\d{4})(?: and (\\d{4}))?')}$`)
async function yearsOf(request: APIRequestContext) {
  const html = await (await request.get(PATH)).text()
  const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)
  const match = pageTitle.exec(heading?.[1] ?? '')
  expect(match, 'the page’s heading').not.toBeNull()
  return match!.slice(1).filter(Boolean).map(Number)
}

/** What a deadline's line says: its form and what is due. */
const lineOf = (deadline: Deadline) => `${deadline.rule.form}: ${deadline.title}`
/** A deadline's row, found by its date and its line. */
const rowOf = (p: Page, view: View, deadline: Deadline) =>
  rowsOf(p, view)
    .filter({ has: p.locator(`time[datetime="${deadline.date}"]`) })
    .filter({ hasText: lineOf(deadline) })

/**
 * Opens a view's address at a viewport on the visitor's day: late in the build's year, most of its deadlines past.
 * Resolves to the years listed, that day and the view's deadlines.
 */
async function openOnDay(p: Page, request: APIRequestContext, view: View, viewport: { width: number; height: number }) {
  await p.setViewportSize(viewport)
  const years = await yearsOf(request)
  const today = `${years[0]}-11-29`
  await p.clock.setFixedTime(new Date(`${today}T10:00:00`))
  await visit(p, addressOf(view).replace(/#.*/, ''))
  return { years, today, all: deadlinesOfYears(view, years) }
}

test.describe('the calendar', () => {
  for (const view of DEADLINE_VIEWS) {
    test(`${DEADLINE_VIEW_NAMES[view]}: each deadline of both years once, with its form, who files it and its IRS page`, async ({
      page: p,
      request,
    }) => {
      const years = await yearsOf(request)
      expect(years).toHaveLength(2)
      expect(years[1]).toBe(years[0]! + 1)
      await visit(p, addressOf(view))
      // The view's only deadlines are its list's rows: none is listed twice, the next ones included.
      const rows = rowsOf(p, view)
      const deadlines = deadlinesOfYears(view, years)
      await expect(rows).toHaveCount(deadlines.length)
      for (const [j, deadline] of deadlines.entries()) {
        const row = rows.nth(j)
        await expect(row.locator('time')).toHaveAttribute('datetime', deadline.date)
        await expect(row).toContainText(lineOf(deadline))
        await expect(row).toContainText(whoFiles(deadline, view)!)
        // The deadlines past are folded: their rows are in the page, their links hidden until it is opened.
        await expect(row.locator('a')).toHaveAttribute('href', TAX_SOURCES[deadline.rule.source].url)
      }
    })
  }

  test('the first question is plain links to each kind’s address; each shows that kind alone', async ({ page: p }) => {
    await visit(p, PATH)
    // No choice yet: the deadlines whatever the legal form, saying what they leave to the kinds, and no other view.
    await expect(section(p, EVERY).getByRole('heading', { level: 2, name: list.every })).toBeVisible()
    await expect(section(p, EVERY).getByText(list.pick)).toBeVisible()
    await expect(pickLink(p, EVERY)).toHaveAttribute('aria-current', 'true')
    for (const kind of DEADLINE_KINDS) await expect(section(p, kind)).toHaveCount(0)

    await pickLink(p, 's-corp').click()
    await expect(p).toHaveURL(new RegExp(`${PATH}\\?for=s-corp#s-corp$`))
    await expect(
      section(p, 's-corp').getByRole('heading', { name: `${list.kind} ${DEADLINE_KIND_NAMES['s-corp']}` }),
    ).toBeVisible()
    await expect(section(p, 's-corp').getByText(list.pick)).toHaveCount(0)
    for (const view of DEADLINE_VIEWS.filter((v) => v !== 's-corp')) await expect(section(p, view)).toHaveCount(0)
    await expect(pickLink(p, 's-corp')).toHaveAttribute('aria-current', 'true')
    await expect(pickLink(p, EVERY)).not.toHaveAttribute('aria-current')
    // An S corporation that pays wages: its owners' own link to the employer's list.
    await section(p, 's-corp').getByRole('link', { name: page.employerToo }).click()
    await expect(p).toHaveURL(new RegExp(`${PATH}\\?for=employer#employer$`))
    await expect(section(p, 'employer')).toBeVisible()
    await pickLink(p, EVERY).click()
    await expect(p).toHaveURL(new RegExp(`${PATH}#${EVERY}$`))
    await expect(section(p, EVERY)).toBeVisible()
    for (const kind of DEADLINE_KINDS) await expect(section(p, kind)).toHaveCount(0)
  })

  test('a link to a kind’s list by its anchor alone, as copy writes it, shows that kind’s list', async ({
    page: p,
  }) => {
    for (const kind of DEADLINE_KINDS) {
      await visit(p, `${PATH}#${kind}`)
      await expect(section(p, kind)).toBeVisible()
      for (const view of DEADLINE_VIEWS.filter((v) => v !== kind)) await expect(section(p, view)).toHaveCount(0)
      await expect(pickLink(p, kind)).toHaveAttribute('aria-current', 'true')
    }
  })

  test('a kind’s address shows that kind alone before the script runs, so nothing moves when it takes over', async ({
    page: p,
  }) => {
    /** Which sections of the list show, and where the kind's starts in it. */
    const layout = (of: Page) =>
      of.evaluate(() => {
        const list = document.getElementById('kinds')!
        const shown = [...list.children].filter((child) => (child as HTMLElement).offsetParent !== null)
        return { shown: shown.map((c) => c.id), offset: document.getElementById('c-corp')!.offsetTop - list.offsetTop }
      })
    const address = addressOf('c-corp')
    // The page as parsed and styled, its scripts held back (in a page of its own: their failed loads are the point).
    const held = await p.context().newPage()
    await held.route('**/*.js', (route) => route.abort())
    await held.goto(address, { waitUntil: 'load' })
    await expect(held.locator('#kinds')).toHaveAttribute('data-filter', 'static')
    expect(await layout(held)).toEqual({ shown: ['c-corp'], offset: 0 })
    await held.close()
    await visit(p, address)
    await p.waitForFunction(() => window.__lpHydrated === true)
    await expect(p.locator('#kinds')).toHaveAttribute('data-filter', 'live')
    expect(await layout(p)).toEqual({ shown: ['c-corp'], offset: 0 })
  })

  for (const view of DEADLINE_VIEWS) {
    test(`${view}: the first phone screen shows the view’s feeds and its next deadline in a line, the next three marked in the list with the days left from the visitor’s day`, async ({
      page: p,
      request,
    }) => {
      const { years, today, all } = await openOnDay(p, request, view, { width: 375, height: 812 })
      const next = nextDeadlines(all, today)
      expect(next.length, 'deadlines after the visitor’s day').toBeGreaterThan(0)
      // The next ones are marked in the list itself, each with the days left, and no other row is.
      await expect(markedRows(p, view)).toHaveCount(next.length)
      for (const deadline of next) {
        const row = rowOf(p, view, deadline)
        await expect(row).toHaveCount(1)
        await expect(row.locator('time')).toContainText(countdown(today, deadline.date))
      }
      await expect(section(p, view)).toContainText(`${list.asOf} ${formatDate(today)}`)
      const subscribe = section(p, view).getByRole('link', { name: `${page.subscribe.google}, ` })
      await expect(subscribe).toBeInViewport()
      // The answer first: under the list's heading, the next day something is due, its days left and its forms.
      const line = section(p, view).locator('p', { hasText: `${nextLabel(view)}:` })
      await expect(line).toBeInViewport()
      await expect(line.locator('time')).toHaveAttribute('datetime', next[0]!.date)
      await expect(line).toContainText(`${formatDate(next[0]!.date)}, ${countdown(today, next[0]!.date)}`)
      // Each form due that day, by its number ("Forms 941, 940 and W-2").
      for (const deadline of all.filter((d) => d.date === next[0]!.date))
        await expect(line).toContainText(deadline.rule.form.replace(/^Form /, ''))
      // The deadlines before the visitor's day are folded under their count; the list starts with the next.
      const folded = all.filter((deadline) => deadline.date < today)
      const earlier = section(p, view).getByText(
        list.earlier.replace('{year}', String(years[0])).replace('{n}', String(folded.length)),
      )
      await expect(earlier).toBeVisible()
      await expect(rowsOf(p, view).first()).toBeHidden()
      await earlier.click()
      await expect(rowsOf(p, view).first()).toBeVisible()
    })
  }

  for (const view of DEADLINE_VIEWS) {
    test(`${view}: from lg the list has its next deadline beside it, with the days left and every form due that day`, async ({
      page: p,
      request,
    }) => {
      const { today, all } = await openOnDay(p, request, view, { width: 1280, height: 800 })
      const next = nextDeadlines(all, today)[0]!
      const card = section(p, view).getByRole('group', { name: nextLabel(view) })
      await expect(card).toBeInViewport()
      await expect(card.locator('time').first()).toHaveAttribute('datetime', next.date)
      await expect(card).toContainText(countdown(today, next.date))
      const due = all.filter((deadline) => deadline.date === next.date)
      await expect(card.getByRole('listitem')).toHaveCount(due.length)
      for (const deadline of due) await expect(card).toContainText(lineOf(deadline))
      await p.setViewportSize({ width: 375, height: 812 })
      await expect(card, 'on a phone a line under the list’s heading is the answer').toBeHidden()
    })
  }

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`employer at ${viewport.width} px: beside the next deadline, the next monthly payroll tax deposit and the way to the deposit rules`, async ({
      page: p,
      request,
    }) => {
      const { today } = await openOnDay(p, request, 'employer', viewport)
      const deposit = nextMonthlyDeposit(today)
      const line = section(p, 'employer')
        .locator('p', { hasText: list.deposit.lead.split('{month}')[0]! })
        .filter({ visible: true })
      await expect(line).toBeInViewport()
      await expect(line.locator('time')).toHaveAttribute('datetime', deposit)
      await expect(line).toContainText(`${formatDate(deposit)}, ${countdown(today, deposit)}`)
      // The taxes it deposits are the month before's.
      const taxMonth = MONTHS[(new Date(`${deposit}T00:00Z`).getUTCMonth() + 11) % 12]!
      await expect(line).toContainText(list.deposit.lead.replace('{month}', taxMonth))
      await line.getByRole('link', { name: list.deposit.link }).click()
      await expect(section(p, 'employer').getByRole('heading', { name: page.deposits.title })).toBeInViewport()
    })
  }

  for (const view of DEADLINE_VIEWS) {
    test(`${DEADLINE_VIEW_NAMES[view]}: its feeds (Google Calendar, webcal:, the .ics file), outlined, whose events are the list’s rows`, async ({
      page: p,
      request,
      baseURL,
    }) => {
      await visit(p, addressOf(view))
      const name = DEADLINE_VIEW_NAMES[view]
      const canonical = await p.evaluate(() => document.querySelector('link[rel=canonical]')!.getAttribute('href')!)
      const feed = `${new URL(canonical).origin}${feedPath(view)}`
      const webcal = feed.replace(/^https:/, 'webcal:')
      const links = section(p, view).getByRole('link', { name: `, ${name}` })
      await expect(links).toHaveCount(3)
      await expect(section(p, view).getByRole('link', { name: `${page.subscribe.webcal}, ${name}` })).toHaveAttribute(
        'href',
        webcal,
      )
      const google = new URL(
        (await section(p, view)
          .getByRole('link', { name: `${page.subscribe.google}, ${name}` })
          .getAttribute('href'))!,
      )
      expect(google.origin).toBe('https://calendar.google.com')
      expect(google.searchParams.get('cid')).toBe(webcal)
      const download = section(p, view).getByRole('link', { name: `${page.subscribe.download}, ${name}` })
      await expect(download).toHaveAttribute('href', feedPath(view))
      // Not the booking action's look: no filled background behind them (an outline on white).
      for (const link of await links.all()) {
        const look = await link.evaluate((a) => getComputedStyle(a).backgroundColor)
        expect(look, (await link.textContent()) ?? '').toBe('rgb(255, 255, 255)')
      }

      // The feed's events: the rows of the list, in order, with the same date and form.
      const response = await request.get(`${baseURL}${feedPath(view)}`)
      expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
      const text = (await response.text()).replace(/\r\n /g, '')
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
      const events = [
        ...text.matchAll(/DTSTART;VALUE=DATE:(\d{4})(\d{2})(\d{2})\r\n(?:.*\r\n)*?SUMMARY:(.*)\r\n/g),
      ].map(([, y, m, d, summary]) => ({ date: `${y}-${m}-${d}`, summary: summary! }))
      const rows = rowsOf(p, view)
      await expect(rows).toHaveCount(events.length)
      const shown = await rows.evaluateAll((items) =>
        items.map((item) => ({
          date: item.querySelector('time')!.getAttribute('datetime')!,
          form: item.querySelector('strong')!.textContent!,
        })),
      )
      expect(events.map((event) => event.date)).toEqual(shown.map((row) => row.date))
      events.forEach((event, i) => expect(event.summary).toContain(shown[i]!.form))
    })
  }

  for (const kind of DEADLINE_KINDS) {
    test(`${DEADLINE_KIND_NAMES[kind]}: its service, whose booking button asks about it`, async ({ page: p }) => {
      await visit(p, addressOf(kind))
      const view = section(p, kind)
      const { service } = page.kinds[kind]
      const block = view.locator('div', { has: p.getByRole('heading', { name: service.title }) }).last()
      const book = block.getByRole('link', { name: page.bookLabel })
      const href = new URL((await book.getAttribute('href'))!, 'http://x')
      expect(href.pathname).toBe(PAGES.book.path)
      expect(href.searchParams.get('topic')).toBe(service.topic)
      expect(href.searchParams.get('from')).toBe(PATH)
      await expect(block.getByRole('link', { name: service.linkLabel })).toHaveAttribute('href', service.link.to)
    })
  }

  test('prints the deadlines and their sources’ addresses, without the menus, the question, feeds or buttons', async ({
    page: p,
  }) => {
    await visit(p, addressOf('employer'))
    await p.emulateMedia({ media: 'print' })
    await expect(p.getByRole('banner')).toBeHidden()
    await expect(p.getByRole('contentinfo')).toBeHidden()
    await expect(picker(p)).toBeHidden()
    await expect(section(p, 'employer').getByRole('link', { name: page.bookLabel })).toBeHidden()
    await expect(
      section(p, 'employer').getByRole('link', { name: new RegExp(`^${page.subscribe.google}`) }),
    ).toBeHidden()
    // Every deadline prints, those past too.
    await expect(rowsOf(p, 'employer').first()).toBeVisible()
    await expect(rowsOf(p, 'employer').last()).toBeVisible()
    const source = section(p, 'employer').locator('a[data-print=url]').first()
    const after = await source.evaluate((link) => getComputedStyle(link, '::after').content)
    expect(after).toContain((await source.getAttribute('href'))!)
  })

  test('tells search engines it publishes a dataset, with a download per feed, every business’s included', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get(`${baseURL}${PATH}`)).text()
    const graph = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!)[
      '@graph'
    ] as { '@type': string; distribution?: { contentUrl: string; encodingFormat: string }[] }[]
    const dataset = graph.find((node) => node['@type'] === 'Dataset')!
    expect(dataset.distribution!.map((d) => new URL(d.contentUrl).pathname)).toEqual(DEADLINE_VIEWS.map(feedPath))
    expect(new Set(dataset.distribution!.map((d) => d.encodingFormat))).toEqual(new Set(['text/calendar']))
    expect(graph.some((node) => node['@type'] === 'ItemList' || node['@type'] === 'Event')).toBe(false)
  })

  test('what it leaves out cites the IRS for the IRS’s matters only: a state’s deadlines point to its list of state websites', async ({
    page: p,
  }) => {
    await visit(p, PATH)
    const outside = p.getByRole('heading', { name: page.outside.title }).locator('xpath=following-sibling::ul[1]')
    for (const item of page.outside.items) {
      const entry = outside.getByRole('listitem').filter({ hasText: item.text })
      if ('source' in item) {
        await expect(entry.getByRole('link', { name: /^IRS/ })).toHaveAttribute('href', TAX_SOURCES[item.source].url)
      } else {
        await expect(entry.getByRole('link', { name: /^IRS/ })).toHaveCount(0)
        const { title, url } = TAX_SOURCES[item.find]
        await expect(entry.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', url)
      }
    }
  })

  test('is linked from the footer’s resources and the blog', async ({ page: p }) => {
    await visit(p, PAGES.blog.path)
    await p.getByRole('complementary', { name: deadlinesTeaser.title }).getByRole('link').click()
    await expect(p).toHaveURL(new RegExp(`${PATH}$`))
    await expect(
      p.getByRole('contentinfo').getByRole('link', { name: PAGES.deadlines.footer.labels[0] }),
    ).toHaveAttribute('href', PATH)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the deadlines every business has, as of the build’s day; a kind’s link shows its kind alone', async ({
    page: p,
    request,
  }) => {
    const years = await yearsOf(request)
    await p.goto(PATH)
    await expect(section(p, EVERY)).toBeVisible()
    for (const kind of DEADLINE_KINDS) await expect(section(p, kind)).toBeHidden()
    // Counted from the day the page was built, which it names.
    const asOf = section(p, EVERY).getByText(list.asOf)
    await expect(asOf).toBeVisible()
    const built = (await asOf.locator('time').getAttribute('datetime'))!
    expect(built <= new Date().toISOString().slice(0, 10), 'the build’s day is not after today').toBe(true)
    await expect(asOf).toContainText(formatDate(built))
    const next = nextDeadlines(deadlinesOfYears(EVERY, years), built)
    await expect(markedRows(p, EVERY)).toHaveCount(next.length)
    for (const deadline of next) await expect(rowOf(p, EVERY, deadline)).toContainText(countdown(built, deadline.date))
    // Every business's feed, to subscribe to without a script.
    await expect(
      section(p, EVERY).getByRole('link', { name: `${page.subscribe.webcal}, ${DEADLINE_VIEW_NAMES[EVERY]}` }),
    ).toBeVisible()

    await pickLink(p, 'partnership').click()
    await expect(p).toHaveURL(new RegExp(`${PATH}\\?for=partnership#partnership$`))
    await expect(section(p, 'partnership')).toBeVisible()
    for (const view of DEADLINE_VIEWS.filter((v) => v !== 'partnership')) await expect(section(p, view)).toBeHidden()
    await expect(pickLink(p, 'partnership')).toHaveAttribute('aria-current', 'true')
    await pickLink(p, EVERY).click()
    await expect(section(p, EVERY)).toBeVisible()
    await expect(section(p, 'partnership')).toBeHidden()
  })
})
