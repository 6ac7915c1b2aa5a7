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
  const cell = 'p-3 align-top sm:px-5 sm:py-3.5'
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      {/* The rates cannot be pressed: ruled columns, not boxes. */}
      <ul className="mx-auto mt-8 grid max-w-5xl gap-x-8 gap-y-5 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="border-t-4 border-secondary-700 pt-3 first:border-primary-700">
            <h3 className="text-sm font-bold tracking-wider text-ink-700 uppercase">{card.title}</h3>
            <p className="mt-1 font-display text-3xl font-extrabold text-ink-900 tabular-nums">
              {card.price}
              {card.unit && <span className="text-base font-semibold text-ink-600">{card.unit}</span>}
            </p>
            <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-ink-700">{card.covers}</p>
          </li>
        ))}
      </ul>
      <details className={`group mx-auto mt-8 max-w-5xl ${printsOpen}`}>
        <summary className="flex min-h-11 cursor-pointer items-center gap-1 font-semibold text-secondary-700">
          {table}
          <Icon name="chevron-down" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <table className="mt-3 w-full border-y border-ink-300 text-left text-[0.9375rem] leading-relaxed">
          <caption className="sr-only">{title}</caption>
          <thead className="border-b border-ink-300 text-sm text-ink-900">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={cell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {rows.map((row) => (
              <tr key={row.work} className="even:bg-white/70">
                <th scope="row" className={`${cell} w-2/5 font-semibold text-ink-900`}>
                  {row.work}
                  <span className="mt-1 block text-sm font-normal text-ink-600">{row.who}</span>
                </th>
                <td className={`${cell} text-ink-700`}>
                  <span className="block font-semibold text-ink-900 tabular-nums">{row.rate}</span>
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
