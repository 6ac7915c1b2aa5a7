import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Page } from '@/components/sections/page'
import { LinkCards } from '@/components/sections/link-cards'
import { industryOverview as page } from '@/content/pages/overviews'

export const Route = createFileRoute('/industry/')({ component: IndustryOverview })

function IndustryOverview() {
  return (
    <Page content={page}>
      <LinkCards content={page.industries} tone="tint" linkLabel="Learn more" />
      <CtaBanner content={page.reviewBanner} />
    </Page>
  )
}
