import { createFileRoute } from '@tanstack/react-router'
import { bookkeepingPage } from '@/content/pages/bookkeeping-service'
import { ServicePage } from './-components/service-page'

export const Route = createFileRoute('/services/bookkeeping-service')({
  component: () => <ServicePage page={bookkeepingPage} />,
})
