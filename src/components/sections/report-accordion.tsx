import type { ReportItem, ReportsContent } from '@/content/types'
import { Accordion, type AccordionPanel } from '@/components/ui/accordion-item'
import { CheckList } from '@/components/ui/check-item'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedText } from '@/components/ui/linked-text'

/** The monthly reports of an industry page: the first open, another opens on selection, the open one closes all. */
export function ReportAccordion({ content }: { content: ReportsContent }) {
  const { id = 'reports', eyebrow, title, intro, items } = content
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <Accordion panels={items.map(reportPanel)} className="mx-auto mt-10 grid max-w-3xl gap-3" />
    </Section>
  )
}

/** A report by its title and what it is for, what it answers and what it holds in the panel. */
const reportPanel = ({ title, subtitle, answer, points }: ReportItem): AccordionPanel => ({
  heading: title,
  subheading: subtitle,
  children: (
    <>
      <p className="leading-relaxed text-ink-700">
        <LinkedText text={answer} />
      </p>
      {points.length > 0 && <CheckList items={points} className="mt-4 space-y-2" itemClassName="gap-2 text-ink-700" />}
    </>
  ),
})
