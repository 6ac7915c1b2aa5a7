import { createFileRoute } from '@tanstack/react-router'
import { receivablePayablePage } from '@/content/pages/receivable-payable'
import { ServicePage } from './-components/service-page'

export const Route = createFileRoute('/services/receivable--payable')({
  component: () => <ServicePage page={receivablePayablePage} />,
})
