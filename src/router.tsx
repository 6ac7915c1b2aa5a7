import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

/** One factory for the browser and the prerender; the caller supplies the history. */
export function createAppRouter() {
  return createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
