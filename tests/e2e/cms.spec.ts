// The CMS at /admin, driven in Chromium the way an editor uses it, served by nginx with its own Content-Security-Policy
// and writing to a scratch copy of the project (tests/e2e/cms-scratch.ts): publish an article, correct a FAQ answer,
// replace a sample testimonial; each save is a commit of a readable file; the copy then builds, shows each change where
// the site lists it (the site search finds the article), and its launch check lists one thing fewer. A mistake the CMS
// cannot see (an unknown {{variable}}) fails the build with the file and field.
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'yaml'
import { pageFile } from '../../scripts/hosting.mjs'
import { startNginx } from '../../scripts/nginx.mjs'
import { BRAND } from '../../src/content/brand'
import { formatDate } from '../../src/lib/format'
import { createScratch, launchCount, type Scratch } from './cms-scratch'

// Each test loads the CMS afresh: Decap's 5 MB script, parsed and run by the browser, before the first field shows.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const ARTICLE = {
  slug: 'how-to-prepare-your-books-for-a-loan-application',
  title: 'How to Prepare Your Books for a Loan Application',
  description: 'What a lender asks for, which reports to bring, and how to tidy the books before you apply for credit.',
  date: '2026-11-20',
  tags: ['lending', 'bookkeeping basics'],
  keywords: ['loan application', 'bank loan documents'],
  body: 'A lender reads your books before it reads your pitch. Our {{brand}} pods prepare three reports for it.',
}
const FAQ_FILE = 'src/content/faqs/pricing.yml'
const TESTIMONIALS_FILE = 'src/content/settings/testimonials.yml'
const NEW_ANSWER = 'Catch-up work is quoted as a fixed fee after a free review of your records, before any work starts.'
const CLIENT = { author: 'Jordan Ellis', position: 'Owner, landscape design studio, Oregon' }

let scratch: Scratch
let nginx: Awaited<ReturnType<typeof startNginx>>
let launchBefore: number

test.beforeAll(async () => {
  test.setTimeout(120_000)
  scratch = await createScratch()
  nginx = await startNginx({ root: join(process.cwd(), 'dist') })
  launchBefore = launchCount(scratch)
})

test.afterAll(async () => {
  await nginx?.stop()
  await scratch?.stop()
})

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations!.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'}`),
    )
  })
})

test.afterEach(async ({ page }) => {
  if (page.url().includes('/admin')) expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
})

/** The CMS, talking to the scratch copy's proxy instead of the one `npm run cms` starts. */
async function openCms(page: Page, hash: string) {
  await page.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch()
    const config = (await response.text()).replaceAll(/http:\/\/127\.0\.0\.1:\d+\/api\/v1/g, scratch.proxyUrl)
    await route.fulfill({ response, body: config })
  })
  await page.goto(`${nginx.origin}/admin${hash}`)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** Publishes the open entry and waits for the proxy to commit it; returns the commit's files. */
async function publish(page: Page) {
  const commits = Number(scratch.git('rev-list', '--count', 'HEAD'))
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  await expect.poll(() => Number(scratch.git('rev-list', '--count', 'HEAD'))).toBe(commits + 1)
  return scratch.git('show', '--name-only', '--format=', 'HEAD').trim().split('\n')
}

/** The first paragraph of a question's answer, once every question is expanded (answers show expanded). */
function paragraph(page: Page, faq: { items: { answer: string[] }[] }, question: number) {
  const before = faq.items.slice(0, question).reduce((count, item) => count + item.answer.length, 0)
  return page.getByRole('textbox', { name: 'Paragraph' }).nth(before)
}

test('an editor publishes an article: one commit, a Markdown file with its front matter', async ({ page }) => {
  await openCms(page, '#/collections/articles/new')
  await page.getByRole('textbox', { name: 'Title' }).fill(ARTICLE.title)
  await page.getByRole('textbox', { name: 'Description' }).fill(ARTICLE.description)
  await page.getByRole('textbox', { name: 'Date' }).fill(ARTICLE.date)
  await page.getByRole('combobox', { name: 'Illustration' }).click()
  await page.getByRole('option').first().click()
  await page.getByRole('textbox', { name: 'Tags' }).fill(ARTICLE.tags.join(', '))
  await page.getByRole('textbox', { name: 'Keywords' }).fill(ARTICLE.keywords.join(', '))
  await page.getByRole('textbox').last().click()
  // The text arrives as one input, as a paste would: typing it key by key is not what this test is about.
  await page.keyboard.insertText(ARTICLE.body)
  // The preview draws the article as its page will: the site's heading, the date as the page writes it, the
  // variables filled in.
  const preview = page.frameLocator('iframe').first()
  await expect(preview.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible()
  await expect(preview.getByText(formatDate(ARTICLE.date))).toBeVisible()
  await expect(preview.getByText(ARTICLE.body.replace('{{brand}}', BRAND.name))).toBeVisible()

  const file = `src/content/blog/posts/${ARTICLE.slug}.md`
  expect(await publish(page)).toEqual([file])
  const [, frontMatter = '', body = ''] = scratch.read(file).split(/^---$/m)
  expect(parse(frontMatter)).toMatchObject({
    title: ARTICLE.title,
    description: ARTICLE.description,
    date: ARTICLE.date,
    tags: ARTICLE.tags,
    keywords: ARTICLE.keywords,
  })
  expect(body.trim()).toBe(ARTICLE.body)
})

test('an editor corrects a FAQ answer: one commit, the YAML file changed in that answer only', async ({ page }) => {
  const before = parse(scratch.read(FAQ_FILE))
  // The last question of the FAQ, past the answers of those before it.
  const index = before.items.length - 1
  await openCms(page, '#/collections/faqs/entries/pricing')
  await page.getByRole('button', { name: 'Expand' }).click()
  await paragraph(page, before, index).fill(NEW_ANSWER)

  expect(await publish(page)).toEqual([FAQ_FILE])
  const after = parse(scratch.read(FAQ_FILE))
  before.items[index].answer[0] = NEW_ANSWER
  expect(after).toEqual(before)
})

test('the owner replaces a sample testimonial and switches its sample off', async ({ page }) => {
  const before = parse(scratch.read(TESTIMONIALS_FILE))
  await openCms(page, '#/collections/settings/entries/testimonials')
  await page.getByRole('button', { name: 'Expand' }).first().click()
  await page.getByRole('textbox', { name: 'Name' }).first().fill(CLIENT.author)
  await page.getByRole('textbox', { name: 'Role and company' }).first().fill(CLIENT.position)
  await page.getByRole('switch', { name: 'Sample (not yet confirmed)' }).first().click()

  expect(await publish(page)).toEqual([TESTIMONIALS_FILE])
  before.testimonials[0] = { ...before.testimonials[0], ...CLIENT, sample: false }
  expect(parse(scratch.read(TESTIMONIALS_FILE))).toEqual(before)
})

test('the copy builds with every change where the site lists it, and one launch item fewer', () => {
  test.setTimeout(120_000)
  const build = scratch.run('scripts/build.mjs')
  expect(build.status, build.output).toBe(0)
  const html = (path: string) => scratch.read(`dist/${pageFile(path || '/')}`)
  expect(html(`/blog/${ARTICLE.slug}`)).toContain(ARTICLE.title)
  expect(html('/blog')).toContain(ARTICLE.title)
  expect(scratch.read('dist/blog/rss.xml')).toContain(`/blog/${ARTICLE.slug}`)
  expect(scratch.read('dist/sitemap.xml')).toContain(`/blog/${ARTICLE.slug}`)
  expect(html('/pricing')).toContain(NEW_ANSWER)
  expect(html('/faq')).toContain(NEW_ANSWER)
  expect(html('')).toContain(CLIENT.author)
  expect(launchCount(scratch)).toBe(launchBefore - 1)
})

test('the site search of that build finds the published article first by its title', async ({ page }) => {
  const site = await startNginx({ root: join(scratch.dir, 'dist') })
  try {
    await page.goto(`${site.origin}/search?${new URLSearchParams({ q: ARTICLE.title })}`)
    await expect(page.getByRole('status')).toHaveText(/results? for/)
    const first = page.getByRole('main').getByRole('list').first().getByRole('link').first()
    await expect(first).toHaveAttribute('href', new RegExp(`^/blog/${ARTICLE.slug}(#|$)`))
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
  } finally {
    await site.stop()
  }
})

test('a mistake the CMS cannot see fails the build, naming the file and the field', async ({ page }) => {
  test.setTimeout(120_000)
  await openCms(page, '#/collections/faqs/entries/pricing')
  await page.getByRole('button', { name: 'Expand' }).click()
  await paragraph(page, parse(scratch.read(FAQ_FILE)), 1).fill('Payroll is included for {{brnad}} clients.')
  await publish(page)

  const build = scratch.run('scripts/build.mjs')
  expect(build.status).not.toBe(0)
  // One line, at the answer's own line and column, naming the field and the closest variable.
  const line = /^.*unknown variable \{\{brnad\}\}.*$/gm
  expect(build.output.match(line)).toEqual([
    expect.stringMatching(
      new RegExp(
        `^${FAQ_FILE}:\\d+:\\d+ items\\[1\\]\\.answer\\[0\\]: unknown variable \\{\\{brnad\\}\\}: did you mean \\{\\{brand\\}\\}\\?`,
      ),
    ),
  ])
})
