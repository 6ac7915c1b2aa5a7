import { createRootRoute, Outlet, Scripts } from '@tanstack/react-router'
import { ErrorPage } from '@/components/layout/error-page'
import { SiteHeader } from '@/components/layout/site-header'
import { useSiteSchema } from '@/lib/structured-data'
import { PreviewBanner } from '@/components/layout/preview-banner'
import { deferred } from '@/lib/deferred'

// Below the fold on every page, and one page's: their code loads beside hydration, not before it (lib/deferred.tsx).
const SiteFooter = deferred(() => import('@/components/layout/site-footer').then((m) => m.SiteFooter))
const SkipLink = deferred(() => import('@/components/layout/skip-link').then((m) => m.SkipLink))
const Splash = deferred(() => import('@/components/layout/splash').then((m) => m.Splash))
const SmoothScroll = deferred(() => import('@/components/layout/smooth-scroll').then((m) => m.SmoothScroll))
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
