import { Avatar } from '@/components/ui/avatar'
import { CardGrid, GridCard } from '@/components/ui/card'
import { CtaButton } from '@/components/sections/cta-button'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import type { AboutPageContent } from '@/content/types'

/** About: the founders, each with their photo (or a monogram until there is one) and a bio. */
export function FoundingTeam({ content }: { content: AboutPageContent['team'] }) {
  const { id, eyebrow, title, intro, items: members, cta } = content
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <CardGrid columns={2}>
        {members.map((member) => (
          <GridCard key={member.name} className="w-full">
            <div className="flex items-center gap-4">
              <Avatar name={member.name} size="lg" picture={member.photo} />
              <div>
                <h3 className="text-xl font-bold">{member.name}</h3>
                <p className="font-medium text-primary-700">{member.role}</p>
              </div>
            </div>
            <p className="mt-4 leading-relaxed text-ink-600">{member.description}</p>
          </GridCard>
        ))}
      </CardGrid>
      <div className="mt-12 flex justify-center">
        <CtaButton cta={cta} />
      </div>
    </Section>
  )
}
