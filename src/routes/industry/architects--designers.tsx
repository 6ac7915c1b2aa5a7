import { createFileRoute } from '@tanstack/react-router'
import { architectsDesignersPage } from '@/content/pages/architects-designers'
import { TradePage } from './-components/trade-page'

export const Route = createFileRoute('/industry/architects--designers')({
  component: () => <TradePage page={architectsDesignersPage} />,
})
