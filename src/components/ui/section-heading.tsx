import { cn } from '@/lib/cn'
import { DisplayText } from './display-text'
import { TrailingSampleMark } from './sample-mark'
import { LinkedText } from './linked-text'

/**
 * Eyebrow, h2 and intro of a section, set flush left like a report's heading; `id` goes on the section, not here.
 * `sample`: the "Sample" mark after the intro, which states the section's figures (SectionIntro): a mark on the heading
 * read as "this whole section is made up". A section without an intro marks the text that states them (Prose).
 */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  sample = false,
  align = 'start',
  tone = 'light',
  className,
}: {
  eyebrow?: string
  title: string
  intro?: string
  sample?: boolean
  align?: 'center' | 'start'
  tone?: 'light' | 'dark'
  className?: string
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <Eyebrow tone={tone}>{eyebrow}</Eyebrow>}
      <h2
        className={cn(
          'text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl lg:text-4xl',
          tone === 'dark' && 'text-white',
        )}
      >
        <DisplayText text={title} />
      </h2>
      {intro && (
        <p
          className={cn(
            'mt-2.5 text-[0.9375rem] leading-copy sm:mt-3 sm:text-lg',
            tone === 'dark' ? 'text-ink-200' : 'text-ink-600',
          )}
        >
          <LinkedText text={intro} />
          {sample && <TrailingSampleMark tone={tone} />}
        </p>
      )}
    </div>
  )
}

/** A section's label above its heading: small capitals after a short rule, like a ledger's column head. */
export function Eyebrow({ tone = 'light', children }: { tone?: 'light' | 'dark'; children: string }) {
  return (
    <p
      className={cn(
        // The rule beside the first line, however the words wrap (a long eyebrow on a phone takes two).
        'mb-3 flex items-start gap-2.5 text-xs font-bold tracking-[0.12em] uppercase',
        tone === 'dark' ? 'text-primary-300' : 'text-primary-800',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-2 h-px w-6 shrink-0', tone === 'dark' ? 'bg-primary-300' : 'bg-primary-700')}
      />
      {children}
    </p>
  )
}
