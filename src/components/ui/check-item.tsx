import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Icon } from './icons'

const MARKS = {
  check: { name: 'check', color: 'text-primary-700' },
  document: { name: 'document-check', color: 'text-secondary-700' },
} as const

/**
 * A list item led by a mark, a check unless said (`document`: a document to ask for), with its text beside it; the
 * caller's `className` sets the gap and the type. `large` for a list of few, roomy items.
 */
export function CheckItem({
  mark = 'check',
  large = false,
  className,
  children,
}: {
  mark?: keyof typeof MARKS
  large?: boolean
  className: string
  children: ReactNode
}) {
  const { name, color } = MARKS[mark]
  return (
    <li className={cn('flex items-start', className)}>
      <Icon name={name} className={cn('mt-0.5', large ? 'size-6' : 'size-5', 'shrink-0', color)} />
      {children}
    </li>
  )
}

/** A list of plain-text items, each a `CheckItem`: `className` sets the list's spacing, `itemClassName` each item's. */
export function CheckList({
  items,
  mark,
  className,
  itemClassName,
}: {
  items: readonly string[]
  mark?: keyof typeof MARKS
  className: string
  itemClassName: string
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <CheckItem key={item} mark={mark} className={itemClassName}>
          {item}
        </CheckItem>
      ))}
    </ul>
  )
}
