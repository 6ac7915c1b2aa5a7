import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { InternalLink, TalentContent } from '@/content/types'
import { SectionCtas } from './cta-button'
import { Icon } from '@/components/ui/icons'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

/**
 * The steps every hire passes, numbered, on the navy band. In short (`details`: where the full steps stand) the steps
 * are named and the section links there; in full (/about) the page gives the steps with what each tests (`children`).
 */
export function TalentScreening({
  content,
  details,
  children,
}: {
  content: TalentContent
  details?: InternalLink
  children?: ReactNode
}) {
  const { id, eyebrow, title, intro, sample, cta } = content
  return (
    <Section id={id} tone="dark">
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} sample={sample} tone="dark" />
      {children ?? <TalentSteps content={content} className="lg:grid-cols-4" />}
      {details && <BandLink link={details} label="What each step tests" />}
      <SectionCtas ctas={[cta]} />
    </Section>
  )
}

/** The steps named, as ruled rows on navy, two to a row on phones. */
export function TalentSteps({ content, className = '' }: { content: TalentContent; className?: string }) {
  return (
    <ol className={`mt-8 grid grid-cols-2 gap-x-8 sm:mt-10 ${className}`}>
      {content.items.map((step, index) => (
        <li key={step.title} className="border-t border-white/15 py-3.5 sm:py-4">
          <StepTitle title={step.title} index={index} />
        </li>
      ))}
    </ol>
  )
}

/** A step's number and title, the number read as "Step n:". */
export function StepTitle({ title, index }: { title: string; index: number }) {
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

/** A way on from a navy band to where its matter stands in full: white, underlined, with an arrow. */
export function BandLink({ link, label }: { link: InternalLink; label: string }) {
  return (
    <Link
      {...link}
      className="mt-6 inline-flex min-h-6 items-center gap-1.5 font-semibold text-white underline decoration-white/50 underline-offset-4 hover:decoration-white"
    >
      {label}
      <Icon name="arrow-right" className="size-4" />
    </Link>
  )
}
