import { useEffect } from 'react'

// The events that tell the page's inline loader (src/hydrate-after-paint.js) how far the app has come: until
// HYDRATING it remembers the last button pressed, and on HYDRATED it presses that button again, now that React
// handles it.
export const HYDRATING = 'lp:hydrating'
export const HYDRATED = 'lp:hydrated'

let announced = false
let pageCommitted = false
/** The deferred parts of the page (lib/deferred.tsx) whose code has not committed yet. */
const waiting = new Set<object>()

function announce() {
  if (announced || !pageCommitted || waiting.size) return
  announced = true
  document.documentElement.classList.add('hydrated')
  document.dispatchEvent(new Event(HYDRATED))
}

/**
 * Fires HYDRATED once per document, when the first page has committed, and so has every deferred part of it (the
 * footer), and marks <html class="hydrated">: the page has loaded, and its bands are laid out whole from now on
 * (styles/app.css). Every page calls it through its head (lib/head.ts), from inside the route's own component: the
 * root layout commits before a route whose code split chunk is still hydrating, so HYDRATED from there would come too
 * early.
 */
export function useAnnounceHydrated() {
  useEffect(() => {
    pageCommitted = true
    announce()
  }, [])
}

/**
 * A deferred part's two ends: `wait` when it is on the page (a layout effect, so before any page's announcement in the
 * same commit), `done` once its code has committed (an effect). HYDRATED waits between them.
 */
export const deferredPart = {
  wait: (part: object) => void waiting.add(part),
  done: (part: object) => {
    waiting.delete(part)
    announce()
  },
  /** Its code cannot be loaded: the page stops waiting for any part. */
  release: () => {
    waiting.clear()
    announce()
  },
}

/**
 * From HYDRATING until HYDRATED, holds a click on a link of this site and then clicks it again. A client-side
 * navigation that starts while hydration is under way makes the router drop the match the page is still hydrating (a
 * recoverable React error, but an error), so the visitor's click waits the moment hydration still takes instead. A
 * press on a button of the footer is held the same way: its code may still be on its way (lib/deferred.tsx), and React
 * drops a press on markup it has not hydrated.
 */
export function holdLinksWhileHydrating() {
  let held: HTMLElement | null = null
  const hold = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const press = (event.target as Element | null)?.closest?.('a[href], footer button')
    if (!(press instanceof HTMLElement)) return
    if (press instanceof HTMLAnchorElement && (press.target || press.origin !== window.location.origin)) return
    event.preventDefault()
    event.stopPropagation()
    held = press
  }
  document.addEventListener('click', hold, true)
  document.addEventListener(
    HYDRATED,
    () => {
      document.removeEventListener('click', hold, true)
      if (held?.isConnected) held.click()
    },
    { once: true },
  )
}
