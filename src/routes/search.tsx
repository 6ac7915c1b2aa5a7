import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '@/components/sections/cta-banner'
import { searchPage as page } from '@/content/pages/search'
import { usePageHead } from '@/lib/page-head'
import { SiteSearch } from './-tools/search/site-search'

// The query lives in the address (?q=…&kind=…); the page reads it itself once hydrated (SiteSearch), so the route
// declares no search schema and the router's shared code does not grow.
export const Route = createFileRoute('/search')({ component: SearchPage })

function SearchPage() {
  usePageHead(page)
  return (
    <>
      <SiteSearch />
      <CtaBanner content={page.closingBanner} />
    </>
  )
}
