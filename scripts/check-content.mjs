// @ts-check
// The files editors change, checked before the build starts: every FAQ, settings file, author and article (and each
// picture in them), read as the build reads them, and each chart of accounts template against the account types its
// programs accept. Each mistake is printed once, as `file:line:column field: what was expected`, without a stack trace,
// and the build stops with exit code 1 (scripts/build.mjs runs this first; `node scripts/check-content.mjs` alone).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { postsDir, readCollection, sourceRules } from './blog.mjs'
import { ContentError } from './content-error.mjs'
import {
  authorFiles,
  contentFiles,
  faqId,
  loadContext,
  readAuthor,
  readContentFile,
  readSettings,
} from './content-files.mjs'
import { loadSource } from './source-module.mjs'

const FAQS = 'src/content/faqs'

/** Every mistake in the content files under `root`, one line each (the first of each file). @param {string} root */
export async function contentMistakes(root) {
  /** @type {string[]} */
  const mistakes = []
  /** @param {() => unknown} read */
  const check = async (read) => {
    try {
      await read()
    } catch (error) {
      // Anything but a content mistake is the build's own failure: let it show with its stack.
      if (!(error instanceof ContentError)) throw error
      mistakes.push(error.message)
    }
  }
  const context = await loadContext(root)
  for (const name of readdirSync(join(root, FAQS))
    .filter((file) => file.endsWith('.yml'))
    .sort()) {
    const file = `${FAQS}/${name}`
    const schema = context.faqSchemaFor(faqId(file))
    await check(() => readContentFile(readFileSync(join(root, file), 'utf8'), file, schema, context))
  }
  for (const name of Object.keys(context.settingsSchemas)) await check(() => readSettings(root, name, context))
  // The charts of accounts: each account's types within the lists its programs accept (content/resources/).
  /** @type {{ chartMistakes: () => string[] }} (src/build/resource-files.ts) */
  const { chartMistakes } = await loadSource(join(root, 'src/build/resource-files.ts'), [contentFiles()])
  mistakes.push(...chartMistakes())
  const before = mistakes.length
  for (const name of authorFiles(root)) await check(() => readAuthor(root, name, context))
  // The articles name their authors: with an author's file wrong, they would all repeat its mistake.
  if (mistakes.length > before) return mistakes
  // Named from the root, as the other files are.
  await check(async () =>
    readCollection(relative(process.cwd(), postsDir(root)) || '.', (await sourceRules(root)).rules),
  )
  return mistakes
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const mistakes = await contentMistakes(process.cwd())
  for (const mistake of mistakes) console.error(mistake)
  if (mistakes.length > 0) process.exit(1)
}
