import { useEffect } from 'react'

// The events that tell the page's inline loader (src/hydrate-after-paint.js) how far the app has come: until
// HYDRATING it remembers the last button pressed, and on HYDRATED it presses that button again, now that React
// handles it.
export const HYDRATING = 'lp:hydrating'
export const HYDRATED = 'lp:hydrated'

let announced = false

/**
 * Fires HYDRATED once per document, when the first page has committed, and marks <html class="hydrated">: the page
 * has loaded, and its bands are laid out whole from now on (styles/app.css). Every page calls it through its head
 * (lib/head.ts), from inside the route's own component: the root layout commits before a route whose code split
 * chunk is still hydrating, so HYDRATED from there would come too early. The parts that hydrate after the page
 * (lib/deferred.tsx) may still be on their way.
 */
export function useAnnounceHydrated() {
  useEffect(() => {
    if (announced) return
    announced = true
    document.documentElement.classList.add('hydrated')
    document.dispatchEvent(new Event(HYDRATED))
  }, [])
}

/** The parts of the page that hydrate after it (lib/deferred.tsx) whose code has not committed yet. */
const waiting = new Set<object>()
/** Every part on the page has hydrated. */
const PARTS_HYDRATED = 'lp:parts-hydrated'
const settle = () => {
  if (!waiting.size) document.dispatchEvent(new Event(PARTS_HYDRATED))
}

/**
 * A deferred part's two ends: `wait` when it is on the page (a layout effect, so before the page announces itself
 * hydrated in the same commit), `done` once its code has committed (an effect); `release` when its code cannot be
 * loaded, so nothing waits for any part.
 */
export const deferredPart = {
  wait: (part: object) => void waiting.add(part),
  done: (part: object) => {
    if (waiting.delete(part)) settle()
  },
  release: () => {
    waiting.clear()
    settle()
  },
}

/**
 * From HYDRATING until HYDRATED, holds a click on a link of this site and then clicks it again. A client-side
 * navigation that starts while hydration is under way makes the router drop the match the page is still hydrating (a
 * recoverable React error, but an error), so the visitor's click waits the moment hydration still takes instead. A
 * press on a link or a button of the footer waits, besides, until the footer has hydrated: its code comes after the
 * page's (lib/deferred.tsx), and React drops a press on markup it has not hydrated.
 */
export function holdLinksWhileHydrating() {
  let pageHydrated = false
  let held: HTMLElement | null = null
  const ready = (press: Element) => pageHydrated && (!press.closest('footer') || !waiting.size)
  const hold = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const press = (event.target as Element | null)?.closest?.('a[href], footer button')
    if (!(press instanceof HTMLElement) || ready(press)) return
    if (press instanceof HTMLAnchorElement && (press.target || press.origin !== window.location.origin)) return
    event.preventDefault()
    event.stopPropagation()
    held = press
  }
  const retry = () => {
    if (held?.isConnected && ready(held)) {
      const press = held
      held = null
      press.click()
    }
    if (pageHydrated && !waiting.size) document.removeEventListener('click', hold, true)
  }
  document.addEventListener('click', hold, true)
  document.addEventListener(
    HYDRATED,
    () => {
      pageHydrated = true
      retry()
    },
    { once: true },
  )
  document.addEventListener(PARTS_HYDRATED, retry)
}
