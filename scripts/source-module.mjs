// Loads one of the site's TypeScript modules into a build script, through Vite's module runner, with the site's `@/`
// import alias (tsconfig.json `paths`, vite.config.ts `resolve.alias`): the scripts read the sources, never a copy.
// And the Vite plugin shape the build uses for that: a virtual module made from the sources.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { runnerImport } from 'vite'
import { parse } from 'yaml'

/** The `@/` alias: `@/content/site` is `src/content/site.ts`. */
export const sourceAlias = { '@': resolve(import.meta.dirname, '../src') }

/**
 * The site settings: `virtual:settings`, each file's module under its name; `virtual:settings/<name>`, one file's;
 * `virtual:settings/<name>/<field>`, one top-level field of it.
 */
export const SETTINGS = 'virtual:settings'

/** A top-level field of a settings file that can be a named export. @param {string} name */
const exportable = (name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default'

/**
 * The module of a settings file: each top-level field a named export, re-exported from a module of its own
 * (`settingsField`), so a page that reads one field does not ship the others, and the bundler can put a field in the
 * chunk of the pages that read it (a module is bundled whole: the long texts only /security shows stay off the home
 * page though the home page reads other fields of the same file).
 * @param {unknown} data a settings file's data: an object @param {string} file the file's name ("practices")
 */
export function settingsModule(data, file) {
  if (!data || typeof data !== 'object') throw new Error('a settings file holds an object')
  return Object.keys(data)
    .filter(exportable)
    .map((name) => `export { default as ${name} } from '${SETTINGS}/${file}/${name}'`)
    .join('\n')
}

/**
 * The module of one top-level field of a settings file: its value, the default export; with `pick`, only the parts at
 * those dotted paths (a list is cut item by item), so a page that names the safeguards ships no safeguard's text.
 * @param {unknown} data a settings file's data: an object @param {string} field @param {string[]} [pick]
 */
export function settingsField(data, field, pick) {
  if (!data || typeof data !== 'object') throw new Error('a settings file holds an object')
  if (!exportable(field) || !Object.hasOwn(data, field)) throw new Error(`no field "${field}"`)
  const value = /** @type {Record<string, unknown>} */ (data)[field]
  return `export default ${JSON.stringify(pick ? picked(value, pick) : value)}`
}

/**
 * A value cut to the dotted paths given: an object keeps the keys they name, a list is cut item by item.
 * @param {unknown} value @param {string[]} paths @returns {unknown}
 */
export function picked(value, paths) {
  if (Array.isArray(value)) return value.map((item) => picked(item, paths))
  if (!value || typeof value !== 'object') return value
  /** @type {Map<string, string[] | 'whole'>} the keys kept, each with the paths below it, or whole */
  const keys = new Map()
  for (const path of paths) {
    const [key = '', ...rest] = path.split('.')
    if (!Object.hasOwn(value, key)) throw new Error(`no "${key}" to pick`)
    const below = keys.get(key) ?? []
    keys.set(key, below === 'whole' || rest.length === 0 ? 'whole' : [...below, rest.join('.')])
  }
  const object = /** @type {Record<string, unknown>} */ (value)
  return Object.fromEntries(
    [...keys].map(([key, below]) => [key, below === 'whole' ? object[key] : picked(object[key], below)]),
  )
}

/**
 * Which settings module an id (after `virtual:settings/`) names: a file ("practices"), one field of it
 * ("practices/review"), or parts of a field ("claims/safeguards?pick=id,title,tools"). @param {string} path
 */
export const settingsPath = (path) => {
  const [name = '', query = ''] = path.split('?')
  const [file = '', field] = name.split('/')
  const pick = new URLSearchParams(query).get('pick')?.split(',')
  return { file, field, pick }
}

/** The module of all the settings: each file's module, its fields, under the file's name. @param {string[]} names */
export const settingsIndex = (names) => names.map((name) => `export * as ${name} from '${SETTINGS}/${name}'`).join('\n')

const SETTINGS_DIR = resolve(import.meta.dirname, '../src/content/settings')

/**
 * The site settings (`virtual:settings`) as their files hold them, `{{variables}}` unfilled and unchecked, for a
 * script that loads a module reading them without the build's content plugin (scripts/content-files.mjs), which
 * fills and checks them and, given first, wins. The variables module reads the owner's facts this way and fills its
 * own values from each other (content/variables.ts).
 * @returns {import('vite').Plugin}
 */
const rawSettings = () => ({
  name: 'raw-settings',
  resolveId: (id) => (id === SETTINGS || id.startsWith(`${SETTINGS}/`) ? `\0raw:${id}` : undefined),
  load(id) {
    if (id === `\0raw:${SETTINGS}`) {
      this.addWatchFile(SETTINGS_DIR)
      const files = readdirSync(SETTINGS_DIR).filter((file) => file.endsWith('.yml'))
      return settingsIndex(files.map((file) => file.slice(0, -'.yml'.length)))
    }
    if (!id.startsWith(`\0raw:${SETTINGS}/`)) return undefined
    const { file, field, pick } = settingsPath(id.slice(`\0raw:${SETTINGS}/`.length))
    const path = resolve(SETTINGS_DIR, `${file}.yml`)
    this.addWatchFile(path)
    const data = parse(readFileSync(path, 'utf8'))
    return field === undefined ? settingsModule(data, file) : settingsField(data, field, pick)
  },
})

/**
 * The module at `file` (relative to the working directory, or absolute) and the files it was built from (files only:
 * a virtual module is not a file a caller could watch).
 * @param {string} file @param {import('vite').PluginOption[]} [plugins]
 */
export const runSource = async (file, plugins = []) => {
  const loaded = await runnerImport(resolve(file), {
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: sourceAlias },
    plugins: [...plugins, rawSettings()],
  })
  return { ...loaded, dependencies: loaded.dependencies.filter((dependency) => !dependency.startsWith('\0')) }
}

/** The module at `file`, its exports only. @param {string} file @param {import('vite').PluginOption[]} [plugins] */
export const loadSource = (file, plugins = []) => runSource(file, plugins).then(({ module }) => module)

/**
 * A Vite plugin that serves the virtual module `id`, its code made by `load` (in the plugin's context, with the project
 * root and whether Vite is building).
 * @param {string} name @param {string} id
 * @param {(this: import('vite').Rollup.PluginContext, vite: { root: string, build: boolean }) => Promise<string>} load
 * @returns {import('vite').Plugin}
 */
export function virtualModule(name, id, load) {
  const resolved = `\0${id}`
  const vite = { root: process.cwd(), build: false }
  return {
    name,
    configResolved(config) {
      Object.assign(vite, { root: config.root, build: config.command === 'build' })
    },
    resolveId: (source) => (source === id ? resolved : undefined),
    load: {
      filter: { id: new RegExp(`^${resolved}$`) },
      handler() {
        return load.call(this, vite)
      },
    },
  }
}
