import { createFileRoute } from '@tanstack/react-router'
import { payrollPage } from '@/content/pages/payroll-service'
import { ServicePage } from './-components/service-page'

export const Route = createFileRoute('/services/payroll-service')({
  component: () => <ServicePage page={payrollPage} />,
})
