import { useCallback, useEffect, useState } from 'react'
import useEmblaCarousel from 'embla-carousel-react'
import type { EmblaOptionsType } from 'embla-carousel'
import { REDUCED_MOTION, useMediaQuery } from '../../lib/media'

/** Embla with its page state: the snap list and the selected page, kept in sync on select and reInit. */
export function useCarousel(options: EmblaOptionsType) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION)
  const [ref, api] = useEmblaCarousel(options)
  const [pages, setPages] = useState(0)
  const [selected, setSelected] = useState(0)

  useEffect(() => {
    if (!api) return
    const sync = () => {
      setPages(api.scrollSnapList().length)
      setSelected(api.selectedScrollSnap())
    }
    sync()
    api.on('select', sync).on('reInit', sync)
    return () => {
      api.off('select', sync).off('reInit', sync)
    }
  }, [api])

  // Under reduced motion the dots jump to their page instead of gliding.
  const scrollTo = useCallback((index: number) => api?.scrollTo(index, reducedMotion), [api, reducedMotion])
  return { ref, api, pages, selected, scrollTo }
}
