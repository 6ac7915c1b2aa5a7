import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Faq } from '@/components/sections/faq'
import { Page } from '@/components/sections/page'
import { Pricing } from '@/components/sections/pricing'
import { pricingPage as page } from '@/content/pages/pricing'
import { DEFAULT_SEARCH } from '@/lib/estimate-default'
import { Billing } from './-tools/pricing/billing'
import { Comparison } from './-tools/pricing/comparison'
import { Estimator } from './-tools/pricing/estimator'

/** The estimate's parameters (its counts among them), then the in-house comparison's. */
const SEARCH_PARAMS = [
  'kind',
  'services',
  'transactions',
  'accounts',
  'people',
  'pay',
  'invoices',
  'bills',
  'analyst',
  'role',
  'salary',
  'benefits',
  'roleHours',
  'recruiting',
  'software',
] as const
type SearchParam = (typeof SEARCH_PARAMS)[number]

export const Route = createFileRoute('/pricing')({
  // The estimate and the in-house comparison live in the URL. The route keeps their parameters as they come; the page
  // validates them (lib/estimate-search.ts, each nonsensical value falling back to its default), so only /pricing
  // loads the schema.
  validateSearch: (search: Record<string, unknown>) =>
    Object.fromEntries(SEARCH_PARAMS.map((name) => [name, search[name]])) as Record<SearchParam, unknown>,
  search: { middlewares: [stripSearchParams({ ...DEFAULT_SEARCH, role: 'bookkeeper', recruiting: 0, software: 0 })] },
  component: PricingPage,
})

function PricingPage() {
  return (
    <Page content={page}>
      <Estimator content={page.estimator} />
      <Comparison content={page.compare} />
      <Billing content={page.billing} tone="tint" />
      <Pricing content={page.launchpad} estimatorLink={false} />
      <Faq content={page.faq} tone="white" />
      <CtaBanner content={page.closingBanner} />
    </Page>
  )
}
