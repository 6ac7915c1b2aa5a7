// An uploaded picture as the build sized it (scripts/pictures.mjs): AVIF, then WebP, then the fallback, each at every
// width its place needs, so the browser fetches the smallest file that fills the box `sizes` describes. Its width and
// height are always written (nothing moves when it arrives); it loads lazily unless it is the page's main picture.
import type { ComponentProps } from 'react'

/** What the build makes of an upload (`Picture` in src/content/picture.ts; ui takes no content, so it states it). */
export type SizedPicture = {
  src: string
  srcset: string
  avif: string
  webp: string
  width: number
  height: number
  alt: string
}

export function Picture({
  picture,
  sizes,
  priority = false,
  ...props
}: { picture: SizedPicture; sizes: string; priority?: boolean } & Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'alt'
>) {
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        src={picture.src}
        srcSet={picture.srcset}
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
