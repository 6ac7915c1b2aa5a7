import type { ComponentProps } from 'react'
import type { IconName } from '@/names'
import { spriteHref } from './sprite'

/** A decorative icon from the sprite; its meaning is carried by the text beside it. */
export function Icon({ name, ...props }: { name: IconName } & ComponentProps<'svg'>) {
  return (
    <svg aria-hidden="true" focusable="false" {...props}>
      <use href={spriteHref(name)} />
    </svg>
  )
}
