// scripts/wrangler.mjs reads wrangler.jsonc with wrangler's own reader: the configuration the hosting tests run is the
// one Cloudflare deploys, however its comments are written.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** A wrangler.jsonc with a comment after a value, one inside a line and a trailing comma. */
const edited = join(mkdtempSync(join(tmpdir(), 'ledgerpod-wrangler-test-')), 'wrangler.jsonc')
writeFileSync(
  edited,
  `{
  "$schema": "node_modules/wrangler/config-schema.json", // the schema
  "name": "site", /* a name */
  "main": "deploy/cloudflare-worker.js",
  "build": { "command": "npm run build" },
  "assets": { "directory": "dist", "binding": "ASSETS", },
}
`,
)
afterAll(() => rmSync(dirname(edited), { recursive: true, force: true }))

type Config = { name?: string; main: string; assets: Record<string, string> }

/**
 * The configurations scripts/wrangler.mjs writes for each [folder, source], read in Node as the script runs (wrangler
 * does not load in jsdom), in one process: wrangler takes seconds to load.
 */
const render = (calls: string[][]): [Config, Config] =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { renderWranglerConfig } from './scripts/wrangler.mjs'
        const calls = JSON.parse(process.argv[1])
        console.log(JSON.stringify(await Promise.all(calls.map((call) => renderWranglerConfig(...call)))))`,
        JSON.stringify(calls),
      ],
      { encoding: 'utf8' },
    ),
  )

describe('the workerd configuration', () => {
  let shipped: Config, commented: Config
  beforeAll(() => {
    ;[shipped, commented] = render([['.e2e/some-build'], ['dist', edited]])
  }, 120_000)

  it('is wrangler.jsonc serving the given folder, without its build step', () => {
    expect(shipped).not.toHaveProperty('build')
    expect(shipped).not.toHaveProperty('$schema')
    expect(shipped.assets.directory).toBe(resolve('.e2e/some-build'))
    expect(shipped.main).toBe(resolve('deploy/cloudflare-worker.js'))
    expect(shipped.assets.not_found_handling).toBe('404-page')
  })

  it('reads comments after a value and inside a line, and a trailing comma, as wrangler does', () => {
    expect(commented).toMatchObject({ name: 'site', assets: { directory: resolve('dist'), binding: 'ASSETS' } })
  })
})
