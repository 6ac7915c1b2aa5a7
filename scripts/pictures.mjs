// @ts-check
// Pictures uploaded through the CMS, at build time (src/content/picture.ts says where they go and the places the
// layout shows them at). `describePicture` checks an upload against its place (the file exists, it can be read, it is
// neither too small to look sharp there nor a camera original) and names the files it becomes: each width of its place
// in AVIF, WebP and a fallback (JPEG, or PNG for a PNG), named by their content so hosts cache them for good. It reads
// only the file's header, so checking every article stays fast; the Vite plugin `pictures()` makes the files the build
// used (sharp), each once: into node_modules/.cache/pictures/ (reused by every later build) and into the client build's
// assets/pictures/. The dev server makes them on request.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { basename, extname, join, resolve } from 'node:path'
import { imageSize } from 'image-size'
import sharp from 'sharp'

/** Where the files go in the build, under /assets/ (hashed, cached for a year: scripts/security-headers.mjs). */
export const OUTPUT_DIR = 'assets/pictures'
/** The encoders' settings: a change here must change CACHE_VERSION, as cached files are found by name. */
const ENCODERS = {
  // effort 2: a tenth of the default's time for files within 1% of its size (measured on a 720 px photograph).
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75 },
  jpg: { quality: 78, mozjpeg: true },
  png: { palette: true, quality: 90, compressionLevel: 9 },
}
const CACHE_VERSION = 'v1'
/** The made files, kept between builds: node_modules/.cache/pictures/, or PICTURES_CACHE_DIR (a host's cache folder). */
const cacheDir = (/** @type {string} */ root) =>
  join(process.env.PICTURES_CACHE_DIR || join(root, 'node_modules', '.cache', 'pictures'), CACHE_VERSION)

/**
 * @typedef {import('@/content/picture').Picture} Picture
 * @typedef {import('@/content/picture').PictureInput} PictureInput
 * @typedef {(typeof import('@/content/picture'))['PICTURE_PLACES'][import('@/content/picture').PicturePlace]} Place
 * @typedef {Pick<typeof import('@/content/picture'), 'UPLOADS' | 'PICTURE_PLACES' | 'PICTURE_MAX_BYTES'>} Rules
 * @typedef {{ input: string, width: number, format: keyof typeof ENCODERS, square: boolean }} Output
 */

/** A picture that does not fit its place: the message says what to do (the caller names the file and field). */
export class PictureError extends Error {}

/** Each build root's files to make, by their path in the build. @type {Map<string, Map<string, Output>>} */
const registries = new Map()
const registry = (/** @type {string} */ root) => {
  const key = resolve(root)
  if (!registries.has(key)) registries.set(key, new Map())
  return /** @type {Map<string, Output>} */ (registries.get(key))
}

/** An upload's header, read once per version of the file. @type {Map<string, { hash: string, width: number, height: number, type: string }>} */
const headers = new Map()
function header(/** @type {string} */ file) {
  const { mtimeMs, size } = statSync(file)
  const key = `${file}\0${mtimeMs}\0${size}`
  const known = headers.get(key)
  if (known) return known
  const bytes = readFileSync(file)
  /** @type {ReturnType<typeof imageSize> | undefined} */
  let dimensions
  try {
    dimensions = imageSize(bytes)
  } catch {
    dimensions = undefined
  }
  if (!dimensions?.width || !dimensions.height || !['jpg', 'png', 'webp'].includes(dimensions.type ?? '')) {
    throw new PictureError('not a picture the build can read: upload a JPEG, PNG or WebP')
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: it is shown, and made, upright.
  const turned = (dimensions.orientation ?? 1) >= 5
  const value = {
    hash: createHash('sha256').update(bytes).digest('hex').slice(0, 10),
    width: turned ? dimensions.height : dimensions.width,
    height: turned ? dimensions.width : dimensions.height,
    type: /** @type {string} */ (dimensions.type),
  }
  headers.set(key, value)
  return value
}

/** "1.5" from 1572864 bytes. */
const megabytes = (/** @type {number} */ bytes) => (bytes / 1024 / 1024).toFixed(1)

/**
 * What the build makes of an upload shown at `placeName`, after checking it there: the files' addresses for
 * `<picture>` (ui/picture.tsx) and the size to write on it. Throws a PictureError saying what is wrong.
 * @param {PictureInput} input @param {string} placeName @param {{ root: string, rules: Rules }} context
 * @returns {Picture}
 */
export function describePicture(input, placeName, { root, rules }) {
  const { UPLOADS, PICTURE_PLACES, PICTURE_MAX_BYTES } = rules
  /** @type {Place} */
  const place = PICTURE_PLACES[/** @type {keyof Rules['PICTURE_PLACES']} */ (placeName)]
  if (!place) throw new Error(`no place "${placeName}" for pictures (PICTURE_PLACES, src/content/picture.ts)`)
  const { src } = input
  if (!src.startsWith(`${UPLOADS.path}/`) || src.slice(UPLOADS.path.length + 1).includes('/')) {
    throw new PictureError(
      `"${src}" is not an upload: pictures are files uploaded through the CMS, ${UPLOADS.path}/<name>`,
    )
  }
  const name = decodeURIComponent(src.slice(UPLOADS.path.length + 1))
  const file = join(root, UPLOADS.folder, name)
  if (!existsSync(file)) {
    throw new PictureError(
      `${src}: no such file in ${UPLOADS.folder}/ (upload it again in the CMS, or correct the name)`,
    )
  }
  if (!input.alt?.trim()) throw new PictureError(`${src} has no alt text: say what the picture shows`)
  const bytes = statSync(file).size
  if (bytes > PICTURE_MAX_BYTES) {
    throw new PictureError(
      `${src} is ${megabytes(bytes)} MB, over ${megabytes(PICTURE_MAX_BYTES)} MB: resize it to about ${place.shown * 2} px wide before uploading`,
    )
  }
  const { hash, width, height, type } = header(file)
  const usable = place.square ? Math.min(width, height) : width
  const side = place.square ? 'on its shorter side' : 'wide'
  if (usable < place.min) {
    throw new PictureError(
      `${src} is ${width}x${height} px, too small for ${place.what}: it is shown up to ${place.shown} px, so upload one at least ${place.min} px ${side} (${place.shown * 2} px for sharp screens)`,
    )
  }
  if (Math.max(width, height) > place.max) {
    throw new PictureError(
      `${src} is ${width}x${height} px, too large for ${place.what} (at most ${place.max} px): resize it to about ${place.shown * 2} px ${side} before uploading`,
    )
  }
  /** @type {number[]} */
  const widths = place.widths.filter((w) => w <= usable)
  if (widths.length < place.widths.length && !widths.includes(usable)) widths.push(usable)
  const fallback = type === 'png' ? 'png' : 'jpg'
  const path = `${OUTPUT_DIR}/${basename(name, extname(name))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)}-${hash}${place.square ? 's' : ''}`
  const outputs = registry(root)
  for (const format of /** @type {const} */ (['avif', 'webp', fallback])) {
    for (const w of widths)
      outputs.set(`${path}-${w}.${format}`, { input: file, width: w, format, square: place.square })
  }
  return {
    path: `/${path}`,
    widths,
    type: fallback,
    width: place.shown,
    height: place.square ? place.shown : Math.round((place.shown * height) / width),
    alt: input.alt.trim(),
  }
}

/**
 * A picture's files in one format, as a srcset ("/…-400.avif 400w,/…-720.avif 720w"), the way ui/picture.tsx
 * writes them.
 * @param {Picture} picture @param {string} format
 */
export const srcset = ({ path, widths }, format) => widths.map((w) => `${path}-${w}.${format} ${w}w`).join()

/**
 * Every picture field in `value`, found by its schema (a field made with pictureField(), picture.ts, whose cms() note
 * names its place), each replaced by what the build makes of it; `fail(keys, message)` throws for one that does not
 * fit, naming its field by its path of keys.
 * @param {unknown} value @param {any} schema a valibot schema
 * @param {(input: PictureInput, place: string) => Picture} describe
 * @param {(keys: (string | number)[], message: string) => never} fail
 * @returns {unknown}
 */
export function resolvePictures(value, schema, describe, fail, keys = /** @type {(string | number)[]} */ ([])) {
  const node = unwrap(schema)
  const place = pictureNote(schema)
  if (place && value && typeof value === 'object') {
    try {
      return describe(/** @type {PictureInput} */ (value), place)
    } catch (error) {
      if (error instanceof PictureError) fail([...keys, 'src'], error.message)
      throw error
    }
  }
  if (Array.isArray(value)) {
    return value.map((item, i) => resolvePictures(item, node?.item ?? node?.items?.[i], describe, fail, [...keys, i]))
  }
  if (value && typeof value === 'object' && node?.entries) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        resolvePictures(item, node.entries[key], describe, fail, [...keys, key]),
      ]),
    )
  }
  return value
}

/**
 * A schema without its optional wrapper (a pipe spreads its first schema's own properties).
 * @param {any} schema @returns {any}
 */
const unwrap = (schema) => (schema?.type === 'optional' ? unwrap(schema.wrapped) : schema)
/** The place a picture field's cms() note names, if it is one. @param {any} schema @returns {string | undefined} */
function pictureNote(schema) {
  const node = unwrap(schema)
  const notes = (node?.pipe ?? []).map((/** @type {any} */ step) => step.metadata?.cms?.picture)
  return notes.find(Boolean) ?? (node?.pipe ? pictureNote(node.pipe[0]) : undefined)
}

/** One file of the build, from the cache or made now (and cached). @param {string} root @param {string} path */
export async function pictureFile(root, path) {
  const output = registry(root).get(path)
  if (!output) return undefined
  const cached = join(cacheDir(root), path.slice(OUTPUT_DIR.length + 1))
  if (existsSync(cached)) return readFileSync(cached)
  const { input, width, format, square } = output
  // autoOrient: upright, whatever the camera's EXIF says; the metadata (place, camera) is left out of every file.
  let image = sharp(input).autoOrient()
  image = square
    ? image.resize(width, width, { fit: 'cover', position: sharp.strategy.attention })
    : image.resize({ width })
  const buffer = await (
    format === 'jpg'
      ? image.flatten({ background: '#ffffff' }).jpeg(ENCODERS.jpg)
      : format === 'png'
        ? image.png(ENCODERS.png)
        : format === 'webp'
          ? image.webp(ENCODERS.webp)
          : image.avif(ENCODERS.avif)
  ).toBuffer()
  mkdirSync(cacheDir(root), { recursive: true })
  writeFileSync(cached, buffer)
  return buffer
}

const TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' }

/** @returns {import('vite').Plugin} */
export function pictures() {
  let root = process.cwd()
  /** @type {import('vite').ResolvedConfig | undefined} */
  let config
  return {
    name: 'pictures',
    configResolved(resolved) {
      config = resolved
      root = resolved.root
    },
    // The client build ships the files its pages use; the prerender's server build only writes their addresses.
    async generateBundle() {
      if (config?.build.ssr) return
      const paths = [...registry(root).keys()]
      const started = performance.now()
      let made = 0
      let next = 0
      const work = async () => {
        for (let path = paths[next++]; path; path = paths[next++]) {
          if (!existsSync(join(cacheDir(root), path.slice(OUTPUT_DIR.length + 1)))) made++
          const source = await pictureFile(root, path)
          if (source) this.emitFile({ type: 'asset', fileName: path, source })
        }
      }
      await Promise.all(Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, work))
      if (paths.length) {
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        config?.logger.info(
          `pictures: ${paths.length} files, ${made} made now and ${paths.length - made} kept, in ${seconds} s`,
        )
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${OUTPUT_DIR}/`, async (request, response, next) => {
        const path = `${OUTPUT_DIR}/${(request.url ?? '').split('?')[0]?.replace(/^\//, '')}`
        try {
          const file = await pictureFile(root, path)
          if (!file) return next()
          response.setHeader('Content-Type', TYPES[/** @type {keyof typeof TYPES} */ (extname(path).slice(1))])
          response.end(file)
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
