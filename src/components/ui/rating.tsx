import { Icon } from './icons'
import { SampleMark } from './sample-mark'
import { cn } from '@/lib/cn'

/** How much of each of the five stars a rating fills, in tenths: 4.6 is four whole stars and 6 tenths of the fifth. */
export const starFills = (rating: number) =>
  Array.from({ length: 5 }, (_, i) => Math.round(Math.min(1, Math.max(0, rating - i)) * 10))

// Widths as classes, not inline styles (the style policy allows no style attributes).
const WIDTHS = [
  'w-0',
  'w-[10%]',
  'w-[20%]',
  'w-[30%]',
  'w-[40%]',
  'w-[50%]',
  'w-[60%]',
  'w-[70%]',
  'w-[80%]',
  'w-[90%]',
  'w-full',
]

/**
 * A star rating as it is (4.6 shows four stars and most of a fifth) and its caption; screen readers hear the rating
 * as one phrase, "Rated 4.6 out of 5". With `href`, the caption links to where the reviews are (a new tab), named by
 * its `source`. With `sample` (the owner has not confirmed the reviews yet), it carries the site's "Sample" mark, the
 * mark of the heroes' sample deliverables beside it.
 */
export function Rating({
  stars,
  caption,
  href,
  source,
  sample = false,
  className,
  tone = 'light',
}: {
  stars: number
  caption: string
  href?: string
  source?: string
  sample?: boolean
  className?: string
  tone?: 'light' | 'dark'
}) {
  const text = source ? `${caption} on ${source}` : caption
  return (
    <p className={cn('inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      <span role="img" aria-label={`Rated ${stars} out of 5`} className="flex">
        {starFills(stars).map((fill, i) => (
          <span key={i} className="relative size-5">
            <Icon name="star" className="absolute inset-0 size-5 text-ink-300" />
            {fill > 0 && (
              <span className={cn('absolute inset-y-0 left-0 overflow-hidden', WIDTHS[fill])}>
                <Icon name="star" className="size-5 text-gold-400" />
              </span>
            )}
          </span>
        ))}
      </span>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(
            'inline-flex min-h-6 items-center font-semibold underline decoration-1 underline-offset-4 hover:decoration-2',
            tone === 'dark' ? 'text-white decoration-white/50' : 'text-ink-800 decoration-ink-300',
          )}
        >
          {text}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <span className={cn('font-semibold', tone === 'dark' ? 'text-white' : 'text-ink-800')}>{text}</span>
      )}
      {sample && <SampleMark />}
    </p>
  )
}
