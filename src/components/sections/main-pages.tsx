import { Link } from '@tanstack/react-router'
import { suggestedPages } from '@/lib/nav'
import { cn } from '@/lib/cn'

/** The main pages, two to a row: where the not-found page and an empty search suggest going next. */
export function MainPages({ className }: { className?: string }) {
  return (
    <ul className={cn('grid grid-cols-2 gap-x-6', className)}>
      {suggestedPages.map((page) => (
        <li key={page.to}>
          <Link to={page.to} className="inline-block py-2 font-medium text-secondary-700 hover:underline">
            {page.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
