// Renders every page (the registry's, the blog's pages and articles) into dist/<path>.html (scripts/hosting.mjs), plus
// dist/404.html, and writes the link-preview images, the sitemap, robots.txt and the blog's feed.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import svgToMiniDataURI from 'mini-svg-data-uri'
import { minifySync } from 'vite'
import { blogFeed } from './blog-feed.mjs'
import { lastChanged } from './git-dates.mjs'
import { pageFile, writeAssetsIgnore } from './hosting.mjs'
import { writeOgImages } from './og-image.mjs'
import { siteUrl } from './site-url.mjs'
import { FONTS } from './subset-fonts.mjs'

/** @typedef {import('vite').Manifest} Manifest */
/**
 * @typedef {{ path: string, imageName: string, kind: string, id?: string, date?: string, index?: false }} PrerenderPage
 */
/**
 * What the server build of src/entry-server.tsx exports (the import below is of a path built at run time, which
 * TypeScript does not follow).
 * @typedef {object} EntryServer
 * @property {(path: string, template: string) => Promise<{ status: number, html: string }>} render
 * @property {() => PrerenderPage[]} prerenderPages
 * @property {Omit<Parameters<typeof blogFeed>[0], 'origin'>} feed
 * @property {(origin: string) => string} securityTxt /.well-known/security.txt (src/lib/security-txt.ts)
 */

/** The client build to complete, and the server build of the prerender entry (scripts/build.mjs passes both). */
const [dist = 'dist', server = 'dist-server'] = process.argv.slice(2)
/** @type {EntryServer} */
const { render, prerenderPages, feed, securityTxt } = await import(pathToFileURL(join(server, 'entry-server.js')).href)
/** @type {Manifest} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
const template = readFileSync(join(dist, 'index.html'), 'utf8')
if (!template.includes('<!--app-html-->'))
  throw new Error(`${dist}/index.html is not the client build template: run \`npm run build\``)

/** The entry's boot stages (the modules it imports dynamically, one after the other). */
const bootStages = Object.values(manifest).find((chunk) => chunk.isEntry)?.dynamicImports ?? []

/**
 * The modules a page runs before it is interactive: the entry's boot stages, the route's own chunk, and their imports,
 * so hydration does not wait on a request waterfall.
 * @param {string} path
 */
function pageModules(path) {
  /** @type {Set<string>} */ const seen = new Set()
  const visit = (/** @type {string} */ key) => {
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
/**
 * The stylesheet moves into the page, so the first paint waits for no second round trip: the whole sheet (9 KiB
 * gzipped, one file of Tailwind's output, the same in every page), not each page's critical part, which showed no
 * consistent gain (docs/speed.md). The style policy already allows inline styles (scripts/security-headers.mjs; a
 * hash would change with every CSS edit, and the policy with it). The budget counts it once, as the file its
 * `data-href` names (scripts/budget.mjs). A client-side navigation needs no other: no module imports CSS but the entry.
 */
const stylesheetTag = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g
const inlineStylesheet = (/** @type {string} */ _tag, /** @type {string} */ file) => {
  const css = readFileSync(join(dist, file), 'utf8')
  if (css.includes('</')) throw new Error(`${dist}/${file} contains "</": it cannot be inlined in a <style> element`)
  return `<style data-href="/${file}">${css}</style>`
}
/**
 * The heading face is preloaded (FONTS' `preload`, scripts/subset-fonts.mjs) by the body's first element, outside the
 * app's root (React hydrates #root only): its request starts as the body begins, and on broadband it is in before the
 * first paint, so a first visit's headings are drawn in it (app.css: `swap`, against metric-matched fallbacks, so a late
 * arrival moves next to nothing). Not from the <head>: Chromium holds the first paint for a font preloaded there
 * (RenderBlockingFonts), which on a slow phone network kept the hero's words back some 120 ms waiting for a font that
 * could not arrive in time anyway (docs/speed.md). The text face follows it, `swap` as well.
 */
const fontPreloads = FONTS.filter((font) => font.preload)
  .toSorted((a, b) => a.preload - b.preload)
  .map((font) => {
    const stem = font.out.replace(/\.woff2$/, '')
    const file = readdirSync(join(dist, 'assets')).find(
      (name) => name.startsWith(`${stem}-`) && name.endsWith('.woff2'),
    )
    if (!file) throw new Error(`${dist}/assets has no ${stem}-<hash>.woff2 to preload`)
    return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`
  })
const pageTemplate = template
  .replace(moduleTag, '')
  .replace(stylesheetTag, inlineStylesheet)
  .replace('<body>', `<body>${fontPreloads.join('')}`)
if (!/<style data-href=/.test(pageTemplate)) throw new Error(`${dist}/index.html links no stylesheet to inline`)
if (!pageTemplate.includes(`<body>${fontPreloads.join('')}`))
  throw new Error(`${dist}/index.html has no <body> to preload the heading face from`)
// Inlined as Vite's own minifier (Oxc, the one `vite build` uses) writes it: no comments or JSDoc, short names. The
// same text on every page and in every build, so the policy's hash of it (scripts/security-headers.mjs) follows it.
const loaderFile = fileURLToPath(new URL('../src/hydrate-after-paint.js', import.meta.url))
const minified = minifySync(loaderFile, readFileSync(loaderFile, 'utf8'), { compress: true, mangle: true })
if (minified.errors.length > 0) throw new Error(`${loaderFile}: ${minified.errors[0]?.message}`)
const loader = minified.code.trim()
/**
 * The page's loader, listing the router's data script of the page (see `externalBootstrap`) and its modules.
 * @param {string} path @param {string} bootstrap
 */
const bootScript = (path, bootstrap) => {
  const modules = [...new Set([...templateModules, ...pageModules(path)])]
  return `<script data-scripts="${bootstrap}" data-modules="${modules.join(' ')}">${loader}</script>`
}

/**
 * The router's per-page bootstrap (its dehydrated state, `$_TSR`) moves from an inline script to a file of its own,
 * named by its content: the Content-Security-Policy then allows scripts by origin plus a few inline scripts that
 * are the same on every page and in every build, and never needs a hash per page.
 * @param {string} html @returns {{ html: string, bootstrap: string }}
 */
function externalBootstrap(html) {
  const inline = /<script data-tsr-stream-part="">([\s\S]*?)<\/script>/
  const code = inline.exec(html)?.[1]
  if (code === undefined) throw new Error('the router rendered no bootstrap script: cannot hydrate')
  const name = `assets/tsr/${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`
  mkdirSync(join(dist, 'assets', 'tsr'), { recursive: true })
  writeFileSync(join(dist, name), code)
  return { html: html.replace(inline, ''), bootstrap: `/${name}` }
}

/** The source file of a path's route component chunk, as the route generator names files. @param {string} path */
function routeFile(path) {
  /** @param {string} p */
  const key = (p) => Object.keys(manifest).find((k) => k.startsWith(`src/routes/${p}.tsx?tsr-split`))
  if (path === '/') return key('index')
  const segments = path.slice(1)
  if (segments.startsWith('blog/page/')) return key('blog/page.$page')
  if (segments.startsWith('blog/topics/')) return key('blog/topics.$')
  if (segments.startsWith('blog/authors/')) return key('blog/authors.$')
  if (segments.startsWith('blog/')) return key('blog/$slug')
  return key(segments) ?? key(`${segments}/index`)
}

/**
 * The blocks of the first screen whose layout depends on all of their markup: the header (its row's height) and the
 * hero (its text is centered against its illustration). With the stylesheet inline, the browser may paint a page
 * before the parser has reached the end of a slow network's first chunk; a page that has one of these blocks holds
 * its first paint until the block's last element is in (`<link rel="expect" blocking="render">`, Chromium 124+;
 * others ignore it), so a block the parser had only begun never grows under the visitor's eyes. The last element,
 * not the block: Chromium lets the paint through once the expected element's start tag is parsed, not its end
 * (expecting the blocks themselves, the logo of a page without a hero moved 8 px down when the buttons beside it came,
 * 2 runs in 16 at 375 px with the CPU 6x slower, and /contact's hero text moved when its illustration came).
 * The ids: the no-JavaScript menu link (mobile-menu.tsx) and the hero's illustration, or its sample sheet's last line
 * (hero.tsx, sample-document.tsx: on the sheet itself, a slow phone painted it half parsed and it grew).
 */
const FIRST_SCREEN = ['site-map-link', 'hero-art']
const firstScreenLinks = (/** @type {string} */ html) =>
  FIRST_SCREEN.filter((id) => html.includes(` id="${id}"`))
    .map((id) => `<link rel="expect" href="#${id}" blocking="render">`)
    .join('')

/**
 * The hero's illustration is the first screen's largest paint on pages whose words are short (/contact): as a file it
 * is a second request after the HTML, which on a slow phone paints it some 200 ms after the words. It goes into the
 * page as a `data:` URL instead (under 1.1 KiB gzipped; the image policy allows `data:`), and its preload goes.
 * React leaves the attribute as it finds it when it hydrates (illustrations.tsx); a client-side navigation shows the
 * file. Only the hero's: an illustration further down is lazy and the page would carry it for nothing.
 * @param {string} html
 */
function inlineHeroArt(html) {
  const img = /<img src="\/(assets\/[^"]+\.svg)"(?=[^>]* id="hero-art")/.exec(html)
  if (!img) return html
  const file = img[1]
  // mini-svg-data-uri's encoding for attributes where a space is not allowed (the HTML Standard's valid URL: the
  // W3C Nu Html Checker refuses a raw one), still the shortest that stays readable: %20, not base64.
  const url = svgToMiniDataURI.toSrcset(readFileSync(join(dist, file), 'utf8'))
  const preload = `<link rel="preload" as="image" href="/${file}" fetchPriority="high"/>`
  if (!html.includes(preload))
    throw new Error(`${file}: the hero's illustration has no preload to drop; see inlineHeroArt`)
  return html.replace(preload, '').replace(img[0], `<img src="${url}"`)
}

/** @type {Map<string, string>} each page's title, for its link-preview image */
const titles = new Map()

const escapeXml = (/** @type {string} */ text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** Every page's head links the blog's feed. */
const feedLink = `<link rel="alternate" type="application/rss+xml" title="${escapeXml(feed.brand)} Blog" href="/blog/rss.xml">`

/** @param {string} path @param {string} file @param {number} expectStatus */
async function write(path, file, expectStatus) {
  const rendered = await render(path, pageTemplate)
  titles.set(path, rendered.html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')
  if (rendered.status !== expectStatus) throw new Error(`${path}: status ${rendered.status}, expected ${expectStatus}`)
  const { html, bootstrap } = externalBootstrap(inlineHeroArt(rendered.html))
  // A `[words](/path)` link in copy is drawn by <LinkedText>; one that a component prints as text is a mistake.
  const unlinked = html.replace(/<script[\s\S]*?<\/script>/g, '').match(/[^>]{0,60}\]\(\/[^)\s]*\)/)
  if (unlinked) throw new Error(`${path}: a link in copy is printed as text, not drawn as a link: “${unlinked[0]}”`)
  const head = `${feedLink}${firstScreenLinks(html)}${bootScript(path, bootstrap)}`
  const page = html.replace('</head>', () => `${head}</head>`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, page)
}

const pages = prerenderPages()
const paths = pages.map((page) => page.path)
for (const path of paths) {
  await write(path, join(dist, pageFile(path)), 200)
}
await write('/this-page-does-not-exist', join(dist, '404.html'), 404)
const decode = (/** @type {string} */ text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
// A page's numbered pages (/blog/page/2…) share its image.
const withImage = pages.filter((page, i) => pages.findIndex((other) => other.imageName === page.imageName) === i)
await writeOgImages(
  withImage.map((page) => ({ name: page.imageName, title: decode(titles.get(page.path) ?? '') })),
  dist,
)
// Each page, the route chunk the router imports when it hydrates (the size budget checks that the page preloads it),
// and what kind of page it is with its registry id (the site search's index is made by kind, scripts/search-index.mjs).
const listed = pages.map(({ path, kind, id }) => ({ path, route: manifest[routeFile(path) ?? '']?.file, kind, id }))
writeFileSync(join(dist, 'prerendered.json'), JSON.stringify(listed, null, 2))

// sitemap.xml and robots.txt come from the same list, so a new page cannot be left out (pages not for search engines
// are). <lastmod> says when the page last changed: an article's date; for a page of the registry, the last commit
// that touched its files (scripts/git-dates.mjs); none where that is unknown (a shallow clone, no git), never the
// build's date.
const origin = siteUrl()
const changed = lastChanged(pages)
const urls = pages
  .filter((page) => page.index !== false)
  .map((page) => {
    const lastmod = page.date ?? changed.get(page.path)
    return `  <url><loc>${origin}${page.path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
  })
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
)
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`)
writeFileSync(join(dist, 'blog', 'rss.xml'), blogFeed({ origin, ...feed }))
mkdirSync(join(dist, '.well-known'), { recursive: true })
writeFileSync(join(dist, '.well-known', 'security.txt'), securityTxt(origin))
writeAssetsIgnore(dist)
rmSync(server, { recursive: true, force: true })
console.log(`prerendered ${paths.length} routes and 404.html`)
