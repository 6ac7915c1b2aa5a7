import { Link } from '@tanstack/react-router'
import { PAGES, type PageId } from '@/content/registry'
import { cn } from '@/lib/cn'

/**
 * The main pages, in the site map's order: where the not-found page and an empty search suggest going next. Listed
 * here, not in the registry, so the list loads with those two pages only.
 */
const MAIN_PAGES: readonly PageId[] = [
  'services',
  'bookkeeping-service',
  'receivable-payable',
  'payroll-service',
  'catch-up-bookkeeping',
  'industry',
  'for-cpa-firms',
  'resources',
  'blog',
  'about',
  'security',
  'contact',
  'pricing',
  'faq',
  'deadlines',
  'sitemap',
  'book',
]

/** The main pages, two to a row, each by its name. */
export function MainPages({ className }: { className?: string }) {
  return (
    <ul className={cn('grid grid-cols-2 gap-x-6', className)}>
      {MAIN_PAGES.map((id) => (
        <li key={id}>
          <Link to={PAGES[id].path} className="inline-block py-2 font-medium text-secondary-700 hover:underline">
            {PAGES[id].name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
