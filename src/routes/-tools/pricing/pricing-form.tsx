// /pricing's form parts, shared by the estimator and the in-house comparison: the form itself (a plain GET form of the
// same parameter names without JavaScript), a legend, a group of choices, a labelled figure and the booking button
// that carries what the visitor worked out to /book.
import type { ReactNode } from 'react'
import { useOnDark } from '@/components/ui/band'
import { Button } from '@/components/ui/button'
import { PAGES } from '@/content/registry'
import type { EstimatorChoice } from '@/content/types'
import { bookingLink, type BookSearch } from '@/lib/booking'
import type { FigureRule } from '@/lib/figures'

/**
 * A form of /pricing: without JavaScript the same parameter names make a plain GET form of it, sent by its `submit`
 * button; with it, every change counts at once, the button is not drawn (`js:hidden`) and Enter settles the figure
 * being typed.
 */
export function PricingForm({
  label,
  submit,
  className,
  onSubmit,
  children,
}: {
  label: string
  submit: string
  className: string
  onSubmit: () => void
  children: ReactNode
}) {
  return (
    <form
      method="get"
      action={PAGES.pricing.path}
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
      <button
        type="submit"
        className="tw:min-h-11 tw:rounded-full tw:px-5 tw:font-semibold tw:text-secondary-900 tw:ring-1 tw:ring-ink-300 tw:ring-inset tw:hover:bg-ink-50 tw:js:hidden"
      >
        {submit}
      </button>
    </form>
  )
}

export function Legend({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <legend className={className ?? 'tw:font-display tw:text-base tw:font-bold tw:text-ink-900'}>{children}</legend>
  )
}

/** A choice's box: a labelled radio button or checkbox with its hint, marked while checked. */
export const choiceBox =
  'tw:grid tw:cursor-pointer tw:grid-cols-[auto_minmax(0,1fr)] tw:content-start tw:gap-x-3 tw:rounded-xl tw:bg-white tw:px-3 tw:py-2.5 tw:ring-1 tw:ring-ink-200 tw:hover:ring-ink-500 tw:has-checked:bg-primary-50 tw:has-checked:ring-2 tw:has-checked:ring-primary-700'

/** A group of radio buttons, each with its hint, in two columns from `sm`. */
export function Choices<T extends string>({
  legend,
  name,
  options,
  checked,
  onChange,
}: {
  legend: string
  name: string
  options: readonly (EstimatorChoice & { value: T })[]
  checked: T
  onChange: (value: T) => void
}) {
  return (
    <fieldset>
      <Legend>{legend}</Legend>
      <div className="tw:mt-3 tw:grid tw:gap-2 tw:sm:grid-cols-2">
        {options.map(({ value, label, hint }) => (
          <label key={value} className={choiceBox}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={checked === value}
              onChange={() => onChange(value)}
              className="tw:row-span-2 tw:mt-0.5 tw:size-5 tw:cursor-pointer tw:accent-primary-700"
            />
            <span className="tw:font-semibold tw:text-ink-900">{label}</span>
            <span className="tw:text-sm tw:text-ink-600">{hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** A disclosure that prints open (Chromium hides a closed one's content with content-visibility; paper shows it). */
export const printsOpen = 'tw:print:[&::details-content]:[content-visibility:visible]'

/**
 * A figure's field, its label above it: whole (or tenths, as its rule says), right-aligned in tabular numerals, typed
 * as text and settled when left (lib/drafts.ts); its help, if any, below it and read with it.
 */
export function FigureInput({
  id,
  name,
  label,
  rule,
  value,
  help,
  describedBy = help ? `${id}-help` : undefined,
  onType,
  onSettle,
}: {
  id: string
  name: string
  label: string
  rule: FigureRule
  value: string
  help?: string
  describedBy?: string
  onType: (text: string) => void
  onSettle: () => void
}) {
  return (
    // Three rows of the grid it stands in (label, input, help): the inputs of a row line up when a label wraps.
    <div className="tw:row-span-3 tw:grid tw:min-w-0 tw:grid-rows-subgrid tw:gap-1">
      <label htmlFor={id} className="tw:text-sm tw:font-semibold tw:text-ink-800">
        {label}
      </label>
      <input
        id={id}
        type="number"
        name={name}
        inputMode={rule.decimals ? 'decimal' : 'numeric'}
        min={rule.min}
        max={rule.max}
        step={rule.decimals ? 0.1 : 1}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onType(event.target.value)}
        onBlur={onSettle}
        className="tw:w-full tw:min-w-0 tw:rounded-lg tw:border tw:border-ink-500 tw:bg-white tw:px-3 tw:py-2 tw:text-right tw:font-semibold tw:tabular-nums"
      />
      {help && (
        <p id={`${id}-help`} className="tw:text-xs tw:leading-relaxed tw:text-ink-600">
          {help}
        </p>
      )}
    </div>
  )
}

/**
 * A booking button of /pricing: to /book like every booking button, with what the visitor worked out here; filled
 * green, or filled white inside a `DarkBand` (the navy estimate card), like every booking button on a dark surface.
 */
export function CarryButton({
  label,
  carry,
  className,
}: {
  label: string
  carry: Pick<BookSearch, 'estimate' | 'compare'>
  className?: string
}) {
  const link = bookingLink(PAGES.pricing.path, label)
  const variant = useOnDark() ? 'inverse' : 'primary'
  return (
    <Button
      link={{ ...link, search: { ...link.search, ...carry } }}
      variant={variant}
      icon="arrow-right"
      className={className}
    >
      {label}
    </Button>
  )
}
