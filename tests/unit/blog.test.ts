// The blog collection: Markdown files with checked front matter, rendered at build time (scripts/blog.mjs).
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { latest, pageCount, perPage } from 'virtual:blog'
import { teasers } from 'virtual:blog/all'
import { loadArticle } from 'virtual:blog/articles'
import { PER_PAGE, POSTS_DIR, readCollection } from '../../scripts/blog.mjs'
import { ARTICLE_VARIABLES, FRONT_MATTER_FIELDS, frontMatterSchema } from '../../src/content/blog/front-matter'
import { pageList } from '../../src/content/registry'

const rules = {
  schema: frontMatterSchema,
  fields: FRONT_MATTER_FIELDS,
  variables: ARTICLE_VARIABLES,
  paths: pageList.map((p) => p.path),
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
    ['an unknown image', { image: 'photo.jpg' }, /closing\.md:5:8 image: expected one of the illustrations/],
    ['no tags', { tags: '[]' }, /closing\.md:6:7 tags: expected a list of at least one tag, got \[\]/],
    ['an unknown field', { author: 'Sam' }, /closing\.md:8:9 author: not a field of the front matter/],
  ])('fails the build on %s, naming the file and the field', async (_, fields, message) => {
    await expect(readCollection(folder({ 'closing.md': article('Text.', fields) }), rules)).rejects.toThrow(message)
  })

  // The front matter takes lines 1 to 8 and a blank line follows: the body's first line is line 10.
  it('fails the build on a link to a page that does not exist, naming the file and the line', async () => {
    const dir = folder({ 'closing.md': article('First paragraph.\n\nSee [our prices](/prices).') })
    await expect(readCollection(dir, rules)).rejects.toThrow(
      /closing\.md:12:5: link "\/prices": \/prices is not a page/,
    )
  })

  it('fails the build on an unknown variable, naming the file and the line', async () => {
    const dir = folder({ 'closing.md': article('Hello.\n\nWe are {{company}}.') })
    await expect(readCollection(dir, rules)).rejects.toThrow(/closing\.md:12:8: unknown variable \{\{company\}\}/)
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

  it('loads an article with its body, reading time and related articles, and nothing for an unknown address', async () => {
    const first = await loadArticle(teasers[0]!.slug)
    expect(first?.html.length).toBeGreaterThan(1000)
    expect(first?.readingMinutes).toBeGreaterThan(0)
    expect(first?.related.map((r) => r.slug)).not.toContain(first?.slug)
    expect(await loadArticle('no-such-article')).toBeUndefined()
  })
})
