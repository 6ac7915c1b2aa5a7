import type { ReportItem, ReportsContent } from '@/content/types'
import { Accordion, type AccordionPanel } from '@/components/ui/accordion-item'
import { CheckList } from '@/components/ui/check-item'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedText } from '@/components/ui/linked-text'

/**
 * The monthly reports of an industry page, what the client receives: the first open, another opens on selection, the
 * open one closes all; the heading beside them on wide screens, and on phones the first few until 'Show all'.
 */
export function ReportAccordion({ content }: { content: ReportsContent }) {
  const { id = 'reports', eyebrow, title, intro, items } = content
  return (
    <Section id={id} tone="tint">
      <div className="grid gap-x-14 gap-y-6 lg:grid-cols-[1fr_2fr]">
        <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
        <Accordion panels={items.map(reportPanel)} className="lg:mt-2" showAll={`Show all ${items.length} reports`} />
      </div>
    </Section>
  )
}

/** A report by its title and what it is for, what it answers and what it holds in the panel. */
const reportPanel = ({ title, subtitle, answer, points }: ReportItem): AccordionPanel => ({
  heading: title,
  subheading: subtitle,
  children: (
    <>
      <p className="text-[0.9375rem] leading-copy text-ink-700">
        <LinkedText text={answer} />
      </p>
      {points.length > 0 && (
        <CheckList items={points} className="mt-3 space-y-1.5" itemClassName="gap-2 text-[0.9375rem] text-ink-700" />
      )}
    </>
  ),
})
