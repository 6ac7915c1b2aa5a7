import { BRAND } from '@/content/site'
import { Logo } from '@/components/ui/logo'

/**
 * First-load splash. Hidden by default; the inline script in index.html shows it (html.splash-on) on the first load of
 * a browser session, so it never appears without JavaScript, on reloads or on client-side navigation. CSS runs
 * the slides: the logo's, then the overlay's with the tagline on it.
 */
export function Splash() {
  return (
    <div className="splash" aria-hidden="true">
      <div className="splash-logo">
        <Logo variant="white" className="h-14 w-auto sm:h-16" />
      </div>
      <p className="splash-tagline text-base font-medium text-ink-200 sm:text-lg">{BRAND.tagline}</p>
    </div>
  )
}
