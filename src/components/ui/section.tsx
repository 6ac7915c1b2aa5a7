import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import type { SectionTone } from '@/names'

const tones = {
  white: 'bg-white',
  tint: 'bg-ink-50',
  green: 'bg-primary-50',
  blue: 'bg-secondary-50',
  dark: 'bg-secondary-950 text-ink-200',
} as const satisfies Record<SectionTone, string>

export type { SectionTone }

/** A page band: vertical rhythm, background tone and the centred site container. */
export function Section({
  tone = 'white',
  className,
  children,
  ...props
}: ComponentProps<'section'> & { tone?: SectionTone }) {
  return (
    <section className={cn('py-16 sm:py-20 lg:py-24', tones[tone], className)} {...props}>
      <div className="container-site">{children}</div>
    </section>
  )
}
