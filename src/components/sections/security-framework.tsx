import type { SecurityContent } from '@/content/types'
import { CardGrid, GridCard } from '@/components/ui/card'
import { SectionCtas } from './cta-button'
import { Icon } from '@/components/ui/icons'
import { Section } from '@/components/ui/section'
import { ToolTags } from '@/components/ui/tool-tags'
import { SectionHeading } from '@/components/ui/section-heading'
import { Link } from '@tanstack/react-router'

/**
 * The five parts of the data security framework, each in a sentence with the tools behind it; its title leads to the
 * safeguard's whole description on /security.
 */
export function SecurityFramework({ content }: { content: SecurityContent }) {
  const { id, eyebrow, title, intro, items, ctas, details } = content
  return (
    <Section id={id} tone="blue">
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <CardGrid>
        {items.map((item) => (
          <GridCard key={item.title} className="flex w-full flex-col">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary-100 text-secondary-800">
              <Icon name="shield-check" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-bold">
              <Link
                {...details}
                hash={item.id}
                className="inline-block py-0.5 hover:text-secondary-800 hover:underline"
              >
                {item.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 leading-relaxed text-ink-600">{item.summary}</p>
            <p className="mt-5 text-xs font-bold tracking-wider text-ink-600 uppercase">Tools</p>
            <ToolTags tools={item.tools} title={item.title} className="mt-2" />
          </GridCard>
        ))}
      </CardGrid>
      <SectionCtas ctas={ctas} />
    </Section>
  )
}
