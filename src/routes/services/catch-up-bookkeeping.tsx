import { createFileRoute } from '@tanstack/react-router'
import { catchUpPage } from '@/content/pages/catch-up-bookkeeping'
import { SectionsPage } from '../-components/sections-page'

export const Route = createFileRoute('/services/catch-up-bookkeeping')({
  component: () => <SectionsPage page={catchUpPage} />,
})
