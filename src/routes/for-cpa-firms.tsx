import { createFileRoute } from '@tanstack/react-router'
import { cpaPage } from '@/content/pages/for-cpa-firms'
import { SectionsPage } from './-components/sections-page'

export const Route = createFileRoute('/for-cpa-firms')({
  component: () => <SectionsPage page={cpaPage} />,
})
