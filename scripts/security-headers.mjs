// The one source of the site's HTTP response headers: security headers (with a Content-Security-Policy whose script
// hashes come from the built HTML) and caching by file type. `writeHostingHeaders()` runs at the end of the build and
// writes them for each host:
//   dist/_headers                          Netlify and Cloudflare (read at deploy, never served)
//   dist/.nginx/security-headers.conf      included by deploy/nginx.conf (nginx answers 404 for dot-paths)
//   dist/.nginx/framed-pages.conf          the same, for the pages that embed the scheduler
//   dist/.nginx/admin.conf                 the CMS at /admin, with a policy of its own
//   dist/.nginx/search-pages.conf          the site search's page (/search), whose policy allows WebAssembly
// All are generated: change the headers here, never in the output. Every page has the same policy, but for the pages
// that embed the owner's scheduler (/book, /booked), whose policy also allows the scheduler's origin in `frame-src`,
// and the site search's page, whose policy also allows WebAssembly (`'wasm-unsafe-eval'`: Pagefind's search engine).
// With analytics on, every public page's policy (not the CMS's) allows the collector's origin in `connect-src`.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { INTERNALS, SEARCH_DIR } from './hosting.mjs'
import { isPreview } from './site-url.mjs'

/** Whether a top-level file of the build is one of its internals, never published. @param {string} name */
const isInternal = (name) => INTERNALS.some((internal) => internal.path === `/${name}`)

/**
 * Cache-Control by file type. Hashed Vite output never changes under its name; HTML must revalidate on each visit, in
 * the words Cloudflare and Netlify use for it by default (so every host sends the same), as do 404s.
 */
export const CACHE_CONTROL = {
  assets: 'public, max-age=31536000, immutable',
  html: 'public, max-age=0, must-revalidate',
  /** Favicons, icons, link-preview images, manifest, sitemap, robots.txt: stable names, so a day, not a year. */
  public: 'public, max-age=86400',
  /**
   * The tax calendar's feeds (dist/deadlines/*.ics): calendar apps poll them, so a cache may answer for an hour, and a
   * corrected date reaches subscribers within the hour after a deploy (plus their own refresh interval).
   */
  feed: 'public, max-age=3600',
  /** The site search's index (/pagefind/): its script and entry keep their names from build to build: revalidated. */
  search: 'public, max-age=0, must-revalidate',
}

/** The feeds' type, sent by every host (Debian's nginx knows no type for .ics: deploy/nginx.conf names it). */
export const FEED_TYPE = 'text/calendar; charset=utf-8'

/** Where the generated nginx snippet lives inside dist/ (deploy/nginx.conf includes it; nginx never serves it). */
export const NGINX_SNIPPET = join('.nginx', 'security-headers.conf')
/** The nginx locations of the pages that embed the scheduler (deploy/nginx.conf includes it in its server block). */
export const NGINX_FRAMED_PAGES = join('.nginx', 'framed-pages.conf')
/** The nginx locations of the CMS at /admin (deploy/nginx.conf includes it in its server block). */
export const NGINX_ADMIN = join('.nginx', 'admin.conf')
/** The nginx locations of the site search's pages (deploy/nginx.conf includes it in its server block). */
export const NGINX_SEARCH_PAGES = join('.nginx', 'search-pages.conf')

/**
 * What the site search's pages (the registry's pages of kind `search`) add to `script-src`: Pagefind compiles its
 * WebAssembly on the page (scripts/search-index.mjs, src/lib/site-search.ts). No other page allows it.
 */
export const SEARCH_SCRIPT_SOURCES = ["'wasm-unsafe-eval'"]

/**
 * The pages that embed the scheduler's frame and its origin, when a scheduler is configured.
 * @typedef {{ paths: string[], origin: string }} FramedPages
 */
/**
 * Pages whose headers differ from every other page's (their policy), and those headers.
 * @typedef {{ paths: string[], headers: Record<string, string> }} PagePolicy
 */

/** Cloudflare ignores `_headers` lines longer than this (it counts the whole line, indentation included). */
const CLOUDFLARE_LINE_LIMIT = 2000

/** The one dot-folder the build publishes: /.well-known/security.txt. */
const WELL_KNOWN = '.well-known'

/** The headers that do not depend on the build. */
export const STATIC_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
}

/**
 * The Content-Security-Policy for a set of inline-script hashes ('sha256-…' sources). Scripts: same-origin files and
 * exactly the inline scripts the build emitted, never 'unsafe-inline'. Styles keep 'unsafe-inline' for the `style`
 * attributes in the prerendered markup (Headless UI's hidden helper elements) and the stylesheet inline in every page
 * (scripts/prerender.mjs; its hash would change the policy with every CSS edit); everything else is same-origin only.
 * Frames: none, or on the scheduler's pages its origin (the iframe needs nothing else: no script, style or connection).
 * Connections: same-origin, and with analytics on the collector's origin (the events are posted there; no script).
 * `scriptSources`: what a page adds to its scripts (the search page's SEARCH_SCRIPT_SOURCES).
 * @param {Iterable<string>} scriptHashes @param {string[]} [frameOrigins] @param {string[]} [connectOrigins]
 * @param {string[]} [scriptSources]
 */
export function contentSecurityPolicy(scriptHashes, frameOrigins = [], connectOrigins = [], scriptSources = []) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptSources, ...[...scriptHashes].sort().map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectOrigins],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': frameOrigins.length > 0 ? frameOrigins : ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * The CMS's own policy (/admin, never a public page): Decap's prebuilt bundle needs 'unsafe-eval' and
 * 'wasm-unsafe-eval' for its scripts, inline styles, blob: and data: images and previews, GitHub's API and avatars
 * to publish, and Decap's local proxy on this computer (`npm run cms`); it reads an uploaded picture back from its
 * blob: address to publish it (connect-src blob:). It may not be framed, and says `noindex`.
 */
export const ADMIN_HEADERS = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self' blob: https://api.github.com http://localhost:* http://127.0.0.1:*",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; '),
  ...STATIC_HEADERS,
  'X-Robots-Tag': 'noindex',
  'Cache-Control': 'no-cache',
}

/** Script types a browser executes (anything else, such as application/ld+json, is a data block CSP ignores). */
const EXECUTABLE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i

/**
 * 'sha256-…' of every inline script the browser would run in one HTML document, in document order.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  /** @type {string[]} */ const hashes = []
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\stype\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`)
    if (!EXECUTABLE.test((type?.[2] ?? type?.[3] ?? type?.[4] ?? '').trim())) continue
    // The HTML parser turns CRLF into LF before the browser hashes the text.
    const text = body.replace(/\r\n?/g, '\n')
    hashes.push(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`)
  }
  return hashes
}

/**
 * Every .html file under a folder, as paths relative to it (with forward slashes).
 * @param {string} dir @param {string} [root] @returns {string[]}
 */
function htmlFiles(dir, root = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return htmlFiles(path, root)
    return name.endsWith('.html') ? [relative(root, path).split(sep).join('/')] : []
  })
}

/** The union of inline-script hashes over every HTML file of a build. @param {string} dist */
export function buildScriptHashes(dist) {
  /** @type {Set<string>} */ const hashes = new Set()
  for (const file of htmlFiles(dist)) {
    for (const hash of inlineScriptHashes(readFileSync(join(dist, file), 'utf8'))) hashes.add(hash)
  }
  return hashes
}

/**
 * The full security header set of a build: the CSP from its HTML plus the static headers; with frame origins, the set
 * of the pages that embed the scheduler. A preview build (SITE_PREVIEW=1) also asks search engines not to index any
 * response, pages and files alike. `scriptSources` as for contentSecurityPolicy.
 * @param {string} dist @param {string[]} [frameOrigins] @param {string[]} [connectOrigins]
 * @param {string[]} [scriptSources]
 */
export function securityHeaders(dist, frameOrigins = [], connectOrigins = [], scriptSources = []) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(
      buildScriptHashes(dist),
      frameOrigins,
      connectOrigins,
      scriptSources,
    ),
    ...STATIC_HEADERS,
    ...(isPreview() && { 'X-Robots-Tag': 'noindex' }),
  }
}

const GENERATED = 'Generated by scripts/security-headers.mjs during `npm run build`: do not edit, change that script.'

/**
 * nginx `add_header` lines (`always`, so 404s and redirects carry them too).
 * @param {Record<string, string>} headers
 */
export function nginxSnippet(headers) {
  /** @param {string} value */
  const quote = (value) => `"${value.replace(/["\\]/g, '\\$&')}"`
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`)
  return `# ${GENERATED}\n# Included by deploy/nginx.conf; the script hashes in the CSP change with every build.\n${lines.join('\n')}\n`
}

/**
 * nginx locations for the pages that embed the scheduler: the same as deploy/nginx.conf's `location /`, with their own
 * header set (a location with add_header lines inherits none from the server). Empty without a scheduler.
 * @param {PagePolicy | undefined} framed
 */
export const nginxFramedPages = (framed) =>
  nginxPageLocations(
    framed,
    'the pages that embed the scheduler',
    "No scheduler is configured: these pages share every other page's headers.",
  )

/**
 * nginx locations for the site search's pages, as for the framed pages: their policy allows WebAssembly.
 * @param {PagePolicy | undefined} search
 */
export const nginxSearchPages = (search) =>
  nginxPageLocations(search, "the site search's pages", 'The site has no search page.')

/** @param {PagePolicy | undefined} pages @param {string} what @param {string} absent */
function nginxPageLocations(pages, what, absent) {
  const comment = `# ${GENERATED}\n# Included inside deploy/nginx.conf's server block: ${what}.\n`
  if (!pages || pages.paths.length === 0) return `${comment}# ${absent}\n`
  const locations = pages.paths.map((path) =>
    [
      `location = ${path} {`,
      ...nginxSnippet(pages.headers)
        .split('\n')
        .filter((line) => line.startsWith('add_header'))
        .map((line) => `    ${line}`),
      '    add_header Cache-Control $ledgerpod_cache_control always;',
      '    try_files $uri.html =404;',
      '}',
    ].join('\n'),
  )
  return `${comment}${locations.join('\n')}\n`
}

/** nginx locations for the CMS at /admin (scripts/admin.mjs): its own header set, no-cache, never a page. */
export function nginxAdmin() {
  const lines = nginxSnippet(ADMIN_HEADERS)
    .split('\n')
    .filter((line) => line.startsWith('add_header'))
    .map((line) => `    ${line}`)
  return [
    `# ${GENERATED}`,
    "# Included inside deploy/nginx.conf's server block: the CMS at /admin, with a policy of its own.",
    'location = /admin {',
    ...lines,
    '    try_files /admin/index.html =404;',
    '}',
    'location /admin/ {',
    ...lines,
    '    try_files $uri =404;',
    '}',
    '',
  ].join('\n')
}

/**
 * The `_headers` file for Netlify and Cloudflare: security headers on `/*`, Cache-Control only on paths that
 * are not HTML (HTML keeps the hosts' default, CACHE_CONTROL.html). Both hosts apply every rule whose path
 * matches, so a header appears in one matching rule only, but for the pages that embed the scheduler and the search
 * page: their rule comes after `/*` and replaces its policy. Cloudflare joins repeated headers, so its
 * `! Content-Security-Policy` line first detaches the site-wide one; Netlify serves the later rule's value and skips
 * that line (it has no colon).
 * @param {Record<string, string>} headers @param {string} dist
 * @param {PagePolicy} [framed] @param {PagePolicy} [search]
 */
export function headersFile(headers, dist, framed, search) {
  /** @param {string} path @param {Record<string, string>} entries @param {string[]} [detach] */
  const block = (path, entries, detach = []) => [
    path,
    ...detach.map((name) => `  ! ${name}`),
    ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`),
  ]
  const csp = 'Content-Security-Policy'
  const framedBlocks = [framed, search].flatMap(
    (pages) => pages?.paths.map((path) => block(path, { [csp]: pages.headers[csp] ?? '' }, [csp])) ?? [],
  )
  // The CMS: its own policy in place of the site's, like the framed pages, and never cached or indexed.
  const { [csp]: adminPolicy, 'X-Robots-Tag': robots, 'Cache-Control': adminCache } = ADMIN_HEADERS
  const adminBlocks = existsSync(join(dist, 'admin'))
    ? ['/admin', '/admin/*'].map((path) =>
        block(path, { [csp]: adminPolicy, 'X-Robots-Tag': robots, 'Cache-Control': adminCache }, [csp]),
      )
    : []
  const blocks = [
    block('/*', headers),
    ...framedBlocks,
    ...adminBlocks,
    block('/assets/*', { 'Cache-Control': CACHE_CONTROL.assets }),
  ]
  for (const name of readdirSync(dist).sort()) {
    // Dot-folders are the build's own (never published), but for /.well-known (security.txt, RFC 9116).
    const hidden = name.startsWith('.') && name !== WELL_KNOWN
    if (name === 'assets' || hidden || name.startsWith('_') || isInternal(name)) continue
    const path = join(dist, name)
    if (statSync(path).isDirectory()) {
      // A folder of public files (such as og/ link-preview images); route folders hold only HTML.
      const files = readdirSync(path, { recursive: true }).map(String)
      if (files.some((file) => file.endsWith('.html'))) continue
      if (files.every((file) => file.endsWith('.ics'))) {
        // The tax calendar's feeds, beside the /deadlines page: a rule each, as a folder rule might match the page.
        for (const file of files.sort()) {
          blocks.push(block(`/${name}/${file}`, { 'Content-Type': FEED_TYPE, 'Cache-Control': CACHE_CONTROL.feed }))
        }
        continue
      }
      const cache = name === SEARCH_DIR ? CACHE_CONTROL.search : CACHE_CONTROL.public
      blocks.push(block(`/${name}/*`, { 'Cache-Control': cache }))
    } else if (!name.endsWith('.html')) {
      blocks.push(block(`/${name}`, { 'Cache-Control': CACHE_CONTROL.public }))
    }
  }
  const text = `# ${GENERATED}\n${blocks.map((lines) => lines.join('\n')).join('\n\n')}\n`
  const long = text.split('\n').find((line) => line.length > CLOUDFLARE_LINE_LIMIT)
  if (long) {
    throw new Error(
      `dist/_headers: a line is ${long.length} characters, over Cloudflare's ${CLOUDFLARE_LINE_LIMIT} ` +
        `(${long.slice(2, 40)}…). Fewer distinct inline scripts, or a per-route policy, would shorten it.`,
    )
  }
  return text
}

/**
 * Writes dist/_headers and the nginx snippets from the built HTML; returns the headers of every page but the framed
 * and search ones. `connectOrigins`: the analytics collector's origin, when analytics are on; `searchPaths`: the
 * site search's pages.
 * @param {string} [dist] @param {FramedPages} [framed] @param {string[]} [connectOrigins]
 * @param {string[]} [searchPaths]
 */
export function writeHostingHeaders(dist = 'dist', framed, connectOrigins = [], searchPaths = []) {
  const headers = securityHeaders(dist, [], connectOrigins)
  const framedHeaders = framed && {
    paths: framed.paths,
    headers: securityHeaders(dist, [framed.origin], connectOrigins),
  }
  const searchHeaders = {
    paths: searchPaths,
    headers: securityHeaders(dist, [], connectOrigins, SEARCH_SCRIPT_SOURCES),
  }
  writeFileSync(join(dist, '_headers'), headersFile(headers, dist, framedHeaders, searchHeaders))
  mkdirSync(join(dist, '.nginx'), { recursive: true })
  writeFileSync(join(dist, NGINX_SNIPPET), nginxSnippet(headers))
  writeFileSync(join(dist, NGINX_FRAMED_PAGES), nginxFramedPages(framedHeaders))
  writeFileSync(join(dist, NGINX_ADMIN), nginxAdmin())
  writeFileSync(join(dist, NGINX_SEARCH_PAGES), nginxSearchPages(searchHeaders))
  return headers
}
