import { Link } from '@tanstack/react-router'
import { BRAND } from '@/content/site'
import { HEADER_BUTTONS, PAGES } from '@/content/registry'
import { navEntries } from '@/lib/nav'
import { BookingButton } from '@/components/sections/cta-button'
import { Icon } from '@/components/ui/icons'
import { Logo } from '@/components/ui/logo'
import { MobileMenu } from './mobile-menu'
import { NavDropdown } from './nav-dropdown'

const navLinkClass =
  'block rounded-md px-2.5 py-2 text-sm font-semibold whitespace-nowrap text-ink-700 hover:bg-ink-50 hover:text-ink-900 data-[status=active]:text-primary-800'

/**
 * The sticky header: the logo, the menu, and the booking action at every width (on phones beside the burger, whose
 * menu holds the other buttons), so a booking is in reach wherever the visitor has scrolled.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white print:hidden">
      <div className="container-site flex flex-wrap items-center gap-x-2 py-2 xl:h-18 xl:flex-nowrap xl:py-0">
        <Link to="/" aria-label={`${BRAND.name} home`} className="-mx-1 -my-3 shrink-0 rounded-md px-1 py-3">
          <Logo className="h-[1.375rem] w-auto min-[360px]:h-7 lg:h-8" />
        </Link>
        {/* Between the menu breakpoint and xl the nav takes a second row, so nothing overflows. */}
        <nav
          aria-label="Main"
          className="order-last -mx-2.5 hidden w-full pt-1 menu:block xl:order-none xl:mx-0 xl:ml-4 xl:w-auto xl:pt-0"
        >
          <ul className="flex items-center gap-0.5">
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
                  <Link to={item.path} className={navLinkClass} activeOptions={{ exact: true, includeSearch: false }}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {/* The site search: an icon from the menu breakpoint; on phones it is in the burger's menu. */}
          <Link
            to={PAGES.search.path}
            className="hidden size-10 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-50 hover:text-ink-900 menu:inline-flex"
          >
            <Icon name="magnifying-glass" className="size-5" />
            <span className="sr-only">{PAGES.search.name}</span>
          </Link>
          {/* The spec's two header buttons read as menu entries, so the booking button is the one button there. */}
          <div className="hidden items-center gap-0.5 menu:flex">
            {[HEADER_BUTTONS.partners, HEADER_BUTTONS.start].map(({ link, label }) => (
              <Link key={label} {...link} className={navLinkClass}>
                {label}
              </Link>
            ))}
          </div>
          <BookingButton
            label={HEADER_BUTTONS.book.label}
            size="sm"
            arrow={false}
            className="whitespace-nowrap max-[359px]:text-[0.8125rem] max-menu:min-h-11"
          />
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
