// @ts-check
// Vite plugin: the files editors change (in the CMS at /admin or in git) without touching code, read as plain data:
// - each page's FAQ, src/content/faqs/<registry id>.yml, checked against src/content/faq-schema.ts; a page imports
//   it (`import faq from '@/content/faqs/<id>.yml'`);
// - the authors of the blog, src/content/blog/authors/<id>.yml, checked against src/content/blog/author-schema.ts
//   (scripts/blog.mjs reads them for the articles; `virtual:authors` lists them for the launch check);
// - the site settings, src/content/settings/<name>.yml, the owner's facts, checked against
//   src/content/settings-schema.ts; the content modules import them from `virtual:settings`, each file under its name
//   (`import { site } from 'virtual:settings'`), a namespace of its fields, each field a module of its own
//   (`virtual:settings/<file>/<field>`, see source-module.mjs).
// At build time (and in dev and tests) a file is parsed, its `{{name}}` variables (src/content/variables.ts) are
// filled in and the result is checked, so no YAML parser or schema reaches the browser. A bad file fails the build
// with the file, the field and what was expected.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { relative, resolve } from 'node:path'
import * as v from 'valibot'
import { parseDocument } from 'yaml'
import { ContentError, positionOf, unknownVariable } from './content-error.mjs'
import { describePicture, resolvePictures } from './pictures.mjs'
import { runSource, SETTINGS, settingsField, settingsIndex, settingsModule, settingsPath } from './source-module.mjs'

const FAQ_FILE = /[\\/]src[\\/]content[\\/]faqs[\\/][^\\/]+\.yml$/
const settingsFile = (/** @type {string} */ name) => `src/content/settings/${name}.yml`
/** A FAQ file's page: its registry id, the file's name. */
export const faqId = (/** @type {string} */ file) => file.replace(/^.*[\\/]/, '').replace(/\.yml$/, '')

/**
 * @typedef {{ faqFileSchema: v.GenericSchema, faqSchemaFor: (id: string) => v.GenericSchema,
 *   settingsSchemas: Record<string, v.GenericSchema>,
 *   variables: Record<string, string>,
 *   fill: (text: string, variables: Record<string, string>, unknown: (name: string) => void) => string,
 *   authorSchema: v.GenericSchema, root: string, pictureRules: import('./pictures.mjs').Rules,
 *   dependencies: string[] }} Context
 */

/** The schemas and the variables, from the TypeScript sources. @param {string} root @returns {Promise<Context>} */
export async function loadContext(root) {
  const load = (/** @type {string} */ file) => runSource(resolve(root, file))
  const [faq, settings, variables, picture, author] = await Promise.all([
    load('src/content/faq-schema.ts'),
    load('src/content/settings-schema.ts'),
    load('src/content/variables.ts'),
    load('src/content/picture.ts'),
    load('src/content/blog/author-schema.ts'),
  ])
  return {
    faqFileSchema: faq.module.faqFileSchema,
    faqSchemaFor: faq.module.faqSchemaFor,
    settingsSchemas: settings.module.SETTINGS_SCHEMAS,
    variables: variables.module.VARIABLES,
    fill: variables.module.fillVariables,
    authorSchema: author.module.authorSchema,
    root,
    pictureRules: picture.module,
    dependencies: [
      ...faq.dependencies,
      ...settings.dependencies,
      ...variables.dependencies,
      ...picture.dependencies,
      ...author.dependencies,
    ],
  }
}

/** "items[3].answer[0]" from a path of keys. @param {(string | number)[]} keys */
const fieldOf = (keys) =>
  keys.reduce(
    (/** @type {string} */ field, key) =>
      typeof key === 'number' ? `${field}[${key}]` : `${field}${field ? '.' : ''}${String(key)}`,
    '',
  ) || '(the file)'

/**
 * The data a file's text holds, with its variables filled in and checked against `schema`, and each uploaded picture
 * in it checked and sized for its place (scripts/pictures.mjs); throws naming the file, the field and what was
 * expected.
 * @param {string} text @param {string} file the path to name in errors @param {v.GenericSchema} schema
 * @param {Context} context
 */
export function readContentFile(text, file, schema, context) {
  const document = parseDocument(text)
  if (document.errors.length > 0) {
    const [error] = document.errors
    const [position] = error?.linePos ?? []
    throw new ContentError({
      file,
      line: position?.line,
      column: position?.col,
      message: `not valid YAML: ${error?.message.split('\n')[0]}`,
    })
  }
  /** A mistake at a field, by its path. @param {(string | number)[]} keys @param {string} message */
  const mistake = (keys, message) =>
    new ContentError({ file, ...positionOf(text, keys), field: fieldOf(keys), message })
  /** @param {unknown} value @param {(string | number)[]} keys @returns {unknown} */
  const fill = (value, keys) => {
    if (typeof value === 'string') {
      return context.fill(value, context.variables, (name) => {
        throw mistake(keys, unknownVariable(name, Object.keys(context.variables)))
      })
    }
    if (Array.isArray(value)) return value.map((item, i) => fill(item, [...keys, i]))
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, [...keys, key])]))
    }
    return value
  }
  // Checked as published: with its variables filled in.
  const result = v.safeParse(schema, fill(document.toJS(), []))
  if (!result.success) {
    const [issue] = result.issues
    const keys = (issue.path ?? []).map((/** @type {{ key: unknown }} */ step) =>
      typeof step.key === 'number' ? step.key : String(step.key),
    )
    throw mistake(keys, `expected ${issue.message}`)
  }
  const { root, pictureRules: rules } = context
  return resolvePictures(
    result.output,
    schema,
    (input, place) => describePicture(input, place, { root, rules }),
    (keys, message) => {
      throw mistake(keys, message)
    },
  )
}

/**
 * A settings file (src/content/settings/<name>.yml), read and checked outside Vite's module graph (vite.config.ts
 * reads the scheduler this way).
 * @param {string} root @param {string} name @param {Context} [context]
 */
export async function readSettings(root, name, context) {
  const loaded = context ?? (await loadContext(root))
  const schema = loaded.settingsSchemas[name]
  if (!schema) throw new Error(`${SETTINGS}/${name}: no settings file of that name`)
  const file = settingsFile(name)
  return readContentFile(await readFile(resolve(root, file), 'utf8'), file, schema, loaded)
}

/**
 * The authors' files (src/content/blog/authors/<id>.yml), each named by its id, the address of the author's page;
 * `virtual:authors` gives them to the launch check (src/build/owner-facts.ts), each with its file and data.
 */
export const AUTHORS_DIR = 'src/content/blog/authors'
const AUTHORS = 'virtual:authors'
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The authors' file names, sorted. @param {string} root */
export const authorFiles = (root) =>
  existsSync(resolve(root, AUTHORS_DIR))
    ? readdirSync(resolve(root, AUTHORS_DIR))
        .filter((name) => name.endsWith('.yml'))
        .sort()
    : []

/**
 * One author, read and checked (its photo sized) as the articles show them, with its id and file.
 * @param {string} root @param {string} name the file's name @param {Context} context
 * @returns {import('@/content/blog/author-schema').AuthorFile & { id: string, file: string }}
 */
export function readAuthor(root, name, context) {
  const file = `${AUTHORS_DIR}/${name}`
  const id = name.replace(/\.yml$/, '')
  if (!ID.test(id)) {
    throw new ContentError({
      file,
      message: 'the file name is the author’s address: lower-case words joined by hyphens',
    })
  }
  const author = readContentFile(readFileSync(resolve(root, file), 'utf8'), file, context.authorSchema, context)
  return { id, file, .../** @type {import('@/content/blog/author-schema').AuthorFile} */ (author) }
}

/** Every author by id. @param {string} root @param {Context} context */
export const readAuthors = (root, context) =>
  new Map(authorFiles(root).map((name) => [name.replace(/\.yml$/, ''), readAuthor(root, name, context)]))

/** @returns {import('vite').Plugin} */
export function contentFiles() {
  let root = process.cwd()
  /** @type {Promise<Context> | undefined} */
  let context
  /** Each settings file read once per build (its fields are modules of their own). @type {Map<string, Promise<unknown>>} */
  const settings = new Map()
  /** @param {{ addWatchFile: (id: string) => void }} plugin */
  const loadWatched = async (plugin) => {
    context ??= loadContext(root)
    const loaded = await context
    for (const dependency of loaded.dependencies) plugin.addWatchFile(dependency)
    return loaded
  }
  return {
    name: 'content-files',
    configResolved(config) {
      root = config.root
    },
    watchChange() {
      context = undefined
      settings.clear()
    },
    resolveId: (id) => (id === SETTINGS || id.startsWith(`${SETTINGS}/`) || id === AUTHORS ? `\0${id}` : undefined),
    load: {
      filter: { id: new RegExp(`^\0(${SETTINGS}(/|$)|${AUTHORS}$)`) },
      async handler(id) {
        const loaded = await loadWatched(this)
        if (id === `\0${AUTHORS}`) {
          for (const name of authorFiles(root)) this.addWatchFile(resolve(root, AUTHORS_DIR, name))
          const authors = [...readAuthors(root, loaded).values()].map(({ id, file, ...data }) => ({ id, file, data }))
          return { code: `export default ${JSON.stringify(authors)}`, map: null }
        }
        if (id === `\0${SETTINGS}`) return { code: settingsIndex(Object.keys(loaded.settingsSchemas)), map: null }
        const { file, field, pick } = settingsPath(id.slice(`\0${SETTINGS}/`.length))
        this.addWatchFile(resolve(root, settingsFile(file)))
        if (!settings.has(file)) settings.set(file, readSettings(root, file, loaded))
        const data = await settings.get(file)
        const code = field === undefined ? settingsModule(data, file) : settingsField(data, field, pick)
        return { code, map: null }
      },
    },
    transform: {
      filter: { id: FAQ_FILE },
      async handler(code, id) {
        const loaded = await loadWatched(this)
        const faq = readContentFile(code, relative(root, id), loaded.faqSchemaFor(faqId(id)), loaded)
        return { code: `export default ${JSON.stringify(faq)}`, map: null }
      },
    },
  }
}
