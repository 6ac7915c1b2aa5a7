// @ts-check
// After the prerender (scripts/build.mjs runs it): every link written into a content file leads to a page the build
// published, and its #anchor to an element of that page's HTML. The files: each page's FAQ (src/content/faqs/*.yml),
// the site settings (src/content/settings/*.yml), the articles (src/content/blog/posts/*.md) and the page modules
// (src/content/pages/*.ts). A link is `[words](/path#anchor)` in copy (src/lib/inline-links.ts), a Markdown link in an
// article, or a `{ to, hash }` target in a page module. Each mistake is one line, `file:line:column field: what`, and
// the build stops; `node scripts/content-links.mjs [folder]` checks a build folder (default dist/) alone.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import ts from 'typescript'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { parse } from 'yaml'
import { postsDir } from './blog.mjs'
import { closest, ContentError, positionOf } from './content-error.mjs'
import { contentFiles, faqId, loadContext, readContentFile } from './content-files.mjs'
import { pageFile, prerendered } from './hosting.mjs'
import { runSource } from './source-module.mjs'

/**
 * A link as written, and where: `url` is its target (`/security#documents`); a mistake in writing it has `problem`.
 * @typedef {{ file: string, line: number, column: number, field: string, url: string, problem?: string }} FoundLink
 * @typedef {(text: string) => { to: string, hash?: string }[]} LinksIn the links of a text (src/lib/inline-links.ts)
 * @typedef {{ pages: Map<string, Set<string>>, files: (path: string) => boolean }} Site a build's pages with their
 *   anchors (each element's id), and whether a path is a file of it
 */

/** A `[words](` that the link syntax did not take: "[words](security)", "[words](/path#a b)". */
const HALF_WRITTEN = 'not a link: write one as [words](/path) or [words](/path#anchor), from the site’s root'

/**
 * The links of one copy text: each link, then a half-written one if any (a `](` no link took).
 * @param {string} text @param {LinksIn} linksIn
 */
function textLinks(text, linksIn) {
  const urls = linksIn(text).map(({ to, hash }) => `${to}${hash ? `#${hash}` : ''}`)
  const rest = text.replace(/\[[^\]\n]+\]\(\/[\w./-]*(#[\w-]+)?\)/g, '')
  return { urls, halfWritten: /\]\(/.test(rest) }
}

/** "items[3].answer[0]" from a path of keys. @param {(string | number)[]} keys */
const fieldOf = (keys) =>
  keys.reduce(
    (/** @type {string} */ field, key) =>
      typeof key === 'number' ? `${field}[${key}]` : `${field}${field ? '.' : ''}${String(key)}`,
    '',
  )

/**
 * Every string of a value with its path of keys, each object once.
 * @param {unknown} value @param {(string | number)[]} [keys] @param {Set<object>} [seen]
 * @returns {Generator<{ keys: (string | number)[], value: unknown }>}
 */
function* walk(value, keys = [], seen = new Set()) {
  yield { keys, value }
  if (!value || typeof value !== 'object' || seen.has(value)) return
  seen.add(value)
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* walk(item, [...keys, i], seen)
  else for (const [key, item] of Object.entries(value)) yield* walk(item, [...keys, key], seen)
}

/**
 * The links in the copy of a YAML file's data (a FAQ, a settings file or an article's front matter), each at its
 * field's line. `firstLine`: the file's line of the text's first (an article's front matter starts on line 2).
 * @param {string} text the YAML @param {string} file @param {unknown} data its data, variables filled in
 * @param {LinksIn} linksIn @param {number} [firstLine]
 * @returns {FoundLink[]}
 */
export function yamlLinks(text, file, data, linksIn, firstLine = 1) {
  return [...walk(data)].flatMap(({ keys, value }) => {
    if (typeof value !== 'string') return []
    const { urls, halfWritten } = textLinks(value, linksIn)
    if (urls.length === 0 && !halfWritten) return []
    const { line, column } = positionOf(text, keys)
    const at = { file, line: line + firstLine - 1, column, field: fieldOf(keys) }
    return [...urls.map((url) => ({ ...at, url })), ...(halfWritten ? [{ ...at, url: '', problem: HALF_WRITTEN }] : [])]
  })
}

/** A URL that leaves the site (any scheme, or protocol-relative). */
const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i

/**
 * The links of an article (src/content/blog/posts/<slug>.md): those of its front matter's copy, and the Markdown links
 * and link definitions of its text, each at its line. An anchor alone (`#section`) is one on the article itself.
 * @param {string} source @param {string} file @param {LinksIn} linksIn
 * @returns {FoundLink[]}
 */
export function articleLinks(source, file, linksIn) {
  const front = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(source)
  const frontLinks = front ? yamlLinks(front[1] ?? '', file, parse(front[1] ?? ''), linksIn, 2) : []
  const body = front ? source.slice(front[0].length) : source
  const firstLine = front ? front[0].split('\n').length : 1
  const slug = file.replace(/^.*[\\/]/, '').replace(/\.md$/, '')
  /** @type {FoundLink[]} */
  const links = []
  const tree = unified().use(remarkParse).use(remarkGfm).parse(body)
  visit(tree, ['link', 'definition'], (/** @type {any} */ node) => {
    const url = String(node.url)
    if (EXTERNAL.test(url)) return
    const at = {
      file,
      line: firstLine + (node.position?.start.line ?? 1) - 1,
      column: node.position?.start.column ?? 1,
      field: 'text',
    }
    if (url.startsWith('#')) links.push({ ...at, url: `/blog/${slug}${url}` })
    else if (url.startsWith('/')) links.push({ ...at, url })
    else links.push({ ...at, url, problem: `link "${url}": write a link to the site as a path from its root` })
  })
  return [...frontLinks, ...links]
}

/**
 * Where a value of a page module is written: the line and column of the property `keys` names in the module's source
 * (`homePage`, `hero`, `body`), or of the nearest enclosing literal when the value comes from elsewhere (a spread, a
 * constant, a call).
 * @param {ts.SourceFile} sourceFile @param {(string | number)[]} keys
 */
function modulePosition(sourceFile, keys) {
  /** @param {ts.Node | undefined} node @returns {ts.Node | undefined} */
  const unwrap = (node) =>
    node && (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node))
      ? unwrap(node.expression)
      : node
  /** @type {ts.Node} */
  let found = sourceFile
  /** @type {ts.Node | undefined} */
  let node
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue
    const declaration = statement.declarationList.declarations.find(
      (d) => ts.isIdentifier(d.name) && d.name.text === keys[0],
    )
    if (declaration) [found, node] = [declaration, declaration.initializer]
  }
  for (const key of keys.slice(1)) {
    node = unwrap(node)
    if (node && ts.isObjectLiteralExpression(node)) {
      const property = node.properties.find(
        (p) => p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === String(key),
      )
      if (!property) break
      ;[found, node] = [property, ts.isPropertyAssignment(property) ? property.initializer : undefined]
    } else if (node && ts.isArrayLiteralExpression(node) && typeof key === 'number') {
      // An index counts items only while no spread comes before it.
      if (node.elements.slice(0, key + 1).some(ts.isSpreadElement) || !node.elements[key]) break
      found = node = node.elements[key]
    } else break
  }
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(found.getStart(sourceFile))
  return { line: line + 1, column: character + 1 }
}

/**
 * The links of a page module's exports (src/content/pages/<id>.ts): in its copy and its `{ to, hash }` targets. A text
 * that a FAQ or settings file holds (`fromFiles`) is that file's, and named there.
 * @param {Record<string, unknown>} exports @param {string} source @param {string} file @param {LinksIn} linksIn
 * @param {Set<string>} [fromFiles]
 * @returns {FoundLink[]}
 */
export function moduleLinks(exports, source, file, linksIn, fromFiles = new Set()) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  /** @type {FoundLink[]} */
  const links = []
  for (const [name, value] of Object.entries(exports)) {
    for (const { keys, value: item } of walk(value, [name])) {
      const at = () => ({ file, ...modulePosition(sourceFile, keys), field: fieldOf(keys) })
      if (typeof item === 'string' && !fromFiles.has(item)) {
        const { urls, halfWritten } = textLinks(item, linksIn)
        if (urls.length > 0 || halfWritten) {
          const where = at()
          links.push(...urls.map((url) => ({ ...where, url })))
          if (halfWritten) links.push({ ...where, url: '', problem: HALF_WRITTEN })
        }
      } else if (item && typeof item === 'object' && 'to' in item && typeof item.to === 'string') {
        const hash = 'hash' in item && typeof item.hash === 'string' ? `#${item.hash}` : ''
        if (item.to.startsWith('/')) links.push({ ...at(), url: `${item.to}${hash}` })
      }
    }
  }
  return links
}

/**
 * A build folder's pages, each with the ids of its elements, and its files.
 * @param {string} dist @returns {Site}
 */
export function publishedSite(dist) {
  /** @type {Map<string, Set<string>>} */
  const pages = new Map()
  for (const { path } of prerendered(dist)) {
    const html = readFileSync(join(dist, pageFile(path)), 'utf8')
    pages.set(path, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? '')))
  }
  const files = (/** @type {string} */ path) => {
    const file = join(dist, decodeURIComponent(path))
    return existsSync(file) && statSync(file).isFile()
  }
  return { pages, files }
}

/**
 * ": did you mean …?" for a name close to known ones, each written with `prefix`.
 * @param {string} name @param {Iterable<string>} known @param {string} [prefix]
 */
const suggest = (name, known, prefix = '') => {
  const near = closest(name, [...known]).map((candidate) => `${prefix}${candidate}`)
  return near.length ? `: did you mean ${near.join(' or ')}?` : ''
}

/**
 * What is wrong with each link, one line each, in the order found.
 * @param {FoundLink[]} links @param {Site} site @returns {string[]}
 */
export function linkMistakes(links, site) {
  /** @type {string[]} */
  const mistakes = []
  for (const { url, problem, ...at } of links) {
    const say = (/** @type {string} */ message) => mistakes.push(new ContentError({ ...at, message }).message)
    if (problem) {
      say(problem)
      continue
    }
    const [target = '', hash] = url.split('#')
    const path = target.replace(/\?.*$/, '').replace(/(.)\/$/, '$1')
    if (/\.\w+$/.test(path)) {
      if (!site.files(path)) say(`link "${url}": ${path} is not a file of the site`)
      continue
    }
    const anchors = site.pages.get(path)
    if (!anchors) say(`link "${url}": ${path} is not a page of the site${suggest(path, site.pages.keys())}`)
    else if (hash && !anchors.has(hash))
      say(`link "${url}": ${path} has no anchor #${hash}${suggest(hash, anchors, '#')}`)
  }
  return [...new Set(mistakes)]
}

/**
 * Every link of the content files under `root`, read as the build reads them (FAQs and settings with their variables
 * filled in; page modules through Vite's module runner, with the site settings and FAQs they import).
 * @param {string} root @returns {Promise<FoundLink[]>}
 */
export async function contentLinks(root) {
  const [context, inline] = await Promise.all([
    loadContext(root),
    runSource(resolve(root, 'src/lib/inline-links.ts')).then(({ module }) => module),
  ])
  /** @type {LinksIn} */
  const linksIn = inline.linksIn
  /** @type {FoundLink[]} */
  const links = []
  /** Every string a FAQ or settings file holds: a page module that shows one does not own it. */
  const fromFiles = new Set()
  const yamlFiles = [
    ...readdirSync(join(root, 'src/content/faqs'))
      .filter((name) => name.endsWith('.yml'))
      .map((name) => ({ file: `src/content/faqs/${name}`, schema: context.faqSchemaFor(faqId(name)) })),
    ...Object.entries(context.settingsSchemas).map(([name, schema]) => ({
      file: `src/content/settings/${name}.yml`,
      schema,
    })),
  ]
  for (const { file, schema } of yamlFiles) {
    const text = readFileSync(join(root, file), 'utf8')
    const data = readContentFile(text, file, schema, context)
    for (const { value } of walk(data)) if (typeof value === 'string') fromFiles.add(value)
    links.push(...yamlLinks(text, file, data, linksIn))
  }
  const posts = postsDir(root)
  for (const name of readdirSync(posts).filter((file) => file.endsWith('.md'))) {
    const file = relative(root, join(posts, name))
    links.push(...articleLinks(readFileSync(join(posts, name), 'utf8'), file, linksIn))
  }
  const { module } = await runSource(resolve(root, 'src/build/page-modules.ts'), [contentFiles()])
  for (const [path, exports] of Object.entries(
    /** @type {Record<string, Record<string, unknown>>} */ (module.PAGE_MODULES),
  )) {
    const file = `src/content/pages/${path.replace(/^.*\//, '')}`
    links.push(...moduleLinks(exports, readFileSync(join(root, file), 'utf8'), file, linksIn, fromFiles))
  }
  return links
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv[2] ?? 'dist'
  const mistakes = linkMistakes(await contentLinks(process.cwd()), publishedSite(dist))
  for (const mistake of mistakes) console.error(mistake)
  if (mistakes.length > 0) process.exit(1)
}
