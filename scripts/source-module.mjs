// Loads one of the site's TypeScript modules into a build script, through Vite's module runner, with the site's `@/`
// import alias (tsconfig.json `paths`, vite.config.ts `resolve.alias`): the scripts read the sources, never a copy.
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
