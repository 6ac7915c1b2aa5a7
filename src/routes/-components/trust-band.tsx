import { Link } from '@tanstack/react-router'
import type { InternalLink, SecurityContent, TalentContent } from '@/content/types'
import { Icon } from '@/components/ui/icons'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { SectionCtas } from '@/components/sections/cta-button'
import { BandLink, TalentSteps } from '@/components/sections/talent-screening'
import { WideLayouts } from '@/components/sections/wide-layouts'

/**
 * The talent screening and the security framework in short, side by side on one navy band (/for-cpa-firms: both
 * stand in full on /about and /security, and a visitor from the home page has read them there): the steps named, the
 * safeguards named, each leading to its whole statement, and the way on to each in full. From `lg` the steps are one
 * column beside the safeguards' one (two ragged columns of seven left the last step alone).
 */
export function TrustBand({
  talent,
  security,
  talentDetails,
}: {
  talent: TalentContent
  security: SecurityContent
  talentDetails: InternalLink
}) {
  const more = security.ctas.find((cta) => cta.link)
  return (
    <Section tone="dark">
      <WideLayouts />
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading title={talent.title} intro={talent.intro} sample={talent.sample} tone="dark" />
          <TalentSteps content={talent} className="steps-one-column" />
          <BandLink link={talentDetails} label="What each step tests" />
        </div>
        <div>
          <SectionHeading title={security.title} intro={security.intro} tone="dark" />
          <ul className="mt-8 sm:mt-10">
            {security.items.map((item) => (
              <li key={item.id} className="flex items-start gap-3 border-t border-white/15 py-3.5 sm:py-4">
                <Icon name={item.icon} className="mt-0.5 size-5 shrink-0 text-primary-300" />
                <h3 className="text-[0.9375rem] leading-snug font-bold text-white sm:text-base">
                  <Link {...security.details} hash={item.id} className="inline-block py-1 hover:underline">
                    {item.title}
                  </Link>
                </h3>
              </li>
            ))}
          </ul>
          {more?.link && <BandLink link={more.link} label={more.label} />}
        </div>
      </div>
      <SectionCtas ctas={[talent.cta, ...security.ctas.filter((cta) => !cta.link)]} />
    </Section>
  )
}
