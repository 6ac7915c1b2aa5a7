import type { WhyTrustContent } from '@/content/types'
import { CheckItem } from '@/components/ui/check-item'
import { DisplayText } from '@/components/ui/display-text'
import { Icon } from '@/components/ui/icons'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedParagraphs, LinkedText } from '@/components/ui/linked-text'

/** Reasons to trust, side by side on wide screens, each under a rule with its points. */
export function WhyTrust({ content }: { content: WhyTrustContent }) {
  const { id, eyebrow, title, intro, items: blocks } = content
  return (
    <Section id={id} tone="tint">
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <div className="mt-8 grid gap-x-10 sm:mt-10 lg:grid-cols-3">
        {blocks.map((block) => (
          <div key={block.title} className="border-t-2 border-secondary-950 py-5">
            <h3 className="flex items-start gap-2.5 text-lg leading-snug font-extrabold tracking-tight">
              <Icon name={block.icon} className="mt-0.5 size-5 shrink-0 text-primary-700" />
              <span>
                <DisplayText text={block.title} />
              </span>
            </h3>
            <LinkedParagraphs
              texts={block.body}
              className="mt-2 space-y-2 text-[0.9375rem] leading-copy text-ink-600"
            />
            {block.points && (
              <ul className="mt-3 space-y-1.5">
                {block.points.map((point) => (
                  <CheckItem key={point} className="gap-2 text-[0.9375rem] font-medium text-ink-800">
                    <LinkedText text={point} />
                  </CheckItem>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </Section>
  )
}
