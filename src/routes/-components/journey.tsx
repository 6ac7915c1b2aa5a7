import { Section } from '@/components/ui/section'
import { SampleBlock } from '@/components/ui/sample-mark'
import { SectionHeading } from '@/components/ui/section-heading'
import { WideLayouts } from '@/components/sections/wide-layouts'
import type { AboutPageContent } from '@/content/types'
import { cn } from '@/lib/cn'

/** The most milestones that share one row on a wide screen. */
const ONE_ROW = 5

/**
 * About: the milestones of the team's journey on a timeline, each year in the margin; from `lg`, up to ONE_ROW
 * milestones in one row, each year over its step, their rules one line through the years (two columns read in a
 * zigzag, and the last of five stood alone); more than that, two columns.
 */
export function Journey({ content }: { content: AboutPageContent['journey'] }) {
  const { id, eyebrow, title, intro, sample, items: milestones } = content
  return (
    <Section id={id} tone="tint">
      <WideLayouts />
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      {/* While the owner has not confirmed the milestones, one mark over them and a gold rule down them, as /about's
          founders have: the intro states none of them. */}
      <SampleBlock sample={!!sample} className="mt-8 sm:mt-10">
        <ol className={cn('grid gap-x-10 md:grid-cols-2', milestones.length <= ONE_ROW && 'journey-row')}>
          {milestones.map((m) => (
            <li key={m.year + m.title} className="border-t border-ink-200 py-3.5 sm:py-4">
              <h3 className="flex items-baseline gap-3 text-base leading-snug font-bold">
                <span className="journey-year font-display text-primary-800 tabular-nums">{m.year}</span>
                {m.title}
              </h3>
              <p className="mt-1 text-[0.9375rem] leading-copy text-ink-600">{m.description}</p>
            </li>
          ))}
        </ol>
      </SampleBlock>
    </Section>
  )
}
