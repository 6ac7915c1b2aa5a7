import { createFileRoute } from '@tanstack/react-router'
import { Hero } from '@/components/sections/hero'
import { ProcessSteps } from '@/components/sections/process-steps'
import { bookedPage as page } from '@/content/pages/booked'
import { usePageHead } from '@/lib/page-head'

export const Route = createFileRoute('/booked')({ component: BookedPage })

function BookedPage() {
  usePageHead(page)
  return (
    <>
      <Hero content={page.hero} />
      <ProcessSteps content={page.next} />
    </>
  )
}
