// @ts-check
// Build step: writes the tax calendar's feeds, dist/deadlines/*.ics (src/build/tax-calendar-feeds.ts), for the
// site's origin and the build's year. Fails the build while the calendar has no row for next year: its rules were last
// checked too long ago (src/content/tax-deadlines.ts, TAX_RULES_REVIEW).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { buildYear, siteUrl } from './site-url.mjs'
import { loadSource } from './source-module.mjs'

const dist = process.argv[2] ?? 'dist'
/** @type {typeof import('../src/build/tax-calendar-feeds')} */
const { taxCalendarFeeds } = await loadSource('src/build/tax-calendar-feeds.ts')
let feeds
try {
  feeds = taxCalendarFeeds(siteUrl(), buildYear())
} catch (error) {
  console.error(`Cannot build the tax calendar: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
for (const feed of feeds) {
  const file = join(dist, feed.path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, feed.text)
}
console.log(`wrote ${feeds.length} tax calendar feeds (${feeds.map((feed) => feed.path).join(', ')})`)
