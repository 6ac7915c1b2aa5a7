// @ts-check
// Vite plugin: each page's FAQ is a YAML file, src/content/faqs/<registry id>.yml, that an editor can change (in the
// CMS or in git) without touching code. At build time (and in dev and tests) the file is parsed, checked against
// src/content/faq-schema.ts, and its `{{name}}` variables (src/content/variables.ts) are filled in; the page imports
// the result as plain data (`import faq from '../faqs/<id>.yml'`), so no YAML parser or schema reaches the browser.
// A bad file fails the build with the file, the field and what was expected.
import { relative, resolve } from 'node:path'
import * as v from 'valibot'
import { runnerImport } from 'vite'
import { parseDocument } from 'yaml'

const FILE = /[\\/]src[\\/]content[\\/]faqs[\\/][^\\/]+\.yml$/

/**
 * @typedef {{ faqFileSchema: import('valibot').GenericSchema, variables: Record<string, string>,
 *   fill: (text: string, variables: Record<string, string>, unknown: (name: string) => void) => string,
 *   dependencies: string[] }} Context
 */

/** The schema and the variables, from the TypeScript sources. @param {string} root @returns {Promise<Context>} */
async function loadContext(root) {
  const load = (/** @type {string} */ file) =>
    runnerImport(resolve(root, file), { configFile: false, logLevel: 'silent' })
  const [schema, variables] = await Promise.all([load('src/content/faq-schema.ts'), load('src/content/variables.ts')])
  return {
    faqFileSchema: schema.module.faqFileSchema,
    variables: variables.module.VARIABLES,
    fill: variables.module.fillVariables,
    dependencies: [...schema.dependencies, ...variables.dependencies],
  }
}

/** "items[3].answer[0]" from a valibot issue's path. @param {v.BaseIssue<unknown>} issue */
const fieldOf = (issue) =>
  (issue.path ?? []).reduce(
    (field, { key }) => (typeof key === 'number' ? `${field}[${key}]` : `${field}${field ? '.' : ''}${String(key)}`),
    '',
  ) || '(the file)'

/**
 * The FAQ a file's text holds, with its variables filled in and checked; throws naming the file, the field and what
 * was expected.
 * @param {string} text @param {string} file the path to name in errors @param {Context} context
 */
export function readFaqFile(text, file, context) {
  const document = parseDocument(text)
  if (document.errors.length > 0) {
    const [error] = document.errors
    throw new Error(`${file}:${error?.linePos?.[0].line ?? 1}: not valid YAML: ${error?.message.split('\n')[0]}`)
  }
  /** @param {unknown} value @param {string} field @returns {unknown} */
  const fill = (value, field) => {
    if (typeof value === 'string') {
      return context.fill(value, context.variables, (name) => {
        throw new Error(
          `${file} › ${field}: unknown variable {{${name}}}; expected one of ${Object.keys(context.variables).join(', ')}`,
        )
      })
    }
    if (Array.isArray(value)) return value.map((item, i) => fill(item, `${field}[${i}]`))
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, fill(item, field ? `${field}.${key}` : key)]),
      )
    }
    return value
  }
  // Checked as published: with its variables filled in.
  const result = v.safeParse(context.faqFileSchema, fill(document.toJS(), ''))
  if (!result.success) {
    const [issue] = result.issues
    throw new Error(`${file} › ${fieldOf(issue)}: expected ${issue.message}`)
  }
  return result.output
}

/** @returns {import('vite').Plugin} */
export function faqFiles() {
  let root = process.cwd()
  /** @type {Promise<Context> | undefined} */
  let context
  return {
    name: 'faq-files',
    configResolved(config) {
      root = config.root
    },
    watchChange() {
      context = undefined
    },
    transform: {
      filter: { id: FILE },
      async handler(code, id) {
        context ??= loadContext(root)
        const loaded = await context
        for (const dependency of loaded.dependencies) this.addWatchFile(dependency)
        const faq = readFaqFile(code, relative(root, id), loaded)
        return { code: `export default ${JSON.stringify(faq)}`, map: null }
      },
    },
  }
}

/** @type {typeof import('./faq-files.d.mts')} what TypeScript files import instead: they must agree */
const _declared = { faqFiles, readFaqFile }
