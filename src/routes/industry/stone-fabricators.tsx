import { createFileRoute } from '@tanstack/react-router'
import { stoneFabricatorsPage } from '@/content/pages/stone-fabricators'
import { TradePage } from './-components/trade-page'

export const Route = createFileRoute('/industry/stone-fabricators')({
  component: () => <TradePage page={stoneFabricatorsPage} />,
})
