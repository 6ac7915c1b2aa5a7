// /pricing: the estimate as the estimator shows it. EstimateSummary states the monthly range, the hours it prices and
// the counts it assumes (announced politely as they change), works it out service by service one step away, and
// carries it to /book; EstimateBar keeps the range in view on a phone while the inputs change, pinned below the header
// over the estimator's inputs only, with a link to the summary.
import { Icon } from '@/components/ui/icons'
import { LinkedText } from '@/components/ui/linked-text'
import { PRICE, usd } from '@/content/constants'
import { ESTIMATE_BASIS, serviceName, type Counts } from '@/content/estimator'
import type { EstimatorContent } from '@/content/types'
import { paramOf, payRuns, SERVICE_COUNTS, type Estimate, type Service } from '@/lib/estimate'
import { dollars, grouped } from '@/lib/format'
import { CarryButton, printsOpen } from './pricing-form'

type Span = readonly [number, number]

/** A low-high pair read as "low to high"; one figure when both ends agree. */
function Range({ span, format }: { span: Span; format: (n: number) => string }) {
  if (span[0] === span[1]) return <>{format(span[0])}</>
  return (
    <>
      {format(span[0])}
      <span aria-hidden="true">–</span>
      <span className="sr-only"> to </span>
      {format(span[1])}
    </>
  )
}
const text = (span: Span, format: (n: number) => string = String) =>
  span[0] === span[1] ? format(span[0]) : `${format(span[0])}–${format(span[1])}`

/** "A and B", "A, B and C". */
const and = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]!)

/** What each service's hours assume, in words: its counts. */
function assumed(service: Service, c: Counts, content: EstimatorContent) {
  if (service === 'bookkeeping')
    return `${grouped(c.transactions)} transactions a month across ${plural(c.accounts, 'account')}`
  if (service === 'payroll')
    return `${plural(c.people, 'person', 'people')} paid ${content.schedules[c.pay].toLowerCase()}`
  return `${plural(c.invoices, 'invoice')} and ${plural(c.bills, 'bill')} a month`
}
const plural = (n: number, one: string, many = `${one}s`) => `${grouped(n)} ${n === 1 ? one : many}`

/** How a service's hours are worked out: each unit of its work at what it takes. */
function workings(service: Service, c: Counts) {
  const { bookkeeping: b, payroll: p, arAp: a } = ESTIMATE_BASIS
  if (service === 'bookkeeping')
    return [
      `closing the month, ${text(b.closeHours)} hours`,
      `${plural(c.accounts, 'account')} at ${text(b.accountHours)} hours each`,
      `${plural(c.transactions, 'transaction')} at ${text(b.transactionMinutes)} minutes each`,
    ]
  if (service === 'payroll') {
    const runs = Math.round(payRuns(c) * 100) / 100
    return [
      `${runs} pay runs a month at ${text(p.runHours)} hours each`,
      `${plural(c.people, 'person', 'people')} on each run at ${text(p.personMinutes)} minutes each`,
    ]
  }
  return [
    `${plural(c.invoices, 'invoice')} at ${text(a.invoiceMinutes)} minutes each`,
    `${plural(c.bills, 'bill')} at ${text(a.billMinutes)} minutes each`,
  ]
}

/** The estimate in a line: its range a month, or why there is none. */
function Headline({ content, result }: { content: EstimatorContent; result: Estimate }) {
  if (!result.monthly) return <>{result.oneOffs.length > 0 ? content.noMonthly : content.nothing}</>
  return (
    <>
      <Range span={result.monthly} format={dollars} />{' '}
      <span className="text-[0.6em] font-semibold">{content.month}</span>
    </>
  )
}

/** On a phone, the range pinned below the header while the estimator's inputs scroll by, linking to the whole. */
export function EstimateBar({ content, result }: { content: EstimatorContent; result: Estimate }) {
  return (
    <div className="sticky top-16 z-30 -mx-1 mb-3 flex items-center justify-between gap-3 rounded-xl bg-secondary-950 px-4 py-2.5 text-white shadow-card lg:hidden print:hidden">
      {/* The summary below announces each change; this copy of its figure is not read twice. */}
      <p aria-hidden="true" className="min-w-0">
        <span className="block text-xs font-bold tracking-wider text-primary-300 uppercase">
          {content.summaryTitle}
        </span>
        <span className="block font-display text-lg leading-tight font-extrabold tabular-nums">
          <Headline content={content} result={result} />
        </span>
      </p>
      <a
        href="#estimate-workings"
        className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-primary-200 underline underline-offset-4"
      >
        {content.details}
        <Icon name="chevron-down" className="size-4" />
      </a>
    </div>
  )
}

export function EstimateSummary({ content, result }: { content: EstimatorContent; result: Estimate }) {
  const { kind, parts, counts, given, bookkeeper, analyst, capped, oneOffs, monthlyServices } = result
  const asked = monthlyServices.flatMap((service) => SERVICE_COUNTS[service] ?? [])
  const mine = asked.filter((count) => given.includes(count)).length
  const whose =
    mine === 0
      ? `${content.startNote} ${content.kinds[kind].label.toLowerCase()}`
      : mine === asked.length
        ? content.yourCounts
        : `${content.yourCounts}, and ${content.startNote} ${content.kinds[kind].label.toLowerCase()} for the rest`
  return (
    <div className="space-y-4 lg:sticky lg:top-28">
      <section
        id="estimate"
        aria-labelledby="estimate-title"
        className="scroll-mt-24 rounded-card bg-secondary-950 p-5 text-ink-200 shadow-card sm:p-7"
      >
        <h3 id="estimate-title" className="text-sm font-bold tracking-wider text-primary-300 uppercase">
          {content.summaryTitle}
        </h3>
        {/* Announced politely whenever the inputs change it. */}
        <div aria-live="polite" aria-atomic="true">
          <p className="mt-2 font-display text-4xl font-extrabold text-white tabular-nums sm:text-5xl">
            <Headline content={content} result={result} />
          </p>
          {(bookkeeper || analyst) && (
            <p className="mt-3 leading-relaxed">
              {bookkeeper && (
                <>
                  <span className="tabular-nums">{text(bookkeeper.hours)}</span> bookkeeper hours at{' '}
                  {usd(PRICE.bookkeeperHourly)}/hour for {and(monthlyServices.map((s) => serviceName(s).toLowerCase()))}
                </>
              )}
              {bookkeeper && analyst && ', plus '}
              {analyst && (
                <>
                  {analyst.hours} reporting-analyst {analyst.hours === 1 ? 'hour' : 'hours'} at{' '}
                  {usd(PRICE.analystHourly)}/hour, {dollars(analyst.cost)}
                </>
              )}
              .
            </p>
          )}
          {parts.length > 0 && (
            <p className="mt-2 text-sm leading-relaxed text-ink-300">
              Assumes {and(parts.map((part) => assumed(part.service, counts, content)))}: {whose}.
            </p>
          )}
          {capped && <p className="mt-2 text-sm leading-relaxed text-ink-300">{content.capNote}</p>}
        </div>
        {parts.length > 0 && (
          <details className={`group mt-4 border-t border-white/15 pt-3 ${printsOpen}`}>
            <summary className="flex min-h-11 cursor-pointer items-center gap-1 font-semibold text-white">
              {content.details}
              <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <dl id="estimate-workings" className="mt-2 space-y-3 text-sm leading-relaxed">
              {parts.map((part) => (
                <div key={part.service}>
                  <dt className="flex justify-between gap-3 font-semibold text-white">
                    <span>{serviceName(part.service)}</span>
                    <span className="tabular-nums">
                      {text(part.hours)} h, {text(part.cost, dollars)}
                    </span>
                  </dt>
                  <dd className="text-ink-300">{workings(part.service, counts).join('; ')}.</dd>
                </div>
              ))}
            </dl>
          </details>
        )}
        {oneOffs.map((service) => (
          <p key={service} className="mt-4 border-t border-white/15 pt-4 text-[0.9375rem] leading-relaxed">
            <strong className="font-semibold text-white">{serviceName(service)}, one-off: </strong>
            {content.oneOffNotes[service] ?? content.oneOffNote}
          </p>
        ))}
        <CarryButton
          label={content.cta.label}
          carry={{ estimate: paramOf(result) }}
          className="mt-6 w-full sm:w-auto"
        />
        <p className="mt-3 text-sm text-ink-300">{content.shareNote}</p>
      </section>
      <p className="rounded-xl bg-primary-50 p-4 text-sm text-ink-700">
        <strong className="font-semibold text-primary-900">
          <LinkedText text={content.claim} />
        </strong>{' '}
        {content.claimNote}
      </p>
    </div>
  )
}
