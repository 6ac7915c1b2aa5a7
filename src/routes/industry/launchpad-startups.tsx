import { createFileRoute } from '@tanstack/react-router'
import { Checklist } from '@/components/sections/checklist'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Faq } from '@/components/sections/faq'
import { Hero } from '@/components/sections/hero'
import { IconCards } from '@/components/sections/icon-cards'
import { Pricing } from '@/components/sections/pricing'
import { ProcessSteps } from '@/components/sections/process-steps'
import { Prose } from '@/components/sections/prose'
import { launchpadStartupsPage as page } from '@/content/pages/launchpad-startups'
import { usePageHead } from '@/lib/page-head'

export const Route = createFileRoute('/industry/launchpad-startups')({ component: LaunchpadStartupsPage })

function LaunchpadStartupsPage() {
  usePageHead(page)
  return (
    <>
      <Hero content={page.hero} />
      <IconCards content={page.regret} tone="tint" />
      <Prose content={page.compliance} />
      <IconCards content={page.pod} tone="blue" />
      <Checklist content={page.included} tone="green" />
      <IconCards content={page.reasons} />
      <Pricing content={page.pricing} />
      <CtaBanner content={page.consultBanner} />
      <ProcessSteps content={page.process} />
      <Faq content={page.faq} tone="white" />
    </>
  )
}
