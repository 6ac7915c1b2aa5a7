import { StepTitle } from '@/components/sections/talent-screening'
import { Icon } from '@/components/ui/icons'
import type { TalentContent } from '@/content/types'

/**
 * /about's talent screening in full: each step with what it tests. On phones each step is a row that opens it (a
 * <details>, with or without scripts), as /security's sections open; from `sm` every step stands in full. Here, not in
 * the shared band, so the pages that name the steps do not carry it.
 */
export function TalentStepsInFull({ content }: { content: TalentContent }) {
  return (
    <ol className="mt-8 grid gap-x-8 sm:mt-10 sm:grid-cols-2 lg:grid-cols-3">
      {content.items.map((step, index) => (
        <li key={step.title} className="border-t border-white/15 max-sm:py-3 sm:py-4">
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
        </li>
      ))}
    </ol>
  )
}

const StepText = ({ text }: { text?: string }) =>
  text ? <p className="mt-1.5 text-[0.9375rem] leading-copy text-ink-200">{text}</p> : null
