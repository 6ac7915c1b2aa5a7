import type { OfficeEntry } from '@/content/types'

/** Small flags drawn in SVG, named for screen readers by the country. */
export function Flag({ code, country }: { code: OfficeEntry['flag']; country: string }) {
  return (
    <svg
      role="img"
      aria-label={`Flag of ${country}`}
      viewBox="0 0 30 20"
      className="h-6 w-9 shrink-0 rounded-sm ring-1 ring-ink-200"
    >
      {code === 'IN' ? (
        <>
          <rect width="30" height="20" fill="#fff" />
          <rect width="30" height="6.67" fill="#ff9933" />
          <rect y="13.33" width="30" height="6.67" fill="#138808" />
          <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.6" />
          <circle cx="15" cy="10" r="0.6" fill="#000080" />
        </>
      ) : (
        <>
          <rect width="30" height="20" fill="#fff" />
          {Array.from({ length: 7 }, (_, i) => (
            <rect key={i} y={(i * 40) / 13} width="30" height={20 / 13} fill="#b22234" />
          ))}
          <rect width="12" height={(20 * 7) / 13} fill="#3c3b6e" />
        </>
      )}
    </svg>
  )
}
