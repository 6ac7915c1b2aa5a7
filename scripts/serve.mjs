// Serves dist/ like the static hosts (deploy/nginx.conf, wrangler.jsonc, netlify.toml): /about answers with about.html,
// /about/ and /about.html redirect there once (301, query kept), unknown paths, /404 and the build's own files
// (scripts/hosting.mjs) get 404.html with status 404, and text (HTML, JS, CSS, SVG, JSON, XML) is gzipped for browsers
// that accept it, as hosts compress on the way out.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { createGzip } from 'node:zlib'
import { INTERNALS } from './hosting.mjs'
import { CACHE_CONTROL, FEED_TYPE } from './security-headers.mjs'

const root = resolve('dist')
const port = Number(process.env.PORT ?? 4173)
/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': FEED_TYPE,
  '.csv': 'text/csv; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

const isFile = (/** @type {string} */ path) => existsSync(path) && statSync(path).isFile()
const internal = (/** @type {string} */ path) =>
  path === '/404' ||
  path === '/404.html' ||
  INTERNALS.some((file) => path === file.path || (file.ignore?.endsWith('/') && path.startsWith(file.ignore)))

/** The file a URL path maps to inside dist/, or null; never a path outside it. */
function fileFor(/** @type {string} */ urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (internal(decoded)) return null
  const path = normalize(join(root, decoded))
  if (path !== root && !path.startsWith(root + sep)) return null
  if (decoded === '/') return join(root, 'index.html')
  for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) if (isFile(candidate)) return candidate
  return null
}

/** Where a slashed or `.html` address of a page redirects (its one address), or null. */
function canonical(/** @type {string} */ pathname) {
  const page = /^(\/.*[^/])(\/|\.html)$/.exec(pathname)?.[1]
  if (!page || internal(pathname)) return null
  const target = page === '/index' ? '/' : page
  return fileFor(target) ? target : null
}

const server = createServer((req, res) => {
  const { pathname, search } = new URL(req.url ?? '/', 'http://localhost')
  const redirect = canonical(pathname)
  if (redirect) {
    res.writeHead(301, { Location: `${redirect}${search}` })
    return res.end()
  }
  const file = fileFor(pathname)
  const status = file ? 200 : 404
  const body = file ?? join(root, '404.html')
  const hashed = body.startsWith(join(root, 'assets') + sep)
  const type = types[extname(body)] ?? 'application/octet-stream'
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && /^text\/|json|xml|svg/.test(type)
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': hashed && file ? CACHE_CONTROL.assets : CACHE_CONTROL.html,
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  })
  if (req.method === 'HEAD') return res.end()
  const stream = createReadStream(body).on('error', () => res.destroy())
  ;(gzip ? stream.pipe(createGzip({ level: 6 })) : stream).pipe(res)
})

server.listen(port, '127.0.0.1', () => console.log(`LedgerPod site on http://localhost:${port}`))
