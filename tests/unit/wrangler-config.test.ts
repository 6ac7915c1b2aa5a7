// scripts/wrangler.mjs reads wrangler.jsonc with wrangler's own reader: the configuration the hosting tests run is the
// one Cloudflare deploys, however its comments are written.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The configuration scripts/wrangler.mjs writes, read in Node as the script runs (wrangler does not load in jsdom). */
const renderWranglerConfig = (root: string, source?: string) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { renderWranglerConfig } from './scripts/wrangler.mjs'
        console.log(JSON.stringify(await renderWranglerConfig(...JSON.parse(process.argv[1]))))`,
        JSON.stringify(source ? [root, source] : [root]),
      ],
      { encoding: 'utf8' },
    ),
  )

describe('the workerd configuration', () => {
  it('is wrangler.jsonc serving the given folder, without its build step', () => {
    const config = renderWranglerConfig('.e2e/some-build')
    expect(config).not.toHaveProperty('build')
    expect(config).not.toHaveProperty('$schema')
    expect(config.assets.directory).toBe(resolve('.e2e/some-build'))
    expect(config.main).toBe(resolve('deploy/cloudflare-worker.js'))
    expect(config.assets.not_found_handling).toBe('404-page')
  })

  it('reads comments after a value and inside a line, and a trailing comma, as wrangler does', () => {
    const source = join(mkdtempSync(join(tmpdir(), 'ledgerpod-wrangler-test-')), 'wrangler.jsonc')
    writeFileSync(
      source,
      `{
  "$schema": "node_modules/wrangler/config-schema.json", // the schema
  "name": "site", /* a name */
  "main": "deploy/cloudflare-worker.js",
  "build": { "command": "npm run build" },
  "assets": { "directory": "dist", "binding": "ASSETS", },
}
`,
    )
    const config = renderWranglerConfig('dist', source)
    expect(config).toMatchObject({ name: 'site', assets: { directory: resolve('dist'), binding: 'ASSETS' } })
  })
})
