// The floor that bench:real measures each page against: for every prerendered route, a bare page with the words of
// its hero (the page's <h1> and the first paragraph after it, as real.bench.ts's instrument() picks them) and nothing else:
// no stylesheet, font, image or script. Served by scripts/serve.mjs like the builds, so it pays the same round trips.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parse, type DefaultTreeAdapterTypes } from 'parse5'
import { pageFile } from '../scripts/hosting.mjs'

type Node = DefaultTreeAdapterTypes.ChildNode
type Element = DefaultTreeAdapterTypes.Element

const isElement = (node: Node): node is Element => 'tagName' in node
const elements = (node: { childNodes: Node[] }): Element[] =>
  node.childNodes.filter(isElement).flatMap((child) => [child, ...elements(child)])
const text = (node: Node): string =>
  'value' in node && node.nodeName === '#text'
    ? node.value
    : 'childNodes' in node
      ? node.childNodes.map(text).join('')
      : ''
const escape = (words: string) => words.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** The bare page of a built page: its language, title, <h1> and the first paragraph after it (in <main> if any). */
export function barePage(html: string, path: string): string {
  const all = elements(parse(html))
  const main = all.find((e) => e.tagName === 'main')
  const inMain = main ? elements(main) : []
  const scope = inMain.some((e) => e.tagName === 'h1') ? inMain : all
  const h1 = scope.find((e) => e.tagName === 'h1')
  const paragraph = h1 && scope.slice(scope.indexOf(h1) + 1).find((e) => e.tagName === 'p')
  if (!h1 || !paragraph) throw new Error(`${path}: no <h1> with a paragraph after it to make its bare page from`)
  const lang = all.find((e) => e.tagName === 'html')?.attrs.find((a) => a.name === 'lang')?.value ?? 'en'
  const title = all.find((e) => e.tagName === 'title')
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(title ? text(title) : '')}</title></head>`,
    `<body><h1>${escape(text(h1).trim())}</h1><p>${escape(text(paragraph).trim())}</p></body></html>`,
  ].join('')
}

/** Writes the bare page of every path of a build into `out` (as the build names its files). */
export function writeBarePages(dist: string, paths: string[], out: string) {
  for (const path of paths) {
    const file = join(out, pageFile(path))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, barePage(readFileSync(join(dist, pageFile(path)), 'utf8'), path))
  }
  // serve.mjs answers unknown paths with it.
  writeFileSync(join(out, '404.html'), '<!doctype html><title>Not found</title>')
}
