/** The sections of a long page as links to their anchors, in tags that wrap, each with its count if it has one. */
export function AnchorLinks({ entries }: { entries: readonly { id: string; title: string; count?: number }[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-secondary-700 ring-1 ring-ink-200 hover:bg-secondary-50"
          >
            {entry.title}
            {entry.count !== undefined && (
              <span className="ml-1 font-normal text-ink-600 tabular-nums">({entry.count})</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  )
}
