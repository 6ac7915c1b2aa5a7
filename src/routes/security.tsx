import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/sections/page'
import { securityPage as page } from '@/content/pages/security'
import { Baseline, Contents, DocumentsRequest, TrustGroups } from './-components/security-sections'

export const Route = createFileRoute('/security')({ component: SecurityPage })

function SecurityPage() {
  return (
    <Page content={page}>
      <div className="container-site grid gap-10 pb-16 lg:grid-cols-[15rem_1fr] lg:gap-14 print:block print:pb-0">
        <Contents content={page} />
        <div className="min-w-0 space-y-14 print:space-y-8">
          <Baseline content={page} />
          <TrustGroups groups={page.groups} />
          <DocumentsRequest content={page.request} />
        </div>
      </div>
    </Page>
  )
}
