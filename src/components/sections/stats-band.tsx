import { useId } from 'react'
import type { StatsContent } from '../../content/types'
import { StatsStrip } from './stats-strip'

/** The stats strip as its own band, titled for screen readers. */
export function StatsBand({ content }: { content: StatsContent }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="border-y border-ink-200 bg-white py-10">
      <h2 id={headingId} className="sr-only">
        {content.title}
      </h2>
      <StatsStrip content={content} className="container-site" />
    </section>
  )
}
