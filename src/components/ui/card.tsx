import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import type { IconName } from '@/names'
import { Icon } from './icons'

const GRIDS = {
  2: 'mt-12 grid gap-6 md:grid-cols-2',
  3: 'mt-12 grid gap-5 sm:grid-cols-2 lg:gap-6 lg:grid-cols-3',
  4: 'mt-12 grid gap-5 sm:grid-cols-2 lg:gap-6 lg:grid-cols-4',
} as const

/**
 * A grid of cards, each a `GridCard`: one column, two from `sm` and `columns` from `lg`; or, for `columns={2}`, two
 * wider cards from `md` (people, offices, ways to reach us), `narrow` keeping them to the width of the text.
 */
export function CardGrid({
  columns = 3,
  narrow = false,
  children,
}: {
  columns?: keyof typeof GRIDS
  /** Two columns at most, in a narrower measure, without the space above (its block sets it). */
  narrow?: boolean
  children: ReactNode
}) {
  return <ul className={narrow ? 'grid max-w-5xl gap-6 md:grid-cols-2' : GRIDS[columns]}>{children}</ul>
}

/** A card of a `CardGrid`: the list item it fills, so the cards of a row are as tall as each other. */
export function GridCard({ className, children }: { className: string; children: ReactNode }) {
  return (
    <li className="flex">
      <Card className={className}>{children}</Card>
    </li>
  )
}

/** The white, rounded card every grid of the site uses. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('rounded-card bg-white p-6 shadow-card ring-1 ring-ink-200/70 sm:p-7', className)} {...props} />
  )
}

export function IconBadge({
  name,
  tone = 'green',
  className,
}: {
  name: IconName
  tone?: 'green' | 'blue'
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-xl',
        tone === 'green' ? 'bg-primary-100 text-primary-800' : 'bg-secondary-100 text-secondary-800',
        className,
      )}
    >
      <Icon name={name} className="size-6" />
    </span>
  )
}
