// SVG illustrations drawn for the site, loaded as files (not JS) and shown in their 4:3 frame: no layout shift.
import type { ComponentProps } from 'react'
import type { IllustrationName } from '@/names'
import { cn } from '@/lib/cn'

/** Each illustration's URL by its name: src/assets/illustrations/<name>.svg (a unit test checks every name has one). */
const files = import.meta.glob<string>('/src/assets/illustrations/*.svg', { eager: true, import: 'default' })
export const illustrationUrls = Object.fromEntries(
  Object.entries(files).map(([file, url]) => [file.slice(file.lastIndexOf('/') + 1, -'.svg'.length), url]),
) as Partial<Record<IllustrationName, string>>

/** Illustrations are decorative: the heading and copy beside them carry the meaning. */
export function Illustration({
  name,
  className,
  priority = false,
  ...props
}: { name: IllustrationName; priority?: boolean } & Omit<ComponentProps<'img'>, 'src'>) {
  return (
    <img
      src={illustrationUrls[name]}
      alt=""
      width={640}
      height={480}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={cn('h-auto w-full', className)}
      // A prerendered page carries the hero's illustration as a data: URL (scripts/prerender.mjs): hydration keeps it.
      suppressHydrationWarning={priority}
      {...props}
    />
  )
}
