import { Avatar } from '@/components/ui/avatar'
import { CtaButton } from '@/components/sections/cta-button'
import { SampleBlock, SampleMark } from '@/components/ui/sample-mark'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import type { AboutPageContent } from '@/content/types'

/**
 * About: the founders, two to a row from `md`, each with a role and a bio, and their photo once the owner supplies one,
 * their initials until then (issue 47: monograms until the photos come). While every founder is one the owner has not
 * confirmed, one "Sample" mark over the list and a gold rule down it (as the footer marks its contacts: a mark on every
 * name read as "this team does not exist"); while only some are, a mark on each of those.
 */
export function FoundingTeam({ content }: { content: AboutPageContent['team'] }) {
  const { id, eyebrow, title, intro, items: members, cta } = content
  const allSamples = members.every((member) => member.sample)
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <SampleBlock sample={allSamples} className="mt-8 sm:mt-10">
        <ul className="grid gap-x-10 md:grid-cols-2">
          {members.map((member) => (
            <li key={member.name} className="border-t border-ink-200 py-4 sm:py-5">
              <div className="flex items-center gap-3">
                <Avatar name={member.name} picture={member.photo} />
                <div>
                  <div className="flex flex-wrap items-center gap-x-2.5">
                    <h3 className="text-lg leading-snug font-bold">{member.name}</h3>
                    {member.sample && !allSamples && <SampleMark />}
                  </div>
                  <p className="text-sm font-semibold text-primary-800">{member.role}</p>
                </div>
              </div>
              <p className="mt-2.5 text-[0.9375rem] leading-copy text-ink-600">{member.description}</p>
            </li>
          ))}
        </ul>
      </SampleBlock>
      <CtaButton cta={cta} className="mt-6" />
    </Section>
  )
}
