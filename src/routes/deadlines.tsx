import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '@/components/sections/cta-banner'
import { deadlinesPage as page } from '@/content/pages/deadlines'
import { TAX_RULES_REVIEW } from '@/content/tax-deadlines'
import { usePageHead } from '@/lib/page-head'
import { calendarYears } from '@/lib/tax-deadlines'
import { isDeadlineKind, type DeadlineKind } from '@/names'
import { useCalendarSchema } from './-tools/deadlines/tax-calendar-schema'
import { TaxCalendar } from './-tools/deadlines/tax-calendar'

export const Route = createFileRoute('/deadlines')({
  // The kind of business in the address (/deadlines?for=s-corp); anything else shows what every business has.
  validateSearch: ({ for: kind }: Record<string, unknown>): { for?: DeadlineKind } =>
    isDeadlineKind(kind) ? { for: kind } : {},
  component: DeadlinesPage,
})

/** The page's head and hero with the years filled in. */
function withYears(years: number[]) {
  const fill = (text: string) => text.replace('{years}', years.join(' and ')).replace('{next}', String(years.at(-1)))
  const { meta, hero } = page
  return {
    meta: { title: fill(meta.title), description: fill(meta.description), keywords: meta.keywords.map(fill) },
    hero: { ...hero, title: fill(hero.title) },
  }
}

function DeadlinesPage() {
  // The build's year and the next (the build fails when the rules do not cover the next).
  const years = calendarYears(import.meta.env.BUILD_YEAR, TAX_RULES_REVIEW.checked)
  const head = withYears(years)
  usePageHead(head)
  useCalendarSchema(years, head)
  return (
    <>
      <TaxCalendar years={years} hero={head.hero} />
      <CtaBanner content={page.closingBanner} />
    </>
  )
}
