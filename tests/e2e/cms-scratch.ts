// A scratch copy of the project for the CMS spec: the files git tracks, in a fresh git repository of their own, with
// Decap's local proxy (decap-server, in its git mode) writing to it, so each entry the CMS saves is a commit there and
// the copy builds with the site's own scripts. The project's files are never touched.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { freePort } from '../../scripts/free-port.mjs'
import { waitForHttp } from '../../scripts/wait-for-http.mjs'

export type Scratch = {
  dir: string
  /** Decap's local proxy, writing to the copy: what the CMS's `local_backend` points at. */
  proxyUrl: string
  /** `git` in the copy, its output. */
  git: (...args: string[]) => string
  /** A file of the copy, as text. */
  read: (file: string) => string
  /** Runs one of the site's scripts in the copy: its exit status and everything it printed. */
  run: (script: string, ...args: string[]) => { status: number | null; output: string }
  stop: () => Promise<void>
}

/** How many things `npm run launch-check` lists in the copy. */
export function launchCount(scratch: Scratch) {
  const { output } = scratch.run('scripts/launch-check.mjs')
  const count = /Not ready to launch: (\d+) things?/.exec(output)?.[1]
  if (!count) throw new Error(`the launch check printed no count:\n${output}`)
  return Number(count)
}

export async function createScratch(): Promise<Scratch> {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerpod-cms-'))
  const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)
  for (const file of tracked) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    cpSync(file, join(dir, file))
  }
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir')
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=CMS test', '-c', 'user.email=cms-test@ledgerpod.example', ...args], {
      cwd: dir,
      encoding: 'utf8',
    })
  git('init', '--quiet', '--initial-branch=main')
  // decap-server's git mode commits with the repository's own identity.
  git('config', 'user.name', 'CMS test')
  git('config', 'user.email', 'cms-test@ledgerpod.example')
  git('add', '--all')
  git('commit', '--quiet', '--message', 'The project as the CMS test found it')

  const port = await freePort()
  const proxyUrl = `http://127.0.0.1:${port}/api/v1`
  const proxy: ChildProcess = spawn(process.execPath, [resolve('node_modules/decap-server/dist/index.js')], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      MODE: 'git',
      GIT_REPO_DIRECTORY: dir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  // Until the proxy answers Decap's first request ("info").
  await waitForHttp(proxyUrl, {
    name: 'decap-server',
    timeoutMs: 15_000,
    init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'info' }) },
    ready: (response) => response.ok,
    child: proxy,
  })
  return {
    dir,
    proxyUrl,
    git,
    read: (file) => readFileSync(join(dir, file), 'utf8'),
    run: (script, ...args) => {
      const result = spawnSync(process.execPath, [script, ...args], { cwd: dir, encoding: 'utf8' })
      return { status: result.status, output: `${result.stdout}${result.stderr}` }
    },
    stop: async () => {
      proxy.kill()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
