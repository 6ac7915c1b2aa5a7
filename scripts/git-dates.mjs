// @ts-check
// When each page of the registry last changed, from git: the date of the last commit that touched the page's own files
// (its route, its content module, its FAQ file). Unknown, and so left out of the sitemap, where git cannot say: a
// build outside a git checkout, or a shallow clone (whose oldest commit would seem to have touched every file).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** git's output, or undefined where git is missing or this is no checkout. @param {string[]} args */
function git(args) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return undefined
  }
}

/**
 * A page's own files that exist: its route module, its content module and its FAQ.
 * @param {{ path: string, id: string }} page
 */
export function pageSources({ path, id }) {
  const route = path === '/' ? 'index' : path.slice(1)
  return [
    `src/routes/${route}.tsx`,
    `src/routes/${route}/index.tsx`,
    `src/content/pages/${id}.ts`,
    `src/content/faqs/${id}.yml`,
  ].filter((file) => existsSync(file))
}

/**
 * The date (YYYY-MM-DD) each registry page's files were last committed, by path; empty outside a full git history.
 * @param {{ path: string, id?: string }[]} pages @returns {Map<string, string>}
 */
export function lastChanged(pages) {
  /** @type {Map<string, string>} */ const dates = new Map()
  if (git(['rev-parse', '--is-shallow-repository']) !== 'false') return dates
  for (const { path, id } of pages) {
    const files = id ? pageSources({ path, id }) : []
    const date = files.length ? git(['log', '-1', '--format=%cs', '--', ...files]) : undefined
    if (date) dates.set(path, date)
  }
  return dates
}
