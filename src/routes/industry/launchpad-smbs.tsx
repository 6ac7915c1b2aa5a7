import { createFileRoute } from '@tanstack/react-router'
import { launchpadSmbsPage } from '@/content/pages/launchpad-smbs'
import { SectionsPage } from '../-components/sections-page'

export const Route = createFileRoute('/industry/launchpad-smbs')({
  component: () => <SectionsPage page={launchpadSmbsPage} />,
})
