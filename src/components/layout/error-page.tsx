import type { ErrorComponentProps } from '@tanstack/react-router'
import { deferred } from '@/lib/deferred'
import { isMissingChunk, reloadOnce } from '@/lib/stale-build'

// What to say is code of its own, loaded only on the way to saying it (lib/deferred.tsx).
const ErrorMessage = deferred(() => import('./error-message').then((m) => m.ErrorMessage))

/**
 * Something broke while rendering: say so plainly and offer a retry and a way out. A chunk a deploy removed is not a
 * breakage: the page is loaded whole instead, once (a route's own chunk is reloaded by the router before it gets here).
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  if (isMissingChunk(error) && typeof window !== 'undefined' && reloadOnce()) return null
  return <ErrorMessage reset={reset} />
}
