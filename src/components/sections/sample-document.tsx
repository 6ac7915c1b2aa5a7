import type { SampleDocument as Sample, SampleStatus } from '@/content/types'
import { PRACTICES } from '@/content/practices'
import { cn } from '@/lib/cn'
import { Icon } from '@/components/ui/icons'
import { SampleMark } from '@/components/ui/sample-mark'

/**
 * A page's sample deliverable, drawn like the report it stands for: a ruled table of figures on a sheet, its caption
 * naming it a sample ("Sample client · …"), with its account manager's note and the review layers' sign-off. A sheet
 * of the company's own `facts` has no sign-off (no client's reviewers check the company's figures), and the site's
 * "Sample" mark while a figure on it is still the owner's to confirm: the mark means that alone.
 */
export function SampleDocument({
  sample,
  lastId,
  className,
}: {
  sample: Sample
  /** The id of a mark after the sheet's last line: a hero's first paint waits for it (FIRST_SCREEN, prerender.mjs). */
  lastId?: string
  className?: string
}) {
  const { title, subtitle, columns, rows, statuses, note, facts } = sample
  return (
    <figure
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
        {/* An invented example says so in its caption ("Sample client · …"); the mark is for what the owner confirms. */}
        {facts?.sample && <SampleMark />}
      </figcaption>
      {/* A table wider than its place (text zoomed to 200 %) scrolls on its own, as WCAG 1.4.10 allows a table to. */}
      <div className={cn('overflow-x-auto px-4 sm:px-5', facts && 'pb-3')}>
        {/* Words whole (the page's `anywhere` would split "January" in a narrow column); the sheet scrolls instead. */}
        <table className="w-full text-[0.8125rem] wrap-normal sm:text-sm">
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
            {rows.map(({ label, detail, values, total }) => (
              <tr
                key={label}
                className={cn(
                  total
                    ? 'border-t font-bold text-ink-900 [&>td]:border-b-[3px] [&>td]:border-double'
                    : 'text-ink-700 even:bg-ink-50/70',
                )}
              >
                <th scope="row" className={cn('py-1.5 pr-2 text-left', total ? 'font-bold' : 'font-medium')}>
                  {label}
                  {detail && <span className="font-normal text-ink-600 max-sm:hidden"> · {detail}</span>}
                </th>
                {values.map((value, i) => (
                  // A figure on one line, its digits as wide as the column's; a status (words) may take two in a narrow
                  // sheet ("Ready for / review").
                  <td
                    key={i}
                    className={cn('py-1.5 pl-3 text-right', !statuses?.[value] && 'whitespace-nowrap tabular-nums')}
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
        // The sheet's last line when no sign-off follows (a sheet of facts).
        <p
          className={cn(
            'mx-4 mt-3 border-l-2 border-primary-600 pl-3 text-xs leading-copy text-ink-700 sm:mx-5',
            facts && 'mb-3',
          )}
        >
          {note}
        </p>
      )}
      {!facts && <SignOff className="mt-3 border-t border-ink-200 px-4 py-2.5 sm:px-5" />}
      {/* Empty: the parser has read the whole sheet once it reaches this. */}
      {lastId && <span id={lastId} />}
    </figure>
  )
}

/** Each state's dot: green for done, gold for a reviewer's turn, gray for work under way (the words say which). */
const STATUS_DOTS: Record<SampleStatus, string> = {
  done: 'bg-primary-700',
  review: 'bg-gold-400',
  open: 'bg-ink-300',
}

/** A row's state: its words, after a dot in the state's color. */
function StatusTag({ status, children }: { status: SampleStatus; children: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-left text-xs font-semibold text-ink-800">
      <span aria-hidden="true" className={cn('size-1.5 shrink-0 rounded-full', STATUS_DOTS[status])} />
      {children}
    </span>
  )
}

/**
 * The review layers' sign-off, the site's mark of checked work: an approval block under the sheet, each layer ticked in
 * order, one to a line on a phone and in columns from `sm`.
 */
export function SignOff({ className }: { className?: string }) {
  return (
    <div className={cn('text-xs', className)}>
      <p className="text-[0.6875rem] font-semibold tracking-wide text-ink-600 uppercase">Sign-off</p>
      {/* Columns as wide as they need, their longest word whole (the page's `anywhere` would split it). */}
      <ol className="mt-1.5 flex flex-col gap-1 wrap-normal sm:flex-row sm:gap-0">
        {PRACTICES.review.layers.map((layer) => (
          <li
            key={layer.who}
            className="flex flex-auto items-start gap-1 leading-snug font-semibold text-ink-800 sm:border-l sm:border-ink-200 sm:px-2 sm:first:border-l-0 sm:first:pl-0"
          >
            <Icon name="check" className="mt-px size-3.5 shrink-0 text-primary-700" />
            {layer.who}
          </li>
        ))}
      </ol>
    </div>
  )
}
