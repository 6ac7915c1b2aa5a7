import { Link } from '@tanstack/react-router'
import type { InternalLink, TalentContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { SectionCtas } from './cta-button'
import { Icon } from '@/components/ui/icons'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

/**
 * The steps every hire passes, numbered, on the navy band. In full (on /about) each step says what it tests; in
 * short (`details`: where the full steps stand) the steps are named and the section links there.
 */
export function TalentScreening({ content, details }: { content: TalentContent; details?: InternalLink }) {
  const { id, eyebrow, title, intro, cta } = content
  return (
    <Section id={id} tone="dark">
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} tone="dark" />
      <TalentSteps
        content={content}
        details={details}
        className={details ? 'lg:grid-cols-4' : 'sm:grid-cols-2 lg:grid-cols-3'}
      />
      {details && <BandLink link={details} label="What each step tests" />}
      <SectionCtas ctas={[cta]} />
    </Section>
  )
}

/** The steps as ruled rows on navy: named only with `details`, two to a row on phones, or each with what it tests. */
export function TalentSteps({
  content,
  details,
  className,
}: {
  content: TalentContent
  details?: InternalLink
  className?: string
}) {
  return (
    <ol className={cn('mt-8 grid gap-x-8 sm:mt-10', details && 'grid-cols-2', className)}>
      {content.items.map((step, index) => (
        <li key={step.title} className="border-t border-white/15 py-3.5 sm:py-4">
          <h3 className="flex items-baseline gap-2.5 text-[0.9375rem] leading-snug font-bold text-white sm:text-base">
            <span
              className="shrink-0 font-display text-sm wrap-normal text-primary-300 tabular-nums"
              aria-hidden="true"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <span>
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </span>
          </h3>
          {!details && step.description && (
            <p className="mt-1.5 text-[0.9375rem] leading-copy text-ink-200">{step.description}</p>
          )}
        </li>
      ))}
    </ol>
  )
}

/** A way on from a navy band to where its matter stands in full: white, underlined, with an arrow. */
export function BandLink({ link, label }: { link: InternalLink; label: string }) {
  return (
    <Link
      {...link}
      className="mt-6 inline-flex min-h-6 items-center gap-1.5 font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
    >
      {label}
      <Icon name="arrow-right" className="size-4" />
    </Link>
  )
}
