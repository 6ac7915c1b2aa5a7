import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '../../components/sections/cta-banner'
import { Hero } from '../../components/sections/hero'
import { LinkCards } from '../../components/sections/link-cards'
import { homePage } from '../../content/pages/home'
import { industryOverview as page } from '../../content/pages/overviews'
import { usePageHead } from '../../lib/seo'

export const Route = createFileRoute('/industry/')({ component: IndustryOverview })

function IndustryOverview() {
  usePageHead(page.meta)
  const { cta: _bookingCta, ...industries } = homePage.industries
  return (
    <>
      <Hero content={page.hero} />
      <LinkCards content={{ ...industries, items: industries.cards }} tone="tint" linkLabel="Learn more" />
      <CtaBanner content={homePage.reviewBanner} />
    </>
  )
}
