import type { SampleDocument as Sample, SampleStatus } from '@/content/types'
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
  const { title, subtitle, columns, rows, statuses, note, facts } = sample
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
        {/* Words whole (the page's `anywhere` would split "January" in a narrow column); the sheet scrolls instead. */}
        <table className="w-full text-[0.8125rem] wrap-normal tabular-nums sm:text-sm">
          <thead>
            <tr className="border-b border-ink-300 text-[0.6875rem] tracking-wide wrap-normal text-ink-600 uppercase">
              {columns.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={cn('py-2 font-semibold', i ? 'pl-2 text-right sm:pl-3' : 'text-left')}
                >
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
                    ? 'border-t border-ink-800 font-bold text-ink-900 [&>td]:border-b-[3px] [&>td]:border-double [&>td]:border-ink-800'
                    : 'text-ink-700 even:bg-ink-50/70',
                )}
              >
                <th scope="row" className={cn('py-1.5 pr-2 text-left', total ? 'font-bold' : 'font-medium')}>
                  <RowLabel label={label} />
                </th>
                {values.map((value, i) => (
                  // A figure on one line; a status may take two on a phone ("Ready for / review").
                  <td
                    key={i}
                    className={cn(
                      'py-1.5 pl-2 text-right sm:pl-3',
                      statuses?.[value] ? 'sm:whitespace-nowrap' : 'whitespace-nowrap',
                    )}
                  >
                    {statuses?.[value] ? <StatusTag status={statuses[value]}>{value}</StatusTag> : value}
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

/** Each state's dot: green for done, gold for a reviewer's turn, gray for work under way (the words say which). */
const STATUS_DOTS: Record<SampleStatus, string> = {
  done: 'bg-primary-600',
  review: 'bg-gold-500',
  open: 'bg-ink-500',
}

/** A row's state as a tag (from `sm`; a phone's narrow sheet has the dot and words): the state’s color in the dot. */
function StatusTag({ status, children }: { status: SampleStatus; children: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-left text-xs font-semibold text-ink-800 sm:rounded-full sm:bg-white sm:px-2 sm:py-0.5 sm:ring-1 sm:ring-ink-200">
      <span aria-hidden="true" className={cn('size-1.5 shrink-0 rounded-full', STATUS_DOTS[status])} />
      {children}
    </span>
  )
}

/**
 * A row's label; what follows " · " ("Kitchen 2214 · quartz") is a detail, left out on a phone, where it would wrap
 * the row to two lines.
 */
function RowLabel({ label }: { label: string }) {
  const [name, detail] = label.split(' · ')
  if (!detail) return label
  return (
    <>
      {name}
      <span className="font-normal text-ink-600 max-sm:hidden"> · {detail}</span>
    </>
  )
}

/**
 * The review layers' sign-off, the site's mark of checked work: an approval block under the sheet, each layer ticked in
 * its own column, in order.
 */
export function SignOff({ className }: { className?: string }) {
  return (
    <div className={cn('text-xs', className)}>
      <p className="text-[0.6875rem] font-semibold tracking-wide text-ink-600 uppercase">Sign-off</p>
      {/* Three columns as wide as they need, their longest word whole (the page's `anywhere` would split it). */}
      <ol className="mt-1.5 flex divide-x divide-ink-200 wrap-normal">
        {PRACTICES.review.layers.map((layer) => (
          <li
            key={layer.who}
            className="flex flex-auto items-start gap-1 px-2 leading-snug font-semibold text-ink-800 first:pl-0 last:pr-0"
          >
            <Icon name="check" className="mt-px size-3.5 shrink-0 text-primary-700" />
            {layer.who}
          </li>
        ))}
      </ol>
    </div>
  )
}
