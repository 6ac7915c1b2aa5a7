import { createFileRoute } from '@tanstack/react-router'
import { stoneFabricatorChart } from '@/content/pages/chart-stone-fabricators'
import { ChartPage } from './-components/chart-page'

export const Route = createFileRoute('/resources/stone-fabricator-chart-of-accounts')({
  component: () => <ChartPage page={stoneFabricatorChart} id="stone-fabricator-chart" />,
})
