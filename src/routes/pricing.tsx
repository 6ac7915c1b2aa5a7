import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Faq } from '@/components/sections/faq'
import { Hero } from '@/components/sections/hero'
import { IconCards } from '@/components/sections/icon-cards'
import { Pricing } from '@/components/sections/pricing'
import { pricingPage as page } from '@/content/pages/pricing'
import { DEFAULT_SEARCH } from '@/lib/estimate-default'
import { usePageHead } from '@/lib/page-head'
import { Estimator } from './-components/estimator'

export const Route = createFileRoute('/pricing')({
  // The estimate lives in the URL. The route keeps its four parameters as they come; the page validates them
  // (lib/estimate-search.ts, each nonsensical value falling back to its default), so only /pricing loads the schema.
  validateSearch: ({ kind, services, hours, analyst }: Record<string, unknown>) => ({ kind, services, hours, analyst }),
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH)] },
  component: PricingPage,
})

function PricingPage() {
  usePageHead(page)
  return (
    <>
      <Hero content={page.hero} />
      <Estimator content={page.estimator} />
      <IconCards content={page.rates} tone="tint" />
      <Pricing content={page.launchpad} estimatorLink={false} />
      <Faq content={page.faq} tone="white" />
      <CtaBanner content={page.closingBanner} />
    </>
  )
}
