// @ts-check
// Vite plugin: the blog collection. Each article is one Markdown file, src/content/blog/posts/<slug>.md, with front
// matter (src/content/blog/front-matter.ts says which fields). It is read at build time by unified (remark and
// rehype: the Markdown pipeline most documentation sites build on), checked, and served as virtual modules sized so
// that no page's JavaScript grows with the number of articles:
//   virtual:blog                  the newest teasers, the page count and size (home page, /blog)
//   virtual:blog/page/<n>         the teasers of one /blog page
//   virtual:blog/pages            loadPage(n), one dynamic import per page (/blog/page/<n> only)
//   virtual:blog/articles         loadArticle(slug), one dynamic import per article (the article route only)
//   virtual:blog/article/<slug>   one article: its teaser, body HTML, reading time and related articles
//   virtual:blog/all              every teaser (/sitemap)
//   virtual:blog/feed             every teaser with its topics and people, every topic's and author's page: the feed,
//                                 the sitemap and the prerender (the server build only)
//   virtual:blog/topics, virtual:blog/topic/<slug>/<n>, virtual:blog/authors, virtual:blog/author/<id>/<n>
//                                 the pages of each topic and each author (scripts/blog-listings.mjs)
// Each article names its author and may name a reviewer (src/content/blog/authors/<id>.yml), and shows its cover
// and the pictures of its text as the build sizes them (scripts/pictures.mjs, scripts/markdown-pictures.mjs).
// A bad article fails the build with its file, and the field or line, and what was expected.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import rehypeAutolinkHeadings from 'rehype-autolink-headings'
import rehypeExternalLinks from 'rehype-external-links'
import rehypeSlug from 'rehype-slug'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import * as v from 'valibot'
import { VFile } from 'vfile'
import { matter } from 'vfile-matter'
import { listedTeaserOf, listingModule, listingPages, teaserOf, topicsOf } from './blog-listings.mjs'
import { ContentError, positionOf, unknownVariable } from './content-error.mjs'
import { AUTHORS_DIR, authorFiles, loadContext, readAuthors } from './content-files.mjs'
import { markdownPictures } from './markdown-pictures.mjs'
import { describePicture, PictureError } from './pictures.mjs'
import { runSource } from './source-module.mjs'

export const POSTS_DIR = 'src/content/blog/posts'
/** Where the CMS saves uploads (UPLOADS in src/content/picture.ts, which the build reads). */
const UPLOADS_DIR = 'src/content/uploads'
/** Where the build reads the articles: POSTS_DIR, or BLOG_POSTS_DIR (the scale benchmark's generated articles). */
export const postsDir = (/** @type {string} */ root) => resolve(root, process.env.BLOG_POSTS_DIR || POSTS_DIR)
/** Teasers on each /blog page. */
export const PER_PAGE = 12
/** Teasers in the home page's "Our Latest Blog". */
const LATEST = 3
/** Related articles under each article. */
const RELATED = 3
const WORDS_PER_MINUTE = 220
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Addresses under /blog/ that are not articles. */
const RESERVED = ['page', 'topics', 'authors']
const PREFIX = 'virtual:blog'

/**
 * @typedef {import('@/content/types').BlogTeaser} Teaser
 * @typedef {import('@/content/types').FullTeaser} FullTeaser
 * @typedef {import('@/content/types').Article} Article
 * @typedef {import('@/content/types').AuthorCard} AuthorCard
 * @typedef {import('@/content/picture').Picture} Picture
 * @typedef {import('@/content/picture').PictureInput} PictureInput
 * @typedef {import('@/content/blog/author-schema').AuthorFile & { id: string, file: string }} Author
 * @typedef {{ articles: Article[], teasers: FullTeaser[], authors: Map<string, AuthorCard>, files: string[] }} Collection
 * @typedef {{ describe: (input: PictureInput, place: string) => Picture, columnSizes: string,
 *   states: Record<string, string> }} PictureAndPeople
 */

/**
 * `{{name}}` replaced by its variable, everywhere in a text; an unknown name is an error at its place: `at(offset)`
 * says where an offset of the text is in the file, and which field it is.
 * @param {string} text @param {Record<string, string>} variables @param {string} file
 * @param {(offset: number) => { line: number, column: number, field?: string }} at
 */
function substitute(text, variables, file, at) {
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, name, offset) => {
    const value = variables[name]
    if (value === undefined)
      throw new ContentError({ file, ...at(offset), message: unknownVariable(name, Object.keys(variables)) })
    return value
  })
}

/**
 * The line and column of an offset in a text that starts at `firstLine`.
 * @param {string} text @param {number} offset @param {number} firstLine
 */
const lineOf = (text, offset, firstLine) => {
  const before = text.slice(0, offset).split('\n')
  return { line: firstLine + before.length - 1, column: (before.at(-1)?.length ?? 0) + 1 }
}

/**
 * Markdown to HTML: heading ids and anchor links, external links in a new tab without the opener, internal links
 * checked against the site's pages, pictures checked and sized (markdown-pictures.mjs). Raw HTML in the Markdown is
 * dropped.
 * @param {string} markdown
 * @param {{ file: string, firstLine: number, paths: Set<string>,
 *   pictures: Parameters<typeof markdownPictures>[0] }} context
 */
async function toHtml(markdown, { file, firstLine, paths, pictures }) {
  const checkLinks = () => (/** @type {import('mdast').Root} */ tree) =>
    visit(tree, 'link', (/** @type {any} */ node) => {
      const url = String(node.url)
      const line = firstLine + (node.position?.start.line ?? 1) - 1
      if (/^(https?:|mailto:|tel:|#)/.test(url)) return
      const column = node.position?.start.column ?? 1
      if (!url.startsWith('/')) {
        throw new ContentError({
          file,
          line,
          column,
          message: `link "${url}": write an internal link as a path from the site root`,
        })
      }
      const path = url.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')
      if (!paths.has(path)) {
        throw new ContentError({ file, line, column, message: `link "${url}": ${path} is not a page of the site` })
      }
    })
  const result = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(checkLinks)
    .use(markdownPictures(pictures))
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeAutolinkHeadings, { behavior: 'wrap', properties: { className: ['heading-anchor'] } })
    .use(rehypeExternalLinks, {
      target: '_blank',
      rel: ['noopener', 'noreferrer'],
      content: { type: 'text', value: ' (opens in a new tab)' },
      contentProperties: { className: ['sr-only'] },
    })
    .use(rehypeStringify)
    .process(markdown)
  return String(result)
}

/** Words of a Markdown body, for the reading time. @param {string} markdown */
const wordCount = (markdown) =>
  markdown
    .replace(/[#>*_`[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length

/**
 * Related reading: the other articles on at least one of its topics, newest first.
 * @param {FullTeaser} teaser @param {FullTeaser[]} teasers newest first @returns {Teaser[]}
 */
function related(teaser, teasers) {
  const topics = new Set(teaser.topics.map((topic) => topic.slug))
  return teasers
    .filter((other) => other.slug !== teaser.slug && other.topics.some((topic) => topics.has(topic.slug)))
    .slice(0, RELATED)
    .map(teaserOf)
}

/** Whether an optional field was left empty (the CMS may write an empty value for a field left blank). */
const blank = (/** @type {unknown} */ value) =>
  value === '' ||
  value === null ||
  (!!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(blank))

/**
 * An author as the articles show them: the credential by its title and, for a CPA, the state's name; the person and
 * the credential each flagged while a sample (the pages mark them, structured data leaves a sample credential out).
 * @param {Author} author @param {PictureAndPeople} people @returns {AuthorCard}
 */
function authorCard({ id, name, role, bio, credential, picture, profile, sample }, { states }) {
  return {
    id,
    name,
    role,
    bio,
    ...(credential && {
      credential: {
        title: credential.title,
        ...(credential.state && { state: states[credential.state] }),
        ...(credential.sample && { sample: /** @type {const} */ (true) }),
      },
    }),
    ...(picture && { picture }),
    ...(profile && { profile }),
    ...(sample && { sample: /** @type {const} */ (true) }),
  }
}

/**
 * Reads, checks and renders every article of a folder. `fields` says what each front matter field must hold,
 * `schema` checks them, `paths` are the site's pages outside the blog, `authors` who may write and review them;
 * `describe` checks and sizes an uploaded picture for a place (scripts/pictures.mjs).
 * @param {string} dir
 * @param {{ schema: any, fields: Record<string, { text: string, optional?: boolean }>,
 *   variables: Record<string, string>, paths: string[], authors: Map<string, Author> } & PictureAndPeople} rules
 * @returns {Promise<Collection>}
 */
export async function readCollection(dir, rules) {
  const { schema, fields, variables, paths, authors, describe, columnSizes } = rules
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
  const slugs = files.map((name) => name.slice(0, -3))
  for (const [i, slug] of slugs.entries()) {
    if (!SLUG.test(slug) || RESERVED.includes(slug)) {
      throw new ContentError({
        file: join(dir, files[i] ?? slug),
        message: `the file name is the address: lower-case words joined by hyphens, none of ${RESERVED.join(', ')}`,
      })
    }
  }
  /** What the front matter gives each article, and what rendering its text needs. */
  const parsed = []
  for (const [i, name] of files.entries()) {
    const file = join(dir, name)
    const source = readFileSync(file, 'utf8')
    const vfile = new VFile({ path: file, value: source })
    try {
      matter(vfile, { strip: true })
    } catch (error) {
      throw new ContentError({
        file,
        message: `the front matter is not valid YAML: ${/** @type {Error} */ (error).message.split('\n')[0]}`,
      })
    }
    const body = String(vfile.value)
    const firstLine = source.slice(0, source.length - body.length).split('\n').length
    // The front matter's own text (after the opening ---), to find a field's line.
    const front = source.slice(source.indexOf('\n') + 1)
    /** Where a front matter field is in the file. @param {(string | number)[]} keys */
    const fieldAt = (keys) => {
      const { line, column } = positionOf(front, keys)
      return { line: line + 1, column, field: keys.join('.') }
    }
    /** A mistake in a field. @param {(string | number)[]} keys @param {string} message @returns {never} */
    const fail = (keys, message) => {
      throw new ContentError({ file, ...fieldAt(keys), message })
    }
    /** @type {(value: unknown, keys: (string | number)[]) => unknown} */
    const fill = (value, keys) =>
      typeof value === 'string'
        ? substitute(value, variables, file, () => fieldAt(keys))
        : Array.isArray(value)
          ? value.map((item, i) => fill(item, [...keys, i]))
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, [...keys, key])]))
            : value
    const data = /** @type {Record<string, unknown>} */ (fill(vfile.data.matter ?? {}, []))
    for (const [field, expected] of Object.entries(fields)) {
      if (expected.optional && blank(data[field])) delete data[field]
      if (!expected.optional && data[field] === undefined) {
        throw new ContentError({
          file,
          line: 1,
          field,
          message: `missing from the front matter: expected ${expected.text}`,
        })
      }
    }
    const unknown = Object.keys(data).find((field) => !(field in fields))
    if (unknown) fail([unknown], `not a field of the front matter; the fields are ${Object.keys(fields).join(', ')}`)
    const result = v.safeParse(schema, data)
    if (!result.success) {
      const issue = result.issues[0]
      const keys = (issue.path ?? []).map((/** @type {{ key: unknown }} */ step) =>
        typeof step.key === 'number' ? step.key : String(step.key),
      )
      fail(keys, `expected ${issue.message}, got ${JSON.stringify(issue.input)}`)
    }
    // `allow` is the prose check's, not the page's.
    const { cta, allow: _allow, tags, author, reviewer, reviewed, cover, ...frontMatter } = result.output
    if (!cover && !frontMatter.image) fail(['image'], `expected ${fields.image?.text}, or a cover picture (cover)`)
    if (frontMatter.updated && frontMatter.updated <= frontMatter.date)
      fail(['updated'], `expected ${fields.updated?.text}`)
    /** @param {string} field @param {string} id */
    const person = (field, id) =>
      authors.get(id) ??
      fail([field], `"${id}" is not an author; the authors are ${[...authors.keys()].join(', ') || 'none yet'}`)
    const writer = person('author', author)
    const checker = reviewer ? person('reviewer', reviewer) : undefined
    if (checker && !checker.credential) {
      fail(['reviewer'], `${checker.name} has no credential (${checker.file}): a reviewer is a CPA or an EA`)
    }
    if (checker && checker.id === writer.id) fail(['reviewer'], `expected ${fields.reviewer?.text}`)
    if (!!reviewer !== !!reviewed) {
      fail([reviewer ? 'reviewed' : 'reviewer'], 'a review names both the reviewer and the day (reviewed)')
    }
    /** @type {Picture | undefined} */
    let picture
    try {
      picture = cover && describe(cover, 'column')
    } catch (error) {
      if (error instanceof PictureError) fail(['cover', 'src'], error.message)
      throw error
    }
    const topics = topicsOf(tags, (index, message) => fail(['tags', index], message))
    // A review vouches for the text it read: an update after it takes the review line off the article, and the article
    // off the reviewer's page, until the reviewer reads it again.
    const review =
      checker && reviewed && reviewed >= (frontMatter.updated ?? reviewed) ? { by: checker, date: reviewed } : undefined
    parsed.push({
      file,
      body,
      firstLine,
      banner: cta,
      review,
      writer,
      /** @type {FullTeaser} */
      teaser: {
        slug: slugs[i] ?? '',
        title: frontMatter.title,
        description: frontMatter.description,
        date: frontMatter.date,
        ...(frontMatter.updated && { updated: frontMatter.updated }),
        ...(frontMatter.image && { image: frontMatter.image }),
        ...(picture && { cover: picture }),
        topics,
        author: writer.id,
        ...(review && { reviewer: review.by.id }),
      },
      keywords: frontMatter.keywords,
    })
  }
  parsed.sort((a, b) => b.teaser.date.localeCompare(a.teaser.date) || a.teaser.title.localeCompare(b.teaser.title))
  const teasers = parsed.map((article) => article.teaser)
  const pageCount = Math.max(1, Math.ceil(files.length / PER_PAGE))
  const known = new Set([
    ...paths,
    ...slugs.map((slug) => `/blog/${slug}`),
    ...Array.from({ length: pageCount - 1 }, (_, i) => `/blog/page/${i + 2}`),
    ...listingPages(teasers, PER_PAGE).map((page) => page.path),
  ])
  /** @type {Map<string, AuthorCard>} */
  const cards = new Map()
  const cardOf = (/** @type {Author} */ author) => {
    if (!cards.has(author.id)) cards.set(author.id, authorCard(author, rules))
    return /** @type {AuthorCard} */ (cards.get(author.id))
  }
  /** @type {Article[]} */
  const articles = []
  for (const { file, body, firstLine, banner, review, writer, teaser, keywords } of parsed) {
    const markdown = substitute(body, variables, file, (offset) => lineOf(body, offset, firstLine))
    const pictures = {
      file,
      firstLine,
      sizes: columnSizes,
      // Without a cover, the text's first picture is the page's main one.
      eager: !teaser.cover,
      describe: (/** @type {PictureInput} */ input) => describe(input, 'column'),
    }
    articles.push({
      ...teaserOf(teaser),
      ...(teaser.updated && { updated: teaser.updated }),
      keywords,
      readingMinutes: Math.max(1, Math.round(wordCount(markdown) / WORDS_PER_MINUTE)),
      html: await toHtml(markdown, { file, firstLine, paths: known, pictures }),
      related: related(teaser, teasers),
      topics: teaser.topics,
      author: cardOf(writer),
      ...(review && { review: { by: cardOf(review.by), date: review.date } }),
      ...(banner && { banner }),
    })
  }
  return { articles, teasers, authors: cards, files: files.map((name) => join(dir, name)) }
}

/**
 * The JavaScript of one virtual module of the collection, or undefined for an unknown id.
 * @param {string} id @param {Collection} blog
 */
function moduleSource(id, blog) {
  const json = (/** @type {unknown} */ value) => JSON.stringify(value)
  const pages = Math.max(1, Math.ceil(blog.teasers.length / PER_PAGE))
  if (id === PREFIX) {
    return `export const latest = ${json(blog.teasers.slice(0, LATEST).map(teaserOf))}\nexport const pageCount = ${pages}\nexport const perPage = ${PER_PAGE}\n`
  }
  const page = /^virtual:blog\/page\/(\d+)$/.exec(id)
  if (page) {
    const n = Number(page[1])
    const posts = blog.teasers.slice((n - 1) * PER_PAGE, n * PER_PAGE)
    return `export default ${json(posts.map((teaser) => listedTeaserOf(teaser, blog.authors)))}\n`
  }
  if (id === `${PREFIX}/pages`) {
    const loaders = Array.from({ length: pages }, (_, i) => `  ${i + 1}: () => import('virtual:blog/page/${i + 1}'),`)
    return `const pages = {\n${loaders.join('\n')}\n}\nexport const loadPage = (n) => pages[n]?.().then((m) => m.default)\n`
  }
  if (id === `${PREFIX}/articles`) {
    const loaders = blog.articles.map((a) => `  ${json(a.slug)}: () => import('virtual:blog/article/${a.slug}'),`)
    return `const articles = {\n${loaders.join('\n')}\n}\nexport const loadArticle = (slug) => Object.hasOwn(articles, slug) ? articles[slug]().then((m) => m.default) : Promise.resolve(undefined)\n`
  }
  const article = /^virtual:blog\/article\/(.+)$/.exec(id)
  if (article) {
    const found = blog.articles.find((a) => a.slug === article[1])
    return found && `export default ${json(found)}\n`
  }
  if (id === `${PREFIX}/all`) return `export const teasers = ${json(blog.teasers.map(teaserOf))}\n`
  if (id === `${PREFIX}/feed`) {
    const listings = listingPages(blog.teasers, PER_PAGE).map(({ path, kind, date }) => ({ path, kind, date }))
    return `export const teasers = ${json(blog.teasers)}\nexport const listings = ${json(listings)}\n`
  }
  return listingModule(id, blog, PER_PAGE)
}

/**
 * The site's pages outside the blog, the front matter schema, the article variables and the authors, from the
 * TypeScript sources and the authors' files; and how a picture is checked and sized.
 * @param {string} root
 */
export async function sourceRules(root) {
  const load = (/** @type {string} */ file) => runSource(resolve(root, file))
  const [registry, frontMatter, context] = await Promise.all([
    load('src/content/registry.ts'),
    load('src/content/blog/front-matter.ts'),
    loadContext(root),
  ])
  const { pictureRules } = context
  const authors = await load('src/content/blog/author-schema.ts')
  return {
    rules: {
      schema: frontMatter.module.frontMatterSchema,
      fields: frontMatter.module.FRONT_MATTER_FIELDS,
      variables: frontMatter.module.ARTICLE_VARIABLES,
      paths: registry.module.pageList.map((/** @type {{ path: string }} */ page) => page.path),
      authors: readAuthors(root, context),
      describe: (/** @type {PictureInput} */ input, /** @type {string} */ place) =>
        describePicture(input, place, { root, rules: pictureRules }),
      columnSizes: pictureRules.PICTURE_PLACES.column.sizes,
      states: authors.module.LICENSING_STATES,
    },
    dependencies: [
      ...registry.dependencies,
      ...frontMatter.dependencies,
      ...context.dependencies,
      ...authorFiles(root).map((name) => resolve(root, AUTHORS_DIR, name)),
    ],
  }
}

/** @returns {import('vite').Plugin} */
export function blogCollection() {
  let root = process.cwd()
  /** @type {Promise<{ blog: Collection, dependencies: string[] }> | undefined} */
  let loading
  const load = () =>
    (loading ??= sourceRules(root).then(async ({ rules, dependencies }) => ({
      blog: await readCollection(postsDir(root), rules),
      dependencies,
    })))
  return {
    name: 'blog-collection',
    configResolved(config) {
      root = config.root
    },
    resolveId: (id) => (id === PREFIX || id.startsWith(`${PREFIX}/`) ? `\0${id}` : undefined),
    load: {
      filter: { id: /^\0virtual:blog/ },
      async handler(id) {
        const { blog, dependencies } = await load()
        for (const file of [...blog.files, ...dependencies]) this.addWatchFile(file)
        const source = moduleSource(id.slice(1), blog)
        if (source === undefined) throw new Error(`${id.slice(1)}: no such article or page of the blog`)
        return source
      },
    },
    configureServer(server) {
      // An edited, added or removed article, author or upload shows up at once: read the collection again and
      // reload the page.
      const watched = [postsDir(root), resolve(root, AUTHORS_DIR), resolve(root, UPLOADS_DIR)]
      server.watcher.add(watched)
      const reload = (/** @type {string} */ file) => {
        if (!watched.some((dir) => file.startsWith(dir))) return
        loading = undefined
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith('\0virtual:blog')) server.moduleGraph.invalidateModule(module)
        }
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('add', reload).on('change', reload).on('unlink', reload)
    },
  }
}
