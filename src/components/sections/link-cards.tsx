import { Link } from '@tanstack/react-router'
import type { CardsContent } from '@/content/types'
import { CardGrid, GridCard, IconBadge } from '@/components/ui/card'
import { SectionCtas } from './cta-button'
import { Icon } from '@/components/ui/icons'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

/**
 * Cards that lead to a page: the home page's services, the industries served and the add-on services.
 * The whole card is clickable through its one link (named by the card title for screen readers).
 */
export function LinkCards({
  content,
  linkLabel = 'Read More',
  tone,
  columns = 3,
}: {
  content: CardsContent
  linkLabel?: string
  tone?: SectionTone
  columns?: 2 | 3 | 4
}) {
  const { id, eyebrow, title, intro, items, cta } = content
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <CardGrid columns={columns}>
        {items.map((item, index) => (
          <GridCard
            key={item.title}
            className="group relative flex w-full flex-col transition-shadow focus-within:shadow-lift hover:shadow-lift"
          >
            <IconBadge name={item.icon} tone={index % 2 ? 'blue' : 'green'} />
            <h3 className="mt-5 text-lg font-bold">{item.title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-ink-600">{item.description}</p>
            {item.link && (
              <Link
                {...item.link}
                className="mt-5 inline-flex min-h-6 items-center gap-1.5 font-semibold text-secondary-700 group-hover:underline after:absolute after:inset-0 after:rounded-card"
              >
                {item.linkLabel ?? linkLabel}
                <span className="sr-only">: {item.title}</span>
                <Icon name="arrow-right" className="size-4" />
              </Link>
            )}
          </GridCard>
        ))}
      </CardGrid>
      <SectionCtas ctas={[cta]} first="secondary" />
    </Section>
  )
}
