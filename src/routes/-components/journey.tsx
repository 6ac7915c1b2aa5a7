import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import type { AboutPageContent } from '@/content/types'

/** About: the milestones of the team's journey on a timeline, each year in the margin. */
export function Journey({ content }: { content: AboutPageContent['journey'] }) {
  const { id, eyebrow, title, intro, items: milestones } = content
  return (
    <Section id={id} tone="tint">
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ol className="mt-8 grid gap-x-10 sm:mt-10 md:grid-cols-2">
        {milestones.map((m) => (
          <li key={m.year + m.title} className="grid grid-cols-[3.5rem_1fr] gap-x-3 border-t border-ink-200 py-4">
            <p className="font-display text-base font-bold text-primary-800 tabular-nums">{m.year}</p>
            <div>
              <h3 className="text-base leading-snug font-bold">{m.title}</h3>
              <p className="mt-1 text-[0.9375rem] leading-relaxed text-ink-600">{m.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
