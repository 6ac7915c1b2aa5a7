import { useId } from 'react'
import { BREAKPOINTS } from '@/styles/tokens'
import type { StatsContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { minWidth } from '@/lib/media'
import { CarouselDots } from '@/components/ui/carousel-dots'
import { Icon } from '@/components/ui/icons'
import { SampleMark } from '@/components/ui/sample-mark'
import { useCarousel } from '@/components/ui/use-carousel'

const PER_PAGE = 3

/**
 * Where the strip stops paging and shows all five: 1010 px on the home page, 968 px in the software section. Below it
 * the fourth stat starts the second page, with no rule at its left.
 */
const layouts = {
  homeStats: { px: BREAKPOINTS.homeStats, slide: 'stats:basis-1/5 max-stats:nth-4:border-l-0', dots: 'stats:hidden' },
  softwareStats: {
    px: BREAKPOINTS.softwareStats,
    slide: 'soft:basis-1/5 max-soft:nth-4:border-l-0',
    dots: 'soft:hidden',
  },
} as const

/**
 * Five stats: three a page with two dots below the breakpoint (the first three, then the last two), all five above it,
 * where the page resets to the first. While the figures are samples, the "Sample" mark sits above the strip's start.
 */
export function StatsStrip({
  content,
  layout = 'homeStats',
  tone = 'light',
  className,
}: {
  content: Pick<StatsContent, 'items' | 'title' | 'sample'>
  layout?: keyof typeof layouts
  tone?: 'light' | 'dark'
  className?: string
}) {
  const { px, slide, dots } = layouts[layout]
  const query = minWidth(px)
  const { ref, pages, selected, scrollTo, root } = useCarousel(
    {
      align: 'start',
      slidesToScroll: 'auto',
      // No trimming: the second page starts at the fourth stat and shows the last two.
      containScroll: false,
      breakpoints: { [query]: { active: false } },
    },
    query,
  )
  const trackId = useId()
  return (
    <div role="region" aria-roledescription="carousel" aria-label={content.title} className={className} {...root}>
      {/* Above the strip's start, in line with its first figure: it labels the whole strip. */}
      {content.sample && (
        <p className="-mt-3 mb-2 flex">
          <SampleMark tone={tone} />
        </p>
      )}
      <div ref={ref} className="overflow-hidden">
        <div id={trackId} className="flex touch-pan-y unscripted:flex-wrap unscripted:gap-y-6">
          {content.items.map((stat, index) => (
            <div
              key={stat.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${content.items.length}`}
              className={cn(
                'flex min-w-0 shrink-0 grow-0 basis-1/3 flex-col border-l px-2 first:border-l-0 first:pl-0 sm:px-5',
                tone === 'dark' ? 'border-white/15' : 'border-ink-200',
                slide,
              )}
            >
              <p
                className={cn(
                  'font-display text-[1.75rem] leading-none font-extrabold tracking-tight tabular-nums sm:text-4xl',
                  tone === 'dark' ? 'text-white' : 'text-secondary-950',
                )}
              >
                {stat.result}
              </p>
              <p
                className={cn(
                  'mt-2 flex items-center gap-1.5 text-sm leading-snug font-semibold sm:text-[0.9375rem]',
                  tone === 'dark' ? 'text-white' : 'text-ink-800',
                )}
              >
                <Icon
                  name={stat.icon}
                  className={cn(
                    'hidden size-4 shrink-0 sm:block',
                    tone === 'dark' ? 'text-primary-300' : 'text-primary-700',
                  )}
                />
                {stat.title}
              </p>
              <p className={cn('mt-1 text-xs leading-snug', tone === 'dark' ? 'text-ink-300' : 'text-ink-600')}>
                {stat.detail}
              </p>
            </div>
          ))}
        </div>
      </div>
      {/* Dots are hidden by CSS above the breakpoint, so the prerendered page has them where they belong. */}
      <div className={dots}>
        <CarouselDots
          count={pages || Math.ceil(content.items.length / PER_PAGE)}
          selected={selected}
          onSelect={scrollTo}
          controls={trackId}
          tone={tone}
          label={(index) => `Show stats page ${index + 1}`}
        />
      </div>
    </div>
  )
}
