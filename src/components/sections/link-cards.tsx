import { Link } from '@tanstack/react-router'
import type { CardsContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { SectionCtas } from './cta-button'
import { Icon } from '@/components/ui/icons'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/**
 * Cards that lead to a page (the home page's services, the industries served, the add-on services): boxes, since
 * they can be pressed, each one link named by the card's title, with its action and an arrow; in full (not `compact`: /industry),
 * the report its page shows as its sample. `compact`: on phones,
 * one ruled group of rows, each its icon, title and arrow (the page it leads to says the rest; screen readers hear the description and
 * the action with the link), the description and the action's words shown from `sm`.
 */
export function LinkCards({
  content,
  linkLabel = 'Read More',
  tone,
  columns = 3,
  compact = false,
}: {
  content: CardsContent
  linkLabel?: string
  tone?: SectionTone
  columns?: 2 | 3 | 4
  compact?: boolean
}) {
  const { id, eyebrow, title, intro, items, cta } = content
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ul
        className={cn(
          'mt-8 grid gap-3 sm:mt-10 sm:gap-4',
          // On phones, one ruled group of rows rather than a stack of boxes (app.css).
          compact && 'max-sm:link-rows',
          COLUMNS[columns],
        )}
      >
        {items.map((item) => (
          <li key={item.title} className="flex">
            <div
              className={cn(
                'group relative flex w-full flex-col rounded-xl bg-white p-4 ring-1 ring-ink-200 transition-shadow focus-within:ring-secondary-600 hover:shadow-card hover:ring-secondary-300 sm:p-5',
                compact && 'max-sm:flex-row max-sm:items-center max-sm:gap-2 max-sm:py-3',
              )}
            >
              <h3
                className={cn(
                  'flex gap-2.5 leading-snug font-bold sm:items-start sm:text-[1.0625rem]',
                  compact ? 'items-center text-[0.9375rem] max-sm:flex-1' : 'items-start text-base',
                )}
              >
                <Icon name={item.icon} className="mt-0.5 size-5 shrink-0 text-primary-700" />
                {item.title}
              </h3>
              <p
                className={cn(
                  'mt-1.5 flex-1 pl-7.5 text-[0.9375rem] leading-copy text-ink-600',
                  compact && 'max-sm:sr-only',
                )}
              >
                {item.description}
              </p>
              {item.report && !compact && (
                <p className="mt-3 ml-7.5 flex items-start gap-2 border-t border-dashed border-ink-200 pt-3 text-sm leading-snug text-ink-700">
                  <Icon name="table-cells" className="mt-px size-4 shrink-0 text-ink-500" />
                  <span>
                    <span className="font-semibold text-ink-900">Sample report:</span> {item.report}
                  </span>
                </p>
              )}
              {item.link && (
                <Link
                  {...item.link}
                  className={cn(
                    'inline-flex min-h-6 items-center gap-1.5 text-[0.9375rem] font-semibold text-secondary-700 group-hover:underline after:absolute after:inset-0 after:rounded-xl',
                    compact ? 'max-sm:min-w-6 max-sm:justify-center sm:mt-3 sm:pl-7.5' : 'mt-3 pl-7.5',
                  )}
                >
                  <span className={cn(compact && 'max-sm:sr-only')}>{item.linkLabel ?? linkLabel}</span>
                  <span className="sr-only">: {item.title}</span>
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
      <SectionCtas ctas={[cta]} />
    </Section>
  )
}
