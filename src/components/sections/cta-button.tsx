import type { ComponentProps } from 'react'
import { useLocation } from '@tanstack/react-router'
import type { Cta } from '@/content/types'
import { bookingLink } from '@/lib/booking'
import { Button } from '@/components/ui/button'

type Props = { cta: Cta } & Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>

/** A content call to action: its own link, or a booking button when it names none. */
export function CtaButton({ cta, variant, size = 'lg', className }: Props) {
  if (cta.href) {
    return (
      <Button href={cta.href} variant={variant} size={size} className={className} icon="arrow-up-right">
        {cta.label}
      </Button>
    )
  }
  if (cta.link) {
    return (
      <Button link={cta.link} variant={variant} size={size} className={className} icon="arrow-right">
        {cta.label}
      </Button>
    )
  }
  return <BookingButton label={cta.label} variant={variant} size={size} className={className} />
}

/** A button to /book, asking about the topic of the page it is on and saying which page and button it was. */
export function BookingButton({
  label,
  variant,
  size,
  className,
}: { label: string } & Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>) {
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <Button link={bookingLink(pathname, label)} variant={variant} size={size} className={className} icon="arrow-right">
      {label}
    </Button>
  )
}

/** A section's calls to action, centered below it: the first in `first` (primary unless said), the others secondary. */
export function SectionCtas({ ctas, first = 'primary' }: { ctas: (Cta | undefined)[]; first?: Props['variant'] }) {
  const shown = ctas.filter((cta) => cta !== undefined)
  if (shown.length === 0) return null
  return (
    <div className="mt-12 flex flex-wrap justify-center gap-3">
      {shown.map((cta, i) => (
        <CtaButton key={cta.label} cta={cta} variant={i === 0 ? first : 'secondary'} />
      ))}
    </div>
  )
}
