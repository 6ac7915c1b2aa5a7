import { useRef } from 'react'
import type { ChecklistContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { SectionCtas } from './cta-button'
import { Icon } from '@/components/ui/icons'
import { ShowAllButton, usePhoneFold } from '@/components/ui/phone-fold'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedText } from '@/components/ui/linked-text'

/**
 * A heading and a compact list of ticked items in two or three columns, each on a ruled line. `fold` (what the items
 * are, plural): a long list folds on phones behind 'Show all N <fold>' (phone-fold.tsx).
 */
export function Checklist({ content, tone, fold }: { content: ChecklistContent; tone?: SectionTone; fold?: string }) {
  const { id, eyebrow, title, intro, items, cta } = content
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <TickList
        items={items.map((item) => item.title)}
        showAll={fold && `Show all ${items.length} ${fold}`}
        className="mt-8 sm:mt-10"
      />
      <SectionCtas ctas={[cta]} />
    </Section>
  )
}

/**
 * Ticked lines of copy (links drawn): two columns from `sm`, and three from `lg` unless `columns` says two. With
 * `showAll` (the button's words), a long list folds on phones.
 */
export function TickList({
  items,
  columns = 3,
  showAll,
  className,
}: {
  items: readonly string[]
  columns?: 2 | 3
  showAll?: string
  className?: string
}) {
  const fold = usePhoneFold(items.length, showAll !== undefined)
  const list = useRef<HTMLUListElement>(null)
  const ticks = (
    <ul ref={list} className={cn('grid gap-x-10 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', className)}>
      {items.map((item, index) => (
        <li
          key={item}
          // The first item the fold hides takes the focus when it unfolds.
          tabIndex={showAll && index === fold.firstHidden ? -1 : undefined}
          className={cn(
            'flex items-start gap-2.5 border-t border-ink-200 py-2 text-[0.9375rem] leading-snug font-medium text-ink-800 sm:py-2.5',
            fold.itemClass(index),
          )}
        >
          <Icon name="check" className="mt-0.5 size-4.5 shrink-0 text-primary-700" />
          <span>
            <LinkedText text={item} />
          </span>
        </li>
      ))}
    </ul>
  )
  if (!fold.folded || !showAll) return ticks
  return (
    <div>
      {ticks}
      <ShowAllButton
        label={showAll}
        onClick={() => fold.unfold(() => list.current?.children[fold.firstHidden] as HTMLElement | undefined)}
      />
    </div>
  )
}
