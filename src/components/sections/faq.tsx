import type { FaqContent, FaqItem } from '@/content/types'
import { Accordion, type AccordionPanel } from '@/components/ui/accordion-item'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedParagraphs } from '@/components/ui/linked-text'

/** Questions and answers: the first open, one at a time, the open one closes when selected again. */
export function Faq({ content, tone = 'tint' }: { content: FaqContent; tone?: SectionTone }) {
  const { id = 'faq', eyebrow, title, intro, items } = content
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <Accordion panels={items.map(questionPanel)} className="mx-auto mt-10 max-w-3xl space-y-3" />
    </Section>
  )
}

/** A question under its own anchor, its answer in the panel. */
const questionPanel = ({ id, question, answer }: FaqItem): AccordionPanel => ({
  id,
  heading: question,
  children: <LinkedParagraphs texts={answer} className="space-y-3 leading-relaxed text-ink-600" />,
})
