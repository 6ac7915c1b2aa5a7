import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Icon } from '@/components/ui/icons'
import { BREAKPOINTS } from '@/styles/tokens'
import { PAGES } from '@/content/registry'
import { cn } from '@/lib/cn'
import { minWidth } from '@/lib/media'
import { loadOr } from '@/lib/stale-build'

/** Where the burger leads without its dialog: the page that lists every page. */
const SITE_MAP = PAGES.sitemap.path
const loadDialog = () => import('./mobile-menu-dialog')
const MobileMenuDialog = lazy(() =>
  loadOr(loadDialog, () => window.location.assign(SITE_MAP)).then((module) => ({ default: module.MobileMenuDialog })),
)
/** Fetching ahead on hover or focus: a failure there shows again, and is handled, on the press. */
const prefetchDialog = () => void loadDialog().catch(() => {})

const burgerClass =
  '-mr-1 inline-flex size-11 items-center justify-center rounded-lg text-ink-800 hover:bg-ink-100 menu:hidden'

/**
 * Below the menu breakpoint: a burger and a full-screen dialog. The dialog's code is fetched when the burger is
 * pointed at or focused, and mounted from the first press on (it stays mounted so closing can return focus). If the
 * code cannot be loaded (a deploy removed it), the press leads to the site map instead; without JavaScript the burger
 * is a link to it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const burger = useRef<HTMLButtonElement>(null)
  const close = () => setOpen(false)

  // Focus goes back to the burger on close. The dialog's own focus return cannot do it: it remembers the element
  // focused before it opened by listening from the moment its code loads, which here is after the burger was pressed.
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open) burger.current?.focus()
    wasOpen.current = open
  }, [open])

  // The menu closes by itself once the window is wide enough for the desktop menu.
  useEffect(() => {
    const query = window.matchMedia(minWidth(BREAKPOINTS.menu))
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false)
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  return (
    <>
      <button
        ref={burger}
        type="button"
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        aria-label="Open menu"
        className={cn(burgerClass, 'no-js:hidden')}
      >
        <Icon name="bars-3" className="size-7" />
      </button>
      {/* The header's last element: the first paint waits for it (FIRST_SCREEN in scripts/prerender.mjs). */}
      <Link
        id="site-map-link"
        to={SITE_MAP}
        aria-label="Menu: every page of the site"
        className={cn(burgerClass, 'js:hidden')}
      >
        <Icon name="bars-3" className="size-7" />
      </Link>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
