import { createFileRoute } from '@tanstack/react-router'
import { launchpadStartupsPage } from '@/content/pages/launchpad-startups'
import { SectionsPage } from '../-components/sections-page'

export const Route = createFileRoute('/industry/launchpad-startups')({
  component: () => <SectionsPage page={launchpadStartupsPage} />,
})
