import type { FormEventHandler, InputHTMLAttributes, ReactNode } from 'react'
import { PAGES } from '@/content/registry'
import { SEARCH_FORM } from '@/content/search'
import { Button } from '@/components/ui/button'

/**
 * The site search's form (the not-found page, the FAQ hub, /search): a labelled field in a search landmark that
 * submits to /search?q=… as a plain form, before and without JavaScript too. /search passes its own field props to
 * search as the visitor types, and its filter as `children` (the FAQ hub a hidden field that asks for answers only).
 */
export function SearchForm({
  id,
  label = SEARCH_FORM.label,
  field,
  onSubmit,
  className,
  children,
}: {
  /** The field's id: one form of this id per page. */
  id: string
  label?: string
  field?: InputHTMLAttributes<HTMLInputElement>
  onSubmit?: FormEventHandler<HTMLFormElement>
  className?: string
  children?: ReactNode
}) {
  return (
    <form
      role="search"
      aria-label={label}
      action={PAGES.search.path}
      method="get"
      onSubmit={onSubmit}
      className={className}
    >
      <label htmlFor={id} className="block font-semibold text-ink-900">
        {label}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          name="q"
          type="search"
          autoComplete="off"
          className="min-h-11 w-full min-w-0 rounded-full border bg-white px-4 text-base text-ink-900"
          {...field}
        />
        <Button type="submit" variant="secondary" className="shrink-0">
          {SEARCH_FORM.button}
        </Button>
      </div>
      {children}
    </form>
  )
}
