import type { PainPointsContent } from '@/content/types'
import { CtaButton } from './cta-button'
import { Icon } from '@/components/ui/icons'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

/** The problems a visitor recognizes, as ruled lines, and the way out. */
export function PainPoints({ content }: { content: PainPointsContent }) {
  const { id, eyebrow, title, intro, points, cta } = content
  return (
    <Section id={id}>
      <div className="grid gap-x-14 gap-y-6 lg:grid-cols-[1fr_1.4fr]">
        <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
        <div>
          <ul className="grid gap-x-8 sm:grid-cols-2">
            {points.map((point) => (
              <li
                key={point}
                className="flex items-start gap-2.5 border-t border-ink-200 py-3 text-[0.9375rem] leading-snug text-ink-800"
              >
                <Icon name="exclamation-triangle" className="mt-0.5 size-4.5 shrink-0 text-gold-700" />
                {point}
              </li>
            ))}
          </ul>
          <CtaButton cta={cta} size="md" className="mt-5" />
        </div>
      </div>
    </Section>
  )
}
