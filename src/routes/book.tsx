import { createFileRoute, getRouteApi, useHydrated } from '@tanstack/react-router'
import { ProcessSteps } from '@/components/sections/process-steps'
import { nextFor } from '@/content/after-booking'
import { bookPage as page } from '@/content/pages/book'
import type { BookSearch } from '@/lib/booking'
import { parseBookSearch } from '@/lib/booking-page'
import { estimateLine, readEstimate } from '@/lib/estimate-link'
import { comparisonLine, readComparison } from '@/lib/in-house-link'
import { usePageHead } from '@/lib/page-head'
import { BookingIntro, DirectBooking, Schedule } from './-components/booking'

/** The scheduler this build embeds, if any (vite.config.ts checks the configuration). */
const scheduler = import.meta.env.SCHEDULER

export const Route = createFileRoute('/book')({
  // The topic and where the booking came from. The route keeps them as they come and the page reads them back
  // (lib/booking-page.ts: a malformed value is dropped, no topic means 'general'), so only /book loads the check.
  validateSearch: ({
    topic,
    from,
    button,
    estimate,
    compare,
  }: Record<string, unknown>): Partial<Record<keyof BookSearch, unknown>> => ({
    topic,
    from,
    button,
    estimate,
    compare,
  }),
  component: BookPage,
})

// Through the route API, not `Route`: the page's chunk then leaves the route's definition to the route tree.
const route = getRouteApi('/book')

function BookPage() {
  usePageHead(page)
  const hydrated = useHydrated()
  // The prerendered HTML is the general page; the URL's topic replaces it right after hydration, so the server markup
  // and the first client render agree.
  const search = parseBookSearch(route.useSearch())
  const request = hydrated ? search : {}
  const topic = page.topics[request.topic ?? 'general']
  const next = nextFor(page.next, topic)
  // The estimate brought from /pricing, in words, or none.
  const result = readEstimate(request.estimate)
  const estimate = result && estimateLine(result, page.estimate)
  // The in-house comparison brought from /pricing, in words, or none.
  const compared = readComparison(request.compare)
  const carried = { estimate, comparison: compared && comparisonLine(compared, page.comparison) }
  return (
    <>
      {/* Without a scheduler the page is its opening: the way to book, and what happens next down the same column. */}
      <BookingIntro content={page} topic={topic} carried={carried} next={scheduler ? undefined : next}>
        {!scheduler && <DirectBooking content={page} topic={topic} carried={carried} />}
      </BookingIntro>
      {scheduler && (
        <Schedule
          content={page}
          topic={topic}
          request={request}
          carried={carried}
          scheduler={scheduler}
          hydrated={hydrated}
        />
      )}
      {scheduler && <ProcessSteps content={next} tone="white" />}
    </>
  )
}
