import { useSyncExternalStore } from 'react'

/** `min-width` media query for one of the constants' breakpoints, in rem like the Tailwind screens. */
export const minWidth = (px: number) => `(min-width: ${px / 16}rem)`

/** Live match of a media query; false on the server and during hydration's first pass. */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
