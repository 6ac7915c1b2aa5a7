import { createFileRoute } from '@tanstack/react-router'
import { monthEndCloseChecklist } from '@/content/pages/checklist-month-end-close'
import { ChecklistPage } from './-components/checklist-page'

export const Route = createFileRoute('/resources/month-end-close-checklist')({
  component: () => <ChecklistPage page={monthEndCloseChecklist} id="month-end-close-checklist" />,
})
