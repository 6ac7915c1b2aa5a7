// Runs deploy/nginx.conf with a real nginx on loopback, as a non-daemon child with every path in a temp folder.
// Used by tests/e2e/nginx.spec.ts; `node scripts/nginx.mjs [port]` serves dist/ the same way by hand.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { freePort } from './free-port.mjs'
import { waitForHttp } from './wait-for-http.mjs'

/** The site root written in deploy/nginx.conf: the one path a deployment changes. */
export const DEPLOY_ROOT = '/srv/ledgerpod/dist'

const candidates = () => [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']

/** Debian's nginx (or NGINX_PATH), or undefined. */
export function nginxPath() {
  return candidates().find((path) => path && existsSync(path))
}

export const MISSING_NGINX = [
  'nginx is not installed, and the hosting tests need a real one',
  `(looked at ${candidates().filter(Boolean).join(', ')}).`,
  "Install Debian's package: `sudo apt-get install -y nginx` (`bash .ci/run` does this when run as root),",
  'or point NGINX_PATH at an nginx binary.',
].join('\n')

/**
 * deploy/nginx.conf with its site root replaced and its listen lines replaced by one loopback address.
 * @param {{ root: string, listen: string, source?: string }} options
 */
export function renderSiteConfig({ root, listen, source = 'deploy/nginx.conf' }) {
  const template = readFileSync(source, 'utf8')
  if (!template.includes(DEPLOY_ROOT)) throw new Error(`${source} no longer mentions ${DEPLOY_ROOT}`)
  let listened = false
  const config = template
    .split(DEPLOY_ROOT)
    .join(root)
    .replace(/^(\s*)listen\s+[^;]+;\n/gm, (_, indent) => {
      if (listened) return ''
      listened = true
      return `${indent}listen ${listen};\n`
    })
  if (!listened) throw new Error(`${source} has no listen line`)
  return config
}

/**
 * A full nginx.conf around the site file: foreground, one worker, logs and temp files in `dir`. Started as root, nginx
 * would run its worker as `nobody`, who cannot read a checkout in a private folder (root's home is mode 700): this
 * local server on loopback keeps its worker as root, so the tests pass wherever the checkout is.
 */
function mainConfig(/** @type {string} */ dir, /** @type {string} */ siteFile) {
  const at = (/** @type {string} */ name) => join(dir, name)
  return `# Rendered by scripts/nginx.mjs for a local run of deploy/nginx.conf.
daemon off;
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
${process.getuid?.() === 0 ? 'user root root;' : ''}
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${at('access.log')};
    client_body_temp_path ${at('client_body')};
    proxy_temp_path ${at('proxy')};
    fastcgi_temp_path ${at('fastcgi')};
    uwsgi_temp_path ${at('uwsgi')};
    scgi_temp_path ${at('scgi')};
    include ${siteFile};
}
`
}

/**
 * Starts nginx serving `root` (default dist/) with deploy/nginx.conf on 127.0.0.1:`port` (default: a free port).
 * Resolves to { origin, dir, log(), stop() } once it answers; rejects with nginx's own message on a bad config.
 * @param {{ root?: string, port?: number }} [options]
 */
export async function startNginx({ root = resolve('dist'), port } = {}) {
  const binary = nginxPath()
  if (!binary) throw new Error(MISSING_NGINX)
  if (!existsSync(join(root, '.nginx', 'security-headers.conf'))) {
    throw new Error(`${root}/.nginx/security-headers.conf is missing: run \`npm run build\` first`)
  }
  port ??= await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'ledgerpod-nginx-'))
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub))
  const siteFile = join(dir, 'ledgerpod.conf')
  writeFileSync(siteFile, renderSiteConfig({ root, listen: `127.0.0.1:${port}` }))
  const configFile = join(dir, 'nginx.conf')
  writeFileSync(configFile, mainConfig(dir, siteFile))

  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', configFile]
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t rejected the rendered deploy/nginx.conf:\n${check.stderr}`)

  // Its own process group, so a last-resort kill reaches the workers too.
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const log = () => {
    const file = join(dir, 'error.log')
    return `${stderr}${existsSync(file) ? readFileSync(file, 'utf8') : ''}`
  }
  const origin = `http://127.0.0.1:${port}`
  const exited = new Promise((done) => child.once('exit', done))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForHttp(`${origin}/`, { name: 'nginx', child, log })
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, dir, log, stop }
}

// By hand: node scripts/nginx.mjs [port]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port] = parseArgs({ allowPositionals: true }).positionals
  const server = await startNginx({ port: port ? Number(port) : 4180 })
  console.log(`nginx serving dist/ with deploy/nginx.conf on ${server.origin} (Ctrl+C stops it)`)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop().then(() => process.exit(0)))
}
