import type { ChecklistContent } from '@/content/types'
import { CheckItem } from '@/components/ui/check-item'
import { SectionCtas } from './cta-button'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LinkedText } from '@/components/ui/linked-text'

/** A heading and a two- or three-column list of check-marked items. */
export function Checklist({ content, tone }: { content: ChecklistContent; tone?: SectionTone }) {
  const { id, eyebrow, title, intro, items, cta } = content
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="mx-auto mt-10 grid max-w-5xl gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <CheckItem
            key={item.title}
            large
            className="gap-3 rounded-xl bg-white p-4 font-medium text-ink-800 shadow-sm ring-1 ring-ink-200/70"
          >
            <span>
              <LinkedText text={item.title} />
            </span>
          </CheckItem>
        ))}
      </ul>
      <SectionCtas ctas={[cta]} />
    </Section>
  )
}
