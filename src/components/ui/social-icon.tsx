import { socialMarks } from './brand-marks'
import type { SocialLink } from '../../content/site'

export function SocialIcon({ icon, className }: { icon: SocialLink['icon']; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d={socialMarks[icon]} />
    </svg>
  )
}
