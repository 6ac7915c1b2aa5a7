import { createFileRoute } from '@tanstack/react-router'
import { startupChart } from '@/content/pages/chart-startups'
import { ChartPage } from './-components/chart-page'

export const Route = createFileRoute('/resources/startup-chart-of-accounts')({
  component: () => <ChartPage page={startupChart} id="startup-chart" />,
})
