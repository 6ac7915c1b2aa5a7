import { useCallback, useEffect, useRef, useState } from 'react'
import { useHydrated } from '@tanstack/react-router'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { REDUCED_MOTION, useMediaQuery } from '@/lib/media'
import { isMissingChunk } from '@/lib/stale-build'

const NEVER = 'not all'

/**
 * Embla with its page state: the snap list and the selected page, kept in sync on select and reInit. Embla's code is
 * fetched when the carousel comes near the viewport or a dot is pressed, and not while `inactiveWhen` matches (a
 * strip that shows every item at that width; Embla is let go when the width grows past it, so the first page shows
 * again when it narrows). A dot pressed before the code has arrived is replayed once it has.
 * Until then the prerendered slides show the first page, which is what Embla starts on.
 * Without a script the carousel shows every slide (its root's `data-carousel` and the `unscripted:` variant): without
 * JavaScript, and when Embla's code cannot be loaded (a deploy removed it), which makes it `static`. `live` says when
 * slides off the page may be hidden from assistive technology: hydrated, and not static.
 */
export function useCarousel(options: EmblaOptionsType, inactiveWhen = NEVER) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION)
  const inactive = useMediaQuery(inactiveWhen)
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [near, setNear] = useState(false)
  const [dotPressed, setDotPressed] = useState(false)
  const wanted = dotPressed || (near && !inactive)
  const [api, setApi] = useState<EmblaCarouselType>()
  const [pages, setPages] = useState(0)
  const [selected, setSelected] = useState(0)
  const [failed, setFailed] = useState(false)
  const hydrated = useHydrated()
  const pressed = useRef<number | null>(null)
  // Callers pass an object literal; Embla is set up again only when the options themselves change.
  const optionsKey = JSON.stringify(options)

  useEffect(() => {
    if (!viewport || near) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '50%',
    })
    observer.observe(viewport)
    return () => observer.disconnect()
  }, [viewport, near])

  useEffect(() => {
    if (!viewport || !wanted) return
    let embla: EmblaCarouselType | undefined
    let cancelled = false
    void import('embla-carousel').then(
      ({ default: EmblaCarousel }) => {
        if (cancelled) return
        embla = EmblaCarousel(viewport, JSON.parse(optionsKey) as EmblaOptionsType)
        setApi(embla)
      },
      (error: unknown) => {
        if (!isMissingChunk(error)) throw error
        setFailed(true)
      },
    )
    return () => {
      cancelled = true
      embla?.destroy()
      setApi(undefined)
    }
  }, [viewport, wanted, optionsKey])

  useEffect(() => {
    if (!api) return
    const sync = () => {
      setPages(api.scrollSnapList().length)
      setSelected(api.selectedScrollSnap())
    }
    sync()
    api.on('select', sync).on('reInit', sync)
    if (pressed.current !== null) api.scrollTo(pressed.current, true)
    pressed.current = null
    return () => {
      api.off('select', sync).off('reInit', sync)
    }
  }, [api])

  // Under reduced motion the dots jump to their page instead of gliding.
  const scrollTo = useCallback(
    (index: number) => {
      if (api) return api.scrollTo(index, reducedMotion)
      pressed.current = index
      setDotPressed(true)
    },
    [api, reducedMotion],
  )
  return {
    ref: setViewport,
    pages,
    selected,
    scrollTo,
    live: hydrated && !failed,
    root: { 'data-carousel': failed ? 'static' : 'live' },
  }
}
