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

/**
 * The steps as ruled rows on navy: named only with `details`, two to a row on phones; or each with what it tests, which
 * on phones opens from its row (a <details>, with or without scripts) and from `sm` stands in full.
 */
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
        <li key={step.title} className={cn('border-t border-white/15 sm:py-4', details ? 'py-3.5' : 'max-sm:py-3')}>
          {details || !step.description ? (
            <StepTitle title={step.title} index={index} />
          ) : (
            <>
              <details className="group sm:hidden">
                <summary className="flex min-h-6 cursor-pointer list-none items-start justify-between gap-3 rounded-md [&::-webkit-details-marker]:hidden">
                  <StepTitle title={step.title} index={index} />
                  <Icon name="chevron-down" className="mt-0.5 size-5 shrink-0 text-ink-200 group-open:rotate-180" />
                </summary>
                <StepText text={step.description} />
              </details>
              <div className="hidden sm:block">
                <StepTitle title={step.title} index={index} />
                <StepText text={step.description} />
              </div>
            </>
          )}
        </li>
      ))}
    </ol>
  )
}

function StepTitle({ title, index }: { title: string; index: number }) {
  return (
    <h3 className="flex items-baseline gap-2.5 text-[0.9375rem] leading-snug font-bold text-white sm:text-base">
      <span className="shrink-0 font-display text-sm wrap-normal text-primary-300 tabular-nums" aria-hidden="true">
        {String(index + 1).padStart(2, '0')}
      </span>
      <span>
        <span className="sr-only">Step {index + 1}: </span>
        {title}
      </span>
    </h3>
  )
}

const StepText = ({ text }: { text: string }) => (
  <p className="mt-1.5 text-[0.9375rem] leading-copy text-ink-200">{text}</p>
)

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
