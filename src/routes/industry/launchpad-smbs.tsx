import { createFileRoute } from '@tanstack/react-router'
import { Faq } from '@/components/sections/faq'
import { Hero } from '@/components/sections/hero'
import { IconCards } from '@/components/sections/icon-cards'
import { Pricing } from '@/components/sections/pricing'
import { Prose } from '@/components/sections/prose'
import { launchpadSmbsPage as page } from '@/content/pages/launchpad-smbs'
import { launchpadStartupsPage } from '@/content/pages/launchpad-startups'
import { usePageHead } from '@/lib/page-head'

export const Route = createFileRoute('/industry/launchpad-smbs')({ component: LaunchpadSmbsPage })

/** Reuses the LaunchPad finance pod block of the startup page. */
function LaunchpadSmbsPage() {
  usePageHead(page)
  return (
    <>
      <Hero content={page.hero} />
      <Prose content={page.intro} />
      <IconCards content={page.features} tone="tint" />
      <IconCards content={launchpadStartupsPage.pod} tone="blue" />
      <Pricing content={page.pricing} />
      <Faq content={page.faq} tone="white" />
    </>
  )
}
