import { createRootRoute, Outlet, Scripts } from '@tanstack/react-router'
import { ErrorPage } from '@/components/layout/error-page'
import { NotFound } from '@/components/layout/not-found'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { SmoothScroll } from '@/components/layout/smooth-scroll'
import { useSiteSchema } from '@/lib/structured-data'
import { PreviewBanner } from '@/components/layout/preview-banner'
import { SkipLink } from '@/components/layout/skip-link'
import { Splash } from '@/components/layout/splash'

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
