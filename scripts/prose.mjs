// @ts-check
// `npm run prose`: the prose check (docs/content.md, "The prose check"). textlint, with the site's rules
// (prose/rules.mjs, their data in prose/data.mjs), over every piece of copy: the content modules' strings, the JSX text
// of routes and components, the FAQ and settings YAML and the articles, the files the CMS writes included
// (prose/extract.mjs). Prints `file:line:column rule message` for each finding and exits 1 on any. prose-allow.yml lets
// a word stand where it is, with the reason; an entry that allows nothing is a finding too. With file arguments
// (`npm run prose -- src/content/faqs/pricing.yml`) it checks those files only.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { TextlintKernelDescriptor } from '@textlint/kernel'
import markdownPlugin from '@textlint/textlint-plugin-markdown'
import textPlugin from '@textlint/textlint-plugin-text'
import { createLinter } from 'textlint'
import { isMap, isScalar, isSeq, parseDocument } from 'yaml'
import { FIGURE_FIELDS, FIGURE_SOURCES, PLAIN_TEXT_SOURCES, SOURCES } from './prose/data.mjs'
import { extractArticle, extractModule, extractYaml } from './prose/extract.mjs'
import { RULES } from './prose/rules.mjs'

/** Where the allowed words are listed. */
export const ALLOW_FILE = 'prose-allow.yml'

/**
 * @typedef {{ file: string, text: string }} Source a file of copy and its text
 * @typedef {{ file: string, line: number, column: number, rule: string, message: string }} Finding
 * @typedef {{ file: string, offset: number, rule: string, message: string }} Hit a finding by its offset in the file
 * @typedef {import('./prose/extract.mjs').Piece} Piece
 */

/** Every file of copy under `root`, relative to it. @param {string} root */
export function copyFiles(root) {
  const list = (/** @type {string} */ dir, /** @type {string} */ ext) =>
    existsSync(resolve(root, dir))
      ? readdirSync(resolve(root, dir), { recursive: true })
          .map((name) => `${dir}/${String(name).split(sep).join('/')}`)
          .filter((file) => file.endsWith(ext))
          .sort()
      : []
  return [
    ...list(SOURCES.modules.dir, '.ts').filter((file) => !Object.hasOwn(SOURCES.modules.except, file)),
    ...SOURCES.jsx.flatMap((dir) => list(dir, '.tsx')),
    ...SOURCES.yaml.flatMap((dir) => list(dir, '.yml')),
    ...SOURCES.markdown.flatMap((dir) => list(dir, '.md')),
  ]
}

/** A `*` pattern (any one path segment or key) as a test. @param {string} pattern @param {string} separator */
const glob = (pattern, separator) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join(`[^${separator}]+`)}$`,
  )

/** Whether the figure rule skips a piece: the source modules of the figures, and settings fields that are figures. */
const figureFree = (/** @type {string} */ file, /** @type {string | undefined} */ field) =>
  FIGURE_SOURCES.includes(file) ||
  (field !== undefined &&
    Object.entries(FIGURE_FIELDS).some(
      ([files, fields]) => glob(files, '/').test(file) && fields.some((f) => glob(f, '.').test(field)),
    ))

/** Whether the apostrophe rule skips a file: its words are written into plain-ASCII files too. */
const plainText = (/** @type {string} */ file) => PLAIN_TEXT_SOURCES.some((pattern) => glob(pattern, '/').test(file))

/**
 * A CommonJS module's default export, as Node's `import` hands it over (`{ default: … }`).
 * @template T @param {T} module
 */
const interop = (module) => /** @type {{ default?: T }} */ (module).default ?? module

const linter = createLinter({
  descriptor: new TextlintKernelDescriptor({
    rules: RULES,
    filterRules: [],
    plugins: [
      { pluginId: 'markdown', plugin: interop(markdownPlugin) },
      { pluginId: 'text', plugin: interop(textPlugin) },
    ],
  }),
})

/**
 * The pieces of one file, linted as one plain-text document, a blank line between pieces so that none runs into the
 * next; each finding mapped back to its offset in the file.
 * @param {string} file @param {Piece[]} pieces @returns {Promise<Hit[]>}
 */
async function lintPieces(file, pieces) {
  /** @type {number[]} */
  const starts = []
  let document = ''
  for (const piece of pieces) {
    if (document) document += '\n\n'
    starts.push(document.length)
    document += piece.text
  }
  const { messages } = await linter.lintText(document, `${file}.txt`)
  return messages.flatMap(({ range, ruleId, message }) => {
    const i = starts.findLastIndex((start) => start <= range[0])
    const piece = /** @type {Piece} */ (pieces[i])
    if (ruleId === 'figure' && figureFree(file, piece.field)) return []
    if (ruleId === 'apostrophe' && plainText(file)) return []
    return [{ file, offset: piece.offset + range[0] - /** @type {number} */ (starts[i]), rule: ruleId, message }]
  })
}

/** The findings in one file of copy, by offset. @param {Source} source @returns {Promise<Hit[]>} */
async function lintSource({ file, text }) {
  try {
    if (file.endsWith('.md')) {
      const { markdown, frontMatter } = extractArticle(text)
      const { messages } = await linter.lintText(markdown, file)
      const body = messages.map(({ range, ruleId, message }) => ({ file, offset: range[0], rule: ruleId, message }))
      return [...body, ...(await lintPieces(file, frontMatter))]
    }
    return await lintPieces(file, file.endsWith('.yml') ? extractYaml(text) : extractModule(text, file))
  } catch (error) {
    const offset = /** @type {{ pos?: [number, number] }} */ (error).pos?.[0] ?? 0
    return [{ file, offset, rule: 'parse', message: `cannot read the file: ${String(error).split('\n')[0]}` }]
  }
}

/**
 * @typedef {{ file: string, phrase: string, word: string, reason: string, offset: number, used: boolean }} Allowance
 */

/**
 * The allowlist's entries, and what is wrong with any of them.
 * @param {string} text @returns {{ entries: Allowance[], problems: Hit[] }}
 */
function readAllowlist(text) {
  const document = parseDocument(text)
  /** @type {Hit[]} */
  const problems = document.errors.map((error) => ({
    file: ALLOW_FILE,
    offset: error.pos[0],
    rule: 'allowlist',
    message: `not valid YAML: ${error.message.split('\n')[0]}`,
  }))
  const list = isMap(document.contents) ? document.contents.get('allow', true) : undefined
  /** @type {Allowance[]} */
  const entries = []
  if (problems.length === 0 && !(isSeq(list) || list === undefined || (isScalar(list) && list.value === null))) {
    problems.push({ file: ALLOW_FILE, offset: 0, rule: 'allowlist', message: 'expected `allow:` and a list' })
  }
  for (const item of isSeq(list) ? list.items : []) {
    const offset = /** @type {{ range?: [number, number, number] }} */ (item).range?.[0] ?? 0
    const entry = /** @type {Record<string, unknown>} */ (isMap(item) ? item.toJS(document) : {})
    const text = (/** @type {string} */ field) => (typeof entry[field] === 'string' ? entry[field].trim() : '')
    const [file, phrase, word, reason] = [text('file'), text('phrase'), text('word'), text('reason')]
    const missing = Object.entries({ file, phrase, word, reason }).filter(([, value]) => !value)
    if (missing.length > 0) {
      problems.push({
        file: ALLOW_FILE,
        offset,
        rule: 'allowlist',
        message: `an entry needs ${missing.map(([field]) => field).join(', ')}`,
      })
    } else if (!phrase.toLowerCase().includes(word.toLowerCase())) {
      problems.push({ file: ALLOW_FILE, offset, rule: 'allowlist', message: `the phrase does not contain “${word}”` })
    } else {
      entries.push({ file, phrase, word, reason, offset, used: false })
    }
  }
  return { entries, problems }
}

/** Where a YAML node starts in its text, when the parser recorded it. @param {unknown} node */
const rangeOf = (node) => /** @type {{ range?: [number, number, number] }} */ (node).range

/**
 * An article's own allowances: its front matter's `allow` entries (each a phrase, the word in it and the reason; the
 * build checks their form, src/content/blog/front-matter.ts), which the CMS edits with the article.
 * @param {Source} source @returns {Allowance[]}
 */
function articleAllowances({ file, text }) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)
  if (!file.endsWith('.md') || !match) return []
  const start = match[0].indexOf('\n') + 1
  const document = parseDocument(match[1] ?? '')
  const list = isMap(document.contents) ? document.contents.get('allow', true) : undefined
  return (isSeq(list) ? list.items : []).flatMap((item) => {
    const entry = /** @type {Record<string, unknown>} */ (isMap(item) ? item.toJS(document) : {})
    const [phrase, word, reason] = ['phrase', 'word', 'reason'].map((field) => String(entry[field] ?? '').trim())
    const offset = start + (rangeOf(item)?.[0] ?? 0)
    return phrase && word && reason ? [{ file, phrase, word, reason, offset, used: false }] : []
  })
}

/**
 * Whether an entry allows the finding at `offset` in `text`: the allowed word starts there, inside the phrase.
 * @param {Allowance} entry @param {Hit} hit @param {string} text
 */
function allows(entry, hit, text) {
  if (entry.file !== hit.file) return false
  const end = hit.offset + entry.word.length
  if (text.slice(hit.offset, end).toLowerCase() !== entry.word.toLowerCase()) return false
  for (let at = text.indexOf(entry.phrase); at !== -1; at = text.indexOf(entry.phrase, at + 1)) {
    if (at <= hit.offset && end <= at + entry.phrase.length) return true
  }
  return false
}

/** 1-based line and column of each offset of a text. @param {string} text */
function positions(text) {
  const starts = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return (/** @type {number} */ offset) => {
    const line = starts.findLastIndex((start) => start <= offset)
    return { line: line + 1, column: offset - /** @type {number} */ (starts[line]) + 1 }
  }
}

/**
 * The prose check over `sources`, with the allowlist's text: every finding not allowed, then every allowlist entry
 * that allowed nothing, sorted by file and position. With `some`, the sources are a few files, and the entries for
 * other files are not looked at.
 * @param {Source[]} sources @param {string} [allowlist] the text of prose-allow.yml
 * @param {{ some?: boolean }} [options]
 * @returns {Promise<Finding[]>}
 */
export async function checkProse(sources, allowlist = 'allow: []\n', { some = false } = {}) {
  const { entries, problems } = readAllowlist(allowlist)
  const own = sources.flatMap(articleAllowances)
  entries.push(...own)
  const texts = new Map(sources.map(({ file, text }) => [file, text]))
  texts.set(ALLOW_FILE, allowlist)
  /** @type {Hit[]} */
  const hits = []
  for (const source of sources) {
    for (const hit of await lintSource(source)) {
      const entry = entries.find((candidate) => allows(candidate, hit, source.text))
      if (entry) entry.used = true
      else hits.push(hit)
    }
  }
  for (const entry of entries) {
    if (entry.used || (some && !texts.has(entry.file))) continue
    if (own.includes(entry)) {
      hits.push({
        file: entry.file,
        offset: entry.offset,
        rule: 'allowlist',
        message: `“${entry.word}” in “${entry.phrase}” allows nothing: the article changed; remove the entry from its front matter or correct its phrase`,
      })
      continue
    }
    hits.push({
      file: ALLOW_FILE,
      offset: entry.offset,
      rule: 'allowlist',
      message: texts.has(entry.file)
        ? `“${entry.word}” in “${entry.phrase}” (${entry.file}) allows nothing: the copy changed; remove the entry or correct its phrase`
        : `${entry.file} is not a file of copy: remove the entry or correct its file`,
    })
  }
  const at = new Map([...texts].map(([file, text]) => [file, positions(text)]))
  return [...problems, ...hits]
    .map(({ file, offset, rule, message }) => ({ file, ...at.get(file)?.(offset), rule, message }))
    .map((finding) => /** @type {Finding} */ ({ line: 1, column: 1, ...finding }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
}

/** `file:line:column rule message`. @param {Finding} finding */
export const formatFinding = ({ file, line, column, rule, message }) => `${file}:${line}:${column} ${rule} ${message}`

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const root = process.cwd()
  const asked = process.argv.slice(2).map((file) => relative(root, resolve(file)).split(sep).join('/'))
  const files = asked.length > 0 ? asked : copyFiles(root)
  const sources = files.map((file) => ({ file, text: readFileSync(resolve(root, file), 'utf8') }))
  const allowlist = existsSync(resolve(root, ALLOW_FILE)) ? readFileSync(resolve(root, ALLOW_FILE), 'utf8') : undefined
  const findings = await checkProse(sources, allowlist, { some: asked.length > 0 })
  for (const finding of findings) console.log(formatFinding(finding))
  if (findings.length > 0) {
    /** @type {Record<string, number>} */
    const byRule = {}
    for (const { rule } of findings) byRule[rule] = (byRule[rule] ?? 0) + 1
    const counts = Object.entries(byRule).map(([rule, count]) => `${rule} ${count}`)
    console.error(
      `\nThe prose check found ${findings.length} things to change (${counts.join(', ')}) in ${files.length} files.`,
    )
    process.exit(1)
  }
  console.log(`The prose check passes: ${files.length} files of copy.`)
}
