import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Faq } from '@/components/sections/faq'
import { Hero } from '@/components/sections/hero'
import { IconCards } from '@/components/sections/icon-cards'
import { ProcessSteps } from '@/components/sections/process-steps'
import { SecurityFramework } from '@/components/sections/security-framework'
import { TalentScreening } from '@/components/sections/talent-screening'
import { cpaPage as page } from '@/content/pages/for-cpa-firms'
import { usePageHead } from '@/lib/page-head'

export const Route = createFileRoute('/for-cpa-firms')({ component: CpaPage })

function CpaPage() {
  usePageHead(page)
  return (
    <>
      <Hero content={page.hero} />
      <IconCards content={page.painPoints} tone="tint" columns={4} />
      <IconCards content={page.trust} />
      <IconCards content={page.services} tone="blue" />
      <ProcessSteps content={page.process} />
      <TalentScreening content={page.talent} />
      <SecurityFramework content={page.security} />
      <CtaBanner content={page.strategyBanner} />
      <Faq content={page.faq} tone="white" />
    </>
  )
}
