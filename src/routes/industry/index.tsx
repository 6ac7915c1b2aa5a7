import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Hero } from '@/components/sections/hero'
import { LinkCards } from '@/components/sections/link-cards'
import { industryOverview as page } from '@/content/pages/overviews'
import { usePageHead } from '@/lib/page-head'

export const Route = createFileRoute('/industry/')({ component: IndustryOverview })

function IndustryOverview() {
  usePageHead(page)
  return (
    <>
      <Hero content={page.hero} />
      <LinkCards content={page.industries} tone="tint" linkLabel="Learn more" />
      <CtaBanner content={page.reviewBanner} />
    </>
  )
}
