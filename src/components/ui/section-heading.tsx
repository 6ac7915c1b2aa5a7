import { cn } from '@/lib/cn'
import { LinkedText } from './linked-text'

/** Eyebrow, h2 and intro of a section; `id` goes on the section, not here. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = 'center',
  tone = 'light',
  className,
}: {
  eyebrow?: string
  title: string
  intro?: string
  align?: 'center' | 'start'
  tone?: 'light' | 'dark'
  className?: string
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'mb-3 text-sm font-bold tracking-wider uppercase',
            tone === 'dark' ? 'text-primary-300' : 'text-primary-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2 className={cn('text-3xl font-extrabold tracking-tight sm:text-4xl', tone === 'dark' && 'text-white')}>
        {title}
      </h2>
      {intro && (
        <p className={cn('mt-4 text-lg leading-relaxed', tone === 'dark' ? 'text-ink-200' : 'text-ink-600')}>
          <LinkedText text={intro} />
        </p>
      )}
    </div>
  )
}
