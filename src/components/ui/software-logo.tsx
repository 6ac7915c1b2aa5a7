import type { SoftwareTool } from '../../content/types'
import { softwareMarks } from './brand-marks'

/** A tool's logo from the icon library with its name beside it; a clean wordmark where the library has no logo. */
export function SoftwareLogo({ tool }: { tool: SoftwareTool }) {
  const logo = softwareMarks[tool.logo]
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
