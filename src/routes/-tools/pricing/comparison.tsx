// /pricing: the in-house comparison (#compare). Native, labelled form controls whose figures live in the URL beside the
// estimator's; the result is two bars, in-house against us, with their figures written on them (ComparisonChart), and
// the sum (lib/in-house.ts) step by step one disclosure away, with the sources of its defaults. Its hours start from
// the visitor's estimate; its booking button carries it to /book (lib/in-house-link.ts). The prerendered HTML shows
// the comparison for the default estimate.
import { useId } from 'react'
import { getRouteApi, useHydrated } from '@tanstack/react-router'
import { Icon } from '@/components/ui/icons'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { COMPARISON } from '@/content/comparison'
import type { ComparisonContent } from '@/content/types'
import { useDrafts } from '@/lib/drafts'
import { DEFAULT_SEARCH } from '@/lib/estimate'
import { defaultsFor, parseComparisonSearch, parseEstimateSearch } from '@/lib/estimate-search'
import { dollars, grouped } from '@/lib/format'
import {
  MONTHS,
  PARAMS,
  ROLES,
  RULES,
  YEAR_HOURS,
  compare,
  comparisonParam,
  type NumberInput,
  type Role,
} from '@/lib/in-house'
import { ComparisonChart } from './comparison-chart'
import { CarryButton, Choices, FigureInput, PricingForm, printsOpen } from './pricing-form'

const route = getRouteApi('/pricing')

const cents = (n: number) => `$${n.toFixed(2)}`

export function Comparison({ content }: { content: ComparisonContent }) {
  const ids = useId()
  const hydrated = useHydrated()
  const raw = route.useSearch()
  // The prerendered HTML carries the worked example for the default estimate; the URL's figures replace it after
  // hydration.
  const estimateSearch = hydrated ? parseEstimateSearch(raw) : DEFAULT_SEARCH
  const search = hydrated ? parseComparisonSearch(raw, estimateSearch) : defaultsFor('bookkeeper', estimateSearch)
  const defaults = defaultsFor(search.role, estimateSearch)
  const navigate = route.useNavigate()

  /** A new figure is a new history entry, as in the estimator; a figure equal to its default leaves the URL. */
  function update(patch: Partial<Record<NumberInput, number | undefined>> & { role?: Role }) {
    const params = Object.fromEntries(
      Object.entries(patch).map(([field, value]) =>
        field === 'role'
          ? [field, value]
          : [PARAMS[field as NumberInput], value === defaults[field as NumberInput] ? undefined : value],
      ),
    )
    void navigate({ search: (prev) => ({ ...prev, ...params }), replace: false, resetScroll: false })
  }

  const { draft, reset, value, type, settle } = useDrafts(search, RULES, update)
  const shown = compare({
    role: search.role,
    salary: value('salary')!,
    benefits: value('benefits')!,
    hours: value('hours')!,
    recruiting: value('recruiting')!,
    software: value('software')!,
  })
  const { role, salary, benefits, hours, wage, employer, load, extras, inHouse, ours, difference } = shown
  const wageSource = COMPARISON[role]
  const yearly = (money: { month: number; year: number }) =>
    `${dollars(money.month)} a month, ${dollars(money.year)} a year`
  // The sum as the page shows it, each figure rounded as lib/in-house.ts rounds it.
  const steps = [
    `Hourly wage: ${dollars(salary)} ÷ ${grouped(YEAR_HOURS)} hours = ${cents(wage)}`,
    `Employer costs: benefits at ${benefits}% of total compensation add ${benefits} ÷ ${Math.round((100 - benefits) * 10) / 10} = ${load}% to wages, ${cents(employer)} an hour`,
    `In-house: (${cents(wage)} + ${cents(employer)}) × ${hours} hours${extras > 0 ? ` + ${dollars(shown.recruiting + shown.software)} ÷ ${MONTHS}` : ''} = ${yearly(inHouse)}`,
    `With us: ${hours} hours × ${dollars(shown.rate)} = ${yearly(ours)}`,
    `Difference: ${yearly(difference)}, ${shown.percent}% of the in-house cost`,
  ]

  const figure = (field: NumberInput, help?: string) => (
    <FigureInput
      id={`${ids}-${field}`}
      name={PARAMS[field]}
      label={content.labels[field]}
      rule={RULES[field]}
      value={draft[field] ?? String(search[field])}
      help={help}
      onType={(text) => type(field, text)}
      onSettle={() => settle(field)}
    />
  )

  return (
    <Section id={content.id} tone="white">
      <SectionHeading eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <div className="tw:mt-8 tw:grid tw:gap-6 tw:lg:mt-10 tw:lg:grid-cols-2 tw:lg:items-start tw:lg:gap-8">
        <PricingForm
          label="Comparison inputs"
          submit={content.submit}
          className="tw:space-y-5 tw:rounded-card tw:bg-ink-50 tw:p-4 tw:ring-1 tw:ring-ink-200 tw:sm:p-7"
          onSubmit={() => settle(...(Object.keys(PARAMS) as NumberInput[]))}
        >
          <Choices
            legend={content.roleLegend}
            name="role"
            options={ROLES.map((value) => ({ value, ...content.roles[value] }))}
            checked={role}
            onChange={(role) => {
              reset()
              update({ role, salary: undefined })
            }}
          />
          <div className="tw:grid tw:grid-cols-2 tw:gap-x-3 tw:gap-y-4 tw:sm:grid-cols-3">
            {figure(
              'salary',
              `Default: ${dollars(wageSource.wage)}, the national median (BLS, ${wageSource.release}).`,
            )}
            {figure(
              'benefits',
              `Default: ${COMPARISON.benefits.share}%, private industry (BLS, ${COMPARISON.benefits.release}).`,
            )}
            {figure('hours', `Default: ${defaults.hours}, ${content.hoursHelp}.`)}
          </div>
          <details className={`tw:group ${printsOpen}`}>
            <summary className="tw:flex tw:min-h-11 tw:cursor-pointer tw:items-center tw:gap-1 tw:font-semibold tw:text-secondary-700">
              {content.extras}
              <Icon name="chevron-down" className="tw:size-4 tw:group-open:rotate-180" />
            </summary>
            <div className="tw:mt-3 tw:grid tw:grid-cols-2 tw:gap-3">
              {figure('recruiting')}
              {figure('software')}
            </div>
          </details>
        </PricingForm>

        <div className="tw:rounded-card tw:bg-white tw:p-5 tw:shadow-card tw:ring-1 tw:ring-ink-200 tw:sm:p-7">
          <ComparisonChart
            id={`${ids}-chart`}
            hours={hours}
            bars={[
              { label: content.chart.inHouse, month: inHouse.month, tone: 'in-house' },
              { label: content.chart.ours, month: ours.month, tone: 'ours' },
            ]}
            unit={content.chart.month}
          />
          {/* Announced politely whenever the inputs change it. */}
          <p aria-live="polite" aria-atomic="true" className="tw:mt-4 tw:leading-relaxed tw:text-ink-800">
            <strong className="tw:font-semibold tw:text-ink-900">
              {difference.month >= 0 ? 'You save' : 'It costs'} {dollars(Math.abs(difference.month))} a month,{' '}
              {dollars(Math.abs(difference.year))} a year
            </strong>{' '}
            ({Math.abs(shown.percent)}% of the in-house cost) for {hours} hours a month.
          </p>
          <details className={`tw:group tw:mt-3 tw:border-t tw:border-ink-200 tw:pt-2 ${printsOpen}`}>
            <summary className="tw:flex tw:min-h-11 tw:cursor-pointer tw:items-center tw:gap-1 tw:font-semibold tw:text-secondary-700">
              {content.sum}
              <Icon name="chevron-down" className="tw:size-4 tw:group-open:rotate-180" />
            </summary>
            <ol className="tw:mt-2 tw:list-decimal tw:space-y-2 tw:pl-5 tw:text-sm tw:leading-relaxed tw:text-ink-800 tw:tabular-nums">
              {steps.map((step, i) => (
                <li key={i} className={i === steps.length - 1 ? 'tw:font-bold tw:text-ink-900' : undefined}>
                  {step}
                </li>
              ))}
            </ol>
            <p className="tw:mt-3 tw:text-sm tw:leading-relaxed tw:text-ink-600">{content.basis}</p>
            <h3 className="tw:mt-4 tw:text-xs tw:font-bold tw:tracking-wider tw:text-ink-700 tw:uppercase">
              {content.sources}
            </h3>
            <ul className="tw:mt-2 tw:space-y-1.5 tw:text-sm tw:leading-relaxed tw:text-ink-600">
              {[COMPARISON.bookkeeper, COMPARISON.accountant, COMPARISON.benefits].map((source) => (
                <li key={source.series}>
                  {'wage' in source ? dollars(source.wage) : `${source.share}%`}:{' '}
                  <a
                    href={source.url}
                    className="tw:font-medium tw:text-secondary-800 tw:underline tw:underline-offset-2"
                  >
                    {source.series}
                  </a>
                  , {source.source}, {source.release}
                </li>
              ))}
            </ul>
          </details>
          <CarryButton
            label={content.cta.label}
            carry={{ compare: comparisonParam(shown) }}
            className="tw:mt-5 tw:w-full tw:sm:w-auto"
          />
        </div>
      </div>
    </Section>
  )
}
