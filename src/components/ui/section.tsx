import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import type { SectionTone } from '@/names'
import { DarkBand } from './band'

// Tones carry meaning: white for the page's own matter, paper (`tint`) for what the client receives and lists of
// facts, navy (`dark`) for trust and security. `green` and `blue` draw as paper. app.css reads the background classes:
// two bands of one background in a row share one gap and a rule.
const tones = {
  white: 'bg-white',
  tint: 'bg-ink-50',
  green: 'bg-ink-50',
  blue: 'bg-ink-50',
  dark: 'bg-secondary-950 text-ink-200',
} as const satisfies Record<SectionTone, string>

export type { SectionTone }

/** A page band: vertical rhythm, background tone and the site container; a dark band turns its booking button white. */
export function Section({
  tone = 'white',
  className,
  children,
  ...props
}: ComponentProps<'section'> & { tone?: SectionTone }) {
  return (
    <section className={cn('py-6 sm:py-14 lg:py-20', tones[tone], className)} {...props}>
      <div className="container-site">
        <DarkBand.Provider value={tone === 'dark'}>{children}</DarkBand.Provider>
      </div>
    </section>
  )
}
