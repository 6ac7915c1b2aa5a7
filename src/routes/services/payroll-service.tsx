import { createFileRoute } from '@tanstack/react-router'
import { Checklist } from '@/components/sections/checklist'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Faq } from '@/components/sections/faq'
import { Hero } from '@/components/sections/hero'
import { IconCards } from '@/components/sections/icon-cards'
import { LinkCards } from '@/components/sections/link-cards'
import { Pricing } from '@/components/sections/pricing'
import { ProcessSteps } from '@/components/sections/process-steps'
import { payrollPage as page } from '@/content/pages/payroll-service'
import { usePageHead } from '@/lib/page-head'

export const Route = createFileRoute('/services/payroll-service')({ component: PayrollPage })

function PayrollPage() {
  usePageHead('payroll-service', page)
  return (
    <>
      <Hero content={page.hero} />
      <IconCards content={page.whyOutsource} />
      <IconCards content={page.partner} tone="tint" />
      <CtaBanner content={page.readyBanner} />
      <Checklist content={page.included} tone="green" />
      <Pricing content={page.pricing} />
      <CtaBanner content={page.launchpadBanner} />
      <ProcessSteps content={page.process} />
      <LinkCards content={page.industries} linkLabel="Learn more" />
      <LinkCards content={page.addOns} tone="tint" />
      <CtaBanner content={page.consultBanner} />
      <Faq content={page.faq} tone="white" />
    </>
  )
}
