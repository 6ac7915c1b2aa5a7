// @ts-check
// `npm run launch-check`: lists every owner-supplied fact still shipped as a sample, each with the file and field to
// change, the legal pages counsel has not reviewed, and the origin while it is the reserved `.example` one; exits 1
// while anything is left (src/lib/launch-check.ts decides what).
import { resolve } from 'node:path'
import { runnerImport } from 'vite'
import { siteUrl } from './site-url.mjs'

const load = (/** @type {string} */ file) =>
  runnerImport(resolve(file), { configFile: false, logLevel: 'silent' }).then(({ module }) => module)
const [{ OWNER_FACTS }, check] = await Promise.all(['src/content/owner-facts.ts', 'src/lib/launch-check.ts'].map(load))
const items = check.launchItems(OWNER_FACTS, siteUrl())
if (items.length) {
  console.error(`Not ready to launch: ${items.length} thing${items.length === 1 ? '' : 's'} to supply or confirm.\n`)
  console.error(check.formatLaunchItems(items))
  console.error(
    "\nEdit each field, set its `sample` to false (or a legal page's `reviewed` to true), and run this again.",
  )
  process.exit(1)
}
console.log('Ready to launch: every owner-supplied fact is confirmed and both legal pages are reviewed.')
