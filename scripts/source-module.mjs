// Loads one of the site's TypeScript modules into a build script, through Vite's module runner, with the site's `@/`
// import alias (tsconfig.json `paths`, vite.config.ts `resolve.alias`): the scripts read the sources, never a copy.
// And the Vite plugin shape the build uses for that: a virtual module made from the sources.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { runnerImport } from 'vite'
import { parse } from 'yaml'

/** The `@/` alias: `@/content/site` is `src/content/site.ts`. */
export const sourceAlias = { '@': resolve(import.meta.dirname, '../src') }

/** The site settings: `virtual:settings`, each file's module under its name; `virtual:settings/<name>`, one file's. */
export const SETTINGS = 'virtual:settings'

/**
 * The module of a settings file's data: each top-level field a named export, so a page that reads one field does not
 * ship the others.
 * @param {unknown} data a settings file's data: an object
 */
export function settingsModule(data) {
  if (!data || typeof data !== 'object') throw new Error('a settings file holds an object')
  return Object.entries(data)
    .filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default')
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)}`)
    .join('\n')
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
    const file = resolve(SETTINGS_DIR, `${id.slice(`\0raw:${SETTINGS}/`.length)}.yml`)
    this.addWatchFile(file)
    return settingsModule(parse(readFileSync(file, 'utf8')))
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
