import { createFileRoute } from '@tanstack/react-router'
import { payrollPage } from '@/content/pages/payroll-service'
import { SectionsPage } from '../-components/sections-page'

export const Route = createFileRoute('/services/payroll-service')({
  component: () => <SectionsPage page={payrollPage} />,
})
