// /deadlines as a visitor meets it: every kind's deadlines of the build's year and the next, as the rules work them
// out; the kind in the address, chosen by plain links, with and without JavaScript and with nothing moving when the
// script takes over; the feeds' links; the service and booking topic closing each kind; the printed list; and the
// structured data. The dates themselves are the unit tests' (tests/unit/tax-deadlines.test.ts).
import type { Page } from '@playwright/test'
import { deadlinesTeaser } from '../../src/content/pages/deadlines-teaser'
import { PAGES } from '../../src/content/registry'
import { DEADLINE_KIND_NAMES, DEADLINE_KINDS, TAX_SOURCES } from '../../src/content/tax-deadlines'
import { deadlinesOf, feedPath } from '../../src/lib/tax-deadlines'
import { pageContent } from './content'
import { expect, test, visit } from './fixtures'

const page = pageContent.deadlinesPage

const PATH = PAGES.deadlines.path
const section = (p: Page, kind: string) => p.locator(`section#${kind}`)
/** The years the page lists for a kind: its tables' captions. */
const yearsOn = async (p: Page, kind: string) =>
  (await section(p, kind).locator('caption').allTextContents()).map(Number)

test.describe('the calendar', () => {
  for (const kind of DEADLINE_KINDS) {
    test(`${DEADLINE_KIND_NAMES[kind]}: each deadline of both years, with its form, who files it and its IRS page`, async ({
      page: p,
    }) => {
      await visit(p, `${PATH}?for=${kind}#${kind}`)
      const years = await yearsOn(p, kind)
      expect(years).toHaveLength(2)
      expect(years[1]).toBe(years[0]! + 1)
      for (const [i, year] of years.entries()) {
        const rows = section(p, kind).locator('table').nth(i).locator('tbody tr')
        const deadlines = deadlinesOf(kind, year)
        await expect(rows).toHaveCount(deadlines.length)
        for (const [j, deadline] of deadlines.entries()) {
          const row = rows.nth(j)
          await expect(row.locator('time')).toHaveAttribute('datetime', deadline.date)
          await expect(row.getByRole('cell')).toContainText(`${deadline.rule.form}, ${deadline.rule.name}`)
          await expect(row.getByRole('cell')).toContainText(deadline.rule.who[kind]!)
          await expect(row.getByRole('link')).toHaveAttribute('href', TAX_SOURCES[deadline.rule.source].url)
        }
      }
    })
  }

  test('the filter is plain links to each kind’s address, and shows that kind alone; “every kind” lists them all', async ({
    page: p,
  }) => {
    await visit(p, PATH)
    const filter = p.getByRole('navigation', { name: page.filter.label })
    for (const kind of DEADLINE_KINDS) await expect(section(p, kind)).toBeVisible()
    await filter.getByRole('link', { name: DEADLINE_KIND_NAMES['s-corp'], exact: true }).click()
    await expect(p).toHaveURL(new RegExp(`${PATH}\\?for=s-corp#s-corp$`))
    await expect(section(p, 's-corp')).toBeVisible()
    for (const kind of DEADLINE_KINDS.filter((k) => k !== 's-corp')) await expect(section(p, kind)).toHaveCount(0)
    await expect(filter.getByRole('link', { name: DEADLINE_KIND_NAMES['s-corp'], exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // An S corporation that pays wages: its owners' own link to the employer's list.
    await section(p, 's-corp').getByRole('link', { name: page.employerToo }).click()
    await expect(p).toHaveURL(new RegExp(`${PATH}\\?for=employer#employer$`))
    await expect(section(p, 'employer')).toBeVisible()
    await filter.getByRole('link', { name: page.filter.all }).click()
    for (const kind of DEADLINE_KINDS) await expect(section(p, kind)).toBeVisible()
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
    const address = `${PATH}?for=c-corp#c-corp`
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

  test('each kind ends with the service for its deadlines, whose booking button asks about it', async ({ page: p }) => {
    await visit(p, PATH)
    for (const kind of DEADLINE_KINDS) {
      const { service } = page.kinds[kind]
      const block = section(p, kind)
        .locator('div', { has: p.getByRole('heading', { name: service.title }) })
        .last()
      const book = block.getByRole('link', { name: page.bookLabel })
      const href = new URL((await book.getAttribute('href'))!, 'http://x')
      expect(href.pathname).toBe(PAGES.book.path)
      expect(href.searchParams.get('topic')).toBe(service.topic)
      expect(href.searchParams.get('from')).toBe(PATH)
      await expect(block.getByRole('link', { name: service.linkLabel })).toHaveAttribute('href', service.link.to)
    }
  })

  test('each kind’s feed: a Google Calendar subscription, a webcal: address and the .ics file, served as a calendar', async ({
    page: p,
    request,
    baseURL,
  }) => {
    await visit(p, PATH)
    for (const kind of DEADLINE_KINDS) {
      const links = section(p, kind)
      const feed = `${new URL(await p.evaluate(() => document.querySelector('link[rel=canonical]')!.getAttribute('href')!)).origin}${feedPath(kind)}`
      const webcal = feed.replace(/^https:/, 'webcal:')
      await expect(
        links.getByRole('link', { name: `${page.subscribe.webcal}, ${DEADLINE_KIND_NAMES[kind]}` }),
      ).toHaveAttribute('href', webcal)
      const google = new URL(
        (await links
          .getByRole('link', { name: `${page.subscribe.google}, ${DEADLINE_KIND_NAMES[kind]}` })
          .getAttribute('href'))!,
      )
      expect(google.origin).toBe('https://calendar.google.com')
      expect(google.searchParams.get('cid')).toBe(webcal)
      const download = links.getByRole('link', { name: `${page.subscribe.download}, ${DEADLINE_KIND_NAMES[kind]}` })
      await expect(download).toHaveAttribute('href', feedPath(kind))
      const response = await request.get(`${baseURL}${feedPath(kind)}`)
      expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
      expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/)
    }
  })

  test('prints the deadlines and their sources’ addresses, without the menus, filter, feeds or buttons', async ({
    page: p,
  }) => {
    await visit(p, `${PATH}?for=employer#employer`)
    await p.emulateMedia({ media: 'print' })
    await expect(p.getByRole('banner')).toBeHidden()
    await expect(p.getByRole('contentinfo')).toBeHidden()
    await expect(p.getByRole('navigation', { name: page.filter.label })).toBeHidden()
    await expect(section(p, 'employer').getByRole('link', { name: page.bookLabel })).toBeHidden()
    await expect(section(p, 'employer').locator('table').first()).toBeVisible()
    const source = section(p, 'employer').locator('a[data-print=url]').first()
    const after = await source.evaluate((link) => getComputedStyle(link, '::after').content)
    expect(after).toContain((await source.getAttribute('href'))!)
  })

  test('tells search engines it publishes a dataset, with a download per feed', async ({ request, baseURL }) => {
    const html = await (await request.get(`${baseURL}${PATH}`)).text()
    const graph = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!)[
      '@graph'
    ] as { '@type': string; distribution?: { contentUrl: string; encodingFormat: string }[] }[]
    const dataset = graph.find((node) => node['@type'] === 'Dataset')!
    expect(dataset.distribution!.map((d) => new URL(d.contentUrl).pathname)).toEqual(DEADLINE_KINDS.map(feedPath))
    expect(new Set(dataset.distribution!.map((d) => d.encodingFormat))).toEqual(new Set(['text/calendar']))
    expect(graph.some((node) => node['@type'] === 'ItemList' || node['@type'] === 'Event')).toBe(false)
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

  test('every kind is listed, and a filter link shows its kind alone', async ({ page: p }) => {
    await p.goto(PATH)
    for (const kind of DEADLINE_KINDS) await expect(section(p, kind)).toBeVisible()
    const filter = p.getByRole('navigation', { name: page.filter.label })
    await filter.getByRole('link', { name: DEADLINE_KIND_NAMES.partnership, exact: true }).click()
    await expect(p).toHaveURL(new RegExp(`${PATH}\\?for=partnership#partnership$`))
    await expect(section(p, 'partnership')).toBeVisible()
    for (const kind of DEADLINE_KINDS.filter((k) => k !== 'partnership')) await expect(section(p, kind)).toBeHidden()
    await filter.getByRole('link', { name: page.filter.all }).click()
    for (const kind of DEADLINE_KINDS) await expect(section(p, kind)).toBeVisible()
  })
})
