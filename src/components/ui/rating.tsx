import { Icon } from './icons'
import { cn } from '@/lib/cn'

/** A star rating and its caption ('From 1k+ review'); screen readers hear the rating as one phrase. */
export function Rating({
  stars,
  caption,
  className,
  tone = 'light',
}: {
  stars: number
  caption: string
  className?: string
  tone?: 'light' | 'dark'
}) {
  return (
    <p className={cn('inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      <span role="img" aria-label={`Rated ${stars} out of 5 stars`} className="flex text-gold-400">
        {Array.from({ length: stars }, (_, i) => (
          <Icon name="star" key={i} className="size-5" />
        ))}
      </span>
      <span className={cn('font-semibold', tone === 'dark' ? 'text-white' : 'text-ink-800')}>{caption}</span>
    </p>
  )
}
