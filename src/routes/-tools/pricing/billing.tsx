// /pricing: how each kind of work is billed (#billing). A card for each rate, its price and what it covers, then the
// table of every kind of work (who does it, its rate and what counts as its hours) one disclosure away: a table of two
// columns, so it reads at 320 px as at 1280.
import { Icon } from '@/components/ui/icons'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import type { BillingContent } from '@/content/types'
import { printsOpen } from './pricing-form'

export function Billing({ content, tone = 'tint' }: { content: BillingContent; tone?: SectionTone }) {
  const { id, eyebrow, title, intro, cards, table, columns, rows } = content
  const cell = 'tw:p-3 tw:align-top tw:sm:px-5 tw:sm:py-3.5'
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      {/* The rates cannot be pressed: ruled columns, not boxes. */}
      <ul className="tw:mt-8 tw:grid tw:gap-x-8 tw:gap-y-5 tw:sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="tw:border-t-4 tw:border-secondary-700 tw:pt-3 tw:first:border-primary-700">
            <h3 className="tw:text-sm tw:font-bold tw:tracking-wider tw:text-ink-700 tw:uppercase">{card.title}</h3>
            <p className="tw:mt-1 tw:font-display tw:text-3xl tw:font-extrabold tw:text-ink-900 tw:tabular-nums">
              {card.price}
              {card.unit && <span className="tw:text-base tw:font-semibold tw:text-ink-600">{card.unit}</span>}
            </p>
            <p className="tw:mt-1.5 tw:text-[0.9375rem] tw:leading-relaxed tw:text-ink-700">{card.covers}</p>
          </li>
        ))}
      </ul>
      <details className={`tw:group tw:mt-8 tw:max-w-5xl ${printsOpen}`}>
        <summary className="tw:flex tw:min-h-11 tw:cursor-pointer tw:items-center tw:gap-1 tw:font-semibold tw:text-secondary-700">
          {table}
          <Icon name="chevron-down" className="tw:size-4 tw:shrink-0 tw:group-open:rotate-180" />
        </summary>
        <table
          aria-label={title}
          className="tw:mt-3 tw:w-full tw:border-y tw:border-ink-300 tw:text-left tw:text-[0.9375rem] tw:leading-relaxed"
        >
          <thead className="tw:border-b tw:border-ink-300 tw:text-sm tw:text-ink-900">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={cell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="tw:divide-y tw:divide-ink-200">
            {rows.map((row) => (
              <tr key={row.work} className="tw:even:bg-white/70">
                <th scope="row" className={`${cell} tw:w-2/5 tw:font-semibold tw:text-ink-900`}>
                  {row.work}
                  <span className="tw:mt-1 tw:block tw:text-sm tw:font-normal tw:text-ink-600">{row.who}</span>
                </th>
                <td className={`${cell} tw:text-ink-700`}>
                  <span className="tw:block tw:font-semibold tw:text-ink-900 tw:tabular-nums">{row.rate}</span>
                  {row.hours}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Section>
  )
}
