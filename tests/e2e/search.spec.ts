// The site search (/search, issue 39): what it finds, where a result leads, the address as its one source, the kind
// filter, the keyboard, no layout shift, and that no other page loads any of it. The answers a query should find are
// derived from the content (search-answers.ts).
import type { Page } from '@playwright/test'
import { PAGES } from '../../src/content/registry'
import { SEARCH_FORM } from '../../src/content/search'
import { wordsOfPath } from '../../src/lib/search-words'
import { expect, test, visit } from './fixtures'
import { loadContent } from './content'
import { answersTo, searchDocuments } from './search-answers'

const { SEARCH_KINDS, searchPage } =
  await loadContent<typeof import('../../src/content/pages/search')>('src/content/pages/search.ts')

const documents = searchDocuments()
const articles = documents.filter((document) => document.url.startsWith(`${PAGES.blog.path}/`))
const QUERIES = ['1099', 'Xero', 'sales tax', 'encryption', 'catch-up', articles[0]!.title]

const searchPath = (query: string, kind?: string) =>
  `${PAGES.search.path}?${new URLSearchParams({ q: query, ...(kind && { kind }) })}`
const status = (page: Page) => page.getByRole('status')
const results = (page: Page) => page.getByRole('main').getByRole('list').first().getByRole('link')
/** A result's address, without the anchor of the part of the page it matched (a FAQ answer's anchor is the answer). */
const target = (url: string) => (url.startsWith(`${PAGES.faq.path}#`) ? url : url.split('#')[0]!)

async function search(page: Page, query: string, kind?: string) {
  await visit(page, searchPath(query, kind))
  await expect(status(page)).toHaveText(/results? for/)
}

test.describe('finds what answers a query in the first three results', () => {
  for (const query of QUERIES) {
    test(`"${query}"`, async ({ page }) => {
      const expected = answersTo(query, documents).map((document) => document.url)
      await search(page, query)
      const first = await results(page).evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')!))
      expect(
        first.map(target).filter((url) => expected.includes(url)),
        `${first} should hold one of ${expected}`,
      ).not.toEqual([])
    })
  }
})

test('a result names its kind and marks the words searched for', async ({ page }) => {
  await search(page, 'payroll')
  const first = results(page).first()
  await expect(first.locator('mark').first()).toHaveText(/payroll/i)
  await expect(first).toContainText(new RegExp(Object.values(SEARCH_KINDS).join('|')))
})

// A point that folds on a phone stands in the page twice (its fold and its wide copy): the index reads it once.
test('an excerpt says no sentence twice', async ({ page }) => {
  await search(page, 'deposits')
  for (const text of await results(page).allInnerTexts()) {
    const sentences = text.split(/\n|(?<=\.)\s+/).filter((sentence) => sentence.length > 20 && !sentence.endsWith('…'))
    expect(sentences, text).toEqual([...new Set(sentences)])
  }
})

test('a FAQ answer opens the FAQ hub at its question, its answer shown', async ({ page }) => {
  await search(page, 'sales tax', 'faq')
  const first = results(page).first()
  // The result's title (its first line after the kind): the question.
  const question = (await first.locator(':scope > span').nth(1).locator(':scope > span').first().textContent())!
  await first.click()
  await expect(page).toHaveURL(new RegExp(`${PAGES.faq.path}#`))
  const heading = page.getByRole('heading', { name: question, exact: true })
  await expect(heading).toBeInViewport()
  const block = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`)
  await expect(block.getByRole('paragraph').first()).toBeVisible()
})

test('the address holds the search: typing replaces it, and Back from a result returns to it', async ({ page }) => {
  await visit(page, PAGES.home.path)
  await page.getByRole('banner').getByRole('link', { name: PAGES.search.name, exact: true }).click()
  const field = page.getByRole('searchbox', { name: SEARCH_FORM.label })
  await field.fill('sales tax')
  await expect(page).toHaveURL(searchPath('sales tax'))
  await field.fill('payroll')
  await expect(page).toHaveURL(searchPath('payroll'))
  await expect(status(page)).toHaveText(/results for “payroll”/)
  // Typing replaced the address: one entry for the search page, after the home page's.
  expect(await page.evaluate(() => history.length)).toBe(3)
  const first = results(page).first()
  const href = (await first.getAttribute('href'))!
  await first.click()
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?#]/g, '\\$&')}$`))
  await page.goBack()
  await expect(page).toHaveURL(searchPath('payroll'))
  await expect(page.getByRole('searchbox', { name: SEARCH_FORM.label })).toHaveValue('payroll')
  await expect(status(page)).toHaveText(/results for “payroll”/)
})

test('with no words yet it offers searches to try and the main pages; a search to try searches for it', async ({
  page,
}) => {
  await visit(page, PAGES.search.path)
  const { tryTitle, queries, pagesTitle } = searchPage.suggestions
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: pagesTitle })).toBeVisible()
  await expect(main.getByRole('heading', { name: tryTitle })).toBeVisible()
  const query = queries.at(-1)!
  for (const each of queries) await expect(main.getByRole('link', { name: each, exact: true })).toBeVisible()
  await main.getByRole('link', { name: query, exact: true }).click()
  await expect(page).toHaveURL(searchPath(query))
  await expect(page.getByRole('searchbox', { name: SEARCH_FORM.label })).toHaveValue(query)
  await expect(status(page)).toHaveText(/results? for/)
  await expect(main.getByRole('heading', { name: tryTitle })).toHaveCount(0)
})

test('the kind filter shows results of that kind only', async ({ page }) => {
  await search(page, 'bookkeeping')
  await page.getByRole('radio', { name: SEARCH_KINDS.article }).check()
  await expect(page).toHaveURL(searchPath('bookkeeping', 'article'))
  await expect(status(page)).toHaveText(/results? for “bookkeeping”/)
  const kinds = await results(page).evaluateAll((links) => links.map((a) => a.firstElementChild!.textContent))
  expect(kinds.length).toBeGreaterThan(0)
  expect(new Set(kinds)).toEqual(new Set([SEARCH_KINDS.article]))
  // Everything again: other kinds come back.
  await page.getByRole('radio', { name: /^Everything/ }).check()
  await expect(page).toHaveURL(searchPath('bookkeeping'))
  await expect(results(page).filter({ hasNotText: SEARCH_KINDS.article }).first()).toBeVisible()
})

test('keyboard only: Tab to the field, type, Tab to the first result and open it', async ({ page }) => {
  await visit(page, PAGES.search.path)
  const field = page.getByRole('searchbox', { name: SEARCH_FORM.label })
  for (let tabs = 0; tabs < 40 && !(await field.evaluate((f) => f === document.activeElement)); tabs++) {
    await page.keyboard.press('Tab')
  }
  await expect(field).toBeFocused()
  await page.keyboard.type('catch-up')
  await expect(status(page)).toHaveText(/results for “catch-up”/)
  const href = (await results(page).first().getAttribute('href'))!
  // The button, the filter (one stop for its radios), then the results.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(results(page).first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?#]/g, '\\$&')}$`))
})

for (const width of [375, 1280]) {
  test(`no layout shift while results arrive at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.addInitScript(() => {
      window.__shift = 0
      // What moves in the page's main content: the header's labels may move a pixel or two as the text face
      // arrives, which layout-shift.spec holds within its limits.
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }
        for (const entry of list.getEntries() as Shift[]) {
          const main = document.querySelector('main')
          const inMain = entry.sources.some(({ node }) => node !== null && main?.contains(node))
          if (!entry.hadRecentInput && inMain) window.__shift += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await search(page, 'payroll')
    await expect(results(page).first()).toBeVisible()
    expect(await page.evaluate(() => window.__shift)).toBe(0)
  })
}

test.describe('the ways in', () => {
  test('the header links it at desktop widths, with its name shown', async ({ page }) => {
    await visit(page, PAGES.home.path)
    const link = page.getByRole('banner').getByRole('link', { name: PAGES.search.name, exact: true })
    await expect(link).toHaveText(PAGES.search.name)
    await link.click()
    await expect(page).toHaveURL(PAGES.search.path)
  })

  test('the phone menu links it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await visit(page, PAGES.home.path)
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: PAGES.search.name, exact: true }).click()
    await expect(page).toHaveURL(PAGES.search.path)
  })

  test('the FAQ hub searches its answers only', async ({ page }) => {
    await visit(page, PAGES.faq.path)
    await page.getByRole('search').getByRole('searchbox').fill('payroll')
    await page.getByRole('search').getByRole('button', { name: SEARCH_FORM.button }).click()
    await expect(page).toHaveURL(searchPath('payroll', 'faq'))
    await expect(status(page)).toHaveText(/results for/)
    const kinds = await results(page).evaluateAll((links) => links.map((a) => a.firstElementChild!.textContent))
    expect(kinds.every((kind) => kind!.startsWith(SEARCH_KINDS.faq))).toBe(true)
  })

  test.describe('the not-found page', () => {
    test.use({ failOnConsoleError: false })

    test('offers a search for the words of the missing address', async ({ page }) => {
      const missing = `${PAGES.services.path}/payroll-taxes`
      await visit(page, missing)
      const field = page.getByRole('search').getByRole('searchbox', { name: SEARCH_FORM.label })
      await expect(field).toHaveValue(wordsOfPath(missing))
      await field.press('Enter')
      await expect(page).toHaveURL(searchPath(wordsOfPath(missing)))
      await expect(status(page)).toHaveText(/results for/)
    })
  })
})

test.describe('loaded only where it is used', () => {
  for (const path of [PAGES.home.path, PAGES.faq.path, PAGES.search.path]) {
    test(`${path} fetches nothing of the search before interaction`, async ({ page }) => {
      const fetched: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/pagefind/')) fetched.push(request.url())
      })
      await visit(page, path)
      await page.waitForLoadState('networkidle')
      expect(fetched).toEqual([])
      if (path !== PAGES.search.path) return
      // The control: the search page fetches it as soon as the visitor means to search.
      await page.getByRole('searchbox', { name: SEARCH_FORM.label }).focus()
      await expect.poll(() => fetched.length).toBeGreaterThan(0)
    })
  }
})

declare global {
  interface Window {
    __shift: number
  }
}
