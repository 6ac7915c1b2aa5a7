import type { BillingContent } from '@/content/types'
import { Section, type SectionTone } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'

/** How each kind of work is billed: a table of two columns, so it reads at 320 px as at 1280, then what is not billed. */
export function BillingTable({ content, tone = 'tint' }: { content: BillingContent; tone?: SectionTone }) {
  const { id, eyebrow, title, intro, columns, rows, notBilled } = content
  const cell = 'p-3 align-top sm:px-5 sm:py-4'
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <div className="mx-auto mt-10 max-w-4xl overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-200/70">
        <table className="w-full text-left text-[0.9375rem] leading-relaxed">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-secondary-50 text-sm text-ink-900">
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
              <tr key={row.work}>
                <th scope="row" className={`${cell} w-2/5 font-semibold text-ink-900`}>
                  {row.work}
                  <span className="mt-1 block text-sm font-normal text-ink-600">{row.who}</span>
                </th>
                <td className={`${cell} text-ink-700`}>
                  <span className="block font-semibold text-ink-900">{row.rate}</span>
                  {row.hours}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mx-auto mt-6 max-w-4xl leading-relaxed text-ink-700">{notBilled}</p>
    </Section>
  )
}
