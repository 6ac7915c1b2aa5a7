// @ts-check
// The site's copy as pieces of text for the prose check: the string literals and template text of the content
// modules, the JSX text and visible JSX attributes of routes and components, the string values of the FAQ and
// settings YAML files, and the front matter of the articles (their Markdown body is linted whole). A piece is exactly
// as long as the stretch of source it stands for, so a finding's offset in it is an offset in the file: an
// interpolation (`${…}`) or a variable (`{{name}}`) is masked with placeholder characters of the same length, which no
// rule reads as a word or a figure.
import ts from 'typescript'
import { isMap, isScalar, isSeq, parseDocument } from 'yaml'

/**
 * A stretch of copy: `text` starts at `offset` in its file. `field` is a YAML value's path (`items.3.answer.0`).
 * @typedef {{ text: string, offset: number, field?: string }} Piece
 */

/** Stands in for an interpolation or a variable, one per character: not a letter, a digit or a space. */
export const PLACEHOLDER = '\uFFFC'
const mask = (/** @type {string} */ text) => PLACEHOLDER.repeat(text.length)

/** `{{name}}` variables masked. @param {string} text */
export const maskVariables = (text) => text.replace(/\{\{[^{}\n]*\}\}/g, mask)

/**
 * Whether a string reads as copy rather than an identifier, a path, a URL, an icon or a class name: it has a letter,
 * is no address, and has a space or is one capitalized word ('Email', 'FAQ').
 * @param {string} text the string with its interpolations masked
 */
export function isProse(text) {
  const t = text.trim()
  if (!/\p{L}/u.test(t) || /^(?:[a-z][\w+.-]*:\S|www\.|\/|#|\.{0,2}\/|@\/)/i.test(t)) return false
  return /\s/.test(t) || /^\p{Lu}[\p{L}\p{N}'’.&+-]*[!?.:]?$/u.test(t)
}

/** JSX attributes a visitor reads or hears. */
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'alt', 'placeholder'])

/**
 * The copy of a TypeScript module. In a content module (`.ts`) every string and template literal that reads as
 * prose, but not type positions, imports, property names or index keys; in a component (`.tsx`) only what the page
 * shows: JSX text, the visible attributes and the literals inside a JSX child expression.
 * @param {string} text @param {string} file
 * @returns {Piece[]}
 */
export function extractModule(text, file) {
  const jsx = file.endsWith('.tsx')
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  /** @type {Piece[]} */
  const pieces = []
  /** The property a literal stands in when it is a hero's `sample` (a sample document's figures), else undefined. */
  let field = /** @type {string | undefined} */ (undefined)
  /**
   * @param {number} start @param {number} end @param {[number, number][]} [holes] spans to mask
   * @param {boolean} [escapes] whether backslash escapes are read (in a JavaScript string, not in JSX): each reads as
   * spaces, so "team,\n\nPlease" is two words
   */
  const add = (start, end, holes = [], escapes = false) => {
    let piece = text.slice(start, end)
    for (const [from, to] of holes) {
      piece = piece.slice(0, from - start) + mask(piece.slice(from - start, to - start)) + piece.slice(to - start)
    }
    if (escapes)
      piece = piece.replace(/\\(?:u\{[\da-f]+\}|u[\da-f]{4}|x[\da-f]{2}|[^])/gi, (escape) => ' '.repeat(escape.length))
    if (isProse(piece)) pieces.push({ text: piece, offset: start, ...(field && { field }) })
  }
  /** @param {ts.Node} node */
  const isKey = (node) => {
    const { parent } = node
    return (
      ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) &&
        parent.name === node) ||
      (ts.isElementAccessExpression(parent) && parent.argumentExpression === node)
    )
  }
  /** @param {ts.Node} node @param {boolean} collecting whether literals here are copy */
  const visit = (node, collecting) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return
    if (!jsx && ts.isPropertyAssignment(node) && node.name.getText(source) === 'sample') {
      field = 'sample'
      ts.forEachChild(node, (child) => visit(child, collecting))
      field = undefined
      return
    }
    if (jsx && (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node))) collecting = false
    if (ts.isJsxText(node)) {
      if (!node.containsOnlyTriviaWhiteSpaces) add(node.pos, node.end)
      return
    }
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source)
      if (node.initializer) visit(node.initializer, VISIBLE_ATTRIBUTES.has(name))
      return
    }
    if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) collecting = true
    if (collecting && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isKey(node)) {
      add(node.getStart(source) + 1, node.end - 1, [], !ts.isJsxAttribute(node.parent))
      return
    }
    if (collecting && ts.isTemplateExpression(node)) {
      /** @type {[number, number][]} */
      const holes = []
      /** @type {ts.Node} */
      let before = node.head
      for (const span of node.templateSpans) {
        // From the `${` that ends the text before to the `}` that opens the text after.
        holes.push([before.end - 2, span.literal.getStart(source) + 1])
        before = span.literal
      }
      add(node.getStart(source) + 1, node.end - 1, holes, true)
      for (const span of node.templateSpans) visit(span.expression, collecting)
      return
    }
    ts.forEachChild(node, (child) => visit(child, collecting))
  }
  visit(source, !jsx)
  return pieces
}

/**
 * The string values of a YAML file (map keys are not copy), each with its path. A value's text is taken from the
 * source between its quotes (or after a block header), with its `{{name}}` variables masked; the line breaks that
 * fold a long value (as the CMS writes it) read as spaces.
 * @param {string} text
 * @returns {Piece[]}
 */
export function extractYaml(text) {
  const document = parseDocument(text)
  if (document.errors.length > 0) throw document.errors[0]
  /** @type {Piece[]} */
  const pieces = []
  /** @param {unknown} node @param {string[]} path */
  const walk = (node, path) => {
    if (isMap(node)) {
      for (const pair of node.items) walk(pair.value, [...path, String(isScalar(pair.key) ? pair.key.value : pair.key)])
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item, [...path, String(i)]))
    } else if (isScalar(node) && typeof node.value === 'string' && node.range) {
      let [start, end] = node.range
      const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED'
      if (block) start = text.indexOf('\n', start) + 1
      else if (node.type !== 'PLAIN') [start, end] = [start + 1, end - 1]
      let piece = maskVariables(text.slice(start, end))
      if (node.type !== 'BLOCK_LITERAL') piece = piece.replace(/\n[ \t]*(?=\S)/g, (fold) => ' '.repeat(fold.length))
      if (isProse(piece)) pieces.push({ text: piece, offset: start, field: path.join('.') })
    }
  }
  walk(document.contents, [])
  return pieces
}

/**
 * An article: its body for textlint's Markdown support (front matter left in place, which Markdown parsing skips;
 * variables masked), and the string values of its front matter as pieces.
 * @param {string} text
 * @returns {{ markdown: string, frontMatter: Piece[] }}
 */
export function extractArticle(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text)
  const start = match ? match[0].indexOf('\n') + 1 : 0
  // The article's own allowances (front matter `allow`) are the check's data, not copy.
  const frontMatter = match
    ? extractYaml(match[1] ?? '')
        .filter((piece) => !piece.field?.startsWith('allow.'))
        .map((piece) => ({ ...piece, offset: piece.offset + start }))
    : []
  return { markdown: maskVariables(text), frontMatter }
}
