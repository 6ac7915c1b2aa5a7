// @ts-check
// Scale benchmark: does the site still build, deploy and stay fast with hundreds of articles? For each article count
// it writes that many articles (the real ones plus generated ones) into a temporary folder, builds a copy of this
// checkout with them (never touching this checkout's dist/ or its articles), and prints the build time, the page
// count, the size of dist/, the length of the Content-Security-Policy header, and the JavaScript and CSS that the home
// page, /blog and an article load before interaction. Nothing it generates is kept.
//
//   npm run bench:scale -- --articles 500          one build with 500 articles
//   npm run bench:scale -- --articles 50,200,500   three builds, to show how the time grows
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
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { KiB, pageSet, pageWeights, routeChunks, table } from './budget.mjs'

const { values } = parseArgs({ options: { articles: { type: 'string', default: '500' } } })
const counts = String(values.articles)
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
if (!counts.length) throw new Error('--articles takes one or more whole numbers, such as 500 or 50,200,500')

const repo = resolve('.')
const POSTS = join(repo, 'src/content/blog/posts')

/** A small deterministic random source, so every run generates the same articles. @param {number} seed */
function random(seed) {
  let state = seed
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296
    return state / 4294967296
  }
}

const TOPICS = [
  'Month-end close',
  'Accounts payable',
  'Payroll taxes',
  'Sales tax',
  'Cash flow',
  'Inventory costing',
  'Job costing',
  'Receivables follow-up',
  'Bank reconciliation',
  'Year-end 1099s',
]
const AUDIENCES = [
  'stone distributors',
  'fabrication shops',
  'design studios',
  'first-year startups',
  'small businesses',
  'CPA firms',
]
const TAGS = [
  'month-end close',
  'payroll',
  'cash flow',
  'tax season',
  'data security',
  'outsourcing',
  'receivables',
  'payables',
  'inventory',
  'startups',
]
const SENTENCES = [
  'Start with the accounts that move cash, because every later figure depends on them.',
  'Reconcile each bank and card account to its statement before you look at any report.',
  'A short written checklist keeps the routine the same from one month to the next.',
  'Most errors surface when two people look at the same balance from different sides.',
  'Keep a note of what changed each month, so the next review starts from facts.',
  'Ask your bookkeeper which reports they read first, and why those.',
  'Small differences left alone grow into adjustments at tax time.',
  'Agree on a close date and put it on the calendar of everyone involved.',
  'Lenders and investors ask for the same statements, so keep them current.',
  'A dedicated team that knows your vendors saves the first weeks of every engagement.',
]
const PAGES = [
  '/pricing',
  '/services/bookkeeping-service',
  '/services/payroll-service',
  '/industry',
  '/faq',
  '/contact',
]
const IMAGES = ['blog-month-end', 'blog-catch-up', 'blog-security']

/** One generated article, with the front matter every article needs. @param {number} i */
function article(i) {
  const next = random(i + 1)
  const pick = (/** @type {string[]} */ list) => list[Math.floor(next() * list.length)] ?? list[0]
  const topic = pick(TOPICS)
  const date = new Date(Date.UTC(2025, 5, 1) - i * 86_400_000).toISOString().slice(0, 10)
  const paragraph = () => Array.from({ length: 3 + Math.floor(next() * 3) }, () => pick(SENTENCES)).join(' ')
  const sections = Array.from({ length: 5 }, (_, s) => {
    const list = s % 2 ? `\n\n${Array.from({ length: 4 }, () => `- ${pick(SENTENCES)}`).join('\n')}` : ''
    return `## ${topic}: step ${s + 1}\n\n${paragraph()}\n\n${paragraph()} See [how {{brand}} handles it](${pick(PAGES)}).${list}`
  })
  const tags = [...new Set([pick(TAGS), pick(TAGS)])]
  return `---
title: "${topic} for ${pick(AUDIENCES)}, part ${i + 1}"
description: "A practical guide to ${topic.toLowerCase()} for ${pick(AUDIENCES)}: what to do each month, in which order, and what to ask your bookkeeper."
date: ${date}
image: ${pick(IMAGES)}
tags: [${tags.map((t) => `"${t}"`).join(', ')}]
keywords: ["${topic.toLowerCase()}", "bookkeeping"]
---

${paragraph()}

${sections.join('\n\n')}

Read more in the [IRS small business guide](https://www.irs.gov/businesses/small-businesses-self-employed).
`
}

/** A copy of this checkout (tracked and new files as they are now) with its node_modules linked. */
function scratchCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerpod-scale-'))
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && statSync(file, { throwIfNoEntry: false })?.isFile())
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    cpSync(file, join(dir, file))
  }
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

/** Bytes of every file under a folder. @param {string} dir @returns {number} */
const size = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (total, entry) =>
      total + (entry.isDirectory() ? size(join(dir, entry.name)) : statSync(join(dir, entry.name)).size),
    0,
  )

/**
 * One row per article count; home, blog and article are first-load KiB, as text.
 * @type {Array<{ count: number, seconds: number, pages: number, distMiB: number, csp: number,
 *   home: string, blog: string, article: string }>}
 */
const rows = []
const work = scratchCopy()
try {
  for (const count of counts) {
    const posts = mkdtempSync(join(tmpdir(), 'ledgerpod-posts-'))
    const real = readdirSync(POSTS).filter((name) => name.endsWith('.md'))
    for (const name of real.slice(0, count)) cpSync(join(POSTS, name), join(posts, name))
    for (let i = real.length; i < count; i++) writeFileSync(join(posts, `generated-article-${i + 1}.md`), article(i))
    const started = process.hrtime.bigint()
    execFileSync(process.execPath, ['scripts/build.mjs'], {
      cwd: work,
      env: { ...process.env, BLOG_POSTS_DIR: posts },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    rmSync(posts, { recursive: true, force: true })

    const dist = join(work, 'dist')
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
    const routes = routeChunks(manifest)
    const paths = JSON.parse(readFileSync(join(dist, 'prerendered.json'), 'utf8'))
    const csp = /Content-Security-Policy: (.*)/.exec(readFileSync(join(dist, '_headers'), 'utf8'))?.[1] ?? ''
    const weight = (/** @type {string} */ path) => {
      const { js, css } = pageWeights(dist, pageSet(dist, manifest, routes, path))
      return ((js + css) / KiB).toFixed(1)
    }
    const anArticle = paths.find((/** @type {string} */ p) => /^\/blog\/(?!page\/)[^/]+$/.test(p))
    rows.push({
      count,
      seconds,
      pages: paths.length + 1,
      distMiB: size(dist) / 1024 / 1024,
      csp: csp.length,
      home: weight('/'),
      blog: weight('/blog'),
      article: weight(anArticle),
    })
    console.log(`  ${count} articles: built in ${seconds.toFixed(1)} s`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}

console.log(
  `\n${table(
    ['articles', 'build s', 's/article', 'pages', 'dist MiB', 'CSP chars', '/ KiB', '/blog KiB', 'article KiB'],
    rows.map((r, i) => {
      const previous = rows[i - 1]
      const slope = previous ? ((r.seconds - previous.seconds) / (r.count - previous.count)).toFixed(3) : '-'
      return [r.count, r.seconds.toFixed(1), slope, r.pages, r.distMiB.toFixed(1), r.csp, r.home, r.blog, r.article]
    }),
  )}`,
)
console.log(
  'pages: prerendered HTML files with 404.html; KiB: JavaScript and CSS (gzip) loaded before interaction, as the ' +
    'size budget counts it; s/article: the extra build time per extra article since the row above.',
)
