import { cn } from '@/lib/cn'
import { Picture, type SizedPicture } from './picture'

const tones = ['bg-primary-100 text-primary-900', 'bg-secondary-100 text-secondary-900', 'bg-gold-400/25 text-ink-900']

const sizes = { md: 'size-12', lg: 'size-16 text-xl' }
const pixels = { md: 48, lg: 64 }

/** A person's photo, drawn round; without one, a monogram: initials of their name on a tint picked from the name. */
export function Avatar({
  name,
  size = 'md',
  picture,
}: {
  name: string
  size?: keyof typeof sizes
  picture?: SizedPicture
}) {
  if (picture) {
    const px = pixels[size]
    return (
      <Picture
        picture={picture}
        sizes={`${px}px`}
        width={px}
        height={px}
        className={cn('shrink-0 rounded-full object-cover', sizes[size])}
      />
    )
  }
  const initials = name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
  const tone = tones[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % tones.length]
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-display font-bold',
        sizes[size],
        tone,
      )}
    >
      {initials}
    </span>
  )
}
