import type { ComponentProps, ComponentType } from 'react'
import { cn } from '@/lib/cn'

/** A link to page n of a list: the list's first page for 1, its `page/n` after it. */
export type PageLinkProps = { n: number } & Omit<ComponentProps<'a'>, 'href'>

const linkClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold'

/** Links to every page of a list of articles (/blog, a topic's, an author's), the current one marked. */
export function Pagination({
  current,
  count,
  label,
  PageLink,
}: {
  current: number
  count: number
  label: string
  PageLink: ComponentType<PageLinkProps>
}) {
  if (count < 2) return null
  const pages = Array.from({ length: count }, (_, i) => i + 1)
  return (
    <nav aria-label={label} className="container-site -mt-8 pb-16">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 && (
          <li>
            <PageLink n={current - 1} className={cn(linkClass, 'text-secondary-700 hover:bg-secondary-50')}>
              Newer articles
            </PageLink>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            <PageLink
              n={n}
              aria-label={`Page ${n}`}
              aria-current={n === current ? 'page' : undefined}
              className={cn(
                linkClass,
                n === current
                  ? 'bg-secondary-700 text-white'
                  : 'text-secondary-700 ring-1 ring-ink-200 hover:bg-secondary-50',
              )}
            >
              {n}
            </PageLink>
          </li>
        ))}
        {current < count && (
          <li>
            <PageLink n={current + 1} className={cn(linkClass, 'text-secondary-700 hover:bg-secondary-50')}>
              Older articles
            </PageLink>
          </li>
        )}
      </ul>
    </nav>
  )
}
