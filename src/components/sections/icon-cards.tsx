import type { IconName, SectionIntro, Cta } from '@/content/types'
import { CardGrid, GridCard, IconBadge } from '@/components/ui/card'
import { SectionCtas } from './cta-button'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedText } from '@/components/ui/linked-text'

type Item = { title: string; description: string; icon?: IconName }

/**
 * A heading and a grid of cards with an icon, a title and a description. Serves the spec's icon, feature, benefit and
 * partner-strength cards alike; cards without an icon are numbered.
 */
export function IconCards({
  content,
  tone,
  columns = 3,
}: {
  content: SectionIntro & { items: Item[]; cta?: Cta; ctas?: Cta[] }
  tone?: SectionTone
  columns?: 2 | 3 | 4
}) {
  const { id, eyebrow, title, intro, items } = content
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <CardGrid columns={columns}>
        {items.map(({ icon, ...item }, index) => {
          return (
            <GridCard key={item.title} className="flex w-full flex-col">
              {icon ? (
                <IconBadge name={icon} tone={index % 2 ? 'blue' : 'green'} />
              ) : (
                <span aria-hidden="true" className="font-display text-2xl font-extrabold text-primary-700 tabular-nums">
                  {String(index + 1).padStart(2, '0')}
                </span>
              )}
              <h3 className="mt-5 text-lg font-bold">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">
                <LinkedText text={item.description} />
              </p>
            </GridCard>
          )
        })}
      </CardGrid>
      <SectionCtas ctas={content.ctas ?? [content.cta]} />
    </Section>
  )
}
