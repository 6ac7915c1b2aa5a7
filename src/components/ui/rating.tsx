import { Icon } from './icons'
import { CLAIMS } from '../../content/constants'
import { cn } from '../../lib/cn'

/** The five-star 'From 1k+ review' badge; screen readers hear the rating as one phrase. */
export function Rating({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  return (
    <p className={cn('inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      <span role="img" aria-label={`Rated ${CLAIMS.rating} out of 5 stars`} className="flex text-gold-400">
        {Array.from({ length: CLAIMS.rating }, (_, i) => (
          <Icon name="star" key={i} className="size-5" />
        ))}
      </span>
      <span className={cn('font-semibold', tone === 'dark' ? 'text-white' : 'text-ink-800')}>
        From {CLAIMS.reviews} review
      </span>
    </p>
  )
}
