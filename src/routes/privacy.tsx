import { createFileRoute } from '@tanstack/react-router'
import { privacyNotice, privacyPage as page } from '@/content/pages/privacy'
import { usePageHead } from '@/lib/page-head'
import { LegalPage } from './-components/legal-page'

export const Route = createFileRoute('/privacy')({ component: PrivacyNotice })

function PrivacyNotice() {
  // What the notice says of visit statistics follows the build's analytics. Without analytics, both fold to the notice
  // as it stands, and the words about analytics are left out of the build.
  const content = import.meta.env.ANALYTICS ? privacyNotice(import.meta.env.ANALYTICS) : page
  usePageHead(content)
  return <LegalPage content={content} />
}
