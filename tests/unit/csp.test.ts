// Every Content-Security-Policy the build writes for the hosts (scripts/security-headers.mjs) through Google's policy
// linter, csp_evaluator: the site's, the scheduler's pages', the site search's and the CMS's, with analytics off and
// on. None may have a finding of high severity (a bypass of the script policy, a missing object-src, a wildcard…).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js'
import { Severity, type Finding } from 'csp_evaluator/dist/finding.js'
import { CspParser } from 'csp_evaluator/dist/parser.js'
import { afterAll, describe, expect, it } from 'vitest'
import { writeHostingHeaders } from '../../scripts/security-headers.mjs'

const HIGH = [Severity.HIGH, Severity.HIGH_MAYBE, Severity.SYNTAX]
const findings = (policy: string): Finding[] => new CspEvaluator(new CspParser(policy).csp).evaluate()
/** A finding in words: its severity, directive and value. */
const said = (finding: Finding) => `${Severity[finding.severity]} ${finding.directive} ${finding.value ?? ''}`.trim()

/** A build folder with a page (an inline script to hash), the search page and the CMS. */
const dist = mkdtempSync(join(tmpdir(), 'csp-evaluator-'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><script>document.documentElement.className="js"</script>')
writeFileSync(join(dist, 'search.html'), '<!doctype html><script>document.currentScript.remove()</script>')
mkdirSync(join(dist, 'admin'))
writeFileSync(join(dist, 'admin', 'index.html'), '<!doctype html>')
afterAll(() => rmSync(dist, { recursive: true, force: true }))

/** Each policy the build writes into `_headers`, by the paths it is for, with a scheduler and analytics or without. */
function policies(withEverything: boolean) {
  writeHostingHeaders(
    dist,
    withEverything ? { paths: ['/book', '/booked'], origin: 'https://calendly.com' } : undefined,
    withEverything ? ['https://stats.ledgerpod.com'] : [],
    ['/search'],
  )
  const byPath = new Map<string, string>()
  let path = ''
  for (const line of readFileSync(join(dist, '_headers'), 'utf8').split('\n')) {
    if (/^\S/.test(line)) path = line.trim()
    const policy = /^\s+Content-Security-Policy: (.+)$/.exec(line)?.[1]
    if (policy) byPath.set(path, policy)
  }
  return [...byPath]
}

describe.each([
  ['as shipped (no scheduler, no analytics)', false],
  ['with a scheduler and analytics', true],
])('the policies %s', (_, withEverything) => {
  const written = policies(withEverything)

  it('are the site’s, the search page’s and the CMS’s, and the scheduler’s pages’ when it is on', () => {
    const paths = written.map(([path]) => path)
    expect(paths).toEqual(expect.arrayContaining(['/*', '/search', '/admin', ...(withEverything ? ['/book'] : [])]))
  })

  it.each(written)('%s: no high-severity finding', (_, policy) => {
    expect(
      findings(policy)
        .filter((finding) => HIGH.includes(finding.severity))
        .map(said),
    ).toEqual([])
  })
})

describe('the linter', () => {
  it('finds what a weak policy allows (the control)', () => {
    expect(findings("script-src 'self' 'unsafe-inline' https:").map(said)).toEqual(
      expect.arrayContaining(["HIGH script-src 'unsafe-inline'", 'HIGH script-src https:', 'HIGH object-src']),
    )
  })
})
