import { cn } from '@/lib/cn'

/**
 * The tools a safeguard or practice uses, in a line separated by dots, in a list named for what they serve ("Tools for
 * encryption"): named, not boxed, since they cannot be pressed.
 */
export function ToolTags({ tools, title, className }: { tools: readonly string[]; title: string; className: string }) {
  return (
    <ul
      className={cn(className, 'flex flex-wrap gap-x-2 text-sm text-ink-600')}
      aria-label={`Tools for ${title.toLowerCase()}`}
    >
      {tools.map((tool, i) => (
        <li key={tool} className="flex gap-x-2">
          {tool}
          {/* After a tool, not before the next: a wrapped line starts with a name, never with a dot. */}
          {i < tools.length - 1 && <span aria-hidden="true">·</span>}
        </li>
      ))}
    </ul>
  )
}
