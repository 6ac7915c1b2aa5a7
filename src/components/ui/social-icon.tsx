import type { SocialMark } from '@/names'
import { spriteHref } from './sprite'

export function SocialIcon({ icon, className }: { icon: SocialMark; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <use href={spriteHref(`social-${icon}`)} />
    </svg>
  )
}
