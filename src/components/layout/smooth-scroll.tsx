import { useEffect } from 'react'
import { SMOOTH_SCROLL_SECONDS } from '@/styles/tokens'
import { REDUCED_MOTION } from '@/lib/media'
import { isMissingChunk } from '@/lib/stale-build'

/** Without its code (a deploy removed it), scrolling simply stays native. */
const ignoreMissingChunk = (error: unknown) => {
  if (!isMissingChunk(error)) throw error
}

/**
 * Smooth wheel and touch scrolling (1.5 s), loaded on the first wheel or touch. Decoration only: off under reduced
 * motion; keyboard scrolling stays native; it pauses itself while the page's overflow is hidden (mobile menu, splash).
 */
export function SmoothScroll() {
  useEffect(() => {
    if (window.matchMedia(REDUCED_MOTION).matches) return
    let destroy = () => {}
    let cancelled = false
    // Start on the first wheel or touch, so nothing runs each frame for visitors who have not scrolled yet.
    const events = ['wheel', 'touchstart'] as const
    const start = () => {
      events.forEach((type) => window.removeEventListener(type, start))
      void load()
    }
    events.forEach((type) => window.addEventListener(type, start, { passive: true, once: true }))
    const load = () =>
      import('lenis').then(({ default: Lenis }) => {
        if (cancelled) return
        const lenis = new Lenis({
          duration: SMOOTH_SCROLL_SECONDS,
          autoRaf: true,
          autoToggle: true,
          // Scrollable panels (the open mobile menu) keep their own native scrolling.
          prevent: (node) => Boolean(node.closest('[role="dialog"]')),
        })
        destroy = () => lenis.destroy()
      }, ignoreMissingChunk)
    return () => {
      cancelled = true
      events.forEach((type) => window.removeEventListener(type, start))
      destroy()
    }
  }, [])
  return null
}
