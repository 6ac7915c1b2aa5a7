// The CMS at /admin, driven in Chromium the way an editor uses it, served by nginx with its own Content-Security-Policy
// and writing to a scratch copy of the project (tests/e2e/cms-scratch.ts): publish an article with an uploaded cover
// and a picture in its text, its author and its reviewer, correct a FAQ answer, replace a sample testimonial; each save
// is a commit of readable files; the copy then builds, shows each change where the site lists it (the article's
// pictures sized and responsive, its author's card and review line; /blog, the author's page and the topic's page list
// it; the site search finds it), and its launch check lists one thing fewer. A mistake the CMS cannot see (an unknown
// {{variable}}, a picture without alt text, missing, or a camera original) fails the build with the file and line.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'yaml'
import { topicSlug } from '../../scripts/blog-listings.mjs'
import { pageFile } from '../../scripts/hosting.mjs'
import { startNginx } from '../../scripts/nginx.mjs'
import { BRAND } from '../../src/content/brand'
import { formatDate } from '../../src/lib/format'
import { chart, photo } from '../fixtures/pictures'
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
  // Picked by name in the CMS; the file holds their ids (src/content/blog/authors/<id>.yml).
  author: { id: 'meera-iyer', name: 'Meera Iyer' },
  reviewer: { id: 'laura-bennett', name: 'Laura Bennett', credential: 'CPA' },
  reviewed: '2026-11-18',
  cover: { file: 'loan-documents.jpg', alt: 'A folder of bank statements and a loan application on a desk' },
  picture: {
    file: 'cash-in-by-month.png',
    alt: 'A bar chart of cash coming in each month',
    caption: 'Cash in by month',
  },
}
/**
 * " Sample" where the site marks a person the owner has not confirmed, or the credential shown with them (the author's
 * file says: src/content/blog/authors/<id>.yml); "" once both are confirmed.
 */
const sampleMark = (id: string, { credential = false } = {}) => {
  const author = parse(readFileSync(`src/content/blog/authors/${id}.yml`, 'utf8'))
  return author.sample || (credential && author.credential?.sample) ? ' Sample' : ''
}
/** "By Meera Iyer Sample" and "Reviewed by Laura Bennett, CPA Sample, on", as the page and the preview read. */
const BYLINE = `By ${ARTICLE.author.name}${sampleMark(ARTICLE.author.id)}`
const REVIEW = `Reviewed by ${ARTICLE.reviewer.name}, ${ARTICLE.reviewer.credential}${sampleMark(ARTICLE.reviewer.id, { credential: true })}, on`
/** What a page's structured data (its JSON-LD) says of an author, wherever it names them (their node by its @id). */
function personData(html: string, id: string) {
  const found: Record<string, unknown>[] = []
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (!value || typeof value !== 'object') return
    const node = value as Record<string, unknown>
    if (typeof node['@id'] === 'string' && node['@id'].endsWith(`/blog/authors/${id}#person`)) found.push(node)
    Object.values(node).forEach(walk)
  }
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs))
    walk(JSON.parse(json!))
  return Object.assign({}, ...found) as Record<string, unknown>
}
/** The uploads, made for the test (tests/fixtures/pictures.ts): a photograph-like cover and a chart. */
const uploads = mkdtempSync(join(tmpdir(), 'cms-uploads-'))
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
  await photo(join(uploads, ARTICLE.cover.file))
  await chart(join(uploads, ARTICLE.picture.file))
})

test.afterAll(async () => {
  await nginx?.stop()
  await scratch?.stop()
  rmSync(uploads, { recursive: true, force: true })
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

/** Uploads a file in the media library the open "Choose an image" button opened, and chooses it. */
async function upload(page: Page, file: string) {
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(join(uploads, file))
  await page.getByRole('button', { name: 'Choose selected' }).click()
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

test('an editor publishes an article with a cover, a picture, an author and a reviewer: one commit', async ({
  page,
}) => {
  await openCms(page, '#/collections/articles/new')
  await page.getByRole('textbox', { name: 'Title' }).fill(ARTICLE.title)
  await page.getByRole('textbox', { name: 'Description' }).fill(ARTICLE.description)
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill(ARTICLE.date)
  await page.getByRole('combobox', { name: 'Author' }).click()
  await page.getByRole('option', { name: ARTICLE.author.name }).click()
  await page.getByRole('combobox', { name: /^Reviewed by/ }).click()
  await page.getByRole('option', { name: ARTICLE.reviewer.name }).click()
  await page.getByRole('textbox', { name: /^Reviewed on/ }).fill(ARTICLE.reviewed)
  await page.getByRole('button', { name: 'Choose an image' }).click()
  await upload(page, ARTICLE.cover.file)
  await page.getByRole('textbox', { name: /^Alt text/ }).fill(ARTICLE.cover.alt)
  await page.getByRole('textbox', { name: 'Tags' }).fill(ARTICLE.tags.join(', '))
  await page.getByRole('textbox', { name: 'Keywords' }).fill(ARTICLE.keywords.join(', '))
  await page.getByRole('textbox').last().click()
  // The text arrives as one input, as a paste would: typing it key by key is not what this test is about.
  await page.keyboard.insertText(ARTICLE.body)
  await page.keyboard.press('Enter')
  // The editor's picture: its own upload, alt text and title (the caption).
  await page.getByRole('button', { name: 'Add Component' }).click()
  await page.getByRole('menuitem', { name: 'Image' }).click()
  await page.getByRole('button', { name: 'Choose an image' }).last().click()
  await upload(page, ARTICLE.picture.file)
  await page.getByRole('textbox', { name: 'Alt Text', exact: true }).fill(ARTICLE.picture.alt)
  await page.getByRole('textbox', { name: 'Title', exact: true }).last().fill(ARTICLE.picture.caption)
  // The preview draws the article as its page will: the site's heading, the byline and review line with the dates
  // as the page writes them, the variables filled in.
  const preview = page.frameLocator('iframe').first()
  await expect(preview.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible()
  await expect(preview.getByText(`${BYLINE} · ${formatDate(ARTICLE.date)}`)).toBeVisible()
  await expect(preview.getByText(`${REVIEW} ${formatDate(ARTICLE.reviewed)}`)).toBeVisible()
  await expect(preview.getByText(ARTICLE.body.replace('{{brand}}', BRAND.name))).toBeVisible()

  const file = `src/content/blog/posts/${ARTICLE.slug}.md`
  const uploaded = [ARTICLE.picture.file, ARTICLE.cover.file].map((name) => `src/content/uploads/${name}`)
  expect((await publish(page)).sort()).toEqual([file, ...uploaded].sort())
  const [, frontMatter = '', body = ''] = scratch.read(file).split(/^---$/m)
  expect(parse(frontMatter)).toMatchObject({
    title: ARTICLE.title,
    description: ARTICLE.description,
    date: ARTICLE.date,
    author: ARTICLE.author.id,
    reviewer: ARTICLE.reviewer.id,
    reviewed: ARTICLE.reviewed,
    cover: { src: `/uploads/${ARTICLE.cover.file}`, alt: ARTICLE.cover.alt },
    tags: ARTICLE.tags,
    keywords: ARTICLE.keywords,
  })
  const { picture } = ARTICLE
  expect(body.trim()).toBe(`${ARTICLE.body}\n\n![${picture.alt}](/uploads/${picture.file} "${picture.caption}")`)
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
  // A build, its pictures made once (node_modules/.cache/pictures keeps them for the next run), then the budget.
  test.setTimeout(480_000)
  const build = scratch.run('scripts/build.mjs')
  expect(build.status, build.output).toBe(0)
  const html = (path: string) => scratch.read(`dist/${pageFile(path || '/')}`)
  const article = html(`/blog/${ARTICLE.slug}`)
  expect(article).toContain(ARTICLE.title)
  expect(article).toContain(`Reviewed by <a class="underline" href="/blog/authors/${ARTICLE.reviewer.id}">`)
  // The structured data names the reviewer, with their credential only once the owner has confirmed it.
  const reviewer = personData(article, ARTICLE.reviewer.id)
  expect(reviewer).toMatchObject({ name: ARTICLE.reviewer.name })
  if (sampleMark(ARTICLE.reviewer.id, { credential: true })) expect(reviewer).not.toHaveProperty('hasCredential')
  else expect(reviewer).toHaveProperty('hasCredential.name', expect.stringMatching(/^Certified Public Accountant/))
  for (const path of ['/blog', `/blog/authors/${ARTICLE.author.id}`, `/blog/topics/${topicSlug(ARTICLE.tags[0]!)}`]) {
    expect(html(path), path).toContain(`href="/blog/${ARTICLE.slug}"`)
  }
  expect(scratch.read('dist/blog/rss.xml')).toContain(`/blog/${ARTICLE.slug}`)
  expect(scratch.read('dist/sitemap.xml')).toContain(`/blog/${ARTICLE.slug}`)
  expect(scratch.read('dist/sitemap.xml')).toContain(`/blog/topics/${topicSlug(ARTICLE.tags[0]!)}`)
  expect(html('/pricing')).toContain(NEW_ANSWER)
  expect(html('/faq')).toContain(NEW_ANSWER)
  expect(html('')).toContain(CLIENT.author)
  expect(launchCount(scratch)).toBe(launchBefore - 1)
  // The size budget holds with the pictures: each file of each srcset is there and as wide as it says.
  const budget = scratch.run('scripts/budget.mjs')
  expect(budget.status, budget.output).toBe(0)
})

test('the published article shows both pictures sized for the screen, the author and the review, and moves nothing', async ({
  page,
}) => {
  const site = await startNginx({ root: join(scratch.dir, 'dist') })
  try {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { __shifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(`${site.origin}/blog/${ARTICLE.slug}`)
    const main = page.getByRole('main')
    for (const { alt } of [ARTICLE.cover, ARTICLE.picture]) {
      const img = main.getByRole('img', { name: alt })
      await img.scrollIntoViewIfNeeded()
      await expect(img).toHaveJSProperty('complete', true)
      const drawn = await img.evaluate((element: HTMLImageElement) => ({
        src: element.currentSrc,
        natural: element.naturalWidth,
        shown: element.getBoundingClientRect().width,
        width: element.getAttribute('width'),
        height: element.getAttribute('height'),
        sources: [...(element.parentElement?.querySelectorAll('source') ?? [])].map((s) => s.type),
      }))
      // AVIF, the first of the picture's formats, at the width that fills the phone's column at its density.
      expect(drawn.sources).toEqual(['image/avif', 'image/webp'])
      expect(drawn.src).toMatch(/\/assets\/pictures\/[\w-]+-\d+\.avif$/)
      expect(drawn.natural).toBeGreaterThanOrEqual(drawn.shown)
      expect(Number(drawn.width)).toBeGreaterThan(0)
      expect(Number(drawn.height)).toBeGreaterThan(0)
    }
    await expect(main.getByText(ARTICLE.picture.caption, { exact: true })).toBeVisible()
    const about = main.getByRole('complementary', { name: 'About the author' })
    await expect(about.getByRole('heading', { name: ARTICLE.author.name })).toBeVisible()
    // A sample author or credential carries the site's "Sample" mark: in the byline, the review line and the card.
    await expect(main.getByText(BYLINE)).toBeVisible()
    await expect(main.getByText(REVIEW)).toBeVisible()
    await expect(about.getByText('Sample', { exact: true })).toHaveCount(sampleMark(ARTICLE.author.id) ? 1 : 0)
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([])
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
  } finally {
    await site.stop()
  }
})

test('a picture without alt text, one missing and a camera original each fail the build with one line', async () => {
  test.setTimeout(180_000)
  const posts = 'src/content/blog/posts'
  const wrong = {
    'no-alt-text': `![](/uploads/${ARTICLE.picture.file})`,
    'missing-picture': '![A chart of cash](/uploads/cash-chart.png)',
    'camera-original': '![A wide photograph](/uploads/panorama.jpg)',
  }
  await photo(join(scratch.dir, 'src/content/uploads/panorama.jpg'), 2, 6400, 300)
  const front = (slug: string) =>
    `---\ntitle: A picture that fails, ${slug}\ndescription: ${ARTICLE.description}\ndate: 2026-11-21\nauthor: ${ARTICLE.author.id}\nimage: blog-month-end\ntags: [lending]\nkeywords: [loans]\n---\n\n`
  // Each alone in the copy: the build stops at an article's first mistake, one line naming its file and line.
  const lines = Object.entries(wrong).map(([slug, picture]) => {
    const file = join(scratch.dir, posts, `${slug}.md`)
    writeFileSync(file, `${front(slug)}First paragraph.\n\n${picture}\n`)
    const check = scratch.run('scripts/check-content.mjs')
    rmSync(file)
    expect(check.status, slug).not.toBe(0)
    return check.output.trim()
  })
  // The picture is on the body's third line, line 13 of each file.
  expect(lines).toEqual([
    expect.stringMatching(
      /^src\/content\/blog\/posts\/no-alt-text\.md:13:1: picture "\/uploads\/cash-in-by-month\.png" has no alt text: say what it shows[^\n]*$/,
    ),
    expect.stringMatching(
      /^src\/content\/blog\/posts\/missing-picture\.md:13:1: picture \/uploads\/cash-chart\.png: no such file in src\/content\/uploads\/[^\n]*$/,
    ),
    expect.stringMatching(
      /^src\/content\/blog\/posts\/camera-original\.md:13:1: picture \/uploads\/panorama\.jpg is 6400x300 px, too large for a picture in an article[^\n]*$/,
    ),
  ])
  rmSync(join(scratch.dir, 'src/content/uploads/panorama.jpg'))
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
