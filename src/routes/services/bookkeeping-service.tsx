import { createFileRoute } from '@tanstack/react-router'
import { Checklist } from '@/components/sections/checklist'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Faq } from '@/components/sections/faq'
import { Hero } from '@/components/sections/hero'
import { IconCards } from '@/components/sections/icon-cards'
import { LinkCards } from '@/components/sections/link-cards'
import { Pricing } from '@/components/sections/pricing'
import { ProcessSteps } from '@/components/sections/process-steps'
import { StatsBand } from '@/components/sections/stats-band'
import { bookkeepingPage as page } from '@/content/pages/bookkeeping-service'
import { usePageHead } from '@/lib/page-head'

export const Route = createFileRoute('/services/bookkeeping-service')({ component: BookkeepingPage })

function BookkeepingPage() {
  usePageHead('bookkeeping-service', page)
  return (
    <>
      <Hero content={page.hero} />
      <StatsBand content={page.proof} />
      <IconCards content={page.reasons} />
      <IconCards content={page.partner} tone="tint" />
      <Checklist content={page.included} tone="green" />
      <LinkCards content={page.addOns} />
      <ProcessSteps content={page.process} />
      <Pricing content={page.pricing} />
      <Faq content={page.faq} tone="white" />
      <CtaBanner content={page.closingBanner} />
    </>
  )
}
