// A checklist's ticks, kept on the visitor's device only: in the browser's local storage under the checklist's own key,
// never in a cookie and never sent anywhere. The prerendered list and hydration show none ticked (the server's
// snapshot); the stored ticks show right after. A browser that refuses storage (storage switched off, a full private
// window) still ticks: the ticks then last as long as the page.
import { useMemo, useSyncExternalStore } from 'react'

/** The storage key of a checklist's ticks, by its page's registry id (said on /privacy#checklist-ticks). */
export const ticksKey = (id: string) => `ledgerpod:checklist:${id}`

/** Ticks kept in memory where storage is refused, by key. */
const memory = new Map<string, string>()
/** This page's lists, told when a tick changes. */
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  // Another tab of the same checklist: its ticks show here too.
  const fromOtherTab = () => listener()
  window.addEventListener('storage', fromOtherTab)
  listeners.add(listener)
  return () => {
    window.removeEventListener('storage', fromOtherTab)
    listeners.delete(listener)
  }
}

function stored(key: string) {
  if (memory.has(key)) return memory.get(key)!
  try {
    return localStorage.getItem(key) ?? ''
  } catch {
    return ''
  }
}

function store(key: string, ticked: ReadonlySet<string>) {
  const value = ticked.size ? JSON.stringify([...ticked]) : ''
  try {
    if (value) localStorage.setItem(key, value)
    else localStorage.removeItem(key)
    memory.delete(key)
  } catch {
    memory.set(key, value)
  }
  for (const listener of listeners) listener()
}

/** The ticked steps of what was stored, leaving out steps the list no longer has. */
function parse(value: string, steps: readonly string[]): ReadonlySet<string> {
  try {
    const saved: unknown = value ? JSON.parse(value) : []
    return new Set(Array.isArray(saved) ? steps.filter((step) => saved.includes(step)) : [])
  } catch {
    return new Set()
  }
}

/** A checklist's ticked steps, with a setter for one step and one that clears them all. */
export function useTicks(id: string, steps: readonly string[]) {
  const key = ticksKey(id)
  const value = useSyncExternalStore(
    subscribe,
    () => stored(key),
    () => '',
  )
  const ticked = useMemo(() => parse(value, steps), [value, steps])
  return {
    ticked,
    tick: (step: string, on: boolean) => {
      const next = new Set(ticked)
      if (on) next.add(step)
      else next.delete(step)
      store(key, next)
    },
    clear: () => store(key, new Set()),
  }
}
