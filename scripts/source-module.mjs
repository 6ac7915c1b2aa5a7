// Loads one of the site's TypeScript modules into a build script, through Vite's module runner, with the site's `@/`
// import alias (tsconfig.json `paths`, vite.config.ts `resolve.alias`): the scripts read the sources, never a copy.
// And the Vite plugin shape the build uses for that: a virtual module made from the sources.
import { resolve } from 'node:path'
import { runnerImport } from 'vite'

/** The `@/` alias: `@/content/site` is `src/content/site.ts`. */
export const sourceAlias = { '@': resolve(import.meta.dirname, '../src') }

/**
 * The module at `file` (relative to the working directory, or absolute) and the files it was built from.
 * @param {string} file @param {import('vite').PluginOption[]} [plugins]
 */
export const runSource = (file, plugins = []) =>
  runnerImport(resolve(file), { configFile: false, logLevel: 'silent', resolve: { alias: sourceAlias }, plugins })

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
