import type { ProcessContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { SectionCtas } from './cta-button'
import { Icon } from '@/components/ui/icons'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedText } from '@/components/ui/linked-text'

/** Numbered steps of how an engagement runs: three or four in a row on wide screens. */
export function ProcessSteps({ content, tone = 'tint' }: { content: ProcessContent; tone?: SectionTone }) {
  const { id, eyebrow, title, intro, items: steps, cta } = content
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ol className={cn('mt-12 grid gap-6 md:grid-cols-2', steps.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
        {steps.map((step) => (
          <li key={step.title} className="relative rounded-card bg-white p-6 shadow-card ring-1 ring-ink-200/70 sm:p-7">
            <div className="flex items-center justify-between">
              <span className="font-display text-4xl font-extrabold text-primary-600" aria-hidden="true">
                {String(step.number).padStart(2, '0')}
              </span>
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary-100 text-secondary-800">
                <Icon name={step.icon} className="size-6" />
              </span>
            </div>
            <h3 className="mt-4 text-lg font-bold">
              <span className="sr-only">Step {step.number}: </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-ink-600">
              <LinkedText text={step.description} />
            </p>
          </li>
        ))}
      </ol>
      <SectionCtas ctas={[cta]} />
    </Section>
  )
}
