// The blog collection: Markdown files with checked front matter, rendered at build time (scripts/blog.mjs).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { latest, pageCount, perPage } from 'virtual:blog'
import { teasers } from 'virtual:blog/all'
import * as feed from 'virtual:blog/feed'
import { loadArticle } from 'virtual:blog/articles'
import firstPage from 'virtual:blog/page/1'
import { loadAuthor } from 'virtual:blog/authors'
import { blogFeed } from '../../scripts/blog-feed.mjs'
import { MORE, listingModule, listingPages } from '../../scripts/blog-listings.mjs'
import { PER_PAGE, POSTS_DIR, readCollection } from '../../scripts/blog.mjs'
import { describePicture } from '../../scripts/pictures.mjs'
import { LICENSING_STATES } from '../../src/content/blog/author-schema'
import { ARTICLE_VARIABLES, FRONT_MATTER_FIELDS, frontMatterSchema } from '../../src/content/blog/front-matter'
import * as pictureRules from '../../src/content/picture'
import { pageList } from '../../src/content/registry'

/** A project of its own for the pictures: its uploads folder, with pictures made by sharp. */
const project = mkdtempSync(join(tmpdir(), 'blog-pictures-'))
afterAll(() => rmSync(project, { recursive: true, force: true }))
const uploads = join(project, pictureRules.UPLOADS.folder)
beforeAll(async () => {
  mkdirSync(uploads, { recursive: true })
  const make = (name: string, width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#2f7d5b' } }).toFile(join(uploads, name))
  await Promise.all([make('chart.png', 1600, 900), make('small.jpg', 600, 400), make('huge.jpg', 7000, 50)])
})

const author = (id: string, name: string, credential?: { title: 'CPA' | 'EA'; state?: 'NY' }) => ({
  id,
  file: `src/content/blog/authors/${id}.yml`,
  name,
  role: 'Senior Accountant',
  bio: `${name} closes the books for small businesses and writes our guides on the month-end close.`,
  ...(credential && { credential: { ...credential, sample: false } }),
  sample: false,
})
const rules = {
  schema: frontMatterSchema,
  fields: FRONT_MATTER_FIELDS,
  variables: ARTICLE_VARIABLES,
  paths: pageList.map((p) => p.path),
  authors: new Map([
    ['sam-lee', author('sam-lee', 'Sam Lee')],
    ['pat-kim', author('pat-kim', 'Pat Kim', { title: 'CPA', state: 'NY' })],
  ]),
  describe: (input: { src: string; alt: string }, place: string) =>
    describePicture(input, place, { root: project, rules: pictureRules }),
  columnSizes: pictureRules.PICTURE_PLACES.column.sizes,
  states: LICENSING_STATES,
}
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A folder of articles: each key a file name, each value its Markdown. */
function folder(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'blog-'))
  dirs.push(dir)
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}

const front = (fields: Record<string, string> = {}) =>
  Object.entries({
    title: 'Closing the books every month',
    description: 'What a monthly close involves, in which order, and what it gives a small business owner.',
    date: '2025-05-01',
    author: 'sam-lee',
    image: 'blog-month-end',
    tags: '[close]',
    keywords: '[month-end close]',
    ...fields,
  })
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')
const article = (body: string, fields?: Record<string, string>) => `---\n${front(fields)}\n---\n\n${body}\n`

describe('an article file', () => {
  it('renders headings with ids and anchors, safe external links and variables', async () => {
    const dir = folder({
      'closing.md': article(
        '## Step one\n\nRead [the guide](https://example.com/guide) and see [pricing](/pricing#faq) at {{brand}}.',
      ),
    })
    const { articles } = await readCollection(dir, rules)
    const html = articles[0]!.html
    expect(html).toContain('<h2 id="step-one"><a class="heading-anchor" href="#step-one">Step one</a></h2>')
    const external =
      /<a href="https:\/\/example\.com\/guide"([^>]*)>the guide<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/
    expect(html).toMatch(external)
    expect(external.exec(html)![1]).toMatch(/(?=.*target="_blank")(?=.*rel="noopener noreferrer")/)
    expect(html).toContain('<a href="/pricing#faq">pricing</a>')
    expect(html).toContain(`at ${ARTICLE_VARIABLES.brand}.`)
  })

  it.each([
    ['a missing title', { title: '' }, /closing\.md:1:1 title: missing from the front matter: expected a title/],
    [
      'a date that is not a date',
      { date: 'March 2025' },
      /closing\.md:4:7 date: expected a date written YYYY-MM-DD, got "March 2025"/,
    ],
    ['an unknown image', { image: 'photo.jpg' }, /closing\.md:6:8 image: expected one of the illustrations/],
    ['no tags', { tags: '[]' }, /closing\.md:7:7 tags: expected a list of at least one tag, got \[\]/],
    ['an unknown field', { writer: 'Sam' }, /closing\.md:9:9 writer: not a field of the front matter/],
  ])('fails the build on %s, naming the file and the field', async (_, fields, message) => {
    await expect(readCollection(folder({ 'closing.md': article('Text.', fields) }), rules)).rejects.toThrow(message)
  })

  // The front matter takes lines 1 to 9 and a blank line follows: the body's first line is line 11.
  it('fails the build on a link to a page that does not exist, naming the file and the line', async () => {
    const dir = folder({ 'closing.md': article('First paragraph.\n\nSee [our prices](/prices).') })
    await expect(readCollection(dir, rules)).rejects.toThrow(
      /closing\.md:13:5: link "\/prices": \/prices is not a page/,
    )
  })

  it('fails the build on an unknown variable, naming the file and the line', async () => {
    const dir = folder({ 'closing.md': article('Hello.\n\nWe are {{company}}.') })
    await expect(readCollection(dir, rules)).rejects.toThrow(/closing\.md:13:8: unknown variable \{\{company\}\}/)
  })

  it('fails the build on an unknown variable in the front matter, naming its field and line', async () => {
    const dir = folder({
      'closing.md': article('Text.', {
        description: 'How {{brnd}} closes the books of a small business, step by step.',
      }),
    })
    await expect(readCollection(dir, rules)).rejects.toThrow(
      /closing\.md:3:14 description: unknown variable \{\{brnd\}\}: did you mean \{\{brand\}\}\?/,
    )
  })

  it('fails the build on a file name that is not an address', async () => {
    await expect(readCollection(folder({ 'Closing Books.md': article('Text.') }), rules)).rejects.toThrow(
      /Closing Books\.md:1:1: the file name is the address/,
    )
  })

  it('links to other articles and to later pages of the blog are internal links like any other', async () => {
    const files = Object.fromEntries(
      Array.from({ length: PER_PAGE + 1 }, (_, i) => [
        `post-${i}.md`,
        article(`See [the next](/blog/post-${(i + 1) % (PER_PAGE + 1)}) and [older posts](/blog/page/2).`),
      ]),
    )
    const { articles } = await readCollection(folder(files), rules)
    expect(articles).toHaveLength(PER_PAGE + 1)
  })
})

describe('the people of an article', () => {
  it('names its author and its reviewer with the credential they hold and the day of the review', async () => {
    const dir = folder({ 'closing.md': article('Text.', { reviewer: 'pat-kim', reviewed: '2025-05-03' }) })
    const [closing] = (await readCollection(dir, rules)).articles
    expect(closing?.author).toMatchObject({ id: 'sam-lee', name: 'Sam Lee', role: 'Senior Accountant' })
    expect(closing?.review).toEqual({
      by: expect.objectContaining({ id: 'pat-kim', credential: { title: 'CPA', state: 'New York' } }),
      date: '2025-05-03',
    })
  })

  it('shows no review of a text updated after it, on the article or the reviewer’s page, until the reviewer reads it again', async () => {
    const review = { reviewer: 'pat-kim', reviewed: '2025-05-03' }
    const dir = folder({
      'stale.md': article('Text.', { ...review, updated: '2025-06-01' }),
      'again.md': article('Text.', { ...review, reviewed: '2025-06-01', updated: '2025-06-01' }),
    })
    const { articles, teasers } = await readCollection(dir, rules)
    expect(articles.find((a) => a.slug === 'stale')?.review).toBeUndefined()
    expect(articles.find((a) => a.slug === 'again')?.review?.date).toBe('2025-06-01')
    // Nor is the article on the reviewer's page.
    expect(teasers.find((t) => t.slug === 'stale')).not.toHaveProperty('reviewer')
    expect(teasers.find((t) => t.slug === 'again')?.reviewer).toBe('pat-kim')
    expect(articles.find((a) => a.slug === 'stale')?.updated).toBe('2025-06-01')
  })

  it('flags a sample author and a sample credential, for the pages to mark them', async () => {
    const samples = new Map([
      ['sam-lee', { ...author('sam-lee', 'Sam Lee'), sample: true }],
      [
        'pat-kim',
        {
          ...author('pat-kim', 'Pat Kim', { title: 'CPA', state: 'NY' }),
          credential: { title: 'CPA' as const, state: 'NY' as const, sample: true },
        },
      ],
    ])
    const dir = folder({ 'closing.md': article('Text.', { reviewer: 'pat-kim', reviewed: '2025-05-03' }) })
    const [closing] = (await readCollection(dir, { ...rules, authors: samples })).articles
    expect(closing?.author).toMatchObject({ id: 'sam-lee', sample: true })
    expect(closing?.review?.by).not.toHaveProperty('sample')
    expect(closing?.review?.by.credential).toEqual({ title: 'CPA', state: 'New York', sample: true })
    // Confirmed, neither carries a flag.
    const [confirmed] = (await readCollection(dir, rules)).articles
    expect(confirmed?.author).not.toHaveProperty('sample')
    expect(confirmed?.review?.by.credential).not.toHaveProperty('sample')
  })

  it.each([
    [
      'an author who is not one',
      { author: 'sam-le' },
      /closing\.md:5:9 author: "sam-le" is not an author; the authors are sam-lee, pat-kim/,
    ],
    [
      'a reviewer without a credential',
      { author: 'pat-kim', reviewer: 'sam-lee', reviewed: '2025-05-03' },
      /reviewer: Sam Lee has no credential \(src\/content\/blog\/authors\/sam-lee\.yml\): a reviewer is a CPA or an EA/,
    ],
    [
      'a reviewer without the day',
      { reviewer: 'pat-kim' },
      /closing\.md:\d+:\d+ reviewed: a review names both the reviewer and the day/,
    ],
    [
      'an author reviewing their own article',
      { author: 'pat-kim', reviewer: 'pat-kim', reviewed: '2025-05-03' },
      /reviewer: expected the id of the author with a credential \(CPA or EA\) who checked it, other than its author/,
    ],
    [
      'an update before the article',
      { updated: '2025-04-01' },
      /closing\.md:\d+:\d+ updated: expected the day it last changed what it says, written YYYY-MM-DD, after its date/,
    ],
    [
      'neither a cover nor an illustration',
      { image: '' },
      /closing\.md:\d+:\d+ image: expected one of the illustrations: .*, or a cover picture \(cover\)/,
    ],
  ])('fails the build on %s, naming the file and the field', async (_, fields, message) => {
    await expect(readCollection(folder({ 'closing.md': article('Text.', fields) }), rules)).rejects.toThrow(message)
  })
})

describe('topics and related reading', () => {
  it('makes a topic of each tag, and relates the articles that share one, newest first', async () => {
    const dir = folder({
      'first.md': article('Text.', { date: '2025-01-01', tags: '[Cash flow, payroll]' }),
      'second.md': article('Text.', { date: '2025-02-01', tags: '[cash flow]' }),
      'third.md': article('Text.', { date: '2025-03-01', tags: '[payroll]' }),
      'fourth.md': article('Text.', { date: '2025-04-01', tags: '[sales tax]' }),
    })
    const { articles, teasers } = await readCollection(dir, rules)
    const first = articles.find((a) => a.slug === 'first')
    expect(first?.topics).toEqual([
      { slug: 'cash-flow', name: 'Cash flow' },
      { slug: 'payroll', name: 'Payroll' },
    ])
    expect(first?.related.map((r) => r.slug)).toEqual(['third', 'second'])
    expect(articles.find((a) => a.slug === 'fourth')?.related).toEqual([])
    expect(teasers.find((t) => t.slug === 'second')?.topics).toEqual([{ slug: 'cash-flow', name: 'Cash flow' }])
  })

  it('lists a topic and an author on pages of their own, newest first, as many to a page as /blog', async () => {
    const count = PER_PAGE * 2 + 1
    const files = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        `post-${i}.md`,
        article('Text.', {
          date: `2025-01-${String(i + 1).padStart(2, '0')}`,
          tags: i % 2 ? '[cash flow]' : '[cash flow, payroll]',
          ...(i === 3 && { reviewer: 'pat-kim', reviewed: '2025-02-01' }),
        }),
      ]),
    )
    const blog = await readCollection(folder(files), rules)
    const pages = listingPages(blog.teasers, PER_PAGE)
    expect(pages.filter((page) => page.kind === 'topic').map((page) => page.path)).toEqual([
      '/blog/topics/cash-flow',
      '/blog/topics/cash-flow/page/2',
      '/blog/topics/cash-flow/page/3',
      '/blog/topics/payroll',
      '/blog/topics/payroll/page/2',
    ])
    expect(pages.find((page) => page.path === '/blog/authors/pat-kim')).toMatchObject({ n: 1, pages: 1 })
    const load = async (id: string) => {
      const source = listingModule(id, blog, PER_PAGE)
      return source && JSON.parse(source.replace(/^export default /, ''))
    }
    const second = await load('virtual:blog/topic/cash-flow/2')
    expect(second).toMatchObject({ n: 2, pages: 3, topic: { slug: 'cash-flow', name: 'Cash flow', count } })
    expect(second.posts.map((post: { slug: string }) => post.slug)).toEqual(
      blog.teasers.slice(PER_PAGE, PER_PAGE * 2).map((teaser) => teaser.slug),
    )
    expect(await load('virtual:blog/topic/cash-flow/4')).toBeUndefined()
    // After the list, the blog's newest articles outside it: none for a topic every article is on.
    const slugs = (posts: { slug: string }[]) => posts.map((post) => post.slug)
    expect(second.more).toEqual([])
    const outside = blog.teasers.filter((teaser) => !teaser.topics.some((topic) => topic.slug === 'payroll'))
    expect(outside.length).toBeGreaterThan(MORE)
    expect(slugs((await load('virtual:blog/topic/payroll/2')).more)).toEqual(slugs(outside.slice(0, MORE)))
    const reviewer = await load('virtual:blog/author/pat-kim/1')
    expect(reviewer.author).toMatchObject({ name: 'Pat Kim', wrote: 0, reviewed: 1 })
    expect(slugs(reviewer.posts)).toEqual(['post-3'])
  })

  it('gives the feed each topic as a category, with its page as the domain', async () => {
    const { teasers } = await readCollection(folder({ 'closing.md': article('Text.', { tags: '[Cash flow]' }) }), rules)
    const rss = blogFeed({ origin: 'https://www.example.com', brand: 'LedgerPod', description: 'The blog.', teasers })
    expect(rss).toContain('<category domain="https://www.example.com/blog/topics/cash-flow">Cash flow</category>')
  })

  it('fails the build on a tag that makes no address', async () => {
    await expect(
      readCollection(folder({ 'closing.md': article('Text.', { tags: '["close", "!!"]' }) }), rules),
    ).rejects.toThrow(/closing\.md:7:\d+ tags\.1: expected a tag with letters or digits/)
  })
})

describe('pictures in an article', () => {
  it('draws a cover and a picture of the text as responsive pictures, with their size and alt text', async () => {
    const dir = folder({
      'closing.md': article('Text.\n\n![A bar chart of cash in and out](/uploads/chart.png "Cash in and out")', {
        cover: '{ src: /uploads/chart.png, alt: A green chart of the month }',
      }),
    })
    const [closing] = (await readCollection(dir, rules)).articles
    const file = (w: number, ext: string) => `/assets/pictures/chart-[0-9a-f]{10}-${w}\\.${ext}`
    const set = (ext: string) => [400, 720, 1080, 1440].map((w) => `${file(w, ext)} ${w}w`).join(',')
    expect(closing?.cover).toMatchObject({
      path: expect.stringMatching(/^\/assets\/pictures\/chart-[0-9a-f]{10}$/),
      widths: [400, 720, 1080, 1440],
      type: 'png',
      width: 720,
      height: 405,
      alt: 'A green chart of the month',
    })
    const sizes = pictureRules.PICTURE_PLACES.column.sizes.replace(/[()]/g, '\\$&')
    expect(closing?.html).toMatch(
      new RegExp(
        `<figure class="mt-8"><picture><source type="image/avif" srcset="${set('avif')}" sizes="${sizes}">` +
          `<source type="image/webp" srcset="${set('webp')}" sizes="${sizes}">` +
          `<img src="${file(400, 'png')}" srcset="${set('png')}" sizes="${sizes}" alt="A bar chart of cash in and out" ` +
          `width="720" height="405" loading="lazy" decoding="async" class="h-auto w-full rounded-card"></picture>` +
          `<figcaption class="mt-2 text-sm text-ink-600">Cash in and out</figcaption></figure>`,
      ),
    )
  })

  it("fetches the text's first picture at once when there is no cover: it is the page's main picture", async () => {
    const dir = folder({
      'closing.md': article('![A bar chart](/uploads/chart.png)\n\n![The same chart](/uploads/chart.png)'),
    })
    const html = (await readCollection(dir, rules)).articles[0]!.html
    expect([...html.matchAll(/loading="(\w+)"/g)].map((m) => m[1])).toEqual(['eager', 'lazy'])
    expect(html).toContain('fetchpriority="high"')
  })

  // The body's first line is line 11; each picture is its third line.
  it.each([
    [
      'without alt text',
      '![](/uploads/chart.png)',
      /closing\.md:13:1: picture "\/uploads\/chart\.png" has no alt text: say what it shows/,
    ],
    [
      'whose file is missing',
      '![A chart](/uploads/charts.png)',
      /closing\.md:13:1: picture \/uploads\/charts\.png: no such file in src\/content\/uploads\//,
    ],
    [
      'too small for the column',
      '![A chart](/uploads/small.jpg)',
      /closing\.md:13:1: picture \/uploads\/small\.jpg is 600x400 px, too small for a picture in an article: it is shown up to 720 px, so upload one at least 720 px wide \(1440 px for sharp screens\)/,
    ],
    [
      'too large: a camera original',
      '![A chart](/uploads/huge.jpg)',
      /closing\.md:13:1: picture \/uploads\/huge\.jpg is 7000x50 px, too large for a picture in an article \(at most 6000 px\)/,
    ],
    [
      'from another site',
      '![A chart](https://example.com/chart.png)',
      /closing\.md:13:1: picture "https:\/\/example\.com\/chart\.png" is not an upload/,
    ],
  ])('fails the build on a picture %s, naming the file and the line', async (_, picture, message) => {
    const dir = folder({ 'closing.md': article(`First paragraph.\n\n${picture}`) })
    await expect(readCollection(dir, rules)).rejects.toThrow(message)
  })

  it('fails the build on a cover too small, naming its field', async () => {
    const dir = folder({
      'closing.md': article('Text.', { cover: '{ src: /uploads/small.jpg, alt: A small picture }' }),
    })
    await expect(readCollection(dir, rules)).rejects.toThrow(
      /closing\.md:\d+:\d+ cover\.src: \/uploads\/small\.jpg is 600x400 px, too small/,
    )
  })
})

describe('the collection', () => {
  it('lists every article of the posts folder, newest first', () => {
    expect(teasers.map((t) => `${t.slug}.md`).sort()).toEqual(readdirSync(POSTS_DIR).sort())
    expect(teasers.map((t) => t.date)).toEqual(
      teasers
        .map((t) => t.date)
        .sort()
        .reverse(),
    )
  })

  it('gives the home page the newest articles and /blog its pages', () => {
    expect(latest).toEqual(teasers.slice(0, latest.length))
    expect(pageCount).toBe(Math.max(1, Math.ceil(teasers.length / perPage)))
  })

  it('names who wrote each article, and the day it was updated, on /blog’s pages, not on the home page', async () => {
    expect(firstPage.map(({ by: _by, updated: _u, ...teaser }) => teaser)).toEqual(teasers.slice(0, firstPage.length))
    for (const [i, post] of firstPage.entries()) {
      expect(post.updated).toBe(feed.teasers[i]!.updated)
      const { author } = (await loadAuthor(feed.teasers[i]!.author, 1))!
      expect(post.by).toEqual({ name: author.name, role: author.role, ...(author.sample && { sample: true }) })
    }
    expect(latest.every((post) => !('by' in post) && !('updated' in post))).toBe(true)
  })

  it('gives the feed and the prerender each article with its topics and people, and every topic and author page', () => {
    // The lists show an article's dates, not its topics or people.
    expect(feed.teasers.map(({ topics: _t, author: _a, reviewer: _r, updated: _u, ...teaser }) => teaser)).toEqual(
      teasers,
    )
    for (const teaser of feed.teasers) {
      for (const topic of teaser.topics)
        expect(feed.listings).toContainEqual(expect.objectContaining({ path: `/blog/topics/${topic.slug}` }))
      expect(feed.listings).toContainEqual(
        expect.objectContaining({ path: `/blog/authors/${teaser.author}`, kind: 'author' }),
      )
    }
  })

  it('loads an article with its body, reading time and related articles, and nothing for an unknown address', async () => {
    const first = await loadArticle(teasers[0]!.slug)
    expect(first?.html.length).toBeGreaterThan(1000)
    expect(first?.readingMinutes).toBeGreaterThan(0)
    expect(first?.related.map((r) => r.slug)).not.toContain(first?.slug)
    expect(await loadArticle('no-such-article')).toBeUndefined()
  })
})
