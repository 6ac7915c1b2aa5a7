import { createFileRoute } from '@tanstack/react-router'
import { catchUpDocumentsChecklist } from '@/content/pages/checklist-catch-up-documents'
import { ChecklistPage } from './-components/checklist-page'

export const Route = createFileRoute('/resources/catch-up-documents-checklist')({
  component: () => <ChecklistPage page={catchUpDocumentsChecklist} id="catch-up-documents-checklist" />,
})
