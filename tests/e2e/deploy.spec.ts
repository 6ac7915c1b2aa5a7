// A deploy while a page is open. Two builds whose shared chunk differs (dist/, and the 'next' variant built for another
// origin, so every chunk that imports the shared one is renamed) are served by the real nginx config through a
// symlink. When the switch removes the first build's files, each control that loads code on a press ends on the page
// it asked for, from the new build, never on the error page; when scripts/deploy.mjs keeps them, nothing is noticed.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { startNginx } from '../../scripts/nginx.mjs'
import { PAGES } from '../../src/content/registry'
import { footerGroups, navEntries } from '../../src/lib/nav'
import { expect, test as base, visit } from './fixtures'
import { builtVariant, NEXT_ORIGIN, VARIANT_BUILD_TIMEOUT } from './site-variants'

const first = resolve('dist')
const ERROR_HEADING = 'Something went wrong on our side'

type Site = { origin: string; root: string; dir: string; second: string }

/** A fresh site per test: `root` a symlink nginx serves, first pointing at the first build; `second` the next one's. */
const test = base.extend<{ site: Site }, { second: string }>({
  second: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use(resolve(await builtVariant('next'))),
    { scope: 'worker', timeout: VARIANT_BUILD_TIMEOUT },
  ],
  site: async ({ second }, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'ledgerpod-deploy-'))
    const root = join(dir, 'dist')
    symlinkSync(first, root)
    const server = await startNginx({ root })
    try {
      await use({ origin: server.origin, root, dir, second })
    } finally {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  },
  baseURL: async ({ site }, use) => use(site.origin),
})

/** The switch a deploy makes: the symlink now points at the second build, whose files replace the first's. */
function switchBuild(site: Site) {
  const next = `${site.root}.next`
  symlinkSync(site.second, next)
  renameSync(next, site.root)
}

/** `node scripts/deploy.mjs <build> <site>`, as the README's nginx deployment runs it. */
const deploy = (build: string, root: string) =>
  execFileSync(process.execPath, ['scripts/deploy.mjs', build, root], { stdio: 'ignore' })

/** Which build served the page the browser shows: its canonical link names the origin it was built for. */
const servedBy = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href')

async function expectNewBuildAt(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`))
  await expect.poll(() => servedBy(page)).toMatch(new RegExp(`^${NEXT_ORIGIN}`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: ERROR_HEADING })).toHaveCount(0)
}

/**
 * Opens a page and waits until it has settled: hydrated, and the code it loads after hydrating (the head's client, the
 * parts of lib/deferred.tsx) in. A deploy that lands before such a chunk has loaded reloads the page once, by design:
 * on a busy machine the press then landed on the reloaded page, which is not what these tests are about.
 */
async function visitSettled(page: Page, path: string) {
  await visit(page, path)
  await page.waitForLoadState('networkidle')
}

const industry = navEntries.find((entry) => entry.path === PAGES.industry.path)!
const services = navEntries.find((entry) => entry.path === PAGES.services.path)!

test.describe('a deploy that removes the open page’s files', () => {
  // The first build's chunks answer 404 now: the browser reports each. Nothing else may appear (checked per test).
  test.use({ failOnConsoleError: false })
  const onlyMissingChunks = (errors: string[]) =>
    errors.filter((error) => !/\/assets\/[^ ]+\.(js|css)\b/.test(error) && !/status of 404/.test(error))

  test(`the ${industry.label} dropdown leads to its overview page`, async ({ page, site, consoleErrors }) => {
    await visitSettled(page, PAGES.home.path)
    switchBuild(site)
    await page.getByRole('banner').getByRole('button', { name: industry.label }).click()
    await expectNewBuildAt(page, industry.path)
    expect(onlyMissingChunks(consoleErrors)).toEqual([])
  })

  test(`the ${services.label} dropdown on the contact page leads to its overview page`, async ({
    page,
    site,
    consoleErrors,
  }) => {
    await visitSettled(page, PAGES.contact.path)
    switchBuild(site)
    await page.getByRole('banner').getByRole('button', { name: services.label }).click()
    await expectNewBuildAt(page, services.path)
    expect(onlyMissingChunks(consoleErrors)).toEqual([])
  })

  test('the phone menu leads to the site map', async ({ page, site, consoleErrors }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await visitSettled(page, PAGES.home.path)
    switchBuild(site)
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    await expectNewBuildAt(page, PAGES.sitemap.path)
    expect(onlyMissingChunks(consoleErrors)).toEqual([])
  })

  test('a link to another page loads it whole (the router reloads once)', async ({ page, site, consoleErrors }) => {
    await visitSettled(page, PAGES.home.path)
    switchBuild(site)
    const pricing = footerGroups.flatMap((group) => group.links).find(({ link }) => link.to === PAGES.pricing.path)!
    await page.getByRole('contentinfo').getByRole('link', { name: pricing.label, exact: true }).click()
    await expectNewBuildAt(page, PAGES.pricing.path)
    expect(onlyMissingChunks(consoleErrors)).toEqual([])
  })
})

test('a deploy by scripts/deploy.mjs keeps the open page’s files: the dropdown opens in place', async ({
  page,
  site,
}) => {
  // The same site, deployed as a release that the next deploy carries assets over from.
  const root = join(site.dir, 'dist')
  rmSync(root)
  deploy(first, root)
  await visit(page, PAGES.home.path)
  deploy(site.second, root)
  await page.getByRole('banner').getByRole('button', { name: industry.label }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: industry.children[0]!.label })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${PAGES.home.path}$`))
  // A new page load gets the new build.
  await page.reload()
  await expect.poll(() => servedBy(page)).toMatch(new RegExp(`^${NEXT_ORIGIN}`))
})

test.describe('code that cannot be loaded', () => {
  test.use({ failOnConsoleError: false })

  test('a carousel whose code is missing shows every slide instead of dead dots', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.route(/embla-carousel/, (route) => route.fulfill({ status: 404 }))
    await visit(page, PAGES.home.path)
    const testimonials = page.getByRole('region', { name: 'Client testimonials' })
    await testimonials.scrollIntoViewIfNeeded()
    await expect(testimonials).toHaveAttribute('data-carousel', 'static')
    // Every slide inside the page's width: stacked, none clipped off to the side.
    for (const slide of await testimonials.getByRole('group').all()) {
      const box = (await slide.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(375)
    }
    await expect(testimonials.getByRole('button', { name: /Show testimonial/ })).toHaveCount(0)
    expect(consoleErrors.filter((error) => !/embla-carousel/.test(error))).toEqual([])
  })
})
