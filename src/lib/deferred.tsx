import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react'
import { deferredPart } from './hydration'
import { loadOr, reloadOnce } from './stale-build'

const loads: Array<() => Promise<unknown>> = []

/**
 * A component whose code is not among the modules a page loads before it can be used: what React only needs to
 * hydrate and no visitor presses first (the footer, the splash, the skip link, smooth scrolling), or what one page
 * shows (the not-found and error pages). In the browser its chunk is requested when hydration reaches it; its
 * prerendered markup stays as it is (a Suspense boundary of its own) until the code is in, and the rest of the page
 * hydrates without waiting for it. A press on the footer is held until the footer has hydrated
 * (holdLinksWhileHydrating, lib/hydration.ts): a part with controls of its own elsewhere needs a hold of its own. The
 * prerender loads every one first (`loadDeferred`), so pages are written whole.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  // A chunk a deploy removed: the page is loaded whole instead, once (lib/stale-build.ts); after that, the part stays
  // as it was prerendered, without its code, and no press is held for it.
  const fetch = () =>
    loadOr(load, () => reloadOnce() || deferredPart.release()).then((component) => ({ default: (loaded = component) }))
  loads.push(fetch)
  // Once loaded, a thenable that resolves at once: React.lazy then renders without suspending (the prerender's case).
  const Lazy = lazy((): Promise<{ default: ComponentType<P> }> => {
    if (!loaded) return fetch()
    const ready = { default: loaded }
    return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as Promise<typeof ready>
  })
  return function Deferred(props: P) {
    const [part] = useState(() => ({}))
    useLayoutEffect(() => {
      deferredPart.wait(part)
      return () => deferredPart.done(part)
    }, [part])
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <Committed part={part} />
      </Suspense>
    )
  }
}

/** Commits with the part's code (a Suspense boundary commits its children together), and says so. */
function Committed({ part }: { part: object }) {
  useEffect(() => deferredPart.done(part), [part])
  return null
}

/** Loads the code of every deferred component: the prerender's first step for each page. */
export const loadDeferred = () => Promise.all(loads.map((load) => load()))
