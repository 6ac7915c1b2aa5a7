import type { CardsContent } from '@/content/types'
import { SectionCtas } from './cta-button'
import { Icon } from '@/components/ui/icons'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

/** The steps every hire passes, as a numbered list on the dark band. */
export function TalentScreening({ content }: { content: CardsContent }) {
  const { id, eyebrow, title, intro, items, cta } = content
  return (
    <Section id={id} tone="dark">
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} tone="dark" />
      <ol className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((step, index) => (
          <li
            key={step.title}
            className="rounded-card bg-white/[0.06] p-6 ring-1 ring-white/10 last:sm:col-span-2 last:lg:col-span-1"
          >
            <div className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-300/15 text-primary-300">
                <Icon name={step.icon} className="size-6" />
              </span>
              <span className="text-sm font-bold tracking-wider text-primary-300 uppercase">Step {index + 1}</span>
            </div>
            <h3 className="mt-4 text-lg font-bold text-white">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-200">{step.description}</p>
          </li>
        ))}
      </ol>
      <SectionCtas ctas={[cta]} />
    </Section>
  )
}
