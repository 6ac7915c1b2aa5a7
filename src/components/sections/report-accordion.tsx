import type { ReportsContent } from '@/content/types'
import { useAccordion } from '@/lib/accordion'
import { AccordionItem } from '@/components/ui/accordion-item'
import { CheckList } from '@/components/ui/check-item'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedText } from '@/components/ui/linked-text'

/** The monthly reports of an industry page: the first open, another opens on selection, the open one closes all. */
export function ReportAccordion({ content }: { content: ReportsContent }) {
  const { id = 'reports', eyebrow, title, intro, items } = content
  const { openIndex, toggle } = useAccordion(0)
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <div className="mx-auto mt-10 grid max-w-3xl gap-3">
        {items.map((item, index) => (
          <AccordionItem
            key={item.title}
            heading={item.title}
            subheading={item.subtitle}
            open={openIndex === index}
            onToggle={() => toggle(index)}
          >
            <p className="leading-relaxed text-ink-700">
              <LinkedText text={item.answer} />
            </p>
            {item.points.length > 0 && (
              <CheckList items={item.points} className="mt-4 space-y-2" itemClassName="gap-2 text-ink-700" />
            )}
          </AccordionItem>
        ))}
      </div>
    </Section>
  )
}
