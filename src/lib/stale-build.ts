// When a deploy replaces the build an open page came from, the page's lazily loaded chunks are gone (a static host
// that keeps the previous build's assets for a while spares most pages this; see docs/hosting.md, "What a deploy does
// to pages that are open"). Vite reports each chunk, or each file preloaded with it, that could not be loaded with a
// `vite:preloadError` event on window, then rejects the import. Each control that loads code when pressed falls back to
// what a plain link would give: a full page load of where it leads, which brings the new build. TanStack Router reloads
// the page once itself when a route's chunk is missing (lazyRouteComponent). An error that is not a failed load is a
// real one: it is not caught.

/** Set by Vite's `vite:preloadError`: a chunk of this build could not be loaded. */
let chunkMissing = false

/** Listens for Vite's report of a chunk that could not be loaded (app-client.tsx calls it once). */
export function watchForMissingChunks() {
  window.addEventListener('vite:preloadError', () => {
    chunkMissing = true
  })
}

/** Whether an error is a chunk that could not be loaded (as Vite reported, or as the browsers word it). */
export const isMissingChunk = (error: unknown) =>
  chunkMissing ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(error.message))

/** A promise that never settles: the page is being replaced. */
const leaving = <T>() => new Promise<T>(() => {})

/**
 * Loads a chunk for a control the visitor pressed; if it cannot be loaded, `fallback` runs instead (a full page load
 * of where the control leads) and the load never settles, as the page is being replaced.
 */
export const loadOr = <T>(load: () => Promise<T>, fallback: () => void) =>
  load().catch((error: unknown) => {
    if (!isMissingChunk(error)) throw error
    fallback()
    return leaving<T>()
  })

/**
 * sessionStorage key of the last reload for a missing chunk, so a page that keeps failing is not reloaded in a loop.
 */
const RELOADED = 'lp-reloaded'

/** Reloads the page to pick up the new build, at most once a minute; false when it already did. */
export function reloadOnce() {
  try {
    const last = Number(sessionStorage.getItem(RELOADED) ?? 0)
    if (Date.now() - last < 60_000) return false
    sessionStorage.setItem(RELOADED, String(Date.now()))
  } catch {
    return false
  }
  window.location.reload()
  return true
}
