import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import type { SectionTone } from '@/names'
import { DarkBand } from './band'

// Tones carry meaning: white for the page's own matter, paper (`tint`) for what the client receives and lists of
// facts, navy (`dark`) for trust and security. `green` and `blue` draw as paper. Each tone's background, as the band's
// data too: two bands of one background in a row share one gap and a rule (app.css).
const tones = {
  white: { band: 'white', className: 'bg-white' },
  tint: { band: 'paper', className: 'bg-ink-50' },
  green: { band: 'paper', className: 'bg-ink-50' },
  blue: { band: 'paper', className: 'bg-ink-50' },
  dark: { band: 'dark', className: 'bg-secondary-950 text-ink-200' },
} as const satisfies Record<SectionTone, { band: string; className: string }>

export type { SectionTone }

/** A page band: vertical rhythm, background tone and the site container; a dark band turns its booking button white. */
export function Section({
  tone = 'white',
  className,
  children,
  ...props
}: ComponentProps<'section'> & { tone?: SectionTone }) {
  return (
    <section
      data-band={tones[tone].band}
      className={cn('py-6 sm:py-14 lg:py-20', tones[tone].className, className)}
      {...props}
    >
      <div className="container-site">
        <DarkBand.Provider value={tone === 'dark'}>{children}</DarkBand.Provider>
      </div>
    </section>
  )
}
