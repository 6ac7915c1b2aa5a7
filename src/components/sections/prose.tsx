import type { ProseContent } from '@/content/types'
import { Illustration } from '@/components/ui/illustrations'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedParagraphs } from '@/components/ui/linked-text'
import { TrailingSampleMark } from '@/components/ui/sample-mark'

/**
 * A heading with a few paragraphs, beside an illustration when there is one (a decoration: phones go without it);
 * without one, from `lg` the paragraphs stand beside the heading, as the "why" sections' points do, not under it with
 * the row's right half blank.
 */
export function Prose({ content, tone }: { content: ProseContent; tone?: SectionTone }) {
  const { id, eyebrow, title, intro, sample, paragraphs, illustration } = content
  // The mark follows the words that state the figures, not the heading.
  const heading = <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="start" />
  const text = (
    <LinkedParagraphs
      texts={paragraphs}
      after={sample && <TrailingSampleMark />}
      className="mt-5 max-w-prose space-y-4 text-base leading-copy text-ink-600 sm:mt-6 sm:text-lg"
    />
  )
  return (
    <Section id={id} tone={tone}>
      {illustration ? (
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            {heading}
            {text}
          </div>
          <Illustration name={illustration} className="mx-auto max-w-lg max-sm:hidden" />
        </div>
      ) : (
        <div className="grid gap-x-14 lg:grid-cols-[1fr_1.4fr]">
          {heading}
          {text}
        </div>
      )}
    </Section>
  )
}
