import { createFileRoute } from '@tanstack/react-router'
import { bookkeepingPage } from '@/content/pages/bookkeeping-service'
import { SectionsPage } from '../-components/sections-page'

export const Route = createFileRoute('/services/bookkeeping-service')({
  component: () => <SectionsPage page={bookkeepingPage} />,
})
