import { Fragment, type ReactNode } from 'react'
import { Checklist } from '@/components/sections/checklist'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Faq } from '@/components/sections/faq'
import { Hero } from '@/components/sections/hero'
import { IconCards } from '@/components/sections/icon-cards'
import { LinkCards } from '@/components/sections/link-cards'
import { Pricing } from '@/components/sections/pricing'
import { ProcessSteps } from '@/components/sections/process-steps'
import { StatsBand } from '@/components/sections/stats-band'
import type { ServicePageContent } from '@/content/types'
import { usePageHead } from '@/lib/page-head'

type Sections = { [Key in keyof ServicePageContent]-?: (content: NonNullable<ServicePageContent[Key]>) => ReactNode }

/** How each section of a service page is drawn, by its name in the page's module. */
const SECTIONS: Omit<Sections, 'meta'> = {
  hero: (content) => <Hero content={content} />,
  proof: (content) => <StatsBand content={content} />,
  reasons: (content) => <IconCards content={content} />,
  whyOutsource: (content) => <IconCards content={content} />,
  benefits: (content) => <IconCards content={content} />,
  partner: (content) => <IconCards content={content} tone="tint" />,
  readyBanner: (content) => <CtaBanner content={content} />,
  included: (content) => <Checklist content={content} tone="green" />,
  receivables: (content) => <Checklist content={content} tone="green" />,
  payables: (content) => <Checklist content={content} tone="blue" />,
  launchpadBanner: (content) => <CtaBanner content={content} />,
  process: (content) => <ProcessSteps content={content} tone={content.tone} />,
  industries: (content) => <LinkCards content={content} linkLabel="Learn more" />,
  addOns: (content) => <LinkCards content={content} tone={content.tone} />,
  pricing: (content) => <Pricing content={content} />,
  consultBanner: (content) => <CtaBanner content={content} />,
  faq: (content) => <Faq content={content} tone={content.tone ?? 'white'} />,
  closingBanner: (content) => <CtaBanner content={content} />,
}

/** The layout the four service pages share: their sections, in the order the page's module lists them. */
export function ServicePage({ page }: { page: ServicePageContent }) {
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
