import { cn } from '@/lib/cn'

/** The dot pager of a carousel: one labelled button per page, the current one marked with aria-current. */
export function CarouselDots({
  count,
  selected,
  onSelect,
  label,
  controls,
  tone = 'light',
}: {
  count: number
  selected: number
  onSelect: (index: number) => void
  label: (index: number) => string
  controls: string
  tone?: 'light' | 'dark'
}) {
  if (count < 2) return null
  return (
    <div className="mt-6 flex justify-center unscripted:hidden">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-controls={controls}
          aria-label={label(index)}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
          className="group inline-flex size-11 items-center justify-center rounded-full"
        >
          <span
            className={cn(
              'block h-2.5 rounded-full transition-all',
              index === selected
                ? 'w-7 bg-primary-700'
                : cn(
                    'w-2.5',
                    tone === 'dark' ? 'bg-white/50 group-hover:bg-white/80' : 'bg-ink-300 group-hover:bg-ink-500',
                  ),
            )}
          />
        </button>
      ))}
    </div>
  )
}
