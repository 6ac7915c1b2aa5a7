import { spriteHref } from './sprite'

/** Brand logo: the "pod" mark and the wordmark, drawn from the sprite (the drawing is in logo-art.tsx). */
export function Logo({ className, variant = 'color' }: { className?: string; variant?: 'color' | 'white' }) {
  return (
    <svg viewBox="0 0 180 40" role="img" aria-label="LedgerPod" className={className ?? 'h-9 w-auto'}>
      <use href={spriteHref(variant === 'white' ? 'logo-white' : 'logo')} />
    </svg>
  )
}
