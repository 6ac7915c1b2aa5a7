/**
 * The sections of a long page as links to their anchors: tags that wrap on narrow screens, a column from `lg` (the
 * /faq hub's topics, the /security page's contents).
 */
export function AnchorLinks({ entries }: { entries: readonly { id?: string; title: string }[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2 lg:block lg:space-y-1">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-secondary-700 ring-1 ring-ink-200 hover:bg-secondary-50 lg:ring-0"
          >
            {entry.title}
          </a>
        </li>
      ))}
    </ul>
  )
}
