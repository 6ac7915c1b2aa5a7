import type { ComponentProps } from 'react'
import { useLocation } from '@tanstack/react-router'
import type { Cta } from '@/content/types'
import { PAGES } from '@/content/registry'
import { bookingLink } from '@/lib/booking'
import { useOnDark } from '@/components/ui/band'
import { Button } from '@/components/ui/button'

type Props = { cta: Cta; variant?: 'secondary' | 'link' } & Pick<ComponentProps<typeof Button>, 'size' | 'className'>

/**
 * A content call to action: a booking button when it names no link (the one filled style of the site), else an
 * outlined button (or a link) to its page or address.
 */
export function CtaButton({ cta, variant: asked = 'secondary', size = 'lg', className }: Props) {
  const onDark = useOnDark()
  const variant = onDark && asked !== 'link' ? 'outlineInverse' : asked
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
  return <BookingButton label={cta.label} size={size} className={className} />
}

/**
 * A button to /book, asking about the topic of the page it is on and saying which page and button it was: filled
 * green, or filled white on a dark band. None on /book itself, where it would lead to the page the visitor is on.
 */
export function BookingButton({
  label,
  size,
  arrow = true,
  className,
  onClick,
}: { label: string; arrow?: boolean; onClick?: () => void } & Pick<
  ComponentProps<typeof Button>,
  'size' | 'className'
>) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const onDark = useOnDark()
  if (pathname === PAGES.book.path) return null
  return (
    <Button
      link={bookingLink(pathname, label)}
      variant={onDark ? 'inverse' : 'primary'}
      size={size}
      className={className}
      onClick={onClick}
      icon={arrow ? 'arrow-right' : undefined}
    >
      {label}
    </Button>
  )
}

/** A section's calls to action, below it. */
export function SectionCtas({ ctas, className }: { ctas: (Cta | undefined)[]; className?: string }) {
  const shown = ctas.filter((cta) => cta !== undefined)
  if (shown.length === 0) return null
  return (
    <div className={className ?? 'mt-10 flex flex-wrap gap-3'}>
      {shown.map((cta) => (
        <CtaButton key={cta.label} cta={cta} />
      ))}
    </div>
  )
}
