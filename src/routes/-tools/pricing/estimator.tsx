// /pricing: the monthly cost estimator. Native, labelled form controls whose state lives in the URL's search parameters:
// the kind of business, the services, the counts each chosen service's hours follow (asked under the service, and
// only while it is chosen, by CSS, so a page without JavaScript asks the same) and reporting-analyst hours. On a phone
// the estimate stays in view while the inputs change (EstimateBar); its booking button carries it to /book.
import { useId } from 'react'
import { getRouteApi, useHydrated } from '@tanstack/react-router'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { ESTIMATE_COUNTS } from '@/content/estimate-limits'
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
import { FigureInput, Legend, PricingForm, choiceBox } from './pricing-form'
import pricingCss from './pricing.css?url'

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
  const figure = (field: Figure, label: string, describedBy?: string) => (
    <FigureInput
      key={field}
      id={`${ids}-${field}`}
      name={field}
      label={label}
      rule={rules[field]}
      value={draft[field] ?? String(committed[field])}
      describedBy={describedBy}
      onType={(text) => type(field, text)}
      onSettle={() => settle(field)}
    />
  )

  const kindHelp = `${ids}-kind-help`
  const analystHelp = `${ids}-analyst-help`
  return (
    <>
      {/* The page's own utilities (pricing.css), before the first element that uses them. */}
      <link rel="stylesheet" href={pricingCss} />
      {/* A field the keyboard brings into view stops below the header and, on a phone, the pinned estimate. */}
      <Section
        id={content.id}
        tone="blue"
        // From lg closer under the hero, so the estimate starts in the first screen at 1280 x 800.
        className="tw:lg:pt-12 tw:[&_:is(input,select)]:scroll-mt-40 tw:lg:[&_:is(input,select)]:scroll-mt-28"
      >
        <SectionHeading eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
        <div className="tw:mt-8 tw:grid tw:gap-6 tw:lg:mt-10 tw:lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] tw:lg:items-start tw:lg:gap-8">
          <div className="tw:min-w-0">
            <EstimateBar content={content} result={result} />
            <PricingForm
              label="Estimator inputs"
              submit={content.submit}
              className="tw:space-y-6 tw:rounded-card tw:bg-white tw:p-4 tw:shadow-card tw:ring-1 tw:ring-ink-200 tw:sm:p-7"
              onSubmit={() => settle(...allFigures)}
            >
              <div>
                <label htmlFor={`${ids}-kind`} className="tw:font-display tw:text-base tw:font-bold tw:text-ink-900">
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
                  className="tw:mt-2 tw:block tw:min-h-11 tw:w-full tw:rounded-lg tw:border tw:border-ink-500 tw:bg-white tw:px-3 tw:font-semibold tw:text-ink-900"
                >
                  {BUSINESS_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {content.kinds[kind].label}
                    </option>
                  ))}
                </select>
                <p id={kindHelp} className="tw:mt-1.5 tw:text-sm tw:text-ink-600">
                  {content.kinds[search.kind].hint && `${content.kinds[search.kind].hint}. `}
                  {content.kindNote}
                </p>
              </div>

              <fieldset>
                <Legend>{content.servicesLegend}</Legend>
                <p className="tw:mt-1 tw:text-sm tw:leading-relaxed tw:text-ink-600">{content.servicesNote}</p>
                <ul className="tw:mt-3 tw:space-y-2">
                  {SERVICE_CHOICES.map(({ service, label, hint }) => {
                    const counts = SERVICE_COUNTS[service]
                    return (
                      <li key={service} className="tw:group/service">
                        <label className={choiceBox}>
                          <input
                            type="checkbox"
                            name="services"
                            value={service}
                            checked={search.services.includes(service)}
                            onChange={(event) => toggleService(service, event.target.checked)}
                            className="tw:row-span-2 tw:mt-0.5 tw:size-5 tw:cursor-pointer tw:accent-primary-700"
                          />
                          <span className="tw:font-semibold tw:text-ink-900">{label}</span>
                          <span className="tw:text-sm tw:text-ink-600">{hint}</span>
                        </label>
                        {/* The counts its hours follow, asked only while it is chosen (by CSS, scripts or not). */}
                        {counts && (
                          <div className="tw:mx-1 tw:hidden tw:grid-cols-2 tw:gap-3 tw:border-l-2 tw:border-primary-200 tw:py-3 tw:pl-3 tw:group-has-[>label>input:checked]/service:grid">
                            {counts.map((count) =>
                              count === 'pay' ? (
                                // Across both columns: the schedules' names fit no half of a phone's width.
                                <div key={count} className="tw:col-span-2 tw:min-w-0">
                                  <label
                                    htmlFor={`${ids}-pay`}
                                    className="tw:block tw:text-sm tw:font-semibold tw:text-ink-800"
                                  >
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
                                    className="tw:mt-1 tw:block tw:min-h-10.5 tw:w-full tw:rounded-lg tw:border tw:border-ink-500 tw:bg-white tw:px-2 tw:font-semibold tw:text-ink-900"
                                  >
                                    {(Object.keys(PAY_SCHEDULES) as PaySchedule[]).map((pay) => (
                                      <option key={pay} value={pay}>
                                        {content.schedules[pay]}
                                      </option>
                                    ))}
                                  </select>
                                </div>
                              ) : (
                                figure(count, content.counts[count])
                              ),
                            )}
                          </div>
                        )}
                      </li>
                    )
                  })}
                </ul>
              </fieldset>

              <div className="tw:max-w-xs">
                {figure('analyst', content.analystLabel, analystHelp)}
                <p id={analystHelp} className="tw:mt-1.5 tw:text-sm tw:leading-relaxed tw:text-ink-600">
                  {content.analystHint}
                </p>
              </div>
            </PricingForm>
          </div>

          <EstimateSummary content={content} result={result} />
        </div>
      </Section>
    </>
  )
}
