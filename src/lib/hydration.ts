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
 * chunk is still hydrating, so HYDRATED from there would come too early.
 */
export function useAnnounceHydrated() {
  useEffect(() => {
    if (announced) return
    announced = true
    document.documentElement.classList.add('hydrated')
    document.dispatchEvent(new Event(HYDRATED))
  }, [])
}

/**
 * From HYDRATING until HYDRATED, holds a click on a link of this site and then clicks it again. A client-side
 * navigation that starts while hydration is under way makes the router drop the match the page is still hydrating (a
 * recoverable React error, but an error), so the visitor's click waits the moment hydration still takes instead.
 */
export function holdLinksWhileHydrating() {
  let held: HTMLAnchorElement | null = null
  const hold = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== window.location.origin) return
    event.preventDefault()
    event.stopPropagation()
    held = link
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
