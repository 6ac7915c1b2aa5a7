import { createFileRoute } from '@tanstack/react-router'
import { architectureFirmChart } from '@/content/pages/chart-architects-designers'
import { ChartPage } from './-components/chart-page'

export const Route = createFileRoute('/resources/architecture-firm-chart-of-accounts')({
  component: () => <ChartPage page={architectureFirmChart} id="architecture-firm-chart" />,
})
