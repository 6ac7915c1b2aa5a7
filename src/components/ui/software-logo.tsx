import type { SoftwareMark } from '@/names'
import { spriteHref } from './sprite'

/** A tool's logo from the icon library with its name beside it; a clean wordmark where the library has no logo. */
export function SoftwareLogo({ name, mark }: { name: string; mark?: SoftwareMark }) {
  return (
    <span className="flex items-center justify-center gap-3">
      {mark && (
        <svg aria-hidden="true" focusable="false" className="size-8 shrink-0">
          <use href={spriteHref(`software-${mark}`)} />
        </svg>
      )}
      <span className="font-display text-lg font-bold text-ink-800">{name}</span>
    </span>
  )
}
