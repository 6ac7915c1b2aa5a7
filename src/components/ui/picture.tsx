// An uploaded picture as the build sized it (scripts/pictures.mjs): AVIF, then WebP, then the fallback, each at every
// width its place needs, so the browser fetches the smallest file that fills the box `sizes` describes. Its width and
// height are always written (nothing moves when it arrives); it loads lazily unless it is the page's main picture.
import type { ComponentProps } from 'react'

/** What the build makes of an upload (`Picture` in src/content/picture.ts; ui takes no content, so it states it). */
export type SizedPicture = { path: string; widths: number[]; type: string; width: number; height: number; alt: string }

export function Picture({
  picture,
  sizes,
  priority = false,
  ...props
}: { picture: SizedPicture; sizes: string; priority?: boolean } & Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'alt'
>) {
  const { path, widths, type } = picture
  // Each format's files, "…-400.avif 400w,…-720.avif 720w", as scripts/pictures.mjs names them.
  const set = (format: string) => widths.map((w) => `${path}-${w}.${format} ${w}w`).join()
  return (
    <picture>
      <source type="image/avif" srcSet={set('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={set('webp')} sizes={sizes} />
      <img
        src={`${path}-${widths[0]}.${type}`}
        srcSet={set(type)}
        sizes={sizes}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        {...props}
      />
    </picture>
  )
}
