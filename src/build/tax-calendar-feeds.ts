// The tax calendar's feeds: one .ics file per view of /deadlines, every business's (dist/deadlines/every-business.ics)
// and each kind of business's (dist/deadlines/<kind>.ics), the deadlines the page lists for the build's year and the
// next, each an all-day event with the IRS page it comes from and a reminder a week before. A deadline's UID is made
// of its rule, tax year and period, so a subscribed calendar updates it in place. The build writes them
// (scripts/tax-feeds.mjs) and fails while the calendar has no row for next year.
import { BRAND } from '@/content/brand'
import {
  DEADLINE_VIEW_NAMES,
  DEADLINE_VIEWS,
  EVERY_BUSINESS,
  TAX_RULES_REVIEW,
  TAX_SOURCES,
} from '@/content/tax-deadlines'
import { calendarGap, calendarYears, deadlinesOfYears, feedPath, whoFiles } from '@/lib/tax-deadlines'
import { writeIcs } from './ics'

/** A reminder a week before each deadline. */
const REMINDER = '-P7D'

/**
 * Every view's feed (every business's, then each kind's) for a build of `origin` in `buildYear`; throws while the
 * calendar lacks next year's rows.
 */
export function taxCalendarFeeds(origin: string, buildYear: number, review = TAX_RULES_REVIEW) {
  const gap = calendarGap(buildYear, review.checked)
  if (gap) throw new Error(`src/content/tax-deadlines.ts › TAX_RULES_REVIEW.checked: ${gap}`)
  const years = calendarYears(buildYear, review.checked)
  const host = new URL(origin).host
  return DEADLINE_VIEWS.map((view) => {
    const page = `${origin}/deadlines${view === EVERY_BUSINESS ? '' : `?for=${view}`}`
    const text = writeIcs({
      product: `-//${BRAND.name}//Federal tax deadlines//EN`,
      name: `${BRAND.name} federal tax deadlines: ${DEADLINE_VIEW_NAMES[view]}`,
      description:
        (view === EVERY_BUSINESS
          ? `The federal tax deadlines of ${years.join(' and ')} that apply whatever a calendar-year business's legal form, each to a business that does what its entry says; its returns, estimated tax and payroll dates are in its own kind's calendar. `
          : `Federal tax deadlines of ${years.join(' and ')} for a calendar-year business: ${DEADLINE_VIEW_NAMES[view]}. `) +
        `Worked out from the IRS's rules; general information, not tax advice: ${page}`,
      source: `${origin}${feedPath(view)}`,
      refresh: 'P1D',
      revised: review.checked,
      events: deadlinesOfYears(view, years).map((deadline) => {
        const source = TAX_SOURCES[deadline.rule.source]
        return {
          uid: `${deadline.id}@${host}`,
          date: deadline.date,
          summary: `${deadline.rule.form} due: ${deadline.title}`,
          description: [
            `${deadline.rule.form}, ${deadline.rule.name}: ${deadline.title}.`,
            `Who files: ${whoFiles(deadline, view)}.`,
            `Source: ${source.title}, ${source.url}`,
            `General information, not tax advice. Disaster postponements and state deadlines are not included: ${page}`,
          ].join('\n'),
          url: source.url,
          alarm: REMINDER,
        }
      }),
    })
    return { view, path: feedPath(view), text }
  })
}
