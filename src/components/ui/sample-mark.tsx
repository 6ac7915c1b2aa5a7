import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * The look of the site's "Sample" mark: gold capitals in a thin gold box. As plain classes too, for the CMS's preview
 * (routes/-components/article-styles.ts), which draws with the site's stylesheet but not its components.
 */
const MARK =
  'shrink-0 rounded-sm border px-1.5 py-0.5 text-[0.6875rem] font-bold tracking-[0.12em] whitespace-nowrap uppercase'
export const SAMPLE_MARK = `${MARK} border-gold-700 text-gold-700`

/**
 * "Sample": on an invented example (a hero's sample deliverable, on every build) and on what the owner has not yet
 * confirmed (the rating, a testimonial, a founder, the stats, the contacts, a sample author's name or credential: a
 * build for a public origin refuses those, so their mark shows only in local and preview builds). `dark` on a navy band.
 */
export function SampleMark({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  return (
    <span className={cn(tone === 'dark' ? `${MARK} border-gold-400 text-gold-400` : SAMPLE_MARK, className)}>
      Sample
    </span>
  )
}

/**
 * Items the owner has yet to confirm, all of them (founders, milestones, contact cards): one "Sample" mark over them and
 * a gold rule down them, as the footer marks its contacts; without `sample`, the items alone.
 */
export function SampleBlock({
  sample,
  className,
  children,
}: {
  sample: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn(className, sample && 'border-l-2 border-gold-400 pl-3')}>
      {sample && <SampleMark className="mb-3 inline-block" />}
      {children}
    </div>
  )
}

/** The mark after the words that state an unconfirmed figure, on their last line: a space, then the mark. */
export function TrailingSampleMark({ tone }: { tone?: 'light' | 'dark' }) {
  return (
    <>
      {' '}
      <SampleMark tone={tone} className="ml-1 align-middle" />
    </>
  )
}
