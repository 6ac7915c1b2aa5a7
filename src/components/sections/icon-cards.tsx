import type { IconName, SectionIntro, Cta } from '@/content/types'
import { cn } from '@/lib/cn'
import { Card, IconBadge } from '@/components/ui/card'
import { CtaButton } from './cta-button'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

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
  const ctas = content.ctas ?? (content.cta ? [content.cta] : [])
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ul
        className={cn(
          'mt-12 grid gap-5 sm:grid-cols-2 lg:gap-6',
          columns === 3 && 'lg:grid-cols-3',
          columns === 4 && 'lg:grid-cols-4',
        )}
      >
        {items.map(({ icon, ...item }, index) => {
          return (
            <li key={item.title} className="flex">
              <Card className="flex w-full flex-col">
                {icon ? (
                  <IconBadge name={icon} tone={index % 2 ? 'blue' : 'green'} />
                ) : (
                  <span
                    aria-hidden="true"
                    className="font-display text-2xl font-extrabold text-primary-700 tabular-nums"
                  >
                    {String(index + 1).padStart(2, '0')}
                  </span>
                )}
                <h3 className="mt-5 text-lg font-bold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-600">{item.description}</p>
              </Card>
            </li>
          )
        })}
      </ul>
      {ctas.length > 0 && (
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          {ctas.map((cta, i) => (
            <CtaButton key={cta.label} cta={cta} variant={i === 0 ? 'primary' : 'secondary'} />
          ))}
        </div>
      )}
    </Section>
  )
}
