import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import type { IconName } from '@/names'
import { Icon } from './icons'

/** A grid of cards: one column, two from `sm`, and `columns` from `lg`. */
export function CardGrid({ columns = 3, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  return (
    <ul
      className={cn(
        'mt-12 grid gap-5 sm:grid-cols-2 lg:gap-6',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {children}
    </ul>
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
