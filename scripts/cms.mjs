// @ts-check
// `npm run cms`: the CMS on this computer, editing this working copy. Serves the built site (scripts/serve.mjs, with
// the CMS at /admin/; built first if it is not) and starts Decap's local proxy (decap-server), which the CMS uses when
// it runs on localhost: each save writes the file here, for you to review and commit (`MODE=git npm run cms` makes
// each save a commit on the current branch instead). Ctrl+C stops both.
// PORT (default 4173) moves the site, CMS_PROXY_PORT the proxy (default: the port the build configured, PROXY_PORT of
// src/admin/cms-config.ts), and CMS_DIR points the proxy at another copy of the project (a test's scratch copy, say).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = process.env.PORT ?? '4173'
const directory = resolve(process.env.CMS_DIR?.trim() || root)
/** @param {string[]} args @param {Record<string, string>} [env] */
const node = (args, env = {}) =>
  spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
/** @param {string[]} args @param {Record<string, string>} [env] */
const run = async (args, env = {}) => {
  const code = await new Promise((done) => node(args, env).on('exit', done))
  if (code !== 0) process.exit(code ?? 1)
}

const config = `${root}dist/admin/config.yml`
if (!existsSync(config)) await run(['scripts/build.mjs'])
// The page finds the proxy through its configuration: rewrite it (not the site) when the port changed.
const configured = readFileSync(config, 'utf8').match(/127\.0\.0\.1:(\d+)\//)?.[1] ?? ''
const proxyPort = process.env.CMS_PROXY_PORT?.trim() || configured
if (proxyPort !== configured) await run(['scripts/admin.mjs'], { CMS_PROXY_PORT: proxyPort })

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
