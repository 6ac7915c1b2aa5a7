// /pricing's form parts, shared by the estimator and the in-house comparison: the form itself (a plain GET form of the
// same parameter names without JavaScript), a legend, a group of choices, a labelled figure and the booking button
// that carries what the visitor worked out to /book.
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { PAGES } from '@/content/registry'
import type { EstimatorChoice } from '@/content/types'
import { bookingLink, type BookSearch } from '@/lib/booking'

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
        className="min-h-11 rounded-full px-5 font-semibold text-secondary-900 ring-1 ring-ink-300 ring-inset hover:bg-ink-50 js:hidden"
      >
        {submit}
      </button>
    </form>
  )
}

export function Legend({ children, className }: { children: ReactNode; className?: string }) {
  return <legend className={className ?? 'font-display text-base font-bold text-ink-900'}>{children}</legend>
}

/** A choice's box: a labelled radio button or checkbox with its hint, marked while checked. */
export const choiceBox =
  'grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] content-start gap-x-3 rounded-xl bg-white px-3 py-2.5 ring-1 ring-ink-200 transition-colors hover:ring-ink-500 has-checked:bg-primary-50 has-checked:ring-2 has-checked:ring-primary-700'

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
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {options.map(({ value, label, hint }) => (
          <label key={value} className={choiceBox}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={checked === value}
              onChange={() => onChange(value)}
              className="row-span-2 mt-0.5 size-5 cursor-pointer accent-primary-700"
            />
            <span className="font-semibold text-ink-900">{label}</span>
            <span className="text-sm text-ink-600">{hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** A disclosure that prints open (Chromium hides a closed one's content with content-visibility; paper shows it). */
export const printsOpen = 'print:[&::details-content]:[content-visibility:visible]'

/** The field of a figure: whole (or tenths), right-aligned in tabular numerals. */
export const figureField =
  'w-full min-w-0 rounded-lg border border-ink-500 bg-white px-3 py-2 text-right font-semibold tabular-nums'

/** A booking button of /pricing: to /book like every booking button, with what the visitor worked out here. */
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
  return (
    <Button link={{ ...link, search: { ...link.search, ...carry } }} icon="arrow-right" className={className}>
      {label}
    </Button>
  )
}
