import type { ComponentProps } from 'react'
import type { icons } from './sprite-symbols'
import { spriteHref } from './sprite'

export type IconName = keyof typeof icons

/** A decorative icon from the sprite; its meaning is carried by the text beside it. */
export function Icon({ name, ...props }: { name: IconName } & ComponentProps<'svg'>) {
  return (
    <svg aria-hidden="true" focusable="false" {...props}>
      <use href={spriteHref(name)} />
    </svg>
  )
}
