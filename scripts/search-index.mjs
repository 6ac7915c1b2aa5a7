// Build step after the prerender: the site search's index, made by Pagefind from the prerendered HTML into
// dist/pagefind/, which /search alone loads (src/lib/site-search.ts). `node scripts/search-index.mjs [folder]`.
//
// What is indexed follows from rules, never from a list of today's pages, so a new page or article is found after the
// next build (dist/prerendered.json says each page's kind and registry id):
//   - a page of the registry and every article, by the text of its <main> only: the header, its navigation and the
//     footer are outside it (and Pagefind skips any <nav> and <form> inside); each tagged with its kind
//     (src/content/pages/search.ts) and titled with its name in the registry (an article with its heading);
//   - left out: the blog's listing pages, registry pages marked `searchable: false` or `index: false` (pages that only
//     list others, /booked), /search itself; the not-found page and the CMS at /admin are not prerendered pages;
//   - FAQ answers once each, from the /faq hub, where every answer is open and has an anchor: one result per question,
//     linking to /faq#<page>-<question>; the FAQ sections of the pages themselves are left out of their page's text;
//   - a part of a page with an `id` becomes a result of its own within the page (a link to that anchor), titled with
//     its first heading; an article's headings have ids of their own;
//   - a page of the registry is tagged with what it is about (src/lib/search-subjects.ts): the words and phrases of
//     its name (filter `title`) and of its h1 (filter `subject`), which /search ranks first when they say the query.
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import * as pagefind from 'pagefind'
import { defaultTreeAdapter as tree, html as htmlSpec, parse, serialize, serializeOuter } from 'parse5'
import { contentFiles } from './content-files.mjs'
import { SEARCH_DIR, pageFile, prerendered } from './hosting.mjs'
import { loadSource } from './source-module.mjs'

/** @typedef {import('parse5').DefaultTreeAdapterTypes.Element} Element */
/** @typedef {import('parse5').DefaultTreeAdapterTypes.ParentNode} ParentNode */
/** @typedef {import('parse5').DefaultTreeAdapterTypes.ChildNode} ChildNode */

/**
 * The files of Pagefind's bundle that /search loads: its script, its entry and metadata, the WebAssembly of the
 * site's one language, and the index, fragment and filter chunks. Its ready-made UIs and its worker (search runs on
 * the page's own thread: src/lib/site-search.ts) are removed.
 */
const KEEP = /^(pagefind\.js|pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|wasm\.en\.pagefind|index|fragment|filter)$/
const HEADING = /^h[1-6]$/
/** The class of a phone fold's wide copy (RowFold). */
const WIDE_TWIN = 'hidden sm:block'
const LANGUAGE = 'en'

const load = (/** @type {string} */ file) => loadSource(file, [contentFiles()])

/** @param {ParentNode} node @param {(element: Element) => boolean} match @returns {Element[]} */
function findAll(node, match) {
  /** @type {Element[]} */ const found = []
  for (const child of tree.getChildNodes(node)) {
    if (!tree.isElementNode(child)) continue
    if (match(child)) found.push(child)
    found.push(...findAll(child, match))
  }
  return found
}
const attr = (/** @type {Element} */ element, /** @type {string} */ name) =>
  element.attrs.find((a) => a.name === name)?.value
/** @param {Element} element @param {string} name @param {string} value */
function setAttr(element, name, value) {
  const existing = element.attrs.find((a) => a.name === name)
  if (existing) existing.value = value
  else element.attrs.push({ name, value })
}
/** @param {ChildNode | ParentNode} node @returns {string} */
const textOf = (node) =>
  tree.isTextNode(/** @type {ChildNode} */ (node))
    ? tree.getTextNodeContent(/** @type {any} */ (node))
    : 'childNodes' in node
      ? node.childNodes.map(textOf).join('')
      : ''
const squash = (/** @type {string} */ text) => text.replace(/\s+/g, ' ').trim()

/** A `<meta>` that gives Pagefind a value from its content (`title[content]`): values may hold any character. */
function metaTag(/** @type {'meta' | 'filter'} */ type, /** @type {string} */ key, /** @type {string} */ value) {
  return tree.createElement('meta', htmlSpec.NS.HTML, [
    { name: `data-pagefind-${type}`, value: `${key}[content]` },
    { name: 'content', value },
  ])
}

/**
 * A page's HTML as Pagefind reads it: only <main>, tagged with its kind (a filter and a metadata field) and, where
 * given, titled; each part with an id titled with its first heading; the parts left out marked to be ignored.
 * @param {string} html @param {string} file
 * @param {{ kind: string, title?: string, page?: string, ignoreIds?: Set<string>, subjects?: (text: string) => string[] }} tags
 */
export function indexable(html, file, { kind, title, page, ignoreIds = new Set(), subjects }) {
  const document = parse(html)
  const [head] = findAll(document, (e) => e.tagName === 'head')
  const [main] = findAll(document, (e) => e.tagName === 'main')
  if (!head || !main) throw new Error(`${file}: expected a <head> and a <main> to index`)
  setAttr(main, 'data-pagefind-body', '')
  const metas = [metaTag('filter', 'kind', kind), metaTag('meta', 'kind', kind)]
  if (title) metas.push(metaTag('meta', 'title', title))
  if (page) metas.push(metaTag('meta', 'page', page))
  if (subjects) {
    const [h1] = findAll(main, (e) => e.tagName === 'h1')
    for (const term of subjects(title ?? '')) metas.push(metaTag('filter', 'title', term))
    for (const term of subjects(h1 ? squash(textOf(h1)) : '')) metas.push(metaTag('filter', 'subject', term))
  }
  for (const meta of metas) tree.appendChild(head, meta)
  for (const element of findAll(main, (e) => ignoreIds.has(attr(e, 'id') ?? ''))) {
    // A FAQ of the page: its whole section (its heading too), found through its questions' ids.
    /** @type {ParentNode | null} */ let up = element
    while (up && tree.isElementNode(up) && up.tagName !== 'section') up = tree.getParentNode(up)
    setAttr(up && tree.isElementNode(up) ? up : element, 'data-pagefind-ignore', '')
  }
  // A point that folds on a phone stands twice (src/components/ui/row-fold.tsx): its <details>, then its wide copy, a
  // <div> shown from `sm`. Only the wide copy is read, so an excerpt does not say each sentence twice.
  for (const details of findAll(main, (e) => e.tagName === 'details')) {
    const next = tree
      .getChildNodes(tree.getParentNode(details) ?? details)
      .find((node, i, nodes) => nodes[i - 1] === details)
    if (next && tree.isElementNode(next) && attr(next, 'class') === WIDE_TWIN)
      setAttr(details, 'data-pagefind-ignore', 'all')
  }
  for (const part of findAll(main, (e) => attr(e, 'id') !== undefined && !HEADING.test(e.tagName))) {
    const [heading] = findAll(part, (e) => HEADING.test(e.tagName))
    if (heading && attr(part, 'data-pagefind-title') === undefined) {
      setAttr(part, 'data-pagefind-title', squash(textOf(heading)))
    }
  }
  return serialize(document)
}

/**
 * The /faq hub's answers, one document each: the question's block of the hub's HTML, titled with the question and the
 * name of its page.
 * @param {string} html @param {string} file
 * @param {{ id: string, title: string, items: { id: string, question: string }[] }[]} groups
 */
export function faqDocuments(html, file, groups) {
  const document = parse(html)
  const byId = new Map(findAll(document, (e) => attr(e, 'id') !== undefined).map((e) => [attr(e, 'id'), e]))
  return groups.flatMap((group) =>
    group.items.map((item) => {
      const id = `${group.id}-${item.id}`
      const block = byId.get(id)
      if (!block) throw new Error(`${file}: no element with id "${id}" for the question "${item.question}"`)
      // The document is the answer: its address has the anchor already, so no part of it is a result of its own.
      block.attrs = block.attrs.filter((a) => a.name !== 'id')
      const shell = `<!doctype html><html lang="${LANGUAGE}"><head></head><body><main>${serializeOuter(block)}</main></body></html>`
      return { anchor: id, html: indexable(shell, file, { kind: 'faq', title: item.question, page: group.title }) }
    }),
  )
}

/** @param {string} path @returns {number} */
const sizeOf = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0)
    : statSync(path).size

/** Indexes a build folder into `<dist>/pagefind/`; returns what went in. @param {string} dist */
export async function buildSearchIndex(dist) {
  const [{ PAGES }, { searchKindOf }, { faqGroups }, { subjectTerms }] = await Promise.all(
    [
      'src/content/registry.ts',
      'src/content/pages/search.ts',
      'src/content/faq-index.ts',
      'src/lib/search-subjects.ts',
    ].map(load),
  )
  /** @type {Map<string, Set<string>>} each page's FAQ questions' ids */
  const faqIds = new Map(
    faqGroups.map((/** @type {any} */ group) => [
      PAGES[group.id].path,
      new Set(group.items.map((/** @type {{ id: string }} */ item) => item.id)),
    ]),
  )
  /** @type {{ url: string, html: string, file: string }[]} */ const documents = []
  for (const { path, kind, id } of prerendered(dist)) {
    if (!kind) throw new Error(`${dist}/prerendered.json lists no kind for ${path}: run \`npm run build\``)
    const file = join(dist, pageFile(path))
    const entry = id ? PAGES[id] : undefined
    if (kind === 'listing' || kind === 'search' || entry?.searchable === false || entry?.index === false) continue
    const html = readFileSync(file, 'utf8')
    if (kind === 'faq') {
      for (const faq of faqDocuments(html, file, faqGroups))
        documents.push({ url: `${path}#${faq.anchor}`, html: faq.html, file })
      continue
    }
    const tags = {
      kind: searchKindOf(kind),
      title: entry?.name,
      ignoreIds: faqIds.get(path),
      ...(entry && { subjects: subjectTerms }),
    }
    documents.push({ url: path, html: indexable(html, file, tags), file })
  }

  const output = join(dist, SEARCH_DIR)
  rmSync(output, { recursive: true, force: true })
  const { index, errors: createErrors } = await pagefind.createIndex({ forceLanguage: LANGUAGE })
  try {
    if (!index) throw new Error(`Pagefind could not start: ${createErrors.join('; ')}`)
    for (const { url, html, file } of documents) {
      const { errors } = await index.addHTMLFile({ url, content: html })
      if (errors.length > 0) throw new Error(`${file} (${url}): Pagefind could not index it: ${errors.join('; ')}`)
    }
    const { errors } = await index.writeFiles({ outputPath: output })
    if (errors.length > 0) throw new Error(`Pagefind could not write ${output}: ${errors.join('; ')}`)
  } finally {
    await pagefind.close()
  }
  for (const name of readdirSync(output)) {
    if (!KEEP.test(name)) rmSync(join(output, name), { recursive: true })
  }
  return {
    documents: documents.length,
    faqs: documents.filter((d) => d.url.includes('#')).length,
    bytes: sizeOf(output),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist'
  const { documents, faqs, bytes } = await buildSearchIndex(dist)
  console.log(
    `indexed ${documents - faqs} pages and articles and ${faqs} FAQ answers into ${dist}/${SEARCH_DIR}/ (${(bytes / 1024).toFixed(1)} KiB)`,
  )
}
