import type { SocialLink } from '../../content/site'
import { spriteHref } from './sprite'

export function SocialIcon({ icon, className }: { icon: SocialLink['icon']; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <use href={spriteHref(`social-${icon}`)} />
    </svg>
  )
}
