import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import type { AboutPageContent } from '@/content/types'

/** About: the milestones of the team's journey on a timeline. */
export function Journey({ content }: { content: AboutPageContent['journey'] }) {
  const { id, eyebrow, title, intro, items: milestones } = content
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ol className="relative mx-auto mt-12 max-w-3xl border-l-2 border-primary-200 pl-8">
        {milestones.map((m) => (
          <li key={m.year + m.title} className="relative pb-10 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[2.55rem] size-4 rounded-full border-4 border-white bg-primary-700 ring-2 ring-primary-200"
            />
            <p className="font-display text-sm font-bold tracking-wider text-primary-700">{m.year}</p>
            <h3 className="mt-1 text-xl font-bold">{m.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-600">{m.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
