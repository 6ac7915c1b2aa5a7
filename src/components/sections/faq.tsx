import type { FaqContent } from '@/content/types'
import { useAccordion } from '@/lib/accordion'
import { AccordionItem } from '@/components/ui/accordion-item'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedParagraphs } from '@/components/ui/linked-text'

/** Questions and answers: the first open, one at a time, the open one closes when selected again. */
export function Faq({ content, tone = 'tint' }: { content: FaqContent; tone?: SectionTone }) {
  const { id = 'faq', eyebrow, title, intro, items } = content
  const { openIndex, toggle } = useAccordion(0)
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <div className="mx-auto mt-10 max-w-3xl space-y-3">
        {items.map((item, index) => (
          <AccordionItem
            key={item.id}
            id={item.id}
            heading={item.question}
            open={openIndex === index}
            onToggle={() => toggle(index)}
          >
            <LinkedParagraphs texts={item.answer} className="space-y-3 leading-relaxed text-ink-600" />
          </AccordionItem>
        ))}
      </div>
    </Section>
  )
}
