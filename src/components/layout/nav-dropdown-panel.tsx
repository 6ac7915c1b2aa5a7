// The header's dropdown as Headless UI runs it (a disclosure: aria-expanded, aria-controls, no menu roles). Loaded on
// the first press of a dropdown's trigger (see nav-dropdown.tsx), so its library is not on every page's critical path.
import { useEffect, useRef } from 'react'
import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { Link, useRouterState } from '@tanstack/react-router'
import { Icon } from '@/components/ui/icons'
import type { NavLink } from '@/lib/nav'
import type { RoutePath } from '@/names'

export type NavDropdownProps = { label: string; overview: RoutePath; overviewLabel: string; links: NavLink[] }

/**
 * A live dropdown. `openOnMount` replays the press that loaded it; `focusOnMount` keeps focus on its trigger, which
 * looks like the static one it replaces (`triggerClass`).
 */
export function NavDropdownPanel({
  label,
  overview,
  overviewLabel,
  links,
  triggerClass,
  openOnMount,
  focusOnMount,
}: NavDropdownProps & { triggerClass: string; openOnMount: boolean; focusOnMount: boolean }) {
  const button = useRef<HTMLButtonElement>(null)
  // Both are fixed for a mounted panel: the static trigger that set them is gone once it has mounted.
  useEffect(() => {
    if (focusOnMount) button.current?.focus()
    if (openOnMount) button.current?.click()
  }, [focusOnMount, openOnMount])
  return (
    <Popover className="relative">
      <PopoverButton ref={button} className={triggerClass}>
        {label}
        <Icon name="chevron-down" className="size-4 transition-transform in-data-open:rotate-180" />
      </PopoverButton>
      <PopoverPanel
        focus={false}
        className="absolute left-0 z-50 mt-2 w-72 rounded-2xl bg-white p-2 shadow-lift ring-1 ring-ink-200"
      >
        {({ close }) => (
          <>
            <CloseOnNavigation close={close} />
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <CloseButton
                    as={Link}
                    to={link.to}
                    className="block rounded-lg px-3 py-2.5 text-sm font-medium text-ink-800 hover:bg-primary-50 hover:text-primary-800 data-[status=active]:text-primary-700"
                  >
                    {link.label}
                  </CloseButton>
                </li>
              ))}
              <li className="mt-1 border-t border-ink-100 pt-1">
                <CloseButton
                  as={Link}
                  to={overview}
                  className="block rounded-lg px-3 py-2.5 text-sm font-semibold text-secondary-700 hover:bg-secondary-50"
                >
                  {overviewLabel}
                </CloseButton>
              </li>
            </ul>
          </>
        )}
      </PopoverPanel>
    </Popover>
  )
}

/** Back and forward change the page without a click inside the panel: close it then too. */
function CloseOnNavigation({ close }: { close: () => void }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const openedOn = useRef(pathname)
  useEffect(() => {
    if (pathname !== openedOn.current) close()
  }, [pathname, close])
  return null
}
