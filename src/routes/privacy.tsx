import { createFileRoute } from '@tanstack/react-router'
import { privacyPage as page } from '@/content/pages/privacy'
import { usePageHead } from '@/lib/page-head'
import { LegalPage } from './-components/legal-page'

export const Route = createFileRoute('/privacy')({ component: PrivacyNotice })

function PrivacyNotice() {
  usePageHead(page)
  return <LegalPage content={page} />
}
