import { createFileRoute } from '@tanstack/react-router'
import { stoneDistributorChart } from '@/content/pages/chart-stone-distributors'
import { ChartPage } from './-components/chart-page'

export const Route = createFileRoute('/resources/stone-distributor-chart-of-accounts')({
  component: () => <ChartPage page={stoneDistributorChart} id="stone-distributor-chart" />,
})
