import type { WhyTrustContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { CheckItem } from '@/components/ui/check-item'
import { Illustration } from '@/components/ui/illustrations'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedParagraphs, LinkedText } from '@/components/ui/linked-text'

/** Blocks of text and illustration that alternate sides. */
export function WhyTrust({ content }: { content: WhyTrustContent }) {
  const { id, eyebrow, title, intro, items: blocks } = content
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <div className="mt-14 space-y-16 lg:space-y-24">
        {blocks.map((block, index) => (
          <div key={block.title} className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
            <Illustration
              name={block.illustration}
              className={cn('mx-auto max-w-md', index % 2 === 1 && 'lg:order-last')}
            />
            <div>
              <h3 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{block.title}</h3>
              <LinkedParagraphs texts={block.body} className="mt-4 space-y-4 text-lg leading-relaxed text-ink-600" />
              {block.points && (
                <ul className="mt-6 space-y-2">
                  {block.points.map((point) => (
                    <CheckItem key={point} className="gap-2 font-medium text-ink-800">
                      <LinkedText text={point} />
                    </CheckItem>
                  ))}
                </ul>
              )}
            </div>
          </div>
        ))}
      </div>
    </Section>
  )
}
