// The built site on each host's own runtime (one Playwright project per host, tests/e2e/hosts.ts): one address per
// page, the not-found page, nothing of the build's own published, and the same headers, header by header, on every
// host; then a visit in Chromium. Requests go through Playwright's `request` (no browser) and never follow redirects.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIResponse } from '@playwright/test'
import { INTERNALS, pageFile } from '../../scripts/hosting.mjs'
import {
  ADMIN_HEADERS,
  CACHE_CONTROL,
  FEED_TYPE,
  SEARCH_SCRIPT_SOURCES,
  securityHeaders,
} from '../../scripts/security-headers.mjs'
import { PAGES, pageList } from '../../src/content/registry'
import { navEntries } from '../../src/lib/nav'
import { ogImagePath } from '../../src/lib/urls'
import { expect, visit } from './fixtures'
import { test } from './hosts'
import { frame, inFrame } from './scheduler-site'
import { STAND_IN_ORIGIN, variantDir } from './site-variants'

const read = (file: string, dist = 'dist') => readFileSync(join(dist, file), 'utf8')
/** Every address of the sitemap, as its <loc> and its path. */
const sitemap = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => ({
  loc: loc!,
  path: new URL(loc!).pathname,
}))
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
const get = (request: import('@playwright/test').APIRequestContext, path: string) =>
  request.get(path, { maxRedirects: 0 })

type Expected = Record<string, string | undefined>
const site = securityHeaders('dist')
/** The site search's pages: their policy also allows WebAssembly (Pagefind). */
const searchPaths = new Set<string>(pageList.filter((page) => page.kind === 'search').map((page) => page.path))
/** The headers each kind of response carries on every host; `undefined`: the header is absent. */
const HEADERS = {
  page: { ...site, 'Cache-Control': CACHE_CONTROL.html },
  searchPage: {
    ...securityHeaders('dist', [], [], SEARCH_SCRIPT_SOURCES),
    'Cache-Control': CACHE_CONTROL.html,
  },
  search: { ...site, 'Cache-Control': CACHE_CONTROL.search },
  notFound: { ...site, 'Cache-Control': CACHE_CONTROL.html },
  redirect: { ...site, 'Cache-Control': undefined },
  asset: { ...site, 'Cache-Control': CACHE_CONTROL.assets },
  public: { ...site, 'Cache-Control': CACHE_CONTROL.public },
  feed: { ...site, 'Content-Type': FEED_TYPE, 'Cache-Control': CACHE_CONTROL.feed },
  admin: ADMIN_HEADERS,
} satisfies Record<string, Expected>

/** Each expected header exactly once with exactly its value (a host that joins two rules' values fails here). */
function expectHeaders(response: APIResponse, expected: Expected, what: string) {
  const all = response.headersArray()
  for (const [name, value] of Object.entries(expected)) {
    const values = all.filter((header) => header.name.toLowerCase() === name.toLowerCase()).map((h) => h.value)
    expect(values, `${name} on ${what}`).toEqual(value === undefined ? [] : [value])
  }
  expect(response.headers()['set-cookie'], `Set-Cookie on ${what}`).toBeUndefined()
}

test.describe('one address per page', () => {
  for (const { loc, path } of sitemap) {
    test(`${path} answers 200 with its page and canonical link; ${path === '/' ? 'no' : `${path}/ one 301 to it`}`, async ({
      request,
    }) => {
      const response = await get(request, `${path}?utm_source=x`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
      const html = await response.text()
      expect(html, `${path} is dist/${pageFile(path)}`).toBe(read(pageFile(path)))
      expect(canonicalOf(html)).toBe(loc)
      expectHeaders(response, searchPaths.has(path) ? HEADERS.searchPage : HEADERS.page, path)
      if (path === '/') return
      for (const variant of [`${path}/`, `${path}.html`]) {
        const redirect = await get(request, `${variant}?utm_source=x&b=%20`)
        expect(redirect.status(), variant).toBe(301)
        expect(redirect.headers().location, variant).toBe(`${path}?utm_source=x&b=%20`)
        expectHeaders(redirect, HEADERS.redirect, variant)
      }
    })
  }
})

test.describe('not found', () => {
  const notFound = read('404.html')
  const unknown = [
    '/no-such-page',
    `${PAGES.blog.path}/no-such-article`,
    `${PAGES.services.path}/no-such-service/deeper`,
    PAGES.about.path.toUpperCase(),
    '/404',
    '/404.html',
    '/404/',
  ]
  for (const path of unknown) {
    test(`${path} answers 404 with the not-found page`, async ({ request }) => {
      const response = await get(request, path)
      const final = response.status() === 301 ? await get(request, response.headers().location!) : response
      expect(final.status()).toBe(404)
      expect(final.headers()['content-type']).toBe('text/html; charset=utf-8')
      expect(await final.text()).toBe(notFound)
      expectHeaders(final, HEADERS.notFound, path)
    })
  }

  test('the build files no visitor needs are not published', async ({ request }) => {
    for (const { path } of INTERNALS) {
      const response = await get(request, path)
      expect(response.status(), path).toBe(404)
      expect(await response.text(), path).toBe(notFound)
    }
  })
})

test.describe('headers', () => {
  const html = read(pageFile(PAGES.home.path))
  const assets = [...html.matchAll(/(?:src|href|data-modules)="([^"]+)"/g)]
    .flatMap((m) => m[1]!.split(' '))
    .filter((url) => url.startsWith('/assets/'))
    .map((url) => url.split('#')[0]!)

  test('hashed assets for a year, public files for a day', async ({ request }) => {
    const kinds: [string, Expected][] = [
      ...[...new Set(assets)].map((path): [string, Expected] => [path, HEADERS.asset]),
      ...[
        '/favicon.svg',
        '/favicon.ico',
        '/site.webmanifest',
        '/sitemap.xml',
        '/robots.txt',
        '/.well-known/security.txt',
        ogImagePath('home'),
      ].map((path): [string, Expected] => [path, HEADERS.public]),
    ]
    expect(assets.length).toBeGreaterThan(3)
    for (const [path, expected] of kinds) {
      const response = await get(request, path)
      expect(response.status(), path).toBe(200)
      expectHeaders(response, expected, path)
    }
  })

  test('the tax calendar’s feeds: text/calendar, cached for an hour, the bytes the build wrote', async ({
    request,
  }) => {
    const feeds = readdirSync(join('dist', PAGES.deadlines.path)).filter((file) => file.endsWith('.ics'))
    expect(feeds.length).toBeGreaterThan(0)
    for (const file of feeds) {
      const path = `${PAGES.deadlines.path}/${file}`
      const response = await get(request, path)
      expect(response.status(), path).toBe(200)
      expectHeaders(response, HEADERS.feed, path)
      expect((await response.body()).equals(readFileSync(join('dist', path))), path).toBe(true)
    }
    // The page beside them is still a page.
    expectHeaders(await get(request, PAGES.deadlines.path), HEADERS.page, PAGES.deadlines.path)
  })

  test("the search page's policy replaces the site's and allows WebAssembly, once; its index revalidates", async ({
    request,
  }) => {
    expect([...searchPaths]).toEqual([PAGES.search.path])
    expect(HEADERS.searchPage['Content-Security-Policy']).toContain("'wasm-unsafe-eval'")
    expect(site['Content-Security-Policy']).not.toContain('wasm')
    const index = ['pagefind.js', 'pagefind-entry.json', 'wasm.en.pagefind'].map((file) => `/pagefind/${file}`)
    for (const path of index) {
      const response = await get(request, path)
      expect(response.status(), path).toBe(200)
      expectHeaders(response, HEADERS.search, path)
    }
  })

  test("the CMS at /admin has its own policy in place of the site's, and noindex", async ({ request }) => {
    expect(ADMIN_HEADERS['Content-Security-Policy']).not.toBe(site['Content-Security-Policy'])
    for (const path of ['/admin', '/admin/config.yml']) {
      const response = await get(request, path)
      expect(response.status(), path).toBe(200)
      expectHeaders(response, ADMIN_HEADERS, path)
    }
  })

  test("with a scheduler, /book's policy replaces the site's and allows its frame, once", async ({
    request,
    scheduled: server,
  }) => {
    const calendly = variantDir('calendly')
    const framed = securityHeaders(calendly, [STAND_IN_ORIGIN])
    const variantSite = securityHeaders(calendly)
    const book = await request.get(`${server.origin}${PAGES.book.path}`, { maxRedirects: 0 })
    expect(book.status()).toBe(200)
    expectHeaders(book, { ...framed, 'Cache-Control': CACHE_CONTROL.html }, PAGES.book.path)
    const about = await request.get(`${server.origin}${PAGES.about.path}`, { maxRedirects: 0 })
    expectHeaders(about, { ...variantSite, 'Cache-Control': CACHE_CONTROL.html }, PAGES.about.path)
  })
})

test.describe('a visit in Chromium', () => {
  test('home, a header dropdown, a client-side link and a full reload, with no console error', async ({ page }) => {
    const services = navEntries.find((entry) => entry.path === PAGES.services.path)!
    const payroll = PAGES['payroll-service']
    await visit(page, PAGES.home.path)
    const h1 = page.locator('main h1')
    const home = await h1.textContent()
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: services.label, exact: true }).click()
    await nav.getByRole('link', { name: payroll.menu, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${payroll.path}$`))
    // The address changes before the new page is drawn: its heading is read once the home page's has gone.
    await expect(h1).not.toHaveText(home!)
    const heading = await h1.textContent()
    const reloaded = await page.reload()
    expect(reloaded?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(payroll.path)
    await expect(h1).toHaveText(heading!)
  })

  test('/search finds results under its policy (Pagefind runs), with no console error', async ({ page }) => {
    await visit(page, `${PAGES.search.path}?q=payroll`)
    await expect(page.getByRole('status')).toHaveText(/results for “payroll”/)
    await expect(page.getByRole('main').getByRole('list').first().getByRole('link').first()).toBeVisible()
  })

  test('/book with a scheduler shows its frame, and again after a reload', async ({ page, scheduled: server }) => {
    await visit(page, `${server.origin}${PAGES.book.path}`)
    await expect(frame(page)).toHaveAttribute('src', new RegExp(`^${STAND_IN_ORIGIN}/`))
    await expect(inFrame(page).getByRole('heading', { level: 1 })).toBeVisible()
    await page.reload()
    await expect(inFrame(page).getByRole('heading', { level: 1 })).toBeVisible()
  })
})
