// /pricing: the in-house comparison as two bars, each a month's cost with its figure written on it. An SVG image named
// by its figures (a screen reader reads its title); its bars are sized in percent of the wider one, so its words stay
// at their size on a phone and on a desktop.
import { dollars } from '@/lib/format'

type Bar = { label: string; month: number; tone: 'in-house' | 'ours' }

const TONES = { 'in-house': 'tw:fill-secondary-800', ours: 'tw:fill-primary-700' } as const
const ROW = 58
const BAR = 32

export function ComparisonChart({ id, hours, bars, unit }: { id: string; hours: number; bars: Bar[]; unit: string }) {
  const most = Math.max(...bars.map((bar) => bar.month), 1)
  const said = bars.map((bar) => `${bar.label}, ${dollars(bar.month)} ${unit}`).join('; ')
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      width="100%"
      height={ROW * bars.length}
      className="tw:block tw:overflow-visible"
    >
      <title id={`${id}-title`}>{`${hours} hours a month: ${said}`}</title>
      {bars.map((bar, i) => {
        const share = Math.max(bar.month / most, 0.02)
        const width = `${(share * 100).toFixed(1)}%`
        // A figure too long for its bar is written after it, in the text color.
        const inside = share >= 0.5
        const y = i * ROW
        return (
          <g key={bar.label}>
            <text x="0" y={y + 14} className="tw:fill-ink-700 tw:text-sm tw:font-semibold">
              {bar.label}
            </text>
            <rect x="0" y={y + 20} width={width} height={BAR} rx="6" className={TONES[bar.tone]} />
            <text
              x={width}
              dx={inside ? -10 : 8}
              y={y + 20 + BAR / 2}
              dominantBaseline="central"
              textAnchor={inside ? 'end' : 'start'}
              className={`tw:text-[0.9375rem] tw:font-bold tw:tabular-nums ${inside ? 'tw:fill-white' : 'tw:fill-ink-900'}`}
            >
              {`${dollars(bar.month)} ${unit}`}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
