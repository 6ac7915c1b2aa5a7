import { useEffect } from 'react'
import { SMOOTH_SCROLL_SECONDS } from '../../content/constants'
import { REDUCED_MOTION } from '../../lib/media'

/**
 * Smooth wheel and touch scrolling (1.5 s), loaded after hydration. Decoration only: off under reduced motion; keyboard
 * scrolling stays native; it pauses itself while the page's overflow is hidden (mobile menu, splash).
 */
export function SmoothScroll() {
  useEffect(() => {
    if (window.matchMedia(REDUCED_MOTION).matches) return
    let destroy = () => {}
    let cancelled = false
    void import('lenis').then(({ default: Lenis }) => {
      if (cancelled) return
      const lenis = new Lenis({
        duration: SMOOTH_SCROLL_SECONDS,
        autoRaf: true,
        autoToggle: true,
        // Scrollable panels (the open mobile menu) keep their own native scrolling.
        prevent: (node) => Boolean(node.closest('[role="dialog"]')),
      })
      destroy = () => lenis.destroy()
    })
    return () => {
      cancelled = true
      destroy()
    }
  }, [])
  return null
}
