import type { WhyTrustContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { Icon } from '@/components/ui/icons'
import { Illustration } from '@/components/ui/illustrations'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedText } from '@/components/ui/linked-text'

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
              <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-600">
                {block.body.map((p) => (
                  <p key={p}>
                    <LinkedText text={p} />
                  </p>
                ))}
              </div>
              {block.points && (
                <ul className="mt-6 space-y-2">
                  {block.points.map((point) => (
                    <li key={point} className="flex items-start gap-2 font-medium text-ink-800">
                      <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-primary-700" />
                      <LinkedText text={point} />
                    </li>
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
