// @ts-check
// `npm run launch-check`: lists every owner-supplied fact still shipped as a sample, each with the file and field to
// change, the legal pages counsel has not reviewed, and the origin while it is the reserved `.example` one; exits 1
// while anything is left (src/build/launch-check.ts decides what). scripts/build.mjs asks the same before a build for a
// public origin, and refuses to build one that would publish samples.
import { fileURLToPath, pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { contentFiles } from './content-files.mjs'
import { siteUrl } from './site-url.mjs'
import { loadSource } from './source-module.mjs'

const load = (/** @type {string} */ file) =>
  loadSource(fileURLToPath(new URL(`../${file}`, import.meta.url)), [contentFiles()])

/**
 * What is left before launch for a build for `origin`: how many things, and the list as it is printed.
 * @param {string} origin @returns {Promise<{ count: number, list: string }>}
 */
export async function launchReport(origin) {
  const [{ OWNER_FACTS }, check] = await Promise.all(
    ['src/build/owner-facts.ts', 'src/build/launch-check.ts'].map(load),
  )
  const items = check.launchItems(OWNER_FACTS, origin)
  return { count: items.length, list: check.formatLaunchItems(items) }
}

/** "26 things". @param {number} count */
export const things = (count) => `${count} thing${count === 1 ? '' : 's'}`

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const { count, list } = await launchReport(siteUrl())
  if (count) {
    console.error(`Not ready to launch: ${things(count)} to supply or confirm.\n`)
    console.error(list)
    console.error(
      '\nEdit each field (the settings in the CMS at /admin, Site settings, or in their files), set its `sample` to ' +
        "false (or a legal page's `reviewed` to true), and run this again.",
    )
    process.exit(1)
  }
  console.log('Ready to launch: every owner-supplied fact is confirmed and both legal pages are reviewed.')
}
