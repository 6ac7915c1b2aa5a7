import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

/** One factory for the browser and the prerender; the caller supplies the history. */
export function createAppRouter() {
  // The router's own navigations open at the top or, going back, where the visitor was. Its first render is the
  // prerendered page the visitor may have scrolled for seconds on a slow phone: the browser has placed that one (at a
  // link's #fragment, or where a reload left it), and the router leaves it be.
  let firstRender = true
  return createRouter({
    routeTree,
    scrollRestoration: () => {
      const restore = !firstRender
      firstRender = false
      return restore
    },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
