import { spriteHref } from './sprite'

/**
 * Brand logo: the "pod" mark and the wordmark, drawn from the sprite (the drawing is in logo-art.tsx). It is drawn
 * for the eye only: the link around it carries the name (every checker reads a link's own label; not all read
 * an SVG's).
 */
export function Logo({ className, variant = 'color' }: { className?: string; variant?: 'color' | 'white' }) {
  return (
    <svg viewBox="0 0 180 40" aria-hidden="true" className={className ?? 'h-9 w-auto'}>
      <use href={spriteHref(variant === 'white' ? 'logo-white' : 'logo')} />
    </svg>
  )
}
