import { createFileRoute } from '@tanstack/react-router'
import { securityPage as page } from '@/content/pages/security'
import { usePageHead } from '@/lib/page-head'
import { SecurityOverview } from './-tools/security/security-overview'
import { useFoldOnPhone } from './-tools/security/fold-on-phone'
import { Baseline, Contents, DocumentsRequest, TrustGroups } from './-tools/security/security-sections'

export const Route = createFileRoute('/security')({ component: SecurityPage })

/**
 * The controls at a glance in place of a hero, then every practice under its anchor (folded by group on a phone once
 * the page runs), then how to ask.
 */
function SecurityPage() {
  usePageHead(page)
  const fold = useFoldOnPhone()
  return (
    <>
      <SecurityOverview content={page} />
      <div className="container-site grid gap-8 pt-8 pb-16 lg:grid-cols-[15rem_1fr] lg:gap-14 lg:pt-12 print:block print:pb-0">
        <Contents content={page} fold={fold} />
        <div className="min-w-0 space-y-10 print:space-y-8">
          <Baseline content={page} />
          <TrustGroups groups={page.groups} fold={fold} />
          <DocumentsRequest content={page.request} />
        </div>
      </div>
    </>
  )
}
