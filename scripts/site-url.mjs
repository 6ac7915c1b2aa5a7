// The public origin for canonical links, sitemap and link previews: set SITE_URL at build time. SITE_PREVIEW=1 makes a
// preview build: samples allowed, a banner on every page saying so, and nothing indexed.
export const DEFAULT_SITE_URL = 'https://www.ledgerpod.example'

export function siteUrl() {
  return (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '')
}

/** Whether this build is a preview (SITE_PREVIEW=1 or true): it may publish samples, and says so on every page. */
export function isPreview() {
  return ['1', 'true'].includes(process.env.SITE_PREVIEW ?? '')
}

/**
 * Whether an origin is one the public can reach: not the reserved `.example` domain and not this machine. A build
 * for a public origin is a build to publish, and refuses samples unless it is a preview.
 * @param {string} origin
 */
export function isPublicOrigin(origin) {
  const host = new URL(origin).hostname
  return !host.endsWith('.example') && !['localhost', '127.0.0.1', '[::1]'].includes(host)
}

/**
 * The day of the build (YYYY-MM-DD): /deadlines says its next deadlines "as of" it to a visitor without JavaScript.
 * BUILD_DATE sets it; without it, today in UTC, or January 1 of BUILD_YEAR when that is another year.
 */
export function buildDate() {
  const date = process.env.BUILD_DATE || new Date().toISOString().slice(0, 10)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`BUILD_DATE: expected a day such as 2026-11-29, got ${date}`)
  return Number(date.slice(0, 4)) === buildYear() ? date : `${buildYear()}-01-01`
}

/**
 * The year of the build: the tax calendar of /deadlines lists this year's deadlines and the next's. BUILD_YEAR sets it
 * (scripts/build.mjs passes one year to every step of a build); without it, this year in UTC.
 */
export function buildYear() {
  const year = Number(process.env.BUILD_YEAR || new Date().getUTCFullYear())
  if (!Number.isInteger(year) || year < 2000)
    throw new Error(`BUILD_YEAR: expected a year such as 2026, got ${process.env.BUILD_YEAR}`)
  return year
}
