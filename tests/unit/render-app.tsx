// Renders the whole app (the real route tree) at a path in a memory history, for tests of the shared layout.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { createHead, UnheadProvider } from '@unhead/react/client'
import { routeTree } from '../../src/routeTree.gen'

/**
 * How long a test of the whole app may wait for code it loads on demand (a route's chunk, a dropdown's Headless UI):
 * Vite transforms each the first time, which takes seconds on a cold cache or a busy machine. A wait ends as soon as
 * what it waits for shows; `LAYOUT_TEST` gives each test room for two such waits.
 */
export const LOAD_TIMEOUT = 10_000
export const LAYOUT_TEST = { timeout: 3 * LOAD_TIMEOUT }

export async function renderApp(path = '/') {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })
  const user = userEvent.setup()
  render(
    <UnheadProvider value={createHead()}>
      <RouterProvider router={router} />
    </UnheadProvider>,
  )
  // The first render also transforms the route's lazily loaded code, which can take seconds on a cold cache.
  await screen.findByRole('banner', {}, { timeout: LOAD_TIMEOUT })
  await screen.findByRole('heading', { level: 1 }, { timeout: LOAD_TIMEOUT })
  // The footer's code loads apart from the page's (lib/deferred.tsx).
  await screen.findByRole('contentinfo', {}, { timeout: LOAD_TIMEOUT })
  return { router, user }
}
