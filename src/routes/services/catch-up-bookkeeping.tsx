import { createFileRoute } from '@tanstack/react-router'
import { Checklist } from '@/components/sections/checklist'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Faq } from '@/components/sections/faq'
import { Hero } from '@/components/sections/hero'
import { IconCards } from '@/components/sections/icon-cards'
import { LinkCards } from '@/components/sections/link-cards'
import { ProcessSteps } from '@/components/sections/process-steps'
import { catchUpPage as page } from '@/content/pages/catch-up-bookkeeping'
import { usePageHead } from '@/lib/page-head'

export const Route = createFileRoute('/services/catch-up-bookkeeping')({ component: CatchUpPage })

function CatchUpPage() {
  usePageHead('catch-up-bookkeeping', page)
  return (
    <>
      <Hero content={page.hero} />
      <IconCards content={page.benefits} />
      <IconCards content={page.partner} tone="tint" />
      <ProcessSteps content={page.process} tone="white" />
      <Checklist content={page.included} tone="green" />
      <Faq content={page.faq} />
      <LinkCards content={page.addOns} />
      <CtaBanner content={page.closingBanner} />
    </>
  )
}
