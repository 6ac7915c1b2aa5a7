// /pricing: the in-house comparison (#compare). Native, labelled form controls whose figures live in the URL beside the
// estimator's; the sum (lib/in-house.ts) is shown step by step with the sources of its defaults, and its booking button
// carries it to /book (lib/in-house-link.ts). The prerendered HTML shows the worked example for the defaults.
import { useId } from 'react'
import { getRouteApi, useHydrated } from '@tanstack/react-router'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { COMPARISON } from '@/content/comparison'
import type { BusinessKind } from '@/content/estimator'
import type { ComparisonContent, EstimatorChoice } from '@/content/types'
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
import { CarryButton, Choices, PricingForm } from './estimator'

const route = getRouteApi('/pricing')

const cents = (n: number) => `$${n.toFixed(2)}`

export function Comparison({
  content,
  kinds,
}: {
  content: ComparisonContent
  /** The estimator's kinds of business: the default hours are the most it gives the visitor's. */
  kinds: Record<BusinessKind, EstimatorChoice>
}) {
  const ids = useId()
  const hydrated = useHydrated()
  const raw = route.useSearch()
  // The prerendered HTML carries the worked example for the defaults; the URL's figures replace it after hydration.
  const kind = hydrated ? parseEstimateSearch(raw).kind : DEFAULT_SEARCH.kind
  const search = hydrated ? parseComparisonSearch(raw, kind) : defaultsFor('bookkeeper', kind)
  const defaults = defaultsFor(search.role, kind)
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
    <div>
      <label htmlFor={`${ids}-${field}`} className="font-display font-bold text-ink-900">
        {content.labels[field]}
      </label>
      {help && (
        <p id={`${ids}-${field}-help`} className="mt-1 text-sm leading-relaxed text-ink-600">
          {help}
        </p>
      )}
      <input
        id={`${ids}-${field}`}
        type="number"
        name={PARAMS[field]}
        inputMode="decimal"
        min={RULES[field].min}
        max={RULES[field].max}
        step={RULES[field].decimals ? 0.1 : 1}
        value={draft[field] ?? String(search[field])}
        aria-describedby={help ? `${ids}-${field}-help` : undefined}
        onChange={(event) => type(field, event.target.value)}
        onBlur={() => settle(field)}
        className="mt-2 w-32 rounded-lg border border-ink-500 bg-white px-3 py-2 text-right font-semibold tabular-nums"
      />
    </div>
  )

  return (
    <Section id={content.id} tone="white">
      <SectionHeading eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <div className="mt-10 grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-8">
        <PricingForm
          label="Comparison inputs"
          className="space-y-6 rounded-card bg-ink-50 p-5 ring-1 ring-ink-200/70 sm:p-8"
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
          {figure('salary', `Default: ${dollars(wageSource.wage)}, the national median (BLS, ${wageSource.release}).`)}
          {figure(
            'benefits',
            `Default: ${COMPARISON.benefits.share}%, private industry (BLS, ${COMPARISON.benefits.release}).`,
          )}
          {figure('hours', `Default: ${defaults.hours}, the top of the estimator’s range for ${kinds[kind].label}.`)}
          <details className="group">
            <summary className="min-h-6 cursor-pointer font-display font-bold text-secondary-700">
              {content.extras}
            </summary>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {figure('recruiting')}
              {figure('software')}
            </div>
          </details>
          <button
            type="submit"
            className="min-h-11 rounded-full bg-secondary-700 px-5 font-semibold text-white hover:bg-secondary-800"
          >
            Update comparison
          </button>
        </PricingForm>

        <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-200/70 sm:p-8">
          <h3 className="text-lg font-bold">{content.sum}</h3>
          {/* Announced politely whenever the inputs change it. */}
          <ol
            aria-live="polite"
            aria-atomic="true"
            className="mt-4 list-decimal space-y-3 pl-5 leading-relaxed text-ink-800"
          >
            {steps.map((step, i) => (
              <li key={i} className={i === steps.length - 1 ? 'font-bold text-ink-900' : undefined}>
                {step}
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm leading-relaxed text-ink-600">{content.basis}</p>
          <CarryButton label={content.cta.label} carry={{ compare: comparisonParam(shown) }} />
          <h4 className="mt-8 text-sm font-bold tracking-wider text-ink-700 uppercase">{content.sources}</h4>
          <ul className="mt-3 space-y-2 text-sm leading-relaxed text-ink-600">
            {[COMPARISON.bookkeeper, COMPARISON.accountant, COMPARISON.benefits].map((source) => (
              <li key={source.series}>
                {'wage' in source ? dollars(source.wage) : `${source.share}%`}:{' '}
                <a href={source.url} className="font-medium text-secondary-800 underline underline-offset-2">
                  {source.series}
                </a>
                , {source.source}, {source.release}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}
