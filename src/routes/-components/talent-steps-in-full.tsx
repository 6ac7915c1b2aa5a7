import { StepTitle } from '@/components/sections/talent-screening'
import { RowFold } from '@/components/ui/row-fold'
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
        <li key={step.title} className="border-t border-white/15 sm:py-4">
          <RowFold
            dark
            title={<StepTitle title={step.title} index={index} />}
            body={<StepText text={step.description} />}
          />
        </li>
      ))}
    </ol>
  )
}

const StepText = ({ text }: { text?: string }) =>
  text ? <p className="mt-1.5 text-[0.9375rem] leading-copy text-ink-200">{text}</p> : null
