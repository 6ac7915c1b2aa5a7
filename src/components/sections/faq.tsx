import type { FaqContent, FaqItem } from '@/content/types'
import { Accordion, type AccordionPanel } from '@/components/ui/accordion-item'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedParagraphs } from '@/components/ui/linked-text'
import { WideLayouts } from './wide-layouts'

/**
 * Questions and answers, the heading beside them on wide screens (and staying in view beside a long list): the first
 * open, one at a time, the open one closes when selected again; on phones the first few, then a button that shows them
 * all.
 */
export function Faq({ content, tone = 'white' }: { content: FaqContent; tone?: SectionTone }) {
  const { id = 'faq', eyebrow, title, intro, items } = content
  return (
    <Section id={id} tone={tone}>
      <WideLayouts />
      <div className="grid gap-x-14 gap-y-6 lg:grid-cols-[1fr_2fr]">
        <div className="faq-aside">
          <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
        </div>
        <Accordion
          panels={items.map(questionPanel)}
          className="lg:mt-2"
          showAll={`Show all ${items.length} questions`}
        />
      </div>
    </Section>
  )
}

/** A question under its own anchor, its answer in the panel. */
const questionPanel = ({ id, question, answer }: FaqItem): AccordionPanel => ({
  id,
  heading: question,
  children: <LinkedParagraphs texts={answer} className="space-y-3 text-[0.9375rem] leading-copy text-ink-700" />,
})
