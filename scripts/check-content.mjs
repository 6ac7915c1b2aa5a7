// @ts-check
// The files editors change, checked before the build starts: every FAQ, settings file, author and article (and each
// picture in them), read as the build reads them. Each mistake is printed once, as `file:line:column field: what was
// expected`, without a stack trace, and the build stops with exit code 1 (scripts/build.mjs runs this first;
// `node scripts/check-content.mjs` alone).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { postsDir, readCollection, sourceRules } from './blog.mjs'
import { ContentError } from './content-error.mjs'
import { authorFiles, loadContext, readAuthor, readContentFile, readSettings } from './content-files.mjs'

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
    await check(() => readContentFile(readFileSync(join(root, file), 'utf8'), file, context.faqFileSchema, context))
  }
  for (const name of Object.keys(context.settingsSchemas)) await check(() => readSettings(root, name, context))
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
