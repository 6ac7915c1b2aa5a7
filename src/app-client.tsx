// The app in the browser: hydrates a prerendered page (or renders from scratch in `vite dev`).
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { rememberCampaign } from './lib/booking'
import { HYDRATED, HYDRATING, holdLinksWhileHydrating } from './lib/hydration'
import { watchForMissingChunks } from './lib/stale-build'
import { createAppRouter } from './router'

const router = createAppRouter()
const container = document.getElementById('root')!

declare global {
  interface Window {
    $_TSR?: unknown
  }
}

// A deploy may remove this build's lazily loaded chunks while the page is open: Vite reports each it could not load.
watchForMissingChunks()

// The utm_* parameters the visitor arrived with, for a scheduler on /book to record (this session only; no cookie).
try {
  rememberCampaign(window.location.search, window.sessionStorage)
} catch {
  // Storage disabled: bookings go without the campaign.
}

// With analytics on (its settings; off as shipped, and then this is left out of the build), the code that sends events
// loads once the page has hydrated: never before the first paint or on the way to it.
if (import.meta.env.ANALYTICS) {
  document.addEventListener(
    HYDRATED,
    () => void import('./lib/analytics-client').then(({ startAnalytics }) => startAnalytics(router)).catch(() => {}),
    { once: true },
  )
}

// Prerendered pages carry the router's dehydrated state ($_TSR) and hydrate; `vite dev` renders from scratch.
// As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one long task.
if (window.$_TSR) {
  document.dispatchEvent(new Event(HYDRATING))
  holdLinksWhileHydrating()
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
} else {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
