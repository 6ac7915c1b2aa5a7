import { cn } from '@/lib/cn'

/**
 * The look of the site's "Sample" mark: gold capitals in a thin gold box. As plain classes too, for the CMS's preview
 * (routes/-components/article-styles.ts), which draws with the site's stylesheet but not its components.
 */
export const SAMPLE_MARK =
  'rounded-sm border border-gold-700 px-1.5 py-0.5 text-[0.6875rem] font-bold tracking-[0.12em] text-gold-700 uppercase'

/**
 * "Sample": on what the owner has not confirmed yet, such as a hero's sample deliverable or a sample author's name and
 * credential. A build for a public origin refuses samples, so the mark shows only in local and preview builds.
 */
export function SampleMark({ className }: { className?: string }) {
  return <span className={cn(SAMPLE_MARK, className)}>Sample</span>
}
