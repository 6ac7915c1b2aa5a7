// Serves dist/ like a static host: /about and /about/ both answer with about/index.html, unknown paths get 404.html,
// and text (HTML, JS, CSS, SVG, JSON, XML) is gzipped for browsers that accept it, as hosts compress on the way out.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { createGzip } from 'node:zlib'

const root = resolve('dist')
const port = Number(process.env.PORT ?? 4173)
/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
}

/** The file a URL path maps to inside dist/, or null; never a path outside it. */
function fileFor(/** @type {string} */ urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const path = normalize(join(root, decoded))
  if (!path.startsWith(root)) return null
  for (const candidate of [path, join(path, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost')
  const file = fileFor(pathname)
  const status = file ? 200 : 404
  const body = file ?? join(root, '404.html')
  const hashed = body.includes(`${join(root, 'assets')}`)
  const type = types[extname(body)] ?? 'application/octet-stream'
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && /^text\/|json|xml|svg/.test(type)
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  })
  if (req.method === 'HEAD') return res.end()
  const stream = createReadStream(body).on('error', () => res.destroy())
  ;(gzip ? stream.pipe(createGzip({ level: 6 })) : stream).pipe(res)
})

server.listen(port, '127.0.0.1', () => console.log(`LedgerPod site on http://localhost:${port}`))
