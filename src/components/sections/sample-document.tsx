import type { SampleDocument as Sample } from '@/content/types'
import { PRACTICES } from '@/content/practices'
import { cn } from '@/lib/cn'
import { Icon } from '@/components/ui/icons'
import { SampleMark } from '@/components/ui/sample-mark'

/**
 * A page's sample deliverable, drawn like the report it stands for: a ruled table of figures on a sheet, marked as a
 * sample, with its account manager's note and the review layers' sign-off. A sheet of the company's own `facts` has no
 * sign-off (no client's reviewers check the company's figures), and the mark only while they are samples.
 */
export function SampleDocument({ sample, id, className }: { sample: Sample; id?: string; className?: string }) {
  const { title, subtitle, columns, rows, note, facts } = sample
  return (
    <figure
      id={id}
      className={cn(
        'relative min-w-0 rounded-lg bg-white text-left shadow-lift ring-1 ring-ink-200 before:absolute before:inset-x-3 before:-bottom-2 before:-z-10 before:h-4 before:rounded-b-lg before:bg-ink-100 before:ring-1 before:ring-ink-200',
        className,
      )}
    >
      <figcaption className="flex items-start justify-between gap-4 border-b border-ink-200 px-4 pt-4 pb-3 sm:px-5">
        <span>
          <span className="block font-display text-[0.9375rem] font-bold text-ink-900 sm:text-base">{title}</span>
          <span className="mt-0.5 block text-xs text-ink-600">{subtitle}</span>
        </span>
        {(!facts || facts.sample) && <SampleMark />}
      </figcaption>
      {/* A table wider than its place (text zoomed to 200 %) scrolls on its own, as WCAG 1.4.10 allows a table to. */}
      <div className={cn('overflow-x-auto px-4 sm:px-5', facts && 'pb-3')}>
        <table className="w-full text-[0.8125rem] tabular-nums sm:text-sm">
          <thead>
            <tr className="border-b border-ink-300 text-[0.6875rem] tracking-wide wrap-normal text-ink-600 uppercase">
              {columns.map((column, i) => (
                <th key={column} scope="col" className={cn('py-2 font-semibold', i ? 'pl-3 text-right' : 'text-left')}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ label, values, total }) => (
              <tr
                key={label}
                className={cn(
                  total
                    ? 'border-ink-400 [&>td]:border-ink-400 border-t font-bold text-ink-900 [&>td]:border-b-[3px] [&>td]:border-double'
                    : 'text-ink-700 even:bg-ink-50/70',
                )}
              >
                <th scope="row" className={cn('py-1.5 pr-2 text-left', total ? 'font-bold' : 'font-medium')}>
                  {label}
                </th>
                {values.map((value, i) => (
                  <td key={i} className="py-1.5 pl-3 text-right whitespace-nowrap">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note && (
        <p className="mx-4 mt-3 border-l-2 border-primary-600 pl-3 text-xs leading-copy text-ink-700 sm:mx-5">{note}</p>
      )}
      {!facts && <SignOff className="mt-3 border-t border-ink-200 px-4 py-2.5 sm:px-5" />}
    </figure>
  )
}

/** The review layers' sign-off, the site's mark of checked work: each layer ticked, in order. */
export function SignOff({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold',
        tone === 'dark' ? 'text-ink-200' : 'text-ink-600',
        className,
      )}
    >
      <span className={tone === 'dark' ? 'text-white' : 'text-ink-800'}>Sign-off</span>
      {PRACTICES.review.layers.map((layer) => (
        <span key={layer.who} className="inline-flex items-center gap-1">
          <Icon name="check" className={cn('size-3.5', tone === 'dark' ? 'text-primary-300' : 'text-primary-700')} />
          {layer.who}
        </span>
      ))}
    </p>
  )
}
