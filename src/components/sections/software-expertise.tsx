import type { SoftwareContent } from '@/content/types'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { SoftwareLogo } from '@/components/ui/software-logo'
import { StatsStrip } from './stats-strip'

/** The tools the teams work in, three to a row, and the section's own figures (paged below the `soft` breakpoint). */
export function SoftwareExpertise({ content }: { content: SoftwareContent }) {
  const { id, eyebrow, title, intro, tools, stats } = content
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="mt-8 grid grid-cols-3 border-t border-l border-ink-200 sm:mt-10">
        {tools.map((tool) => (
          <li
            key={tool.name}
            className="flex min-h-16 items-center justify-center border-r border-b border-ink-200 px-2 py-3 sm:min-h-20"
          >
            <SoftwareLogo name={tool.name} mark={tool.logo} />
          </li>
        ))}
      </ul>
      <StatsStrip content={{ title: `${title}: numbers`, ...stats }} layout="softwareStats" className="mt-10" />
    </Section>
  )
}
