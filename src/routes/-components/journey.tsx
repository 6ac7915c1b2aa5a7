import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import type { AboutPageContent } from '@/content/types'

/** About: the milestones of the team's journey on a timeline, each year in the margin. */
export function Journey({ content }: { content: AboutPageContent['journey'] }) {
  const { id, eyebrow, title, intro, sample, items: milestones } = content
  return (
    <Section id={id} tone="tint">
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} sample={sample} />
      <ol className="mt-8 grid gap-x-10 sm:mt-10 md:grid-cols-2">
        {milestones.map((m) => (
          <li key={m.year + m.title} className="border-t border-ink-200 py-3.5 sm:py-4">
            <h3 className="flex items-baseline gap-3 text-base leading-snug font-bold">
              <span className="font-display text-primary-800 tabular-nums">{m.year}</span>
              {m.title}
            </h3>
            <p className="mt-1 text-[0.9375rem] leading-copy text-ink-600">{m.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
