// Runs wrangler.jsonc with Cloudflare's own runtime (workerd, through the pinned wrangler's `wrangler dev`) on
// loopback, offline and without an account, serving a build folder as Workers static assets. Used by the hosting tests
// (tests/e2e/hosting.spec.ts) and the benchmarks (BENCH_HOST=workerd); `node scripts/wrangler.mjs [port] [folder]`
// serves dist/ the same way by hand.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { freePorts } from './free-port.mjs'
import { waitForHttp } from './wait-for-http.mjs'

const WRANGLER = 'node_modules/wrangler/bin/wrangler.js'
/** wrangler's telemetry and update check off: the tests run offline and send nothing. */
export const WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CI: 'true',
  // Request.cf from a built-in placeholder, not fetched from workers.cloudflare.com (a failed lookup stopped workerd).
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
}

/**
 * wrangler.jsonc as wrangler itself reads it (its own JSONC reader: comments anywhere, trailing commas), serving `root`
 * instead of dist/ and without the build step: the folder is built already.
 * wrangler loads only when a runtime starts: the modules that import this one (the hosting tests') need not wait for it.
 * @param {string} root @param {string} [source]
 */
export async function renderWranglerConfig(root, source = 'wrangler.jsonc') {
  const { experimental_readRawConfig } = await import('wrangler')
  const { build, $schema, ...config } = experimental_readRawConfig({ config: source }).rawConfig
  if (!build || !$schema || !config.main || !config.assets)
    throw new Error(`${source}: expected "build", "$schema", "main" and "assets"`)
  return { ...config, main: resolve(config.main), assets: { ...config.assets, directory: resolve(root) } }
}

/**
 * Starts `wrangler dev` serving `root` (default dist/) on 127.0.0.1:`port` (default: a free port). Resolves to
 * { origin, log(), stop() } once it answers; rejects with wrangler's output if it exits first or takes longer than
 * `timeoutMs`. A port picked here can be taken by another process before wrangler binds it (a CI run once lost one to
 * a neighbour): then it starts again on new ports, up to three times.
 * @param {{ root?: string, port?: number, timeoutMs?: number }} [options]
 * @returns {Promise<{ origin: string, log: () => string, stop: () => Promise<void> }>}
 */
export async function startWrangler({ root = resolve('dist'), port, timeoutMs = 60_000 } = {}) {
  if (!existsSync(join(root, '_headers'))) throw new Error(`${root}/_headers is missing: run \`npm run build\` first`)
  for (let attempt = 1; ; attempt++) {
    // The inspector on a port of its own too: by default every wrangler takes 9229 when it looks free, so two started
    // at once (one per test worker) both took it and one runtime failed to start.
    const [picked, inspectorPort] = /** @type {[number, number]} */ (await freePorts(2))
    try {
      return await launch(root, port ?? picked, inspectorPort, timeoutMs)
    } catch (error) {
      const taken = error instanceof Error && error.message.includes('Address already in use')
      if (!taken || port !== undefined || attempt === 3) throw error
    }
  }
}

/** @param {string} root @param {number} port @param {number} inspectorPort @param {number} timeoutMs */
async function launch(root, port, inspectorPort, timeoutMs) {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerpod-wrangler-'))
  const config = join(dir, 'wrangler.json')
  writeFileSync(config, JSON.stringify(await renderWranglerConfig(root), null, 2))
  const args = [
    ...['dev', '--config', config, '--ip', '127.0.0.1', '--port', String(port), '--persist-to', join(dir, 'state')],
    ...['--inspector-port', String(inspectorPort)],
    ...['--log-level', 'warn', '--show-interactive-dev-session=false'],
  ]
  // Its own process group, so stop() reaches workerd too.
  const child = spawn(process.execPath, [resolve(WRANGLER), ...args], {
    env: { ...process.env, ...WRANGLER_ENV, WRANGLER_LOG_PATH: join(dir, 'logs') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((done) => child.once('exit', done))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM')
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${origin}/robots.txt`, {
      name: 'wrangler dev',
      timeoutMs,
      ready: (response) => response.ok,
      child,
      log: () => output,
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, log: () => output, stop }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, root] = parseArgs({ allowPositionals: true }).positionals
  const server = await startWrangler({ port: port ? Number(port) : 4181, root: root ? resolve(root) : undefined })
  console.log(
    `workerd (wrangler dev) serving ${root ?? 'dist'}/ with wrangler.jsonc on ${server.origin} (Ctrl+C stops it)`,
  )
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop().then(() => process.exit(0)))
}
