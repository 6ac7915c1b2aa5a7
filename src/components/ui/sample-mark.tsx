import { cn } from '@/lib/cn'

/**
 * The look of the site's "Sample" mark: gold capitals in a thin gold box. As plain classes too, for the CMS's preview
 * (routes/-components/article-styles.ts), which draws with the site's stylesheet but not its components.
 */
export const SAMPLE_MARK =
  'rounded-sm border border-gold-700 px-1.5 py-0.5 text-[0.6875rem] font-bold tracking-[0.12em] text-gold-700 uppercase'

/**
 * "Sample": on an invented example (a hero's sample deliverable, on every build) and on what the owner has not yet
 * confirmed (a sample author's name or credential: a build for a public origin refuses those, so their mark shows only
 * in local and preview builds).
 */
export function SampleMark({ className }: { className?: string }) {
  return <span className={cn(SAMPLE_MARK, className)}>Sample</span>
}
