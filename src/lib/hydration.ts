import { useEffect } from 'react'

// The events that tell the page's inline loader (src/hydrate-after-paint.js) how far the app has come: until
// HYDRATING it remembers the last button pressed, and on HYDRATED it presses that button again, now that React
// handles it.
export const HYDRATING = 'lp:hydrating'
export const HYDRATED = 'lp:hydrated'

/** Fires HYDRATED once the first render has committed (the root layout calls it). */
export function useAnnounceHydrated() {
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED))
  }, [])
}
