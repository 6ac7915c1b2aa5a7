import type { StatsContent } from '@/content/types'
import { StatsStrip } from './stats-strip'

/** The stats strip as its own band; the strip itself is the labelled region, the heading keeps the outline whole. */
export function StatsBand({ content }: { content: StatsContent }) {
  return (
    <section className="border-b border-ink-200 py-7 sm:py-10">
      <h2 className="sr-only">{content.title}</h2>
      {/* The strip inside the site's column, as in the software section, so that both start at one x. */}
      <div className="container-site">
        <StatsStrip content={content} />
      </div>
    </section>
  )
}
