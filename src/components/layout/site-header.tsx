import { Link } from '@tanstack/react-router'
import { BRAND } from '@/content/site'
import { HEADER_BUTTONS, PAGES } from '@/content/registry'
import { navEntries } from '@/lib/nav'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icons'
import { Logo } from '@/components/ui/logo'
import { MobileMenu } from './mobile-menu'
import { NavDropdown } from './nav-dropdown'

const navLinkClass =
  'block rounded-md px-2.5 py-2 text-sm font-semibold whitespace-nowrap text-ink-700 hover:bg-ink-50 hover:text-ink-900 data-[status=active]:text-primary-700'

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 print:hidden">
      <div className="container-site flex flex-wrap items-center gap-x-3 py-2.5 lg:h-18 lg:flex-nowrap lg:py-0">
        <Link to="/" aria-label={`${BRAND.name} home`} className="-m-1 shrink-0 rounded-md p-1">
          <Logo className="h-7 w-auto xs:h-8 lg:h-9" />
        </Link>
        {/* Between the menu breakpoint and lg the nav takes a second row, so nothing overflows. */}
        <nav
          aria-label="Main"
          className="order-last -mx-2.5 hidden w-full pt-1 menu:block lg:order-none lg:mx-0 lg:ml-6 lg:w-auto lg:pt-0"
        >
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {navEntries.map((item) => (
              <li key={item.path}>
                {item.children.length > 0 ? (
                  <NavDropdown
                    label={item.label}
                    overview={item.path}
                    overviewLabel={item.overviewLabel}
                    links={item.children}
                  />
                ) : (
                  <Link to={item.path} className={navLinkClass} activeOptions={{ exact: true }}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* The site search: an icon from the menu breakpoint, with its name beside it on wide screens; on phones it
              is in the burger's menu. */}
          <Link
            to={PAGES.search.path}
            className="hidden size-11 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold text-ink-700 hover:bg-ink-50 hover:text-ink-900 menu:inline-flex lg:w-auto lg:px-2.5"
          >
            <Icon name="magnifying-glass" className="size-5" />
            <span className="sr-only lg:not-sr-only">{PAGES.search.name}</span>
          </Link>
          <Button link={HEADER_BUTTONS.partners.link} variant="tertiary" size="sm" className="whitespace-nowrap">
            {HEADER_BUTTONS.partners.label}
          </Button>
          {/* Below 400 px it stays in the burger menu only. */}
          <div className="hidden xs:flex">
            <Button link={HEADER_BUTTONS.start.link} size="sm">
              {HEADER_BUTTONS.start.label}
            </Button>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
