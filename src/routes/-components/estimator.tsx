// /pricing: the monthly cost estimator. Native, labelled form controls whose state lives in the URL's search parameters:
// the kind of business, the services, the counts each chosen service's hours follow (asked under the service, and
// only while it is chosen, by CSS, so a page without JavaScript asks the same) and reporting-analyst hours. On a phone
// the estimate stays in view while the inputs change (EstimateBar); its booking button carries it to /book.
import { useId } from 'react'
import { getRouteApi, useHydrated } from '@tanstack/react-router'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { ESTIMATE_COUNTS } from '@/content/constants'
import { BUSINESS_KINDS, PAY_SCHEDULES, SERVICE_CHOICES, type PaySchedule } from '@/content/estimator'
import type { EstimatorContent } from '@/content/types'
import { useDrafts } from '@/lib/drafts'
import {
  DEFAULT_SEARCH,
  MAX_ANALYST_HOURS,
  SERVICES,
  SERVICE_COUNTS,
  START_COUNTS,
  estimate,
  type Count,
  type EstimateSearch,
  type Service,
} from '@/lib/estimate'
import { COUNT_FIELDS, parseEstimateSearch } from '@/lib/estimate-search'
import type { FigureRule } from '@/lib/figures'
import { EstimateBar, EstimateSummary } from './estimate-summary'
import { Legend, PricingForm, choiceBox, figureField } from './pricing-form'

const route = getRouteApi('/pricing')

type Figure = (typeof COUNT_FIELDS)[number] | 'analyst'

export function Estimator({ content }: { content: EstimatorContent }) {
  const ids = useId()
  const hydrated = useHydrated()
  const urlSearch = parseEstimateSearch(route.useSearch())
  // The prerendered HTML carries the default estimate; the URL's own estimate replaces it right after hydration,
  // so the server markup and the first client render always agree.
  const search = hydrated ? urlSearch : DEFAULT_SEARCH
  const start = START_COUNTS[search.kind]
  const navigate = route.useNavigate()
  /** A new estimate is a new history entry, so Back returns to the previous one; the page keeps its scroll. */
  const update = (patch: Partial<EstimateSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: false, resetScroll: false })
  /** A count equal to the kind's starting count leaves the URL. */
  const updateCounts = (patch: Partial<Record<Figure, number | undefined>>) =>
    update(
      Object.fromEntries(
        Object.entries(patch).map(([field, n]) => [
          field,
          field !== 'analyst' && n === start[field as Count] ? undefined : n,
        ]),
      ),
    )

  const rules = Object.fromEntries([
    ...COUNT_FIELDS.map((field) => [field, { min: 0, max: ESTIMATE_COUNTS[field], empty: start[field] }]),
    ['analyst', { min: 0, max: MAX_ANALYST_HOURS, empty: 0 }],
  ]) as Record<Figure, FigureRule>
  const committed = {
    ...(Object.fromEntries(COUNT_FIELDS.map((field) => [field, search[field] ?? start[field]])) as Record<
      Figure,
      number
    >),
    analyst: search.analyst,
  }
  const { draft, reset, value, type, settle } = useDrafts(committed, rules, updateCounts)
  const shown: EstimateSearch = {
    ...search,
    // A count being typed counts at once; one neither typed nor in the URL stays the kind's starting count.
    ...Object.fromEntries(
      COUNT_FIELDS.map((field) => [field, draft[field] === undefined ? search[field] : value(field)]),
    ),
    analyst: value('analyst') ?? 0,
  }
  const result = estimate(shown)
  const allFigures = [...COUNT_FIELDS, 'analyst'] as Figure[]

  function toggleService(service: Service, on: boolean) {
    update({ services: SERVICES.filter((s) => (s === service ? on : search.services.includes(s))) })
  }

  /** A figure's field: its label above it, typed as text and counted once valid (lib/drafts.ts). */
  const figure = (field: Figure, label: string, help?: string) => (
    <div className="min-w-0">
      <label htmlFor={`${ids}-${field}`} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={`${ids}-${field}`}
        type="number"
        name={field}
        inputMode="numeric"
        min={rules[field].min}
        max={rules[field].max}
        step={1}
        value={draft[field] ?? String(committed[field])}
        aria-describedby={help}
        onChange={(event) => type(field, event.target.value)}
        onBlur={() => settle(field)}
        className={`mt-1 ${figureField}`}
      />
    </div>
  )

  const kindHelp = `${ids}-kind-help`
  const analystHelp = `${ids}-analyst-help`
  return (
    // A field the keyboard brings into view stops below the header and, on a phone, the pinned estimate.
    <Section
      id={content.id}
      tone="blue"
      className="[&_:is(input,select)]:scroll-mt-40 lg:[&_:is(input,select)]:scroll-mt-28"
    >
      <SectionHeading eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <div className="mt-8 grid gap-6 lg:mt-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div className="min-w-0">
          <EstimateBar content={content} result={result} />
          <PricingForm
            label="Estimator inputs"
            submit={content.submit}
            className="space-y-6 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-7"
            onSubmit={() => settle(...allFigures)}
          >
            <div>
              <label htmlFor={`${ids}-kind`} className="font-display text-base font-bold text-ink-900">
                {content.kindLegend}
              </label>
              <select
                id={`${ids}-kind`}
                name="kind"
                value={search.kind}
                aria-describedby={kindHelp}
                onChange={(event) => {
                  reset()
                  const kind = event.target.value as EstimateSearch['kind']
                  update({ kind, ...Object.fromEntries([...COUNT_FIELDS, 'pay'].map((field) => [field, undefined])) })
                }}
                className="mt-2 block min-h-11 w-full rounded-lg border border-ink-500 bg-white px-3 font-semibold text-ink-900"
              >
                {BUSINESS_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {content.kinds[kind].label}
                  </option>
                ))}
              </select>
              <p id={kindHelp} className="mt-1.5 text-sm text-ink-600">
                {content.kinds[search.kind].hint}. {content.kindNote}
              </p>
            </div>

            <fieldset>
              <Legend>{content.servicesLegend}</Legend>
              <p className="mt-1 text-sm leading-relaxed text-ink-600">{content.servicesNote}</p>
              <ul className="mt-3 space-y-2">
                {SERVICE_CHOICES.map(({ service, label, hint }) => {
                  const counts = SERVICE_COUNTS[service]
                  return (
                    <li key={service} className="group/service">
                      <label className={choiceBox}>
                        <input
                          type="checkbox"
                          name="services"
                          value={service}
                          checked={search.services.includes(service)}
                          onChange={(event) => toggleService(service, event.target.checked)}
                          className="row-span-2 mt-0.5 size-5 cursor-pointer accent-primary-700"
                        />
                        <span className="font-semibold text-ink-900">{label}</span>
                        <span className="text-sm text-ink-600">{hint}</span>
                      </label>
                      {/* The counts its hours follow, asked only while it is chosen (by CSS, scripts or not). */}
                      {counts && (
                        <div className="mx-1 hidden grid-cols-2 gap-3 border-l-2 border-primary-200 py-3 pl-3 group-has-[>label>input:checked]/service:grid">
                          {counts.map((count) =>
                            count === 'pay' ? (
                              <div key={count} className="min-w-0">
                                <label htmlFor={`${ids}-pay`} className="block text-sm font-semibold text-ink-800">
                                  {content.counts.pay}
                                </label>
                                <select
                                  id={`${ids}-pay`}
                                  name="pay"
                                  value={shown.pay ?? start.pay}
                                  onChange={(event) => {
                                    const pay = event.target.value as PaySchedule
                                    update({ pay: pay === start.pay ? undefined : pay })
                                  }}
                                  className="mt-1 block min-h-10.5 w-full rounded-lg border border-ink-500 bg-white px-2 font-semibold text-ink-900"
                                >
                                  {(Object.keys(PAY_SCHEDULES) as PaySchedule[]).map((pay) => (
                                    <option key={pay} value={pay}>
                                      {content.schedules[pay]}
                                    </option>
                                  ))}
                                </select>
                              </div>
                            ) : (
                              <div key={count}>{figure(count, content.counts[count])}</div>
                            ),
                          )}
                        </div>
                      )}
                    </li>
                  )
                })}
              </ul>
            </fieldset>

            <div className="max-w-xs">
              {figure('analyst', content.analystLabel, analystHelp)}
              <p id={analystHelp} className="mt-1.5 text-sm leading-relaxed text-ink-600">
                {content.analystHint}
              </p>
            </div>
          </PricingForm>
        </div>

        <EstimateSummary content={content} result={result} />
      </div>
    </Section>
  )
}
