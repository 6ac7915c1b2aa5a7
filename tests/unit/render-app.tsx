// Renders the whole app (the real route tree) at a path in a memory history, for tests of the shared layout.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { createHead, UnheadProvider } from '@unhead/react/client'
import { routeTree } from '../../src/routeTree.gen'

export async function renderApp(path = '/') {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })
  const user = userEvent.setup()
  render(
    <UnheadProvider value={createHead()}>
      <RouterProvider router={router} />
    </UnheadProvider>,
  )
  // The first render also transforms the route's lazily loaded code, which can take seconds on a cold cache.
  await screen.findByRole('banner', {}, { timeout: 10_000 })
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
  return { router, user }
}
