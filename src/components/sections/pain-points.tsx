import type { PainPointsContent } from '@/content/types'
import { CtaButton } from './cta-button'
import { Illustration } from '@/components/ui/illustrations'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

/** The problems a visitor recognizes, and the way out. */
export function PainPoints({ content }: { content: PainPointsContent }) {
  const { id, eyebrow, title, intro, points, cta, illustration } = content
  return (
    <Section id={id}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <Illustration name={illustration} className="mx-auto max-w-lg lg:order-last" />
        <div>
          <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="start" />
          <ul className="mt-8 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-ink-800">
                <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-gold-500" />
                <span className="leading-relaxed">{point}</span>
              </li>
            ))}
          </ul>
          <CtaButton cta={cta} className="mt-8" />
        </div>
      </div>
    </Section>
  )
}
