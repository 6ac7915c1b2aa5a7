import type { ProcessContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { SectionCtas } from './cta-button'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedText } from '@/components/ui/linked-text'

// The timeline runs down the left on narrow screens and across from `md` (three steps) or `lg` (four): the list's
// columns, each stop's place, and the rule that joins a stop to the next.
const LAYOUTS = {
  md: {
    list: 'md:grid-cols-3',
    item: 'md:pb-0 md:pl-0',
    rule: 'md:before:top-[1.0625rem] md:before:right-0 md:before:bottom-auto md:before:left-12 md:before:h-px md:before:w-auto',
    stop: 'md:static',
    title: 'md:mt-4',
  },
  lg: {
    list: 'lg:grid-cols-4',
    item: 'lg:pb-0 lg:pl-0',
    rule: 'lg:before:top-[1.0625rem] lg:before:right-0 lg:before:bottom-auto lg:before:left-12 lg:before:h-px lg:before:w-auto',
    stop: 'lg:static',
    title: 'lg:mt-4',
  },
} as const

/** How an engagement runs, as one timeline: numbered stops on a rule. */
export function ProcessSteps({ content, tone = 'white' }: { content: ProcessContent; tone?: SectionTone }) {
  const { id, eyebrow, title, intro, items: steps, cta } = content
  const layout = LAYOUTS[steps.length > 3 ? 'lg' : 'md']
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ol className={cn('mt-8 grid gap-x-8 sm:mt-10', layout.list)}>
        {steps.map((step, index) => (
          <li
            key={step.title}
            className={cn(
              'relative pb-6 pl-12',
              layout.item,
              index < steps.length - 1 &&
                cn(
                  'before:absolute before:top-9 before:bottom-0 before:left-[1.0625rem] before:w-px before:bg-ink-300',
                  layout.rule,
                ),
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-0 left-0 inline-flex size-9 items-center justify-center rounded-full bg-secondary-950 font-display text-sm font-bold text-white tabular-nums',
                layout.stop,
              )}
            >
              {step.number}
            </span>
            <h3 className={cn('text-base leading-snug font-bold sm:text-[1.0625rem]', layout.title)}>
              <span className="sr-only">Step {step.number}: </span>
              {step.title}
            </h3>
            <p className="mt-1.5 text-[0.9375rem] leading-copy text-ink-600">
              <LinkedText text={step.description} />
            </p>
          </li>
        ))}
      </ol>
      <SectionCtas ctas={[cta]} />
    </Section>
  )
}
