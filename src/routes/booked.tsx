import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/sections/page'
import { ProcessSteps } from '@/components/sections/process-steps'
import { bookedPage as page } from '@/content/pages/booked'

export const Route = createFileRoute('/booked')({ component: BookedPage })

function BookedPage() {
  return (
    <Page content={page}>
      <ProcessSteps content={page.next} />
    </Page>
  )
}
