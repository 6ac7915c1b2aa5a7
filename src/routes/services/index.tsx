import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Page } from '@/components/sections/page'
import { IconCards } from '@/components/sections/icon-cards'
import { serviceSummaries, servicesOverview as page } from '@/content/pages/overviews'
import { ServiceSummaries } from './-components/service-summaries'

export const Route = createFileRoute('/services/')({ component: ServicesOverview })

function ServicesOverview() {
  return (
    <Page content={page}>
      <ServiceSummaries content={page.services} summaries={serviceSummaries} />
      <IconCards content={page.launchpad} />
      <CtaBanner content={page.closingBanner} />
    </Page>
  )
}
