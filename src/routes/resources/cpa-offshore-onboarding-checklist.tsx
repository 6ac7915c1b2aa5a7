import { createFileRoute } from '@tanstack/react-router'
import { cpaOnboardingChecklist } from '@/content/pages/checklist-cpa-onboarding'
import { ChecklistPage } from './-components/checklist-page'

export const Route = createFileRoute('/resources/cpa-offshore-onboarding-checklist')({
  component: () => <ChecklistPage page={cpaOnboardingChecklist} id="cpa-onboarding-checklist" />,
})
