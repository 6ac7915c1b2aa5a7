// Size budget of the built site (run after `npm run build`; deterministic, so CI runs it; `node scripts/budget.mjs
// <folder>` checks another build). For each prerendered page:
// the JavaScript and CSS it loads before interaction, gzipped; the fonts it preloads; that it modulepreloads its own
// route chunk; and that every <img> has width/height and is no larger than it is shown. Exit 1 on any breach.
//
// What a page "loads before interaction" (its page set):
//   - every <script type="module" src>, <link rel="modulepreload"> and <link rel="stylesheet"> in its HTML, and the
//     scripts and modules the paint-first loader lists (data-scripts, data-modules),
//   - the static imports of those chunks, transitively, and their CSS, from the Vite manifest (dist/.vite/manifest.json),
//   - its route chunk (src/routes/<file>.tsx?tsr-split=component), which the router imports on hydration, and its imports.
// Sizes are gzip level 9 of each file on its own (zlib), summed over the page set; 1 KiB = 1024 bytes.
//
// Budgets:
//   - home: the home page set is at most HOME_CEILING, or the build fails. The goal is 135 KiB; the ceiling sits a
//     little above what the page weighs now, so it cannot grow unnoticed: lower it whenever the page gets lighter.
//     (The framework chunk alone, react-dom, react, scheduler and TanStack Router, is about 94 KiB.)
//   - adds: for every other page, the files of its page set that are not in the home page set (what a visitor who
//     starts on that page downloads beyond what the home page would have cost) are at most ADD_LIMIT.
//   - fonts: at most FONT_LIMIT <link rel="preload" as="font"> per page.
//   - route chunk: the page's route chunk and all its static imports are modulepreloaded or imported by the entry
//     (no request waterfall before hydration).
//   - page-only code: code that one page needs (the scheduler embed of /book) is in no other page's set.
//   - images: every <img> has numeric width and height; a raster <img> is at most IMG_DENSITY times its width and
//     height attributes (one image for 2x screens, no bigger); an SVG <img> is vector (no embedded raster) with the
//     aspect ratio of its attributes. Every other raster file in dist/ must be a declared icon or link-preview image
//     whose pixel size matches its declaration (webmanifest sizes, <link sizes>, apple-touch-icon 180x180,
//     og:image:width/height).
import { imageSize } from 'image-size'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { extname, join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { parse } from 'parse5'
import { NGINX_FRAMED_PAGES } from './security-headers.mjs'

/** @typedef {import('vite').Manifest} Manifest */
/** @typedef {{ key: string, file: string, pattern: RegExp, params: number }} RouteChunk */
/** @typedef {import('parse5').DefaultTreeAdapterTypes.ParentNode} ParentNode */
/** @typedef {import('parse5').DefaultTreeAdapterTypes.Element} Element */

export const KiB = 1024
export const HOME_CEILING = 133.5 * KiB
export const ADD_LIMIT = 21 * KiB
export const FONT_LIMIT = 2
export const IMG_DENSITY = 2

/**
 * Code only some pages may load, recognized by a string only it contains: the scheduler embed (src/lib/scheduler.ts,
 * by its Cal.com handshake) belongs to /book.
 */
export const PAGE_ONLY_CODE = [
  { what: 'the scheduler embed (src/lib/scheduler.ts)', marker: 'parentKnowsIframeReady', pages: ['/book'] },
]

const RASTER = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico'])

/** @type {Map<string, number>} gzip sizes of files in dist/ */
const gzipCache = new Map()
export function gzipSize(/** @type {string} */ dist, /** @type {string} */ file) {
  const key = join(dist, file)
  if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(readFileSync(key), { level: 9 }).length)
  return /** @type {number} */ (gzipCache.get(key))
}

/** @type {(node: ParentNode) => Element[]} every element under a node, in document order (a <template>'s too) */
const elementsOf = (node) =>
  node.childNodes.flatMap((child) =>
    'tagName' in child ? [child, ...elementsOf('content' in child ? child.content : child)] : [],
  )

/** @type {Map<string, Element[]>} the elements of each document parsed so far: each page is read by several checks */
const parsed = new Map()

/**
 * The attributes of every <name> element (lowercase) of an HTML document, in document order, as a browser's parser
 * finds them: the text of scripts, styles and comments is never taken for tags, and entities are decoded. Parsed as
 * with scripting off, so what a <noscript> holds is checked too.
 */
export function tags(/** @type {string} */ html, /** @type {string} */ name) {
  if (!parsed.has(html)) parsed.set(html, elementsOf(parse(html, { scriptingEnabled: false })))
  return (parsed.get(html) ?? [])
    .filter((element) => element.tagName === name)
    .map((element) => Object.fromEntries(element.attrs.map((a) => [a.name.toLowerCase(), a.value])))
}

const rels = (/** @type {{ rel?: string }} */ attrs) => (attrs.rel ?? '').toLowerCase().split(/\s+/)

/** A same-site URL's file inside dist/ ("assets/x.js"), or null for other origins and data: URLs. */
function localFile(/** @type {string | undefined} */ url) {
  if (!url || /^(data:|[a-z][a-z0-9+.-]*:)?\/\//i.test(url) || url.startsWith('data:')) return null
  return decodeURIComponent(url.split(/[?#]/)[0]).replace(/^\//, '')
}

/** The HTML file of a prerendered path. */
export const htmlFile = (/** @type {string} */ dist, /** @type {string} */ path) => join(dist, path, 'index.html')

/**
 * Route chunks of the manifest and the URL pattern of each, from TanStack Router's file naming: index files are
 * their folder, $name is one segment, (group) folders and _pathless segments add nothing, dots are slashes.
 */
export function routeChunks(/** @type {Manifest} */ manifest) {
  const routes = []
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = key.match(/^src\/routes\/(.+)\.[jt]sx?\?tsr-split=([^&]*)$/)
    if (!match || !match[2].split('---').includes('component')) continue
    const segments = match[1]
      .split(/[/.]/)
      .filter((s) => s !== 'index' && !/^\(.*\)$/.test(s) && !s.startsWith('_'))
      .map((s) => s.replace(/_$/, ''))
    const params = segments.filter((s) => s.startsWith('$')).length
    const source = segments
      .map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')
    routes.push({ key, file: chunk.file, pattern: new RegExp(`^/${source}$`), params })
  }
  return routes
}

/** The route chunk that renders a path: the matching route with the fewest params (static routes win). */
export function routeChunkFor(/** @type {RouteChunk[]} */ routes, /** @type {string} */ path) {
  const clean = path === '/' ? '/' : path.replace(/\/$/, '')
  return routes.filter((r) => r.pattern.test(clean)).sort((a, b) => a.params - b.params)[0]
}

/** The files in dist/ of a list of URLs (other origins, data: URLs and none left out). */
const localFiles = (/** @type {Array<string | undefined>} */ urls) =>
  /** @type {string[]} */ (urls.map(localFile).filter(Boolean))

/**
 * Everything a page loads before interaction; see the header of this file.
 * @param {string} dist @param {Manifest} manifest @param {RouteChunk[]} routes @param {string} path
 */
export function pageSet(dist, manifest, routes, path) {
  const html = readFileSync(htmlFile(dist, path), 'utf8')
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
  const scriptTags = tags(html, 'script')
  // The hydrate-after-paint loader (src/hydrate-after-paint.js) lists the classic scripts it runs first (the
  // router's state for this page), then the entry, then the modules it preloads.
  /** @param {string} name */
  const listed = (name) => scriptTags.flatMap((a) => (a[name] ?? '').split(' ').filter(Boolean))
  const loaded = listed('data-modules')
  const scripts = localFiles([
    ...scriptTags.filter((a) => a.type === 'module' && a.src).map((a) => a.src),
    ...listed('data-scripts'),
    ...loaded.slice(0, 1),
  ])
  const links = tags(html, 'link')
  const preloads = localFiles([
    ...links.filter((a) => rels(a).includes('modulepreload')).map((a) => a.href),
    ...loaded.slice(1),
  ])
  const stylesheets = localFiles(links.filter((a) => rels(a).includes('stylesheet')).map((a) => a.href))
  const fonts = links
    .filter((a) => rels(a).includes('preload') && a.as === 'font')
    .map((a) => localFile(a.href) ?? a.href ?? '')

  /** @type {Set<string>} */ const files = new Set()
  /** @type {Set<string>} */ const closure = new Set()
  const visit = (/** @type {Manifest[string] | undefined} */ chunk, /** @type {Set<string>} */ into) => {
    if (!chunk || into.has(chunk.file)) return
    into.add(chunk.file)
    for (const css of chunk.css ?? []) into.add(css)
    for (const key of chunk.imports ?? []) visit(manifest[key], into)
  }
  for (const file of [...scripts, ...preloads, ...stylesheets]) {
    files.add(file)
    visit(byFile.get(file), files)
  }
  // What the entry scripts bring by themselves, to tell a waterfall from a preload.
  /** @type {Set<string>} */ const entryClosure = new Set()
  for (const file of scripts) visit(byFile.get(file), entryClosure)

  const route = routeChunkFor(routes, path)
  if (route) visit(manifest[route.key], closure)
  for (const file of closure) files.add(file)

  const missing = [...files, ...fonts].filter((f) => !existsSync(join(dist, f)))
  const sized = [...files].filter((f) => !missing.includes(f))
  const js = sized.filter((f) => /\.m?js$/.test(f))
  const css = sized.filter((f) => f.endsWith('.css'))
  const notPreloaded = route
    ? [...closure].filter(
        (f) => f !== route.file && !preloads.includes(f) && !entryClosure.has(f) && !stylesheets.includes(f),
      )
    : []
  return { html, files: sized, js, css, fonts, route, notPreloaded, missing, preloads }
}

const sum = (/** @type {string} */ dist, /** @type {string[]} */ list) =>
  list.reduce((total, f) => total + gzipSize(dist, f), 0)

/** Gzip bytes of a page's JavaScript and CSS. */
export function pageWeights(/** @type {string} */ dist, /** @type {{ js: string[], css: string[] }} */ set) {
  return { js: sum(dist, set.js), css: sum(dist, set.css) }
}

/** Pixel size of a raster image, or null when its format is not one image-size reads. */
function rasterSize(/** @type {Uint8Array} */ bytes) {
  try {
    return imageSize(bytes)
  } catch {
    return null
  }
}

/**
 * The bytes of an image URL: a data: URL or a file in dist/.
 * @param {string} dist @param {string} src
 * @returns {{ type: string, bytes: Buffer, file?: string } | null}
 */
function imageBytes(dist, src) {
  const data = src.match(/^data:([^,;]*)((?:;[^,;]*)*),(.*)$/s)
  if (data) {
    const base64 = data[2].includes(';base64')
    return { type: data[1], bytes: base64 ? Buffer.from(data[3], 'base64') : Buffer.from(decodeURIComponent(data[3])) }
  }
  const file = localFile(src)
  if (!file || !existsSync(join(dist, file))) return null
  const ext = extname(file).toLowerCase()
  return {
    type: ext === '.svg' ? 'image/svg+xml' : `image/${ext.slice(1)}`,
    bytes: readFileSync(join(dist, file)),
    file,
  }
}

/** The intrinsic aspect ratio of an SVG document (viewBox, else width/height), or null. */
function svgRatio(/** @type {string} */ text) {
  const root = tags(text, 'svg')[0] ?? {}
  const box = root.viewbox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  if (box?.length === 4 && box[2] > 0 && box[3] > 0) return box[2] / box[3]
  const w = parseFloat(root.width ?? '')
  const h = parseFloat(root.height ?? '')
  return w > 0 && h > 0 ? w / h : null
}

/**
 * Breaches of the image rules for one page's <img> tags; rasters it shows are added to `shown`.
 * @param {string} dist @param {string} path @param {string} html @param {Set<string>} shown
 */
function checkImages(dist, path, html, shown) {
  /** @type {string[]} */ const breaches = []
  for (const img of tags(html, 'img')) {
    const name = img.src?.startsWith('data:') ? `${img.src.slice(0, 30)}…` : img.src
    const width = Number(img.width)
    const height = Number(img.height)
    if (!(width > 0) || !(height > 0)) {
      breaches.push(`${path}: <img src="${name}"> has no numeric width and height attributes (layout shift)`)
      continue
    }
    const candidates = [{ url: img.src, density: 1 }]
    for (const part of (img.srcset ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [url, descriptor = '1x'] = part.split(/\s+/)
      if (descriptor.endsWith('x')) candidates.push({ url, density: parseFloat(descriptor) })
    }
    for (const { url, density } of candidates) {
      if (!url) continue
      const image = imageBytes(dist, url)
      if (!image) {
        breaches.push(`${path}: <img src="${name}"> points at no file in dist/`)
        continue
      }
      if (image.type.includes('svg')) {
        const text = image.bytes.toString('utf8')
        if (/<image\b|data:image\/(png|jpe?g|gif|webp|avif)/i.test(text)) {
          breaches.push(`${path}: SVG <img src="${name}"> embeds a raster image; illustrations must be vector`)
        }
        const ratio = svgRatio(text)
        if (ratio && Math.abs(ratio - width / height) > 0.02 * ratio) {
          breaches.push(
            `${path}: SVG <img src="${name}"> is ${ratio.toFixed(3)}:1 but its width/height say ${width}x${height}`,
          )
        }
        continue
      }
      if (image.file) shown.add(image.file)
      const size = rasterSize(image.bytes)
      if (!size) {
        breaches.push(`${path}: cannot read the pixel size of <img src="${name}"> (${image.type})`)
        continue
      }
      const most = Math.max(IMG_DENSITY, density)
      if (size.width > width * most || size.height > height * most) {
        breaches.push(
          `${path}: <img src="${name}"> is ${size.width}x${size.height} px, shown at ${width}x${height}: ` +
            `more than ${most}x; resize it or add a srcset`,
        )
      }
    }
  }
  return breaches
}

/**
 * Raster files in dist/ that no <img> shows must be declared icons or link previews of the size they declare.
 * @param {string} dist @param {Array<{ path: string, html: string }>} pages @param {Set<string>} shown
 */
function checkOtherRasters(dist, pages, shown) {
  /** @type {Map<string, Array<{ width: number, height: number, by: string }>>} */ const declared = new Map()
  /** @type {(file: string | null, width: number, height: number, by: string) => void} */
  const declare = (file, width, height, by) => {
    if (!file) return
    declared.set(file, [...(declared.get(file) ?? []), { width, height, by }])
  }
  const manifestFile = join(dist, 'site.webmanifest')
  if (existsSync(manifestFile)) {
    for (const icon of JSON.parse(readFileSync(manifestFile, 'utf8')).icons ?? []) {
      for (const s of (icon.sizes ?? '').split(/\s+/)) {
        const [w, h] = s.split('x').map(Number)
        declare(localFile(icon.src), w, h, 'site.webmanifest')
      }
    }
  }
  for (const { path, html } of pages) {
    const links = tags(html, 'link')
    for (const link of links) {
      const rel = rels(link)
      if (rel.includes('apple-touch-icon')) declare(localFile(link.href), 180, 180, `${path} apple-touch-icon`)
      else if (rel.includes('icon') && link.sizes && link.sizes !== 'any') {
        const [w, h] = link.sizes.split('x').map(Number)
        declare(localFile(link.href), w, h, `${path} <link rel=icon sizes>`)
      }
    }
    const meta = Object.fromEntries(tags(html, 'meta').map((m) => [m.property ?? m.name, m.content]))
    for (const prefix of ['og:image', 'twitter:image']) {
      const url = meta[prefix]
      if (!url) continue
      const file = localFile(new URL(url, 'http://site.invalid').pathname)
      declare(file, Number(meta['og:image:width']), Number(meta['og:image:height']), `${path} ${prefix}`)
    }
  }
  /** @type {string[]} */ const breaches = []
  /** @type {(dir: string) => string[]} */
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    )
  for (const full of walk(dist)) {
    const file = relative(dist, full).split(sep).join('/')
    if (!RASTER.has(extname(file).toLowerCase()) || shown.has(file)) continue
    const uses = declared.get(file)
    if (!uses) {
      if (!file.endsWith('.ico')) {
        breaches.push(
          `${file}: a raster image that no <img> in the prerendered HTML, icon link, webmanifest or og:image uses ` +
            '(delete it, or show it with an <img width height> so its size is checked)',
        )
      }
      continue
    }
    if (file.endsWith('.ico')) continue
    const size = rasterSize(readFileSync(full))
    for (const use of uses) {
      if (!size || !(use.width > 0) || size.width !== use.width || size.height !== use.height) {
        breaches.push(
          `${file}: ${size ? `${size.width}x${size.height}` : 'unknown size'} px but ${use.by} declares ${use.width}x${use.height}`,
        )
      }
    }
  }
  return [...new Set(breaches)]
}

const kib = (/** @type {number} */ bytes) => (bytes / KiB).toFixed(1)

/** Runs every check over dist/ and returns the rows and breaches. */
export function budget(dist = 'dist') {
  const manifestPath = join(dist, '.vite', 'manifest.json')
  const listPath = join(dist, 'prerendered.json')
  for (const needed of [manifestPath, listPath]) {
    if (!existsSync(needed)) throw new Error(`${needed} is missing: run \`npm run build\` first`)
  }
  /** @type {Manifest} */ const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  /** @type {string[]} */ const paths = JSON.parse(readFileSync(listPath, 'utf8'))
  const routes = routeChunks(manifest)
  if (!paths.includes('/')) throw new Error('dist/prerendered.json has no home page "/"')

  const sets = Object.fromEntries(paths.map((path) => [path, pageSet(dist, manifest, routes, path)]))
  const home = new Set(sets['/'].files)
  /** @type {string[]} */ const breaches = []
  /** @type {Set<string>} */ const shown = new Set()
  const rows = paths.map((path) => {
    const set = sets[path]
    const { js, css } = pageWeights(dist, set)
    const own = set.files.filter((f) => !home.has(f))
    const adds = sum(dist, own)
    const total = js + css
    /** The heaviest files of a list, for a breach message. */
    const heaviest = (/** @type {string[]} */ files) =>
      [...files]
        .sort((a, b) => gzipSize(dist, b) - gzipSize(dist, a))
        .slice(0, 5)
        .map((f) => `${f} ${kib(gzipSize(dist, f))}`)
        .join(', ')
    if (path === '/' && total > HOME_CEILING) {
      breaches.push(
        `/: loads ${kib(total)} KiB of JS and CSS gzipped before interaction; the ceiling is ${kib(HOME_CEILING)} KiB ` +
          `(heaviest: ${heaviest(set.files)})`,
      )
    }
    if (path !== '/' && adds > ADD_LIMIT) {
      breaches.push(
        `${path}: adds ${kib(adds)} KiB over the home page; the budget is ${kib(ADD_LIMIT)} KiB ` +
          `(heaviest: ${heaviest(own)})`,
      )
    }
    if (set.fonts.length > FONT_LIMIT) {
      breaches.push(`${path}: preloads ${set.fonts.length} font files; at most ${FONT_LIMIT}`)
    }
    if (!set.route)
      breaches.push(`${path}: no route chunk (src/routes/…?tsr-split=component) in the manifest matches it`)
    else if (!set.preloads.includes(set.route.file)) {
      breaches.push(`${path}: its route chunk ${set.route.file} (${set.route.key}) is not modulepreloaded by its HTML`)
    }
    if (set.notPreloaded.length) {
      breaches.push(
        `${path}: route chunk imports not modulepreloaded (request waterfall): ${set.notPreloaded.join(', ')}`,
      )
    }
    for (const file of set.missing) breaches.push(`${path}: links ${file}, which is not in ${dist}/`)
    // The CMS (dist/admin/, scripts/admin.mjs) is for editors: no public page links to it or loads a byte of it.
    if (set.files.some((f) => f.startsWith('admin/')) || /\/admin(\/|["'?#])/.test(set.html)) {
      breaches.push(`${path}: links to or loads the CMS (/admin); no public page may`)
    }
    for (const { what, marker, pages } of PAGE_ONLY_CODE) {
      if (pages.includes(path)) continue
      const carriers = set.files.filter(
        (f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes(marker),
      )
      if (carriers.length)
        breaches.push(`${path}: loads ${what} (${carriers.join(', ')}); only ${pages.join(', ')} may`)
    }
    breaches.push(...checkImages(dist, path, set.html, shown))
    return {
      path,
      js,
      css,
      total,
      adds: path === '/' ? null : adds,
      fonts: set.fonts.length,
      routeChunk: set.route?.file ?? null,
      routePreloaded: !!set.route && set.preloads.includes(set.route.file),
      images: tags(set.html, 'img').length,
      files: set.files.length,
    }
  })
  // A marker no page carries any longer would make its check pass unnoticed: with a scheduler (the build gave the pages
  // that embed it nginx locations of their own), /book must carry the scheduler's code. Without one, no page has it.
  const framed = readFileSync(join(dist, NGINX_FRAMED_PAGES), 'utf8').includes('location')
  for (const { what, marker, pages } of PAGE_ONLY_CODE) {
    const found = pages.some((path) =>
      sets[path]?.files.some((f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes(marker)),
    )
    if (framed && !found) {
      breaches.push(`${pages.join(', ')}: none loads ${what} (no file contains "${marker}"): update PAGE_ONLY_CODE`)
    }
  }
  const pages = paths.map((path) => ({ path, html: sets[path].html }))
  // The not-found page is served too: its images and icons count, its size is not budgeted.
  const notFound = join(dist, '404.html')
  if (existsSync(notFound)) {
    const html = readFileSync(notFound, 'utf8')
    pages.push({ path: '404.html', html })
    breaches.push(...checkImages(dist, '404.html', html, shown))
    const fonts = tags(html, 'link').filter((a) => rels(a).includes('preload') && a.as === 'font').length
    if (fonts > FONT_LIMIT) breaches.push(`404.html: preloads ${fonts} font files; at most ${FONT_LIMIT}`)
  }
  breaches.push(...checkOtherRasters(dist, pages, shown))
  return { rows, breaches, home: sets['/'].files }
}

/** A plain-text table. @param {string[]} head @param {Array<Array<string | number>>} body */
export function table(head, body) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => String(r[i]).length)))
  const line = (/** @type {Array<string | number>} */ cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ')
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n')
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  let result
  const dist = process.argv[2] ?? 'dist'
  try {
    result = budget(dist)
  } catch (error) {
    console.error(`budget: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
  const { rows, breaches } = result
  console.log(
    `Size budget (gzip -9 KiB, before interaction): home ≤ ${kib(HOME_CEILING)}, other pages add ≤ ${kib(ADD_LIMIT)} over home, ` +
      `≤ ${FONT_LIMIT} preloaded fonts, route chunk modulepreloaded, images no larger than shown\n`,
  )
  console.log(
    table(
      ['route', 'JS', 'CSS', 'total', 'adds', 'fonts', 'route chunk', 'preloaded', 'imgs'],
      rows.map((r) => [
        r.path,
        kib(r.js),
        kib(r.css),
        kib(r.total),
        r.adds === null ? '(home)' : kib(r.adds),
        r.fonts,
        r.routeChunk ?? '-',
        r.routePreloaded ? 'yes' : 'NO',
        r.images,
      ]),
    ),
  )
  const [largest] = rows
    .flatMap(({ path, adds }) => (adds === null ? [] : [{ path, adds }]))
    .sort((a, b) => b.adds - a.adds)
  console.log(
    `\nhome page: ${kib(rows.find((r) => r.path === '/')?.total ?? 0)} KiB; largest addition: ${largest ? `${largest.path} +${kib(largest.adds)} KiB` : 'none'}`,
  )
  if (breaches.length) {
    console.error(`\nbudget: ${breaches.length} breach${breaches.length === 1 ? '' : 'es'}:`)
    for (const b of breaches) console.error(`  - ${b}`)
    process.exit(1)
  }
  console.log('budget: all within budget')
}
