// Booking: every booking button leads to /book with its page's topic, and /book (in the default build, with no
// scheduler) offers e-mail and phone worded for it. booking-calendly.spec.ts and booking-cal.spec.ts: with a scheduler.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { PAGES, pageList } from '../../src/content/registry'
import { topicOf } from '../../src/lib/booking'
import { plainText } from '../../src/lib/inline-links'
import { compare, comparisonParam } from '../../src/lib/in-house'
import { violations } from './axe'
import { loadContent, pageContent } from './content'
import { expect, pressBookingButton, test, timeoutFor, visit } from './fixtures'

const { bookPage, CONTACT, pricingPage, deadlinesPage, defaultsFor, DEFAULT_SEARCH, estimateParam } = pageContent
/**
 * The topics a page's buttons may ask about: the page's own, and on /deadlines also the topic of each kind's service
 * (a LaunchPad or payroll call, where that kind's deadlines end).
 */
const topicsOn = (path: string) =>
  path === PAGES.deadlines.path
    ? [topicOf(path), ...Object.values(deadlinesPage.kinds).map((kind) => kind.service.topic)]
    : [topicOf(path)]

/** Every content call to action that names no link of its own: a booking button (content/pages and sections). */
const bookingLabels = new Set<string>()
function collect(value: unknown) {
  if (!value || typeof value !== 'object') return
  if (Array.isArray(value)) return value.forEach(collect)
  const record = value as Record<string, unknown>
  for (const [key, child] of Object.entries(record)) {
    const ctas = key === 'cta' ? [child] : key === 'ctas' && Array.isArray(child) ? child : []
    for (const cta of ctas as Record<string, unknown>[]) {
      if (typeof cta?.label === 'string' && !cta.link && !cta.href) bookingLabels.add(cta.label)
    }
    collect(child)
  }
}
const contentFiles = [
  ...readdirSync('src/content/pages').map((file) => join('src/content/pages', file)),
  'src/content/sections.ts',
]
for (const module of await Promise.all(contentFiles.map((file) => loadContent(file)))) collect(module)

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
/** The links of a page's HTML: where each goes and its text. */
const linksOf = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decode(m[1]!),
    text: decode(m[2]!),
  }))

const bookPath = PAGES.book.path
/** The registry's pages, but the booking pages themselves. */
const pagesWithButtons = pageList.filter((page) => page.kind !== 'booking')

test.describe('booking buttons', () => {
  for (const { path } of pagesWithButtons) {
    test(`every booking button on ${path} leads to /book with the page's topic, the page and its label`, async ({
      request,
    }) => {
      const links = linksOf(await (await request.get(path)).text())
      const booking = links.filter((link) => link.href.split('?')[0] === bookPath)
      expect(booking.length, 'booking links').toBeGreaterThan(0)
      for (const { href, text } of booking) {
        const { estimate, compare: compared, ...search } = Object.fromEntries(new URL(href, 'http://site').searchParams)
        expect(search, `"${text}"`).toEqual({ topic: search.topic, from: path, button: text })
        expect(topicsOn(path), `"${text}" asks about ${search.topic}`).toContain(search.topic)
        // The estimator's button also carries the estimate it shows (the prerendered page shows the default one).
        expect(estimate, `"${text}"`).toBe(
          path === PAGES.pricing.path && text === pricingPage.estimator.cta.label
            ? estimateParam(DEFAULT_SEARCH)
            : undefined,
        )
        // The in-house comparison's button carries the comparison it shows (the default one, prerendered).
        expect(compared, `"${text}"`).toBe(
          path === PAGES.pricing.path && text === pricingPage.compare.cta.label
            ? comparisonParam(compare(defaultsFor('bookkeeper', DEFAULT_SEARCH)))
            : undefined,
        )
      }
      for (const { href, text } of links.filter((link) => bookingLabels.has(link.text))) {
        expect(href.split('?')[0], `"${text}" leads to /book`).toBe(bookPath)
      }
      expect(
        links.filter((link) => link.href.endsWith('#book')),
        'links to the old booking box',
      ).toEqual([])
    })
  }

  test('every booking label of the content is shown on some page', async ({ request }) => {
    // Requests only: one per page.
    test.setTimeout(timeoutFor(pagesWithButtons.length, 500))
    expect(bookingLabels.size, 'booking labels found in the content').toBeGreaterThan(10)
    const seen = new Set<string>()
    for (const { path } of pagesWithButtons) {
      for (const { text } of linksOf(await (await request.get(path)).text())) seen.add(text)
    }
    expect(
      [...bookingLabels].filter((label) => !seen.has(label)),
      'booking labels no page shows',
    ).toEqual([])
  })

  test('a booking button opens /book worded for its topic, with e-mail and phone for the same', async ({ page }) => {
    const payroll = PAGES['payroll-service']
    await visit(page, payroll.path)
    await pressBookingButton(page)
    await expect(page).toHaveURL(new RegExp(`${bookPath}\\?topic=${payroll.topic}&`))
    const topic = bookPage.topics[payroll.topic]
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookPage.hero.title)
    await expect(page.getByText(topic.lead)).toBeVisible()
    for (const item of topic.covers) await expect(page.getByText(item)).toBeVisible()
    // No scheduler in this build: e-mail (written for the topic) and phone, no frame.
    const email = page.getByRole('main').getByRole('link', { name: 'Email us' })
    const href = new URL((await email.getAttribute('href'))!)
    expect(href.protocol).toBe('mailto:')
    expect(href.pathname).toBe(CONTACT.general.email)
    expect(href.searchParams.get('subject')).toContain(topic.name)
    expect(href.searchParams.get('body')).toContain(`about ${topic.about}`)
    await expect(page.getByRole('main').getByRole('link', { name: `Call ${CONTACT.general.phone}` })).toHaveAttribute(
      'href',
      CONTACT.general.phoneHref,
    )
    await expect(page.getByRole('main').getByText(CONTACT.hours.text)).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('an unknown or malformed topic is the general call, never an error page', async ({ page }) => {
    await visit(page, `${bookPath}?topic=taxes&from=javascript:alert(1)&button=%3Cb%3E`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookPage.hero.title)
    await expect(page.getByText(bookPage.topics.general.lead)).toBeVisible()
  })

  // A topic whose call or next step differs (a catch-up is billed from its start) says so in its own words.
  for (const [id, topic] of Object.entries(bookPage.topics)) {
    const own = 'next' in topic ? Object.values(topic.next).map(plainText) : []
    if (own.length === 0) continue
    test(`/book?topic=${id} tells what happens next in the topic's own words`, async ({ page }) => {
      await visit(page, `${bookPath}?topic=${id}`)
      const next = page.getByRole('main').getByRole('list').filter({ hasText: own[0] })
      for (const words of own) await expect(next.getByText(words)).toBeVisible()
      await expect(next.getByRole('listitem')).toHaveCount(bookPage.next.items.length)
    })
  }

  test('the CPA topic offers the partnerships line', async ({ page }) => {
    await visit(page, `${bookPath}?topic=cpa`)
    await expect(page.getByText(bookPage.topics.cpa.lead)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: `Call ${CONTACT.partnerships.phone}` })).toBeVisible()
  })

  test('/book is in the sitemap; /booked is not, and asks search engines not to index it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`${bookPath}</loc>`)
    expect(sitemap).not.toContain(`${PAGES.booked.path}</loc>`)
    const booked = await (await request.get(PAGES.booked.path)).text()
    expect(booked).toMatch(/<meta name="robots" content="noindex"/)
    expect(await (await request.get(bookPath)).text()).not.toContain('noindex')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/book offers e-mail and phone', async ({ page }) => {
    await page.goto(bookPath)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookPage.hero.title)
    await expect(page.getByRole('main').getByRole('link', { name: 'Email us' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: `Call ${CONTACT.general.phone}` })).toBeVisible()
  })
})

for (const width of [320, 768]) {
  test(`/book without a scheduler at ${width} px has no axe violations`, async ({ page }) => {
    // 375 and 1280 px: a11y.spec.ts checks every page.
    await page.setViewportSize({ width, height: 800 })
    await visit(page, bookPath)
    expect(await violations(page)).toEqual([])
  })
}
