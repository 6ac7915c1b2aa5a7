import { createFileRoute } from '@tanstack/react-router'
import { Checklist } from '@/components/sections/checklist'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Faq } from '@/components/sections/faq'
import { Hero } from '@/components/sections/hero'
import { IconCards } from '@/components/sections/icon-cards'
import { LinkCards } from '@/components/sections/link-cards'
import { Pricing } from '@/components/sections/pricing'
import { receivablePayablePage as page } from '@/content/pages/receivable-payable'
import { usePageHead } from '@/lib/page-head'

export const Route = createFileRoute('/services/receivable--payable')({ component: ReceivablePayablePage })

function ReceivablePayablePage() {
  usePageHead('receivable-payable', page)
  return (
    <>
      <Hero content={page.hero} />
      <IconCards content={page.benefits} />
      <IconCards content={page.partner} tone="tint" />
      <Checklist content={page.receivables} tone="green" />
      <Checklist content={page.payables} tone="blue" />
      <LinkCards content={page.addOns} />
      <Pricing content={page.pricing} />
      <Faq content={page.faq} tone="white" />
      <CtaBanner content={page.closingBanner} />
    </>
  )
}
