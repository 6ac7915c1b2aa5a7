import { createFileRoute } from '@tanstack/react-router'
import { receivablePayablePage } from '@/content/pages/receivable-payable'
import { SectionsPage } from '../-components/sections-page'

export const Route = createFileRoute('/services/receivable--payable')({
  component: () => <SectionsPage page={receivablePayablePage} />,
})
