import type { ChecklistContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { SectionCtas } from './cta-button'
import { Icon } from '@/components/ui/icons'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedText } from '@/components/ui/linked-text'

/** A heading and a compact list of ticked items in two or three columns, each on a ruled line. */
export function Checklist({ content, tone }: { content: ChecklistContent; tone?: SectionTone }) {
  const { id, eyebrow, title, intro, items, cta } = content
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <TickList items={items.map((item) => item.title)} className="mt-8 sm:mt-10" />
      <SectionCtas ctas={[cta]} />
    </Section>
  )
}

/** Ticked lines of copy (links drawn): two columns from `sm`, and three from `lg` unless `columns` says two. */
export function TickList({
  items,
  columns = 3,
  className,
}: {
  items: readonly string[]
  columns?: 2 | 3
  className?: string
}) {
  return (
    <ul className={cn('grid gap-x-10 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', className)}>
      {items.map((item) => (
        <li
          key={item}
          className="flex items-start gap-2.5 border-t border-ink-200 py-2 text-[0.9375rem] leading-snug font-medium text-ink-800 sm:py-2.5"
        >
          <Icon name="check" className="mt-0.5 size-4.5 shrink-0 text-primary-700" />
          <span>
            <LinkedText text={item} />
          </span>
        </li>
      ))}
    </ul>
  )
}
