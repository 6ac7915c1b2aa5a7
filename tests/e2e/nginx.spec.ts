// Production hosting: the built site behind a real nginx running deploy/nginx.conf on loopback, checked over
// HTTP (routes, 404, trailing slash, headers, caching, compression, odd input) and in Chromium under its
// Content-Security-Policy (no violation, no third-party request, no cookie on any page).
import { readFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { pageFile } from '../../scripts/hosting.mjs'
import {
  ADMIN_HEADERS,
  CACHE_CONTROL,
  inlineScriptHashes,
  SEARCH_SCRIPT_SOURCES,
  securityHeaders,
} from '../../scripts/security-headers.mjs'
import { PAGES, pageList } from '../../src/content/registry'
import { navEntries } from '../../src/lib/nav'
import { ogImagePath } from '../../src/lib/urls'
import { besidesOwn404, expect, holdTime, prerenderedPaths, visit } from './fixtures'
import { nginxTest } from './hosts'

/** One nginx per worker (a free loopback port each), stopped when the worker ends; baseURL points at it. */
const test = nginxTest('dist')

type Raw = { status: number; headers: IncomingHttpHeaders; body: string }

const home = PAGES.home.path
/** A page with a one-segment path, for the variants of a real route. */
const about = PAGES.about.path
const aboutCapitalised = `/${about.charAt(1).toUpperCase()}${about.slice(2)}`

/** A GET with the path sent byte for byte (no URL normalisation, unlike fetch or Playwright's request). */
function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const { hostname, port } = new URL(origin)
  return new Promise((done, fail) => {
    const req = httpRequest(
      { host: hostname, port, path, method: 'GET', headers, insecureHTTPParser: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
          done({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') })
        })
        res.on('error', fail)
      },
    )
    req.on('error', fail)
    req.end()
  })
}

const dist = (file: string) => readFileSync(join('dist', file), 'utf8')
const fileOf = pageFile
const titleOf = (html: string) => html.match(/<head[\s\S]*?<title>([^<]*)<\/title>/)?.[1] ?? ''
const notFoundPage = () => dist('404.html')
/** The /assets/ files a page refers to: src, href, sprite references and the hydrate-after-paint loader's modules. */
// The files a page links, lists for its loader, or names in its inline stylesheet (its fonts).
const assetsOf = (html: string) => [
  ...new Set(
    [...html.matchAll(/(?:src|href|data-modules)="([^"]+)"|url\((\/assets\/[^)"']+)\)/g)]
      .flatMap((m) => (m[1] ?? m[2]!).split(' '))
      .filter((url) => url.startsWith('/assets/'))
      .map((url) => url.split('#')[0]!),
  ),
]
const assetOf = (html: string, extension: string) => assetsOf(html).find((url) => url.endsWith(extension))!
/** The headers every response must carry, from the same source that generated the nginx snippet and _headers. */
const expectedHeaders = () => securityHeaders('dist')
/** The site search's pages have their own policy, which also allows WebAssembly. */
const searchPaths = new Set<string>(pageList.filter((page) => page.kind === 'search').map((page) => page.path))
const expectedPolicy = (path: string) =>
  (searchPaths.has(path) ? securityHeaders('dist', [], [], SEARCH_SCRIPT_SOURCES) : expectedHeaders())[
    'Content-Security-Policy'
  ]

function expectSecurityHeaders(response: Raw, what: string) {
  for (const [name, value] of Object.entries(expectedHeaders())) {
    expect(response.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value)
  }
  expect(response.headers.server, `Server on ${what}`).toBe('nginx')
  expect(response.headers['x-powered-by'], what).toBeUndefined()
  expect(response.headers['set-cookie'], `Set-Cookie on ${what}`).toBeUndefined()
}

test.describe('nginx: routes', () => {
  test('page titles are unique; the pages, sitemap and feed name each page by its one address', () => {
    const titles = new Map<string, string>()
    for (const path of prerenderedPaths) {
      const title = titleOf(dist(fileOf(path)))
      expect(title, `${path} title`).not.toBe('')
      expect(titles.get(title), `${path} shares its title "${title}"`).toBeUndefined()
      titles.set(title, path)
    }
    const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(dist('sitemap.xml'))![1]!).origin
    // Every same-site link of every page, of the sitemap and of the feed is a prerendered page's address (or a file).
    const addresses = new Set(prerenderedPaths)
    const links = (text: string) =>
      [...text.matchAll(/(?:href="|<loc>|<link>)([^"<#?]*)/g)]
        .map((m) => m[1]!.replace(/&amp;/g, '&'))
        .filter((url) => url.startsWith('/') || url.startsWith(origin))
        .map((url) => (url.startsWith(origin) ? url.slice(origin.length) || '/' : url))
        .filter((url) => !url.startsWith('//') && !/\.[a-z0-9]+$/i.test(url) && !url.startsWith('/admin'))
    for (const file of [...prerenderedPaths.map(fileOf), '404.html', 'sitemap.xml', 'blog/rss.xml']) {
      for (const link of links(dist(file))) expect(addresses.has(link), `${file} links to ${link}`).toBe(true)
    }
  })

  test('query strings on routes serve the route', async ({ site }) => {
    for (const path of [
      `${about}?utm_source=x`,
      `${home}?ref=newsletter`,
      `${PAGES['payroll-service'].path}?a=1&b=%20`,
    ]) {
      const response = await get(site.origin, path)
      expect(response.status, path).toBe(200)
      expect(response.body, path).toBe(dist(fileOf(path.split('?')[0]!)))
    }
    // Never an off-site redirect: '//host/' is one path, not a protocol-relative URL.
    const doubleSlash = await get(site.origin, '//evil.example/')
    expect(doubleSlash.headers.location ?? '').not.toMatch(/^\/\/|^https?:/)
  })

  test('odd spellings of a page answer 404 with the not-found page', async ({ site }) => {
    for (const path of [aboutCapitalised, '/assets/no-such-file.js', '/assets/', `${about}/index.htm`]) {
      const response = await get(site.origin, path)
      const final = response.status === 301 ? await get(site.origin, response.headers.location!) : response
      expect(final.status, path).toBe(404)
      expect(final.body, `${path} shows 404.html`).toBe(notFoundPage())
      expect(titleOf(final.body)).toMatch(/not found/i)
      expectSecurityHeaders(final, path)
    }
  })
})

test.describe('nginx: headers', () => {
  test('security headers on every kind of response, the CSP with no unsafe-inline script', async ({ site }) => {
    const asset = assetOf(dist(fileOf(home)), '.js')
    for (const path of [
      home,
      about,
      asset,
      '/favicon.svg',
      '/sitemap.xml',
      `${about}/`,
      '/no-such-page',
      '/%E0%A4%A',
    ]) {
      expectSecurityHeaders(await get(site.origin, path), path)
    }
    const csp = expectedHeaders()['Content-Security-Policy']!
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...sources] = d.trim().split(/\s+/)
        return [name!, sources]
      }),
    )
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'")
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'")
    expect(directives.get('script-src')?.[0]).toBe("'self'")
    expect(directives.get('img-src')).toEqual(["'self'", 'data:'])
    for (const [name, sources] of [
      ['default-src', ["'self'"]],
      ['font-src', ["'self'"]],
      ['connect-src', ["'self'"]],
      ['frame-ancestors', ["'none'"]],
      ['base-uri', ["'self'"]],
      ['form-action', ["'self'"]],
      ['object-src', ["'none'"]],
    ] as const) {
      expect(directives.get(name), name).toEqual(sources)
    }
    expect(expectedHeaders()).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=(), microphone=(), geolocation=()'),
      'X-Frame-Options': 'DENY',
    })
  })

  test('the CMS at /admin has its own policy, is never cached or indexed, and is in no sitemap', async ({ site }) => {
    for (const path of ['/admin', '/admin/decap-cms.js', '/admin/config.yml']) {
      const response = await get(site.origin, path)
      expect(response.status, path).toBe(200)
      for (const [name, value] of Object.entries(ADMIN_HEADERS)) {
        expect(response.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value)
      }
    }
    expect((await get(site.origin, '/admin/')).status).toBe(301)
    expect(ADMIN_HEADERS['Content-Security-Policy']).not.toBe(expectedHeaders()['Content-Security-Policy'])
    expect(dist('sitemap.xml')).not.toContain('/admin')
    const file = dist('_headers')
    for (const path of ['/admin', '/admin/*']) {
      expect(file).toContain(
        `\n${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${ADMIN_HEADERS['Content-Security-Policy']}\n`,
      )
    }
  })

  test('the CSP lists the hash of every inline script of every built page, and only scripts run by the browser', () => {
    const sources = expectedHeaders()['Content-Security-Policy']!
    for (const file of [...prerenderedPaths.map(fileOf), '404.html']) {
      const hashes = inlineScriptHashes(dist(file))
      // The splash script, the router's scroll restoration and its $_TSR hydration data at least.
      expect(hashes.length, file).toBeGreaterThanOrEqual(3)
      for (const hash of hashes) expect(sources, `${file}: ${hash}`).toContain(`'${hash}'`)
    }
    expect(
      inlineScriptHashes('<script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>'),
    ).toEqual([])
    // sha256 of "alert(1)", as in the CSP specification's examples.
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual([
      'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=',
    ])
  })

  test('the Netlify / Cloudflare _headers file carries the same headers', () => {
    const file = dist('_headers')
    const all = file.split(/\n\n/).find((block) => /(^|\n)\/\*\n/.test(block))!
    for (const [name, value] of Object.entries(expectedHeaders())) expect(all).toContain(`\n  ${name}: ${value}`)
    expect(file).toContain(`/assets/*\n  Cache-Control: ${CACHE_CONTROL.assets}`)
    expect(file).toContain(`/favicon.svg\n  Cache-Control: ${CACHE_CONTROL.public}`)
    // Both hosts join a header named by two matching rules: Cache-Control must never sit on /*.
    expect(all).not.toContain('Cache-Control')
    expect(Math.max(...file.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000)
  })

  test('caching by file type', async ({ site }) => {
    const html = dist(fileOf(home))
    const assets = assetsOf(html)
    for (const extension of ['.js', '.css', '.woff2', '.svg']) {
      expect(
        assets.some((a) => a.endsWith(extension)),
        extension,
      ).toBe(true)
    }
    const ok =
      (cacheControl: string) =>
      (path: string): [string, number, string | undefined] => [path, 200, cacheControl]
    const expected: [string, number, string | undefined][] = [
      ...assets.map(ok(CACHE_CONTROL.assets)),
      ...prerenderedPaths.map(ok(CACHE_CONTROL.html)),
      ...['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/icon-192.png', ogImagePath('home')].map(
        ok(CACHE_CONTROL.public),
      ),
      ...['/site.webmanifest', '/sitemap.xml', '/robots.txt'].map(ok(CACHE_CONTROL.public)),
      // Errors are never cached as if they were the file; a permanent redirect says nothing (as on Cloudflare).
      ['/no-such-page', 404, CACHE_CONTROL.html],
      ['/assets/no-such-file.js', 404, CACHE_CONTROL.html],
      ['/favicon-missing.png', 404, CACHE_CONTROL.html],
      [`${about}/`, 301, undefined],
    ]
    for (const [path, status, cacheControl] of expected) {
      const response = await get(site.origin, path)
      expect(response.status, path).toBe(status)
      expect(response.headers['cache-control'], path).toBe(cacheControl)
    }
    // HTML revalidates cheaply: the ETag answers 304 with the same headers.
    const first = await get(site.origin, about)
    expect(first.headers.etag).toBeTruthy()
    const again = await get(site.origin, about, { 'If-None-Match': first.headers.etag! })
    expect(again.status).toBe(304)
    expect(again.headers['cache-control']).toBe(CACHE_CONTROL.html)
    expectSecurityHeaders(again, `304 ${about}`)
  })

  test('content types, and gzip for text (brotli is not in Debian nginx)', async ({ site }) => {
    const html = dist(fileOf(home))
    const [js, css, font, sprite] = ['.js', '.css', '.woff2', '.svg'].map((extension) => assetOf(html, extension))
    const types: [string, RegExp, boolean][] = [
      [home, /^text\/html; charset=utf-8$/, true],
      [js!, /^(application|text)\/javascript/, true],
      [css!, /^text\/css/, true],
      ['/favicon.svg', /^image\/svg\+xml/, true],
      [sprite!, /^image\/svg\+xml/, true],
      ['/sitemap.xml', /^(text|application)\/xml/, true],
      ['/site.webmanifest', /^application\/manifest\+json/, true],
      ['/robots.txt', /^text\/plain/, false],
      ['/.well-known/security.txt', /^text\/plain/, false],
      [font!, /^font\/woff2$/, false],
      [ogImagePath('home'), /^image\/png$/, false],
    ]
    for (const [path, type, compressed] of types) {
      const response = await get(site.origin, path, { 'Accept-Encoding': 'gzip, br' })
      expect(response.status, path).toBe(200)
      expect(response.headers['content-type'], path).toMatch(type)
      // robots.txt is under gzip_min_length; fonts and images are compressed already.
      if (compressed) {
        expect(response.headers['content-encoding'], path).toBe('gzip')
        expect(response.headers.vary, path).toMatch(/Accept-Encoding/)
      } else expect(response.headers['content-encoding'], path).toBeUndefined()
    }
    const plain = await get(site.origin, home)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(html)
  })
})

test.describe('nginx: odd input', () => {
  const odd = [
    '/%E0%A4%A',
    `/%E0%A4%A${about}`,
    '/%',
    '/%zz',
    '/%00',
    `${about}%00.html`,
    `/${'a'.repeat(4000)}`,
    `/blog/${'x/'.repeat(2000)}`,
    '/../etc/passwd',
    '/../../../../../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E/%2E%2E/%2E%2E/etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/assets/..%2f..%2f..%2f..%2fetc/passwd',
    '/assets/../../../../etc/passwd',
    `${about}/../../../etc/passwd`,
    `/.${about}`,
    `${about}/./`,
    '/..\\..\\etc\\passwd',
    '/%5c..%5c..%5cetc%5cpasswd',
    about.toUpperCase(),
    `${about.toUpperCase()}/`,
    `${about}?utm_source=x`,
    `${about}?%E0%A4%A`,
    `${about}?${'q'.repeat(3000)}`,
    `${about}/%0d%0aSet-Cookie:%20a=1/`,
    '/%0d%0aLocation:%20https://evil.example/',
    '//evil.example/',
    '///etc/passwd',
    '/index.html',
    `${about}/index.html`,
    '/.git/config',
    '/.env',
    '/etc/passwd',
    '/proc/self/environ',
  ]

  test('is answered without a 5xx, and nothing outside dist/ is ever exposed', async ({ site }) => {
    const served = new Set([...prerenderedPaths.map(fileOf), '404.html'].map((file) => dist(file)))
    for (const path of odd) {
      const response = await get(site.origin, path)
      const what = `${path.slice(0, 60)}${path.length > 60 ? '…' : ''} (${path.length} chars)`
      expect(response.status, what).toBeLessThan(500)
      expect(response.body, what).not.toContain('root:x:0')
      expect(response.body, what).not.toMatch(/PATH=|\[core\]|add_header/)
      expect(response.headers['set-cookie'], what).toBeUndefined()
      expect(response.headers.location ?? '/', what).toMatch(/^\/(?!\/)/)
      expectSecurityHeaders(response, what)
      if (response.status === 200) expect(served.has(response.body), `${what} serves a page of dist/`).toBe(true)
      // nginx's own error pages (400 for a malformed or escaping path) never name its version.
      expect(response.body, what).not.toMatch(/nginx\/\d/)
    }
    expect((await get(site.origin, about.toUpperCase())).status).toBe(404)
    expect((await get(site.origin, `${about}?utm_source=x`)).status).toBe(200)
    expect((await get(site.origin, `/${'a'.repeat(4000)}`)).status).toBe(404)
  })
})

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

test.describe('nginx: in the browser under the CSP', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      window.__cspViolations = []
      document.addEventListener('securitypolicyviolation', (event) =>
        window.__cspViolations!.push(
          `${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        ),
      )
    })
  })

  /** Watches a page: requests to any origin but nginx's, and the CSP header actually delivered with each document. */
  function watch(page: import('@playwright/test').Page, origin: string) {
    const thirdParty: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) thirdParty.push(url)
    })
    return thirdParty
  }

  for (const path of prerenderedPaths) {
    test(`${path} hydrates with no CSP violation, no third-party request and no cookie`, async ({
      page,
      context,
      site,
    }) => {
      const thirdParty = watch(page, site.origin)
      const response = await visit(page, path)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['content-security-policy']).toBe(expectedPolicy(path))
      // Scroll through the page so anything loaded on scroll loads too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y)
          await new Promise((r) => requestAnimationFrame(r))
        }
      })
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => window.__cspViolations), 'CSP violations').toEqual([])
      expect(thirdParty, 'requests to other origins').toEqual([])
      expect(await page.evaluate(() => document.cookie)).toBe('')
      expect(await context.cookies(), 'cookies').toEqual([])
    })
  }

  test('client-side navigation, the header menus and the splash work under the CSP', async ({ page, site }) => {
    const thirdParty = watch(page, site.origin)
    const services = navEntries.find((entry) => entry.path === PAGES.services.path)!
    const payroll = PAGES['payroll-service']
    await visit(page, home)
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: services.label, exact: true }).click()
    await nav.getByRole('link', { name: payroll.menu, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${payroll.path}$`))
    await expect(page.locator('main h1')).toBeVisible()
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    // The dialog element is a zero-size wrapper around its full-screen panel: its close button shows it is open.
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Close menu' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(`${site.origin}${home}`)
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
    expect(thirdParty).toEqual([])
  })

  test.describe('first visit', () => {
    test.use({ skipSplash: false })

    test('the inline splash script runs (its hash is allowed)', async ({ page }) => {
      // The splash's timer waits while the page loads, however slowly: its class is what this test looks for.
      await holdTime(page)
      await page.goto(about)
      await expect(page.locator('html')).toHaveClass(/splash-on/)
      expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
    })
  })

  test.describe('not found', () => {
    test.use({ failOnConsoleError: false })

    test('the 404 page hydrates under the CSP too', async ({ page, consoleErrors }) => {
      const response = await visit(page, '/no-such-page')
      expect(response?.status()).toBe(404)
      expect(response?.headers()['content-security-policy']).toBe(expectedHeaders()['Content-Security-Policy'])
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/could not find/i)
      expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
      expect(besidesOwn404(consoleErrors, '/no-such-page')).toEqual([])
    })
  })
})
