import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Hero } from '@/components/sections/hero'
import { IconCards } from '@/components/sections/icon-cards'
import { servicesOverview as page } from '@/content/pages/overviews'
import { usePageHead } from '@/lib/page-head'
import { ServiceSummaries } from './-components/service-summaries'

export const Route = createFileRoute('/services/')({ component: ServicesOverview })

function ServicesOverview() {
  usePageHead(page)
  return (
    <>
      <Hero content={page.hero} />
      <ServiceSummaries content={page.services} />
      <IconCards content={page.launchpad} />
      <CtaBanner content={page.closingBanner} />
    </>
  )
}
