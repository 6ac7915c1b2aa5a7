import { createFileRoute } from '@tanstack/react-router'
import { termsPage as page } from '@/content/pages/terms'
import { usePageHead } from '@/lib/page-head'
import { LegalPage } from './-components/legal-page'

export const Route = createFileRoute('/terms')({ component: TermsOfUse })

function TermsOfUse() {
  usePageHead(page)
  return <LegalPage content={page} />
}
