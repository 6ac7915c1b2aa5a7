import type { SoftwareTool } from '../../content/types'
import { spriteHref } from './sprite'

/** A tool's logo from the icon library with its name beside it; a clean wordmark where the library has no logo. */
export function SoftwareLogo({ tool }: { tool: SoftwareTool }) {
  return (
    <span className="flex items-center justify-center gap-3">
      {tool.logo && (
        <svg aria-hidden="true" focusable="false" className="size-8 shrink-0">
          <use href={spriteHref(`software-${tool.logo}`)} />
        </svg>
      )}
      <span className="font-display text-lg font-bold text-ink-800">{tool.name}</span>
    </span>
  )
}
