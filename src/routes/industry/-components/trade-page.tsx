import { Checklist } from '@/components/sections/checklist'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Faq } from '@/components/sections/faq'
import { Page } from '@/components/sections/page'
import { IconCards } from '@/components/sections/icon-cards'
import { Pricing } from '@/components/sections/pricing'
import { ProcessSteps } from '@/components/sections/process-steps'
import { ReportAccordion } from '@/components/sections/report-accordion'
import type { TradePageContent } from '@/content/types'

/** The layout the stone distributor, stone fabricator and architect/designer pages share. */
export function TradePage({ page }: { page: TradePageContent }) {
  return (
    <Page content={page}>
      <IconCards content={page.problems} columns={page.problems.items.length % 4 === 0 ? 4 : 3} short />
      <IconCards content={page.whatWeDo} tone="tint" />
      <CtaBanner content={page.consultBanner} />
      <ReportAccordion content={page.reports} />
      <Pricing content={page.pricing} />
      <ProcessSteps content={page.process} />
      <Checklist content={page.whyTrust} />
      {page.resource && <CtaBanner content={page.resource} />}
      <Faq content={page.faq} />
    </Page>
  )
}
