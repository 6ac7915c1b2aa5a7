import type { SoftwareMark } from '@/names'
import { spriteHref } from './sprite'

/**
 * A tool's logo from the icon library with its name, under it on phones and beside it from `sm`; a clean wordmark
 * where the library has no logo.
 */
export function SoftwareLogo({ name, mark }: { name: string; mark?: SoftwareMark }) {
  return (
    <span className="flex flex-col items-center justify-center gap-1.5 text-center sm:flex-row sm:gap-3">
      {mark && (
        <svg aria-hidden="true" focusable="false" className="size-6 shrink-0 sm:size-8">
          <use href={spriteHref(`software-${mark}`)} />
        </svg>
      )}
      <span className="font-display text-[0.8125rem] leading-tight font-bold text-ink-800 sm:text-base">{name}</span>
    </span>
  )
}
