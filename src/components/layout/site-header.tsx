import { useEffect, useRef } from 'react'
import { CloseButton, Popover, PopoverButton, PopoverGroup, PopoverPanel } from '@headlessui/react'
import { Link, useRouterState } from '@tanstack/react-router'
import { Icon } from '../ui/icons'
import { OVERVIEW_LABELS } from '../../content/site'
import { navEntries, type NavLink } from '../../lib/nav'
import type { RoutePath } from '../../lib/routes'
import { Button } from '../ui/button'
import { Logo } from '../ui/logo'
import { MobileMenu } from './mobile-menu'

const navLinkClass =
  'block rounded-md px-2.5 py-2 text-sm font-semibold whitespace-nowrap text-ink-700 hover:bg-ink-50 hover:text-ink-900 data-[status=active]:text-primary-700'

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-site flex flex-wrap items-center gap-x-3 py-2.5 lg:h-18 lg:flex-nowrap lg:py-0">
        <Link to="/" className="-m-1 shrink-0 rounded-md p-1">
          <Logo className="h-7 w-auto xs:h-8 lg:h-9" />
        </Link>
        {/* Between the menu breakpoint and lg the nav takes a second row, so nothing overflows. */}
        <nav
          aria-label="Main"
          className="order-last -mx-2.5 hidden w-full pt-1 menu:block lg:order-none lg:mx-0 lg:ml-6 lg:w-auto lg:pt-0"
        >
          <PopoverGroup as="ul" className="flex items-center gap-0.5 lg:gap-1">
            {navEntries.map((item) => (
              <li key={item.path}>
                {item.children.length > 0 ? (
                  <NavDropdown label={item.label} overview={item.path} links={item.children} />
                ) : (
                  <Link to={item.path} className={navLinkClass} activeOptions={{ exact: true }}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </PopoverGroup>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Button link={{ to: '/for-cpa-firms' }} variant="tertiary" size="sm" className="whitespace-nowrap">
            For CPA firms
          </Button>
          {/* Below 400 px it stays in the burger menu only. */}
          <div className="hidden xs:flex">
            <Button link={{ to: '/contact' }} size="sm">
              Get Started
            </Button>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}

function NavDropdown({ label, overview, links }: { label: string; overview: RoutePath; links: NavLink[] }) {
  return (
    <Popover className="relative">
      <PopoverButton className="flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-semibold text-ink-700 hover:bg-ink-50 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-secondary-600 data-open:text-primary-700">
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
                  {OVERVIEW_LABELS[overview] ?? `All ${label}`}
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
