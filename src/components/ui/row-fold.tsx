import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Icon } from './icons'

/**
 * A point that opens from its row on phones (a <details>, with or without scripts) and stands in full from `sm`: its
 * title, then its body. `dark` on a navy band. On phones the row's padding is the summary's, so the whole row (46 px) is
 * what a thumb presses, not only its 24 px line.
 */
export function RowFold({
  title,
  body,
  dark = false,
  open,
}: {
  title: ReactNode
  body: ReactNode
  dark?: boolean
  /** Held open (a filter's match); otherwise the reader opens it. */
  open?: boolean
}) {
  return (
    <>
      {/* The search index reads the wide copy only (scripts/search-index.mjs knows it by its class). */}
      <details className="group sm:hidden" open={open || undefined}>
        <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-md py-3 [&::-webkit-details-marker]:hidden">
          {title}
          <Icon
            name="chevron-down"
            className={cn('mt-0.5 size-5 shrink-0 group-open:rotate-180', dark ? 'text-ink-200' : 'text-ink-600')}
          />
        </summary>
        <div className="pb-3">{body}</div>
      </details>
      <div className="hidden sm:block">
        {title}
        {body}
      </div>
    </>
  )
}
