import type { SoftwareContent } from '@/content/types'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { SoftwareLogo } from '@/components/ui/software-logo'
import { StatsStrip } from './stats-strip'

/** The tools the teams work in, and the section's own stats strip (below the `soft` breakpoint). */
export function SoftwareExpertise({ content }: { content: SoftwareContent }) {
  const { id, eyebrow, title, intro, tools, stats } = content
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="mt-12 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.name} className="rounded-2xl bg-white px-4 py-6 shadow-sm ring-1 ring-ink-200">
            <SoftwareLogo name={tool.name} mark={tool.logo} />
          </li>
        ))}
      </ul>
      <StatsStrip
        content={{ title: `${title}: numbers`, items: stats }}
        layout="softwareStats"
        className="mt-14 rounded-card bg-secondary-950 px-4 py-10"
        tone="dark"
      />
    </Section>
  )
}
