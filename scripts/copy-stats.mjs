// Copy statistics of a build (after `npm run build`; `node scripts/copy-stats.mjs [folder] [--json]`): the words each
// prerendered page shows in its <main> (header, footer and navigation left out; accordion answers and off-screen
// sections counted, as a reader scrolling through the page meets them), the site's total, and each sentence of more
// than LONG words that stands word for word on MIN_PAGES pages or more (/faq left out, as it repeats every FAQ). It
// measures; it does not fail a build: the targets live in docs/content.md and the copy review.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'parse5'
import { pageFile, prerendered } from './hosting.mjs'

/** @typedef {import('parse5').DefaultTreeAdapterTypes.ParentNode} ParentNode */
/** @typedef {import('parse5').DefaultTreeAdapterTypes.Element} Element */

export const LONG = 12
export const MIN_PAGES = 3
const SKIP = new Set(['script', 'style', 'template', 'svg', 'noscript'])
const BLOCK =
  /^(p|li|h[1-6]|dt|dd|td|th|caption|figcaption|blockquote|summary|button|label|legend|div|section|article|a)$/

/** The text blocks of an element (one string per block-level element), in document order. @param {ParentNode} node */
function blocks(node, out = [''], skip = false) {
  for (const child of node.childNodes ?? []) {
    if (child.nodeName === '#text') {
      if (!skip) out[out.length - 1] += /** @type {{ value: string }} */ (child).value
      continue
    }
    const el = /** @type {Element} */ (child)
    if (!el.tagName || SKIP.has(el.tagName)) continue
    const hidden = el.attrs?.some((a) => a.name === 'aria-hidden' && a.value === 'true')
    const block = BLOCK.test(el.tagName)
    if (block) out.push('')
    blocks(el, out, skip || hidden)
    if (block) out.push('')
  }
  return out
}

/** @param {ParentNode} node @param {string} tag @returns {Element | undefined} */
function find(node, tag) {
  for (const child of node.childNodes ?? []) {
    const el = /** @type {Element} */ (child)
    if (el.tagName === tag) return el
    const inner = el.childNodes && find(el, tag)
    if (inner) return inner
  }
  return undefined
}

const words = (/** @type {string} */ text) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w))
const sentences = (/** @type {string} */ text) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z"“(])/)
    .map((s) => s.trim())
    .filter(Boolean)

/** Words and sentences of every prerendered page of a build. @param {string} dist */
export function copyStats(dist) {
  return prerendered(dist).map(({ path }) => {
    const html = readFileSync(join(dist, pageFile(path)), 'utf8')
    const main = find(parse(html), 'main')
    const text = main
      ? blocks(main)
          .map((b) => b.replace(/\s+/g, ' ').trim())
          .filter(Boolean)
      : []
    return { path, words: words(text.join(' ')).length, sentences: text.flatMap(sentences) }
  })
}

/** Long sentences that stand on MIN_PAGES pages or more (the FAQ hub left out), most widely repeated first. */
export function repeatedSentences(/** @type {ReturnType<typeof copyStats>} */ pages) {
  /** @type {Map<string, Set<string>>} */
  const where = new Map()
  for (const page of pages) {
    if (page.path === '/faq') continue
    for (const s of page.sentences) {
      if (words(s).length <= LONG) continue
      where.set(s, (where.get(s) ?? new Set()).add(page.path))
    }
  }
  return [...where]
    .filter(([, paths]) => paths.size >= MIN_PAGES)
    .map(([sentence, paths]) => ({ sentence, pages: [...paths] }))
    .sort((a, b) => b.pages.length - a.pages.length)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const dist = resolve(args.find((a) => !a.startsWith('--')) ?? 'dist')
  const pages = copyStats(dist)
  const repeated = repeatedSentences(pages)
  const total = pages.reduce((sum, p) => sum + p.words, 0)
  if (args.includes('--json')) {
    console.log(JSON.stringify({ total, pages: pages.map(({ path, words }) => ({ path, words })), repeated }, null, 2))
  } else {
    for (const p of [...pages].sort((a, b) => b.words - a.words))
      console.log(`${String(p.words).padStart(6)}  ${p.path}`)
    console.log(`${String(total).padStart(6)}  words on ${pages.length} pages`)
    console.log(`\n${repeated.length} sentences of more than ${LONG} words on ${MIN_PAGES}+ pages (not counting /faq):`)
    for (const r of repeated) console.log(`  ${r.pages.length}× ${r.sentence}\n      ${r.pages.join(' ')}`)
  }
}
