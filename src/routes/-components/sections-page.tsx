import { Fragment, type ReactNode } from 'react'
import { Checklist } from '@/components/sections/checklist'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Faq } from '@/components/sections/faq'
import { Hero } from '@/components/sections/hero'
import { IconCards } from '@/components/sections/icon-cards'
import { LinkCards } from '@/components/sections/link-cards'
import { Pricing } from '@/components/sections/pricing'
import { ProcessSteps } from '@/components/sections/process-steps'
import { Prose } from '@/components/sections/prose'
import { SecurityFramework } from '@/components/sections/security-framework'
import { StatsBand } from '@/components/sections/stats-band'
import { TalentScreening } from '@/components/sections/talent-screening'
import { TrustBand } from './trust-band'
import { practicesInFull, talentDetails } from '@/content/fact-links'
import type { SectionsPageContent } from '@/content/types'
import { usePageHead } from '@/lib/page-head'

type Sections = { [Key in keyof SectionsPageContent]-?: (content: NonNullable<SectionsPageContent[Key]>) => ReactNode }

/** How each section is drawn, by its name in the page's module. */
const SECTIONS: Omit<Sections, 'meta'> = {
  hero: (content) => <Hero content={content} />,
  proof: (content) => <StatsBand content={content} />,
  intro: (content) => <Prose content={content} />,
  reasons: (content) => <IconCards content={content} split />,
  whyOutsource: (content) => <IconCards content={content} split />,
  benefits: (content) => <IconCards content={content} split />,
  // Four regrets: two by two, not three and one.
  regret: (content) => <IconCards content={content} columns={2} short />,
  compliance: (content) => <Prose content={content} />,
  painPoints: (content) => <IconCards content={content} columns={2} />,
  trust: (content) => <IconCards content={content} tone="tint" details={practicesInFull} />,
  features: (content) => <IconCards content={content} tone="tint" />,
  partner: (content) => <IconCards content={content} tone="tint" details={practicesInFull} />,
  services: (content) => <IconCards content={content} tone="tint" />,
  pod: (content) => <IconCards content={content} tone="tint" />,
  readyBanner: (content) => <CtaBanner content={content} />,
  included: (content) => <Checklist content={content} />,
  receivables: (content) => <Checklist content={content} />,
  payables: (content) => <Checklist content={content} />,
  launchpadBanner: (content) => <CtaBanner content={content} />,
  process: (content) => <ProcessSteps content={content} />,
  talent: (content) => <TalentScreening content={content} details={talentDetails} />,
  security: (content) => <SecurityFramework content={content} />,
  screeningAndSecurity: ({ talent, security }) => (
    <TrustBand talent={talent} security={security} talentDetails={talentDetails} />
  ),
  industries: (content) => <LinkCards content={content} linkLabel="Learn more" compact />,
  addOns: (content) => <LinkCards content={content} compact />,
  pricing: (content) => <Pricing content={content} />,
  consultBanner: (content) => <CtaBanner content={content} />,
  strategyBanner: (content) => <CtaBanner content={content} />,
  resource: (content) => <CtaBanner content={content} />,
  faq: (content) => <Faq content={content} />,
  closingBanner: (content) => <CtaBanner content={content} closing />,
}

/**
 * The layout of the pages made of the site's standard sections (the services, the LaunchPad pages, /for-cpa-firms): a
 * page's sections, in the order its module lists them.
 */
export function SectionsPage({ page }: { page: SectionsPageContent }) {
  usePageHead(page)
  return (
    <>
      {Object.entries(page).map(([name, content]) => {
        if (name === 'meta' || !content) return null
        const draw = SECTIONS[name as keyof typeof SECTIONS] as (content: unknown) => ReactNode
        return <Fragment key={name}>{draw(content)}</Fragment>
      })}
    </>
  )
}
