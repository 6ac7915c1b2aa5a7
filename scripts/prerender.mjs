// Renders every route of the router (and each blog article) into dist/<path>/index.html, plus dist/404.html.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { writeOgImages } from './og-images.mjs'
import { siteUrl } from './site-url.mjs'

const dist = 'dist'
const { render, prerenderPages } = await import(pathToFileURL(join('dist-server', 'entry-server.js')).href)
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
const template = readFileSync(join(dist, 'index.html'), 'utf8')
if (!template.includes('<!--app-html-->'))
  throw new Error('dist/index.html is not the client build template: run `npm run build`')

/** The entry's boot stages (the modules it imports dynamically, one after the other). */
const bootStages = Object.values(manifest).find((chunk) => chunk.isEntry)?.dynamicImports ?? []

/**
 * The modules a page runs before it is interactive: the entry's boot stages, the route's own chunk, and their imports,
 * so hydration does not wait on a request waterfall.
 */
function pageModules(path) {
  const seen = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file) || chunk.isEntry) return
    seen.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of [...bootStages, routeFile(path)]) if (key) visit(key)
  return [...seen].map((f) => `/${f}`)
}

/**
 * Vite's module script and modulepreloads leave the template; each page gets the hydrate-after-paint loader instead,
 * with the entry first and then every module the page needs before it hydrates.
 */
const moduleTag =
  /<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">/g
const templateModules = [...template.matchAll(moduleTag)].map((m) => m[1] ?? m[2])
const pageTemplate = template.replace(moduleTag, '')
const loader = readFileSync(new URL('./hydrate-after-paint.js', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('//'))
  .join('\n')
const bootScript = (path) => {
  const modules = [...new Set([...templateModules, ...pageModules(path)])]
  return `<script data-modules="${modules.join(' ')}">${loader}</script>`
}

/** The source file of a path's route component chunk, as the route generator names files. */
function routeFile(path) {
  const key = (p) => Object.keys(manifest).find((k) => k.startsWith(`src/routes/${p}.tsx?tsr-split`))
  if (path === '/') return key('index')
  const segments = path.slice(1)
  if (segments.startsWith('blog/') && segments !== 'blog') return key('blog/$slug')
  return key(segments) ?? key(`${segments}/index`)
}

/** The two font files every page shows first. */
const fontPreloads = Object.values(manifest)
  .flatMap((chunk) => chunk.assets ?? [])
  .filter((file, i, all) => /^assets\/(inter|plus-jakarta-sans)-[\w-]+\.woff2$/.test(file) && all.indexOf(file) === i)
  .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
  .join('')

/** Each page's title, for its link-preview image. */
const titles = new Map()

async function write(path, file, expectStatus) {
  const { html, status } = await render(path, pageTemplate)
  titles.set(path, html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')
  if (status !== expectStatus) throw new Error(`${path}: status ${status}, expected ${expectStatus}`)
  const page = html.replace('</head>', () => `${fontPreloads}${bootScript(path)}</head>`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, page)
}

const pages = prerenderPages()
const paths = pages.map((page) => page.path)
for (const path of paths) {
  await write(path, join(dist, path, 'index.html'), 200)
}
await write('/this-page-does-not-exist', join(dist, '404.html'), 404)
const decode = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
await writeOgImages(
  pages.map((page) => ({ name: page.imageName, title: decode(titles.get(page.path)) })),
  dist,
)
writeFileSync(join(dist, 'prerendered.json'), JSON.stringify(paths, null, 2))

// sitemap.xml and robots.txt come from the same list, so a new page cannot be left out.
const origin = siteUrl()
const lastmod = new Date().toISOString().slice(0, 10)
const urls = paths.map((p) => `  <url><loc>${origin}${p === '/' ? '/' : p}</loc><lastmod>${lastmod}</lastmod></url>`)
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
)
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`)
rmSync('dist-server', { recursive: true, force: true })
console.log(`prerendered ${paths.length} routes and 404.html`)
