// /pricing: the monthly cost estimator. Native, labelled form controls whose state lives in the URL's search parameters;
// its booking button carries the estimate to /book (lib/estimate-link.ts).
import { useId, type ReactNode } from 'react'
import { getRouteApi, useHydrated } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { LinkedText } from '@/components/ui/linked-text'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { PRICE, usd } from '@/content/constants'
import { BUSINESS_KINDS, KIND_HOURS, SERVICE_CHOICES, SERVICES, serviceName } from '@/content/estimator'
import { PAGES } from '@/content/registry'
import type { EstimatorChoice, EstimatorContent } from '@/content/types'
import {
  DEFAULT_SEARCH,
  MAX_ANALYST_HOURS,
  estimate,
  estimateParam,
  isOpenTop,
  maxHours,
  minHours,
  type Estimate,
  type EstimateSearch,
  type Service,
} from '@/lib/estimate'
import { bookingLink, type BookSearch } from '@/lib/booking'
import { useDrafts } from '@/lib/drafts'
import { parseEstimateSearch } from '@/lib/estimate-search'
import { dollars } from '@/lib/format'

const route = getRouteApi('/pricing')

export function Estimator({ content }: { content: EstimatorContent }) {
  const ids = useId()
  const hydrated = useHydrated()
  const urlSearch = parseEstimateSearch(route.useSearch())
  // The prerendered HTML carries the default estimate; the URL's own estimate replaces it right after hydration,
  // so the server markup and the first client render always agree.
  const search = hydrated ? urlSearch : DEFAULT_SEARCH
  const navigate = route.useNavigate()
  /** A new estimate is a new history entry, so Back returns to the previous one; the page keeps its scroll. */
  const update = (patch: Partial<EstimateSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: false, resetScroll: false })

  const top = maxHours(search.kind)
  const low = minHours(search.kind)
  const openTop = isOpenTop(search.kind)
  const { draft, reset, value, type, settle } = useDrafts(
    { hours: search.hours, analyst: search.analyst },
    { hours: { min: low, max: top }, analyst: { min: 0, max: MAX_ANALYST_HOURS, empty: 0 } },
    update,
  )
  const shown: EstimateSearch = { ...search, hours: value('hours'), analyst: value('analyst') ?? 0 }
  const result = estimate(shown)
  const noMonthly = result.monthlyServices.length === 0
  const sliderHours = Math.max(low, Math.min(shown.hours ?? KIND_HOURS[search.kind][0], top))

  function toggleService(service: Service, on: boolean) {
    const chosen = SERVICES.filter((s) => (s === service ? on : search.services.includes(s)))
    update({ services: chosen })
  }

  const hoursHelp = `${ids}-hours-help`
  const analystHelp = `${ids}-analyst-help`
  const kind = content.kinds[search.kind]

  return (
    <Section id={content.id} tone="blue">
      <SectionHeading eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:items-start lg:gap-8">
        <PricingForm
          label="Estimator inputs"
          className="space-y-8 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-200/70 sm:p-8"
          onSubmit={() => settle('hours', 'analyst')}
        >
          <Choices
            legend={content.kindLegend}
            name="kind"
            options={BUSINESS_KINDS.map((value) => ({ value, ...content.kinds[value] }))}
            checked={search.kind}
            onChange={(kind) => {
              reset()
              update({ kind, hours: undefined })
            }}
          />
          <Choices
            legend={content.servicesLegend}
            name="services"
            options={SERVICE_CHOICES.map(({ service, label, hint }) => ({ value: service, label, hint }))}
            checked={search.services}
            onChange={toggleService}
          >
            <p className="mt-3 text-sm leading-relaxed text-ink-600">{content.servicesNote}</p>
          </Choices>

          <fieldset disabled={noMonthly} className="disabled:opacity-60">
            <Legend>{content.hoursLegend}</Legend>
            <p id={hoursHelp} className="mt-2 text-sm leading-relaxed text-ink-600">
              {shown.hours === undefined
                ? `${kind.label}: ${kind.hint}. Move the slider or type a figure to narrow the estimate.`
                : `You set ${hoursText(sliderHours, top, openTop)} a month.`}
            </p>
            <div className="mt-4 flex items-center gap-4">
              <div className="min-w-0 flex-1">
                <input
                  type="range"
                  min={low}
                  max={top}
                  step={1}
                  value={sliderHours}
                  aria-label={content.hoursLegend}
                  aria-valuetext={hoursText(sliderHours, top, openTop)}
                  aria-describedby={hoursHelp}
                  onChange={(event) => type('hours', event.target.value)}
                  onBlur={() => settle('hours')}
                  className="h-6 w-full cursor-pointer accent-primary-700"
                />
                <div aria-hidden="true" className="mt-1 flex justify-between text-xs font-medium text-ink-600">
                  <span>{low}</span>
                  <span>{openTop ? `${top}+` : top}</span>
                </div>
              </div>
              <label className="shrink-0">
                <span className="sr-only">{content.hoursLegend}, exact figure</span>
                <input
                  type="number"
                  name="hours"
                  inputMode="numeric"
                  min={low}
                  max={top}
                  step={1}
                  value={draft.hours ?? String(sliderHours)}
                  aria-describedby={hoursHelp}
                  onChange={(event) => type('hours', event.target.value)}
                  onBlur={() => settle('hours')}
                  className="w-24 rounded-lg border border-ink-500 bg-white px-3 py-2 text-right font-semibold tabular-nums"
                />
              </label>
            </div>
            {search.hours !== undefined && (
              <button
                type="button"
                onClick={() => {
                  reset()
                  update({ hours: undefined })
                }}
                className="mt-3 min-h-6 rounded-sm text-sm font-semibold text-secondary-700 underline underline-offset-4 hover:text-secondary-900"
              >
                Use the typical range instead
              </button>
            )}
          </fieldset>

          <div>
            <label htmlFor={`${ids}-analyst`} className="font-display text-lg font-bold text-ink-900">
              {content.analystLabel}
            </label>
            <p id={analystHelp} className="mt-2 text-sm leading-relaxed text-ink-600">
              {content.analystHint}
            </p>
            <input
              id={`${ids}-analyst`}
              type="number"
              name="analyst"
              inputMode="numeric"
              min={0}
              max={MAX_ANALYST_HOURS}
              step={1}
              value={draft.analyst ?? String(search.analyst)}
              aria-describedby={analystHelp}
              onChange={(event) => type('analyst', event.target.value)}
              onBlur={() => settle('analyst')}
              className="mt-3 w-24 rounded-lg border border-ink-500 bg-white px-3 py-2 text-right font-semibold tabular-nums"
            />
          </div>

          {/* With JavaScript every change updates the estimate at once and the button commits a figure being typed;
              without it, the button sends the plain form. */}
          <button
            type="submit"
            className="min-h-11 rounded-full bg-secondary-700 px-5 font-semibold text-white hover:bg-secondary-800"
          >
            Update estimate
          </button>
        </PricingForm>

        <EstimateSummary content={content} result={result} estimate={estimateParam(shown)} />
      </div>
    </Section>
  )
}

/** "120 hours", or "160 or more hours" on the scale's open top step. */
function hoursText(n: number, top: number, openTop: boolean) {
  return openTop && n === top ? `${n} or more hours` : `${n} hours`
}

/**
 * A form of /pricing: without JavaScript the same parameter names make a plain GET form of it; with it, submitting
 * settles the figures being typed.
 */
export function PricingForm({
  label,
  className,
  onSubmit,
  children,
}: {
  label: string
  className: string
  onSubmit: () => void
  children: ReactNode
}) {
  return (
    <form
      method="get"
      action="/pricing"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}

export function Legend({ children }: { children: ReactNode }) {
  return <legend className="font-display text-lg font-bold text-ink-900">{children}</legend>
}

/**
 * A fieldset of choices, each a labelled radio button or checkbox with its hint, in two columns from `sm`: radio buttons
 * where one value is `checked`, checkboxes where a list is; `children` follow the choices.
 */
export function Choices<T extends string>({
  legend,
  name,
  options,
  checked,
  onChange,
  children,
}: {
  legend: string
  name: string
  options: readonly (EstimatorChoice & { value: T })[]
  checked: T | readonly T[]
  onChange: (value: T, checked: boolean) => void
  children?: ReactNode
}) {
  const isChecked = (value: T) => (typeof checked === 'string' ? checked === value : checked.includes(value))
  return (
    <fieldset>
      <Legend>{legend}</Legend>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {options.map(({ value, label, hint }) => (
          <label
            key={value}
            className="grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] content-start gap-x-3 gap-y-0.5 rounded-xl bg-white p-3.5 ring-1 ring-ink-200 transition-colors hover:ring-ink-500 has-checked:bg-primary-50 has-checked:ring-2 has-checked:ring-primary-700"
          >
            <input
              type={typeof checked === 'string' ? 'radio' : 'checkbox'}
              name={name}
              value={value}
              checked={isChecked(value)}
              onChange={(event) => onChange(value, event.target.checked)}
              className="row-span-2 mt-0.5 size-5 cursor-pointer accent-primary-700"
            />
            <span className="font-semibold text-ink-900">{label}</span>
            <span className="text-sm text-ink-600">{hint}</span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  )
}

/** A low-high pair read as "low to high"; one figure when both ends agree, with "+" on the open top step. */
function Span({
  span,
  format,
  open = false,
}: {
  span: readonly [number, number]
  format: (n: number) => string
  open?: boolean
}) {
  if (span[0] === span[1]) return <>{`${format(span[0])}${open ? '+' : ''}`}</>
  // LaunchPad states only its cap: no floor is shown.
  if (span[0] === 0) return <>up to {format(span[1])}</>
  return (
    <>
      {format(span[0])}
      <span aria-hidden="true">–</span>
      <span className="sr-only"> to </span>
      {format(span[1])}
    </>
  )
}

const hours = (n: number) => String(n)

function EstimateSummary({
  content,
  result,
  estimate,
}: {
  content: EstimatorContent
  result: Estimate
  /** The estimate as its booking button carries it to /book. */
  estimate?: string
}) {
  const { kind, bookkeeper, analyst, monthly, openEnded, oneOffs, customHours, monthlyServices } = result
  const covered = monthlyServices.map((s) => serviceName(s).toLowerCase()).join(', ')
  return (
    <div className="space-y-5 lg:sticky lg:top-28">
      <div className="rounded-card bg-secondary-950 p-6 text-ink-200 shadow-card sm:p-8">
        <h3 className="text-sm font-bold tracking-wider text-primary-300 uppercase">Your estimate</h3>
        {/* Announced politely whenever the inputs change it. */}
        <div aria-live="polite" aria-atomic="true">
          {monthly ? (
            <>
              <p className="mt-3 flex flex-wrap items-baseline gap-x-2 font-display text-4xl font-extrabold text-white sm:text-5xl">
                <span>
                  <Span span={monthly} format={dollars} open={openEnded} />
                </span>{' '}
                <span className="text-lg font-semibold text-ink-200">a month</span>
              </p>
              <ul className="mt-5 space-y-2 text-[0.9375rem] leading-relaxed">
                {bookkeeper && (
                  <li>
                    <Span span={bookkeeper.hours} format={hours} open={openEnded} /> bookkeeper hours at{' '}
                    {usd(PRICE.bookkeeperHourly)}/hour:{' '}
                    <Span span={bookkeeper.cost} format={dollars} open={openEnded} />
                    {/* LaunchPad states only its cap, so its range is not called typical. */}
                    {customHours ? '' : kind === 'launchpad' ? ' (the LaunchPad cap)' : ' (the typical range)'}
                  </li>
                )}
                {analyst && (
                  <li>
                    {analyst.hours} reporting-analyst {analyst.hours === 1 ? 'hour' : 'hours'} at{' '}
                    {usd(PRICE.analystHourly)}
                    /hour: {dollars(analyst.cost)}
                  </li>
                )}
                {bookkeeper && <li>Covers {covered}.</li>}
              </ul>
            </>
          ) : (
            <p className="mt-3 font-display text-2xl font-bold text-white">
              {oneOffs.length > 0 ? 'No monthly service chosen' : 'Choose a service to see an estimate'}
            </p>
          )}
          {oneOffs.map((service) => (
            <p key={service} className="mt-5 border-t border-white/15 pt-5 text-[0.9375rem] leading-relaxed">
              <strong className="font-semibold text-white">{serviceName(service)}, one-off: </strong>
              {content.oneOffNotes[service] ?? content.oneOffNote}
            </p>
          ))}
        </div>
        <CarryButton label={content.cta.label} carry={{ estimate }} />
        <p className="mt-4 text-sm text-ink-200">{content.shareNote}</p>
      </div>

      <div className="rounded-xl bg-primary-50 p-4">
        <p className="font-semibold text-primary-900">
          <LinkedText text={content.claim} />
        </p>
        <p className="mt-1 text-sm text-ink-600">{content.claimNote}</p>
      </div>
    </div>
  )
}

/** A booking button of /pricing: to /book like every booking button, with what the visitor worked out here. */
export function CarryButton({ label, carry }: { label: string; carry: Pick<BookSearch, 'estimate' | 'compare'> }) {
  const link = bookingLink(PAGES.pricing.path, label)
  return (
    <Button
      link={{ ...link, search: { ...link.search, ...carry } }}
      size="lg"
      icon="arrow-right"
      className="mt-7 w-full sm:w-auto"
    >
      {label}
    </Button>
  )
}
