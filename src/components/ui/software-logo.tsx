import { siAdp, siExpensify, siGusto, siQuickbooks, siSage, siStripe, siXero, siZoho } from 'simple-icons'
import type { SoftwareTool } from '../../content/types'

const logos: Record<string, { path: string; hex: string }> = {
  quickbooks: siQuickbooks,
  xero: siXero,
  gusto: siGusto,
  adp: siAdp,
  zoho: siZoho,
  sage: siSage,
  expensify: siExpensify,
  stripe: siStripe,
}

/** A tool's logo from the icon library with its name beside it; a clean wordmark where the library has no logo. */
export function SoftwareLogo({ tool }: { tool: SoftwareTool }) {
  const logo = logos[tool.logo]
  return (
    <span className="flex items-center justify-center gap-3">
      {logo && (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-8 shrink-0" fill={`#${logo.hex}`}>
          <path d={logo.path} />
        </svg>
      )}
      <span className="font-display text-lg font-bold text-ink-800">{tool.name}</span>
    </span>
  )
}
