// The phone menu's dialog. It loads when the burger is first pointed at, focused or pressed, so pages do not pay for
// the dialog's code (focus trap, scroll lock, transitions) before a visitor asks for the menu.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { BRAND } from '@/content/site'
import { HEADER_BUTTONS, PAGES } from '@/content/registry'
import { Icon } from '@/components/ui/icons'
import { navEntries } from '@/lib/nav'
import { BookingButton } from '@/components/sections/cta-button'
import { Button } from '@/components/ui/button'
import { Logo } from '@/components/ui/logo'

const linkClass =
  'block rounded-lg px-3 py-3 text-base font-semibold text-ink-900 hover:bg-ink-50 data-[status=active]:text-primary-800'
const subLinkClass =
  'block rounded-lg py-2.5 pr-3 pl-6 text-[0.9375rem] font-medium text-ink-700 hover:bg-ink-50 data-[status=active]:text-primary-800'

/** A full-screen dialog with every entry (focus trapped, Escape closes, page scroll locked). */
export function MobileMenuDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 menu:hidden">
      <DialogPanel className="fixed inset-0 flex flex-col overflow-y-auto bg-white">
        {/* Held at the top as a long menu scrolls, so the close button stays in reach. */}
        <div className="sticky top-0 container-site flex h-16 shrink-0 items-center justify-between border-b border-ink-200 bg-white">
          <DialogTitle className="sr-only">Site menu</DialogTitle>
          <Link to="/" onClick={onClose} aria-label={`${BRAND.name} home`} className="-m-1 rounded-md p-1">
            <Logo className="h-8 w-auto" />
          </Link>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="-mr-1 inline-flex size-11 items-center justify-center rounded-lg text-ink-800 hover:bg-ink-100"
          >
            <Icon name="x-mark" className="size-7" />
          </button>
        </div>
        <div className="container-site grid gap-3 pt-4">
          <div className="grid grid-cols-2 gap-3">
            <BookingButton label={HEADER_BUTTONS.book.label} onClick={onClose} size="md" arrow={false} />
            <Button link={HEADER_BUTTONS.partners.link} onClick={onClose} variant="secondary" size="md">
              {HEADER_BUTTONS.partners.label}
            </Button>
          </div>
          <Link
            to={PAGES.search.path}
            onClick={onClose}
            className="flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-semibold text-ink-900 ring-1 ring-ink-300 hover:bg-ink-50"
          >
            <Icon name="magnifying-glass" className="size-5 text-ink-600" />
            {PAGES.search.name}
          </Link>
        </div>
        <nav aria-label="Mobile" className="container-site flex-1 py-4">
          <ul className="space-y-1">
            {navEntries.map((item) => (
              <li key={item.path}>
                <Link
                  to={item.path}
                  onClick={onClose}
                  className={linkClass}
                  activeOptions={{ exact: true, includeSearch: false }}
                >
                  {item.label}
                </Link>
                {item.children.length > 0 && (
                  <ul className="mb-2 ml-3 border-l-2 border-primary-100">
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <Link to={child.to} onClick={onClose} className={subLinkClass}>
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="container-site grid shrink-0 gap-3 border-t border-ink-200 py-5 pb-8">
          <Button link={HEADER_BUTTONS.start.link} onClick={onClose} variant="secondary" size="lg">
            {HEADER_BUTTONS.start.label}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  )
}
