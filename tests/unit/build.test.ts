// A build for a public origin is a build to publish: while any owner fact is still a sample, scripts/build.mjs refuses
// before it builds anything, listing each fact with its file and field (the launch check's list).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { OWNER_FACTS } from '../../src/build/owner-facts'
import { launchItems } from '../../src/build/launch-check'

const scratch = mkdtempSync(join(tmpdir(), 'ledgerpod-build-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const build = (env: Record<string, string>) => {
  const out = join(scratch, 'dist')
  const run = spawnSync(process.execPath, ['scripts/build.mjs', out], {
    env: { ...process.env, SITE_PREVIEW: '', ...env },
    encoding: 'utf8',
  })
  return { ...run, built: existsSync(out) }
}

describe('a build for a public origin', () => {
  const origin = 'https://www.ledgerpod.com'
  const items = launchItems(OWNER_FACTS, origin)

  it('refuses while samples are left, listing each with its file and field, and builds nothing', () => {
    expect(items.length).toBeGreaterThan(0)
    const run = build({ SITE_URL: origin })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`Refusing to build ${origin}`)
    for (const item of items) expect(run.stderr).toContain(`${item.file} › ${item.field}: ${item.what}`)
    expect(run.stderr).toContain('SITE_PREVIEW=1')
    expect(run.built).toBe(false)
  }, 30_000)
})
