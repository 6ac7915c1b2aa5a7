import { createFileRoute, useHydrated } from '@tanstack/react-router'
import { ProcessSteps } from '../components/sections/process-steps'
import { bookPage as page } from '../content/pages/book'
import { parseBookSearch } from '../lib/booking'
import { usePageHead } from '../lib/page-head'
import { BookingIntro, DirectBooking, Schedule } from './-components/booking'

/** The scheduler this build embeds, if any (vite.config.ts checks the configuration). */
const scheduler = import.meta.env.SCHEDULER

export const Route = createFileRoute('/book')({
  // The topic and where the booking came from; a malformed value is dropped (without a topic, the call is 'general').
  validateSearch: parseBookSearch,
  component: BookPage,
})

function BookPage() {
  usePageHead('book', page)
  const hydrated = useHydrated()
  // The prerendered HTML is the general page; the URL's topic replaces it right after hydration, so the server markup
  // and the first client render agree.
  const search = Route.useSearch()
  const request = hydrated ? search : {}
  const topic = page.topics[request.topic ?? 'general']
  return (
    <>
      <BookingIntro content={page} topic={topic} />
      {scheduler ? (
        <Schedule content={page} topic={topic} request={request} scheduler={scheduler} hydrated={hydrated} />
      ) : (
        <DirectBooking content={page} topic={topic} />
      )}
      <ProcessSteps content={page.next} tone="white" />
    </>
  )
}
