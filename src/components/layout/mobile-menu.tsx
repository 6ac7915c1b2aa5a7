import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Icon } from '../ui/icons'
import { BREAKPOINTS } from '../../content/constants'
import { minWidth } from '../../lib/media'

const loadDialog = () => import('./mobile-menu-dialog')
const MobileMenuDialog = lazy(() => loadDialog().then((module) => ({ default: module.MobileMenuDialog })))

/**
 * Below the menu breakpoint: a burger and a full-screen dialog. The dialog's code is fetched when the burger is
 * pointed at or focused, and mounted from the first press on (it stays mounted so closing can return focus).
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
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        aria-label="Open menu"
        className="-mr-1 inline-flex size-11 items-center justify-center rounded-lg text-ink-800 hover:bg-ink-100 menu:hidden"
      >
        <Icon name="bars-3" className="size-7" />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
