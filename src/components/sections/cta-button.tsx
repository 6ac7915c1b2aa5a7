import type { ComponentProps } from 'react'
import { BOOKING } from '../../content/site'
import type { Cta } from '../../content/types'
import { Button } from '../ui/button'

type Props = { cta: Cta } & Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>

/** A content call to action: its own link, or the booking destination when it names none. */
export function CtaButton({ cta, variant, size = 'lg', className }: Props) {
  if (cta.href) {
    return (
      <Button href={cta.href} variant={variant} size={size} className={className} icon="arrow-up-right">
        {cta.label}
      </Button>
    )
  }
  return (
    <Button link={cta.link ?? BOOKING} variant={variant} size={size} className={className} icon="arrow-right">
      {cta.label}
    </Button>
  )
}
