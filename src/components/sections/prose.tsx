import type { ProseContent } from '@/content/types'
import { Illustration } from '@/components/ui/illustrations'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedParagraphs } from '@/components/ui/linked-text'

/** A heading with a few paragraphs, beside an illustration when there is one. */
export function Prose({ content, tone }: { content: ProseContent; tone?: SectionTone }) {
  const { id, eyebrow, title, intro, paragraphs, illustration } = content
  const text = (
    <div>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="start" />
      <LinkedParagraphs
        texts={paragraphs}
        className="mt-6 max-w-prose space-y-4 text-lg leading-relaxed text-ink-600"
      />
    </div>
  )
  return (
    <Section id={id} tone={tone}>
      {illustration ? (
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          {text}
          <Illustration name={illustration} className="mx-auto max-w-lg" />
        </div>
      ) : (
        <div className="mx-auto max-w-3xl">{text}</div>
      )}
    </Section>
  )
}
