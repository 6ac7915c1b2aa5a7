import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '../../components/sections/cta-banner'
import { Hero } from '../../components/sections/hero'
import { IconCards } from '../../components/sections/icon-cards'
import { LinkCards } from '../../components/sections/link-cards'
import { homePage } from '../../content/pages/home'
import { servicesOverview as page } from '../../content/pages/overviews'
import { usePageHead } from '../../lib/seo'

export const Route = createFileRoute('/services/')({ component: ServicesOverview })

function ServicesOverview() {
  usePageHead(page.meta)
  return (
    <>
      <Hero content={page.hero} />
      <LinkCards content={{ ...homePage.services, items: homePage.services.cards }} tone="tint" columns={2} />
      <IconCards content={homePage.launchpad} />
      <CtaBanner content={homePage.closingBanner} />
    </>
  )
}
