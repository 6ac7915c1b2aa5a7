// Does the site still build, deploy and stay light with hundreds of articles? For each count of BENCH_ARTICLES
// (default 500; "50,200,500" shows how the time grows) it builds a copy of this checkout with that many articles (the
// real ones plus generated ones; this checkout's dist/ and articles are never touched), each generated one with an
// uploaded cover and a chart in its text (BENCH_PICTURES distinct of each between them, default 50, made by
// tests/fixtures/pictures.ts), an author, every fifth a reviewer, on one or two of six topics. It builds the copy twice:
// with no picture made yet (a fresh clone's first build) and again (every later build, the pictures kept), and records
// both times, the page count, the size of dist/ and of its pictures, of the site search's index and of a first query's
// fetches, the length of the CSP header, what five pages load before interaction, and the size budget's breaches.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
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
import type { Browser } from '@playwright/test'
import { spawn } from 'node:child_process'
import { budget, pageWeights } from '../scripts/budget.mjs'
import { freePort } from '../scripts/free-port.mjs'
import { SEARCH_DIR, prerendered } from '../scripts/hosting.mjs'
import { waitForHttp } from '../scripts/wait-for-http.mjs'
import { chart, photo } from '../tests/fixtures/pictures'
import { kib, note, record } from './report'
import { repoRoot, test } from './sites'

const counts = (process.env.BENCH_ARTICLES ?? '500').split(',').map(Number)
const DISTINCT = Number(process.env.BENCH_PICTURES ?? '50')
const AUTHORS = readdirSync(join(repoRoot, 'src/content/blog/authors')).map((name) => name.replace(/\.yml$/, ''))
/** The one author with a credential, who may review. */
const REVIEWER = AUTHORS.find((id) =>
  /credential:/.test(readFileSync(join(repoRoot, 'src/content/blog/authors', `${id}.yml`), 'utf8')),
)
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

/**
 * Article number i: front matter as every article needs it, a cover and a chart of the pictures uploaded, an author
 * (every fifth reviewed), five sections with a list and internal links, the chart in the second.
 */
function article(i: number) {
  const pick = <T>(list: T[], salt = 0) => list[(i * 7 + salt * 3) % list.length]!
  const topic = pick(TOPICS)
  const second = pick(TOPICS, 1)
  const date = new Date(Date.UTC(2025, 5, 1) - i * 86_400_000).toISOString().slice(0, 10)
  const paragraph = (s: number) => SENTENCES.map((_, k) => pick(SENTENCES, s + k)).join(' ')
  const picture = i % DISTINCT
  const sections = Array.from(
    { length: 5 },
    (_, s) =>
      `## ${topic}: step ${s + 1}\n\n${paragraph(s)} See [how {{brand}} handles it](${pick(LINKS, s)}).\n\n` +
      (s === 1 ? `![A bar chart of ${topic.toLowerCase()} by month](/uploads/chart-${picture}.png)\n\n` : '') +
      SENTENCES.slice(0, 3)
        .map((line) => `- ${line}`)
        .join('\n'),
  )
  const author = AUTHORS.filter((id) => id !== REVIEWER)[i % (AUTHORS.length - 1)] ?? AUTHORS[0]
  const review = REVIEWER && i % 5 === 0 ? `reviewer: ${REVIEWER}\nreviewed: ${date}\n` : ''
  const tags = [...new Set([topic, second])].map((tag) => `"${tag.toLowerCase()}"`).join(', ')
  return `---\ntitle: "${topic}, part ${i + 1}"\ndescription: "A practical guide to ${topic.toLowerCase()}: what to do each month, in which order, and what to ask your bookkeeper."\ndate: ${date}\nauthor: ${author}\n${review}cover:\n  src: /uploads/cover-${picture}.jpg\n  alt: A desk with the month's statements on ${topic.toLowerCase()}\ntags: [${tags}]\nkeywords: ["${topic.toLowerCase()}", "bookkeeping"]\n---\n\n${paragraph(9)}\n\n${sections.join('\n\n')}\n`
}

/** The pictures the generated articles upload: `count` covers and as many charts, two made at a time. */
async function uploadPictures(dir: string, count: number) {
  mkdirSync(dir, { recursive: true })
  const jobs = Array.from({ length: count }, (_, k) => [
    () => photo(join(dir, `cover-${k}.jpg`), k + 1),
    () => chart(join(dir, `chart-${k}.png`), k + 1),
  ]).flat()
  const work = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job()
  }
  await Promise.all([work(), work()])
}

/** Bytes of every /pagefind/ response of a first query on the built site's /search, until its results show. */
async function firstQuery(dist: string, browser: Browser) {
  const port = await freePort()
  const server = spawn(process.execPath, [join(repoRoot, 'scripts/serve.mjs')], {
    cwd: dirname(dist),
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  })
  const context = await browser.newContext()
  try {
    const origin = `http://127.0.0.1:${port}`
    await waitForHttp(origin, { name: 'scripts/serve.mjs', ready: (response) => response.ok, child: server })
    const page = await context.newPage()
    let bytes = 0
    page.on('requestfinished', async (request) => {
      if (!new URL(request.url()).pathname.startsWith('/pagefind/')) return
      const sizes = await request.sizes()
      bytes += sizes.responseBodySize + sizes.responseHeadersSize
    })
    await page.goto(`${origin}/search?q=payroll`)
    await page.getByRole('status').filter({ hasText: 'for “payroll”' }).waitFor()
    await page.waitForLoadState('networkidle')
    return bytes
  } finally {
    await context.close()
    server.kill()
  }
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
  test(`${count} articles`, async ({ browser }) => {
    test.setTimeout(0)
    note(
      'pages: HTML files with 404.html; build s: with no picture made yet (a fresh clone), then with them kept; ' +
        'KiB: JavaScript and CSS (gzip) loaded before interaction, as the budget counts; first query: bytes of ' +
        `/pagefind/ responses until a first query's results show; ${DISTINCT} distinct covers and charts.`,
    )
    const work = scratchCopy()
    const posts = join(work, 'posts')
    const cache = join(work, 'picture-cache')
    try {
      mkdirSync(posts)
      const real = readdirSync(POSTS).filter((name) => name.endsWith('.md'))
      for (const name of real.slice(0, count)) cpSync(join(POSTS, name), join(posts, name))
      for (let i = real.length; i < count; i++) writeFileSync(join(posts, `generated-article-${i + 1}.md`), article(i))
      await uploadPictures(join(work, 'src/content/uploads'), Math.min(DISTINCT, Math.max(0, count - real.length)))
      const build = () => {
        const started = performance.now()
        const output = execFileSync(process.execPath, ['scripts/build.mjs'], {
          cwd: work,
          env: { ...process.env, BLOG_POSTS_DIR: posts, PICTURES_CACHE_DIR: cache },
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        })
        const pictures = /pictures: (\d+) files, (\d+) made now and \d+ kept, in ([\d.]+) s/.exec(output)
        return {
          seconds: Math.round((performance.now() - started) / 100) / 10,
          files: Number(pictures?.[1] ?? 0),
          making: Number(pictures?.[3] ?? 0),
        }
      }
      const cold = build()
      const warm = build()
      const dist = join(work, 'dist')
      const paths = prerendered(dist).map((page) => page.path)
      const csp = /Content-Security-Policy: (.*)/.exec(readFileSync(join(dist, '_headers'), 'utf8'))?.[1] ?? ''
      const loads = (path: string | undefined) => {
        const { js, css } = pageWeights(dist, path ?? '/')
        return kib(js + css)
      }
      const pictures = join(dist, 'assets/pictures')
      record({ key: 'current', label: 'this tree' }, `${count} articles`, {
        'build s (cold)': cold.seconds,
        'of which pictures': cold.making,
        'build s (warm)': warm.seconds,
        'picture files': cold.files,
        pages: paths.length + 1,
        'dist MiB': Math.round(size(dist) / 104857.6) / 10,
        'pictures MiB': existsSync(pictures) ? Math.round(size(pictures) / 104857.6) / 10 : 0,
        'CSP chars': csp.length,
        'search index KiB': Math.round(size(join(dist, SEARCH_DIR)) / 102.4) / 10,
        'first query KB': Math.round((await firstQuery(dist, browser)) / 100) / 10,
        '/ KiB': loads('/'),
        '/blog KiB': loads('/blog'),
        'article KiB': loads(paths.find((p) => /^\/blog\/(?!page\/|topics\/|authors\/)[^/]+$/.test(p))),
        'topic KiB': loads(paths.find((p) => p.startsWith('/blog/topics/'))),
        'author KiB': loads(paths.find((p) => p.startsWith('/blog/authors/'))),
        'budget breaches': budget(dist).breaches.length,
      })
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })
}
