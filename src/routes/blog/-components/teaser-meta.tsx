import { SampleMark } from '@/components/ui/sample-mark'
import type { BlogTeaser } from '@/content/types'
import { formatDate } from '@/lib/format'

/**
 * Under an article's title in the blog's own lists: its date and the day it last changed what it says, if later (as its
 * header gives them), then "By Meera Iyer · Senior Accountant, Month-End Close", with the site's "Sample" mark while
 * the owner has not confirmed them. Here, not with the article's people (people.tsx), which the lists do not load.
 */
export function TeaserMeta({ post: { date, updated, by } }: { post: BlogTeaser }) {
  return (
    <div className="text-sm text-ink-600">
      <p className="font-semibold">
        {/* Each date whole on its line: at 320 px "Updated November 30, 2026" had split before its year. */}
        <time dateTime={date} className="whitespace-nowrap">
          {formatDate(date)}
        </time>
        {updated && (
          <>
            {' · '}
            <span className="whitespace-nowrap">
              Updated <time dateTime={updated}>{formatDate(updated)}</time>
            </span>
          </>
        )}
      </p>
      {by && (
        <p className="mt-0.5">
          By {by.name}
          {by.sample && (
            <>
              {' '}
              <SampleMark />
            </>
          )}
          {` · ${by.role}`}
        </p>
      )}
    </div>
  )
}
