// /pricing: the estimate as the estimator shows it. EstimateSummary states the monthly range, the hours it prices and
// the counts it assumes (announced politely as they change), works it out service by service one step away, and
// carries it to /book; EstimateBar keeps the range in view on a phone while the inputs change, pinned below the header
// over the estimator's inputs only, with a link to the summary.
import { useEffect, useState } from 'react'
import { DarkBand } from '@/components/ui/band'
import { cn } from '@/lib/cn'
import { Icon } from '@/components/ui/icons'
import { LinkedText } from '@/components/ui/linked-text'
import { PRICE, usd } from '@/content/constants'
import { ESTIMATE_BASIS, serviceName, type Counts } from '@/content/estimator'
import type { EstimatorContent } from '@/content/types'
import { paramOf, payRuns, SERVICE_COUNTS, type Estimate, type Service } from '@/lib/estimate'
import { dollars, grouped } from '@/lib/format'
import { CarryButton, printsOpen } from './pricing-form'

type Span = readonly [number, number]

/** A low-high pair, "low to high" as it is read aloud; one figure when both ends agree. */
function Range({ span, format }: { span: Span; format: (n: number) => string }) {
  return <>{span[0] === span[1] ? format(span[0]) : `${format(span[0])} to ${format(span[1])}`}</>
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

/**
 * The estimate in a line: its range a month, or why there is none. `stacked`: "a month" on a line of its own under a
 * large range (the card), rather than wrapping there alone on a phone.
 */
function Headline({
  content,
  result,
  stacked = false,
}: {
  content: EstimatorContent
  result: Estimate
  stacked?: boolean
}) {
  if (!result.monthly) return <>{result.oneOffs.length > 0 ? content.noMonthly : content.nothing}</>
  return (
    <>
      <Range span={result.monthly} format={dollars} />{' '}
      <span
        className={
          stacked ? 'tw:block tw:text-lg tw:font-semibold tw:text-ink-200' : 'tw:text-[0.6em] tw:font-semibold'
        }
      >
        {content.month}
      </span>
    </>
  )
}

/**
 * On a phone, the range pinned below the header while the estimator's inputs scroll by, linking to the whole; hidden
 * (its place kept) while the whole estimate is in view, so the figure never shows twice.
 */
export function EstimateBar({ content, result }: { content: EstimatorContent; result: Estimate }) {
  const [cardShown, setCardShown] = useState(false)
  useEffect(() => {
    const card = document.getElementById('estimate')
    if (!card) return
    const observer = new IntersectionObserver(([entry]) => setCardShown(Boolean(entry?.isIntersecting)))
    observer.observe(card)
    return () => observer.disconnect()
  }, [])
  return (
    <div
      className={cn(
        cardShown && 'tw:invisible',
        'tw:sticky tw:top-16 tw:z-30 tw:-mx-1 tw:mb-3 tw:rounded-xl tw:bg-secondary-950 tw:px-4 tw:py-2 tw:text-white tw:shadow-card tw:lg:hidden tw:print:hidden',
      )}
    >
      {/* The summary below announces each change; this copy of its figure is not read twice. The link sits on the
          title's line, so a four-figure range and "a month" keep the bar's whole width, on one line at 320 px. */}
      <div className="tw:flex tw:items-center tw:justify-between tw:gap-3">
        <span aria-hidden="true" className="tw:text-xs tw:font-bold tw:tracking-wider tw:text-primary-300 tw:uppercase">
          {content.summaryTitle}
        </span>
        <a
          href="#estimate-workings"
          className="tw:inline-flex tw:min-h-6 tw:items-center tw:gap-1 tw:rounded-lg tw:px-2 tw:text-sm tw:font-semibold tw:text-primary-200 tw:underline tw:underline-offset-4"
        >
          {content.details}
          <Icon name="chevron-down" className="tw:size-4" />
        </a>
      </div>
      <p aria-hidden="true" className="tw:font-display tw:text-lg tw:leading-tight tw:font-extrabold tw:tabular-nums">
        <Headline content={content} result={result} />
      </p>
    </div>
  )
}

export function EstimateSummary({ content, result }: { content: EstimatorContent; result: Estimate }) {
  const { kind, parts, counts, given, bookkeeper, analyst, capped, oneOffs, monthlyServices } = result
  const asked = monthlyServices.flatMap((service) => SERVICE_COUNTS[service] ?? [])
  const mine = asked.filter((count) => given.includes(count)).length
  // The kind as its choice names it, in quotes (lower-casing it wrote “launchpad”).
  const starting = `${content.startNote} “${content.kinds[kind].label}”`
  const whose =
    mine === 0
      ? starting
      : mine === asked.length
        ? content.yourCounts
        : `${content.yourCounts}, and ${starting} for the rest`
  return (
    <div className="tw:space-y-4 tw:lg:sticky tw:lg:top-28">
      <section
        id="estimate"
        aria-labelledby="estimate-title"
        className="tw:scroll-mt-24 tw:rounded-card tw:bg-secondary-950 tw:p-5 tw:text-ink-200 tw:shadow-card tw:sm:p-7"
      >
        <h3 id="estimate-title" className="tw:text-sm tw:font-bold tw:tracking-wider tw:text-primary-300 tw:uppercase">
          {content.summaryTitle}
        </h3>
        {/* Announced politely whenever the inputs change it. */}
        <div aria-live="polite" aria-atomic="true">
          <p className="tw:mt-2 tw:font-display tw:text-4xl tw:font-extrabold tw:text-white tw:tabular-nums tw:sm:text-5xl">
            <Headline content={content} result={result} stacked />
          </p>
          {(bookkeeper || analyst) && (
            <p className="tw:mt-3 tw:leading-relaxed">
              {bookkeeper && (
                <>
                  <span className="tw:tabular-nums">{text(bookkeeper.hours)}</span> bookkeeper hours at{' '}
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
            <p className="tw:mt-2 tw:text-sm tw:leading-relaxed tw:text-ink-300">
              Assumes {and(parts.map((part) => assumed(part.service, counts, content)))}: {whose}.
            </p>
          )}
          {capped && <p className="tw:mt-2 tw:text-sm tw:leading-relaxed tw:text-ink-300">{content.capNote}</p>}
        </div>
        {parts.length > 0 && (
          <details className={`tw:group tw:mt-4 tw:border-t tw:border-white/15 tw:pt-3 ${printsOpen}`}>
            <summary className="tw:flex tw:min-h-11 tw:cursor-pointer tw:items-center tw:gap-1 tw:font-semibold tw:text-white">
              {content.details}
              <Icon name="chevron-down" className="tw:size-4 tw:group-open:rotate-180" />
            </summary>
            <dl id="estimate-workings" className="tw:mt-2 tw:space-y-3 tw:text-sm tw:leading-relaxed">
              {parts.map((part) => (
                <div key={part.service}>
                  <dt className="tw:flex tw:justify-between tw:gap-3 tw:font-semibold tw:text-white">
                    <span>{serviceName(part.service)}</span>
                    <span className="tw:tabular-nums">
                      {text(part.hours)} h, {text(part.cost, dollars)}
                    </span>
                  </dt>
                  <dd className="tw:text-ink-300">{workings(part.service, counts).join('; ')}.</dd>
                </div>
              ))}
            </dl>
          </details>
        )}
        {oneOffs.map((service) => (
          <p
            key={service}
            className="tw:mt-4 tw:border-t tw:border-white/15 tw:pt-4 tw:text-[0.9375rem] tw:leading-relaxed"
          >
            <strong className="tw:font-semibold tw:text-white">{serviceName(service)}, one-off: </strong>
            {content.oneOffNotes[service] ?? content.oneOffNote}
          </p>
        ))}
        {/* The card is navy: its booking button takes the inverse look, as on every dark band. */}
        <DarkBand.Provider value={true}>
          <CarryButton
            label={content.cta.label}
            carry={{ estimate: paramOf(result) }}
            className="tw:mt-6 tw:w-full tw:sm:w-auto"
          />
        </DarkBand.Provider>
        <p className="tw:mt-3 tw:text-sm tw:text-ink-300">{content.shareNote}</p>
      </section>
      <p className="tw:rounded-xl tw:bg-primary-50 tw:p-4 tw:text-sm tw:text-ink-700">
        <strong className="tw:font-semibold tw:text-primary-900">
          <LinkedText text={content.claim} />
        </strong>{' '}
        {content.claimNote}
      </p>
    </div>
  )
}
