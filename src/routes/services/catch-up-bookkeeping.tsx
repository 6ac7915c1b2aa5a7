import { createFileRoute } from '@tanstack/react-router'
import { catchUpPage } from '@/content/pages/catch-up-bookkeeping'
import { ServicePage } from './-components/service-page'

export const Route = createFileRoute('/services/catch-up-bookkeeping')({
  component: () => <ServicePage page={catchUpPage} />,
})
