import { Link } from '@tanstack/react-router'
import type { SecurityContent } from '@/content/types'
import { SectionCtas } from './cta-button'
import { Icon } from '@/components/ui/icons'
import { Section } from '@/components/ui/section'
import { ToolTags } from '@/components/ui/tool-tags'
import { SectionHeading } from '@/components/ui/section-heading'

/**
 * The parts of the data security framework in short, as ruled rows: each safeguard's own icon, its title leading to
 * its whole statement on /security, and the tools behind it.
 */
export function SecurityFramework({ content }: { content: SecurityContent }) {
  const { id, eyebrow, title, intro, items, ctas, details } = content
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="mt-8 grid gap-x-10 sm:mt-10 lg:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3 border-t border-ink-200 py-4">
            <Icon name={item.icon} className="mt-0.5 size-5 shrink-0 text-secondary-800" />
            <div className="min-w-0">
              <h3 className="text-base leading-snug font-bold sm:text-[1.0625rem]">
                <Link
                  {...details}
                  hash={item.id}
                  className="inline-block py-0.5 hover:text-secondary-800 hover:underline"
                >
                  {item.title}
                </Link>
              </h3>
              <ToolTags tools={item.tools} title={item.title} className="mt-2" />
            </div>
          </li>
        ))}
      </ul>
      <SectionCtas ctas={ctas} />
    </Section>
  )
}
