import { lazy, Suspense, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/cn'
import { loadOr } from '@/lib/stale-build'
import { Icon } from '@/components/ui/icons'
import type { NavDropdownProps } from './nav-dropdown-panel'

const triggerClass =
  'flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-semibold whitespace-nowrap text-ink-700 hover:bg-ink-50 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-secondary-600 data-open:text-primary-700'

const loadPanel = () => import('./nav-dropdown-panel')
/** The overview page of the dropdown pressed last: where a press goes when the dropdown's code cannot be loaded. */
let pressedOverview = '/'
const NavDropdownPanel = lazy(() =>
  loadOr(loadPanel, () => window.location.assign(pressedOverview)).then((module) => ({
    default: module.NavDropdownPanel,
  })),
)
/** Fetching ahead on hover or focus: a failure there shows again, and is handled, on the press. */
const prefetchPanel = () => void loadPanel().catch(() => {})

/**
 * A header dropdown. The page starts with a plain, closed trigger; pointing at it or focusing it fetches the
 * dropdown's code, and its first press swaps in the Headless UI dropdown, which then opens: a press made before the
 * code arrived is replayed once it has, never lost. The swap happens only on a press, never in the middle of one.
 * If the code cannot be loaded (a deploy removed it), the press leads to the overview page, as a link would; without
 * JavaScript the trigger is that link.
 */
export function NavDropdown(props: NavDropdownProps) {
  const [pressed, setPressed] = useState<{ focus: boolean } | null>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const staticTrigger = (
    <>
      <button
        ref={trigger}
        type="button"
        aria-expanded="false"
        className={cn(triggerClass, 'no-js:hidden')}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        onClick={() => {
          pressedOverview = props.overview
          setPressed({ focus: document.activeElement === trigger.current })
        }}
      >
        {props.label}
        <Icon name="chevron-down" className="size-4" />
      </button>
      <Link to={props.overview} className={cn(triggerClass, 'js:hidden')}>
        {props.label}
      </Link>
    </>
  )
  if (!pressed) return staticTrigger
  return (
    <Suspense fallback={staticTrigger}>
      <NavDropdownPanel {...props} triggerClass={triggerClass} openOnMount focusOnMount={pressed.focus} />
    </Suspense>
  )
}
