// Does the site still build, deploy and stay light with hundreds of articles? For each count of BENCH_ARTICLES
// (default 500; "50,200,500" shows how the time grows) it builds a copy of this checkout with that many articles (the
// real ones plus generated ones; this checkout's dist/ and articles are never touched) and records the build time,
// the page count, the size of dist/ and of the site search's index, the length of the CSP header and what three pages
// load before interaction.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pageWeights } from '../scripts/budget.mjs'
import { SEARCH_DIR, prerendered } from '../scripts/hosting.mjs'
import { kib, note, record } from './report'
import { repoRoot, test } from './sites'

const counts = (process.env.BENCH_ARTICLES ?? '500').split(',').map(Number)
const POSTS = join(repoRoot, 'src/content/blog/posts')
const TOPICS = ['Month-end close', 'Accounts payable', 'Payroll taxes', 'Sales tax', 'Cash flow', 'Job costing']
const SENTENCES = [
  'Start with the accounts that move cash, because every later figure depends on them.',
  'Reconcile each bank and card account to its statement before you look at any report.',
  'A short written checklist keeps the routine the same from one month to the next.',
  'Small differences left alone grow into adjustments at tax time.',
  'Lenders and investors ask for the same statements, so keep them current.',
]
const LINKS = ['/pricing', '/services/bookkeeping-service', '/industry', '/faq', '/contact']
const IMAGES = ['blog-month-end', 'blog-catch-up', 'blog-security']

/** Article number i: front matter as every article needs it, five sections with a list and internal links. */
function article(i: number) {
  const pick = <T>(list: T[], salt = 0) => list[(i * 7 + salt * 3) % list.length]!
  const topic = pick(TOPICS)
  const date = new Date(Date.UTC(2025, 5, 1) - i * 86_400_000).toISOString().slice(0, 10)
  const paragraph = (s: number) => SENTENCES.map((_, k) => pick(SENTENCES, s + k)).join(' ')
  const sections = Array.from(
    { length: 5 },
    (_, s) =>
      `## ${topic}: step ${s + 1}\n\n${paragraph(s)} See [how {{brand}} handles it](${pick(LINKS, s)}).\n\n` +
      SENTENCES.slice(0, 3)
        .map((line) => `- ${line}`)
        .join('\n'),
  )
  return `---\ntitle: "${topic}, part ${i + 1}"\ndescription: "A practical guide to ${topic.toLowerCase()}: what to do each month, in which order, and what to ask your bookkeeper."\ndate: ${date}\nimage: ${pick(IMAGES)}\ntags: ["${topic.toLowerCase()}"]\nkeywords: ["${topic.toLowerCase()}", "bookkeeping"]\n---\n\n${paragraph(9)}\n\n${sections.join('\n\n')}\n`
}

/** A copy of this checkout (tracked and new files as they are now) with its node_modules linked. */
function scratchCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerpod-scale-'))
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
  for (const file of files
    .split('\n')
    .filter((f) => f && statSync(join(repoRoot, f), { throwIfNoEntry: false })?.isFile())) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    cpSync(join(repoRoot, file), join(dir, file))
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

const size = (dir: string): number =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).reduce((total, f) => {
    const stat = statSync(join(dir, f))
    return total + (stat.isFile() ? stat.size : 0)
  }, 0)

for (const count of counts) {
  test(`${count} articles`, () => {
    note(
      'pages: HTML files with 404.html; KiB: JavaScript and CSS (gzip) loaded before interaction, as the budget counts.',
    )
    const work = scratchCopy()
    const posts = join(work, 'posts')
    try {
      mkdirSync(posts)
      const real = readdirSync(POSTS).filter((name) => name.endsWith('.md'))
      for (const name of real.slice(0, count)) cpSync(join(POSTS, name), join(posts, name))
      for (let i = real.length; i < count; i++) writeFileSync(join(posts, `generated-article-${i + 1}.md`), article(i))
      const started = performance.now()
      execFileSync(process.execPath, ['scripts/build.mjs'], {
        cwd: work,
        env: { ...process.env, BLOG_POSTS_DIR: posts },
        stdio: 'ignore',
      })
      const dist = join(work, 'dist')
      const paths = prerendered(dist).map((page) => page.path)
      const csp = /Content-Security-Policy: (.*)/.exec(readFileSync(join(dist, '_headers'), 'utf8'))?.[1] ?? ''
      const loads = (path: string | undefined) => {
        const { js, css } = pageWeights(dist, path ?? '/')
        return kib(js + css)
      }
      record({ key: 'current', label: 'this tree' }, `${count} articles`, {
        'build s': Math.round((performance.now() - started) / 100) / 10,
        pages: paths.length + 1,
        'dist MiB': Math.round(size(dist) / 104857.6) / 10,
        'CSP chars': csp.length,
        'search index KiB': Math.round(size(join(dist, SEARCH_DIR)) / 102.4) / 10,
        '/ KiB': loads('/'),
        '/blog KiB': loads('/blog'),
        'article KiB': loads(paths.find((p) => /^\/blog\/(?!page\/)[^/]+$/.test(p))),
      })
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })
}
