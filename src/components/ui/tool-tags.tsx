import { cn } from '@/lib/cn'

/** The tools a safeguard or practice uses, as tags, in a list named for what they serve ("Tools for encryption"). */
export function ToolTags({ tools, title, className }: { tools: readonly string[]; title: string; className: string }) {
  return (
    <ul className={cn(className, 'flex flex-wrap gap-2')} aria-label={`Tools for ${title.toLowerCase()}`}>
      {tools.map((tool) => (
        <li key={tool} className="rounded-full bg-ink-100 px-3 py-1 text-sm font-medium text-ink-800">
          {tool}
        </li>
      ))}
    </ul>
  )
}
