import { createFileRoute } from '@tanstack/react-router'
import { stoneDistributorsPage } from '@/content/pages/stone-distributors'
import { TradePage } from './-components/trade-page'

export const Route = createFileRoute('/industry/stone-distributors--suppliers')({
  component: () => <TradePage page={stoneDistributorsPage} />,
})
