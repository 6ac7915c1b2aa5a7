import { createRootRoute, Outlet, Scripts } from '@tanstack/react-router'
import { ErrorPage } from '@/components/layout/error-page'
import { SiteHeader } from '@/components/layout/site-header'
import { useSiteSchema } from '@/lib/structured-data'
import { PreviewBanner } from '@/components/layout/preview-banner'
import { deferred } from '@/lib/deferred'

// What React only needs to hydrate and no visitor presses first: their code loads beside hydration, not before it
// (lib/deferred.tsx); the not-found page's only where it is shown.
const parts = () => import('@/components/layout/after-hydration')
const SkipLink = deferred(() => parts().then((m) => m.SkipLink))
const Splash = deferred(() => parts().then((m) => m.Splash))
const SmoothScroll = deferred(() => parts().then((m) => m.SmoothScroll))
const SiteFooter = deferred(() => parts().then((m) => m.SiteFooter))
const NotFound = deferred(() => import('@/components/layout/not-found').then((m) => m.NotFound))

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ErrorPage,
})

function RootLayout() {
  useSiteSchema()
  return (
    <>
      <SkipLink />
      <Splash />
      <SmoothScroll />
      {import.meta.env.SITE_PREVIEW && <PreviewBanner />}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Scripts />
    </>
  )
}
