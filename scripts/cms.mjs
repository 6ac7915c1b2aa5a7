// @ts-check
// `npm run cms`: the CMS on this computer, editing this working copy. Serves the built site (scripts/serve.mjs, with
// the CMS at /admin/; built first if it is not) and starts Decap's local proxy (decap-server), which the CMS uses when
// it runs on localhost: each save writes the file here, for you to review and commit (`MODE=git npm run cms` makes
// each save a commit on the current branch instead). Ctrl+C stops both.
// PORT (default 4173) moves the site, CMS_PROXY_PORT (default 8081) the proxy, and CMS_DIR points the proxy at
// another copy of the project (a test's scratch copy, say) instead of this one.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = process.env.PORT ?? '4173'
const proxyPort = process.env.CMS_PROXY_PORT?.trim() || '8081'
const directory = resolve(process.env.CMS_DIR?.trim() || root)
/** @param {string[]} args @param {Record<string, string>} [env] */
const node = (args, env = {}) =>
  spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
/** @param {string[]} args */
const run = async (args) => {
  const code = await new Promise((done) => node(args, { CMS_PROXY_PORT: proxyPort }).on('exit', done))
  if (code !== 0) process.exit(code ?? 1)
}

const config = `${root}dist/admin/config.yml`
if (!existsSync(config)) await run(['scripts/build.mjs'])
// The page finds the proxy through its configuration: rewrite it (not the site) when the port changed.
else if (!readFileSync(config, 'utf8').includes(`127.0.0.1:${proxyPort}/`)) await run(['scripts/admin.mjs'])

const proxy = node(['node_modules/decap-server/dist/index.js'], {
  PORT: proxyPort,
  BIND_HOST: '127.0.0.1',
  GIT_REPO_DIRECTORY: directory,
})
const site = node(['scripts/serve.mjs'], { PORT: port })
console.log(
  `\nThe CMS: http://localhost:${port}/admin/ (click Login; it edits ${directory} through ` +
    `http://127.0.0.1:${proxyPort})\nThe site: http://localhost:${port}/\n`,
)
const stop = () => {
  proxy.kill()
  site.kill()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of [proxy, site]) child.on('exit', stop)
