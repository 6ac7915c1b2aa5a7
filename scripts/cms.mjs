// `npm run cms`: the CMS on this computer, editing this working copy. Serves the built site (scripts/serve.mjs, with
// the CMS at /admin/; built first if it is not) and starts Decap's local proxy (decap-server), which the CMS uses when
// it runs on localhost: each save writes the file here, for you to review and commit (`MODE=git npm run cms` makes
// each save a commit on the current branch instead). Ctrl+C stops both.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = process.env.PORT ?? '4173'
/** @param {string[]} args @param {Record<string, string>} [env] */
const node = (args, env = {}) =>
  spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })

if (!existsSync(`${root}dist/admin/index.html`)) {
  const build = node(['scripts/build.mjs'])
  const code = await new Promise((done) => build.on('exit', done))
  if (code !== 0) process.exit(code ?? 1)
}
// Decap's default proxy port, which src/admin/cms-config.ts names.
const proxy = node(['node_modules/decap-server/dist/index.js'], {
  PORT: '8081',
  BIND_HOST: '127.0.0.1',
  GIT_REPO_DIRECTORY: root,
})
const site = node(['scripts/serve.mjs'], { PORT: port })
console.log(`\nThe CMS: http://localhost:${port}/admin/ (click Login; it edits ${root})\n`)
const stop = () => {
  proxy.kill()
  site.kill()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of [proxy, site]) child.on('exit', stop)
