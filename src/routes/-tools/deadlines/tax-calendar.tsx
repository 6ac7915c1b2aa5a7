// /deadlines: the federal tax calendar as a visitor uses it. The first question is their kind of business (plain links
// to its address, /deadlines?for=s-corp); then its calendar to subscribe to, beside (on a phone, over) its deadlines as
// a list of months, the deadlines past folded away and the next three marked with the days left, each once; then
// the service that takes them off their hands. With no kind chosen, the deadlines every business has, and their feed.
// The prerendered page (the same HTML for every address) holds every kind's view, counted from the build's day ("as
// of"), and shows the one the address's anchor names (tax-calendar.css); once the script runs, the address's kind is
// the one drawn, counted from the visitor's own day (still "as of" it: on the build's day nothing is redrawn).
import type { ReactNode } from 'react'
import { getRouteApi, Link, useHydrated, useLocation } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icons'
import { LinkedText } from '@/components/ui/linked-text'
import { Eyebrow } from '@/components/ui/section-heading'
import { deadlinesPage as page, type DeadlineService } from '@/content/pages/deadlines'
import { PAGES } from '@/content/registry'
import {
  BOI_STATUS,
  DEADLINE_KIND_NAMES,
  DEADLINE_VIEW_NAMES,
  DEADLINE_VIEWS,
  DEPOSIT_RULES,
  EVERY_BUSINESS,
  TAX_RULES,
  TAX_RULES_REVIEW,
  TAX_SOURCES,
  type DeadlineView,
  type TaxSourceId,
} from '@/content/tax-deadlines'
import type { HeroContent } from '@/content/types'
import { bookingLink } from '@/lib/booking'
import { cn } from '@/lib/cn'
import { fill, formatDate, MONTHS } from '@/lib/format'
import {
  daysBetween,
  deadlinesOfYears,
  feedName,
  feedPath,
  localToday,
  nextDeadlines,
  nextMonthlyDeposit,
  ruleInWords,
  subscribeLinks,
  weekday,
  whoFiles,
  type Deadline,
  type IsoDate,
} from '@/lib/tax-deadlines'
import { absoluteUrl } from '@/lib/urls'
import { isDeadlineKind } from '@/names'
import calendarCss from './tax-calendar.css?url'

const route = getRouteApi('/deadlines')

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
/** "February 2" and "Monday, February 2", by hand like lib/format.ts (no Intl at startup). */
const monthDay = (iso: IsoDate) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}`
const shortDay = (iso: IsoDate) => `${MONTHS[Number(iso.slice(5, 7)) - 1]!.slice(0, 3)} ${Number(iso.slice(8, 10))}`
const longDate = (iso: IsoDate) => `${DAYS[weekday(iso)]}, ${monthDay(iso)}`
const list = page.list
const DEPOSITS_ID = 'employer-deposits'
/** Every business's next deadline is not a kind's (a C corporation's may come sooner); an employer's is a filing's. */
const nextLabel = (view: DeadlineView) =>
  view === EVERY_BUSINESS ? list.nextEvery : view === 'employer' ? list.nextFiling : list.nextUp

/** The opening, the kinds' views and how each date is worked out. */
export function TaxCalendar({ years, hero }: { years: number[]; hero: HeroContent }) {
  const hydrated = useHydrated()
  // The address names a kind by ?for=, or by the anchor of its list alone, as copy links to it (/deadlines#c-corp).
  const hash = useLocation({ select: (location) => location.hash })
  const chosen = route.useSearch({ select: (search) => search.for }) ?? (isDeadlineKind(hash) ? hash : undefined)
  // Before the script runs, every view is in the page and the build's day counts; then the address's view, and the
  // visitor's own day.
  const today = hydrated ? localToday() : import.meta.env.BUILD_DATE
  const views: DeadlineView[] = hydrated ? [chosen ?? EVERY_BUSINESS] : [...DEADLINE_VIEWS]
  return (
    <div className="tw:pt-5 tw:pb-14 tw:sm:pt-10 container-site">
      {/* The page's own utilities and the calendar's rules (tax-calendar.css). */}
      <link rel="stylesheet" href={calendarCss} />
      {hero.eyebrow && <Eyebrow>{hero.eyebrow}</Eyebrow>}
      <h1 className="tw:max-w-4xl tw:text-[1.75rem] tw:leading-tight tw:font-extrabold tw:tracking-tight tw:sm:text-4xl tw:lg:text-5xl">
        {hero.title}
      </h1>
      <p className="tw:mt-3 tw:hidden tw:max-w-3xl tw:text-lg tw:leading-relaxed tw:text-ink-600 tw:sm:block">
        {hero.lead[0]}
      </p>
      <div id="kinds" data-filter={hydrated ? 'live' : 'static'} className="tw:mt-5 tw:sm:mt-8">
        {views.map((view) => (
          <KindView key={view} view={view} years={years} today={today} />
        ))}
      </div>
      <Rules />
    </div>
  )
}

/**
 * The first question: a plain link per kind (and "every business"), to its address and its view, all a page without
 * script can follow; each view carries its own, with its own kind marked current. Once a kind is chosen, a phone shows
 * the answer folded ("S corporation, change"), so the kind's feed and next deadlines fill the first screen; from `sm`
 * the links all show.
 */
function KindPicker({ current }: { current: DeadlineView }) {
  const navigate = route.useNavigate()
  const chip =
    'tw:flex tw:min-h-11 tw:items-center tw:rounded-lg tw:px-3 tw:py-1.5 tw:text-sm tw:leading-tight tw:font-semibold tw:ring-1 tw:sm:rounded-full'
  const chosen = 'tw:bg-secondary-800 tw:text-white tw:ring-secondary-800'
  const links = (
    <ul className="tw:mt-2 tw:grid tw:grid-cols-2 tw:gap-2 tw:sm:flex tw:sm:flex-wrap">
      {DEADLINE_VIEWS.map((view) => (
        <li key={view}>
          <a
            href={`${PAGES.deadlines.path}${view === EVERY_BUSINESS ? '' : `?for=${view}`}#${view}`}
            aria-current={view === current ? 'true' : undefined}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
              event.preventDefault()
              void navigate({ search: view === EVERY_BUSINESS ? {} : { for: view }, hash: view, resetScroll: false })
            }}
            className={cn(
              chip,
              'tw:h-full',
              view === current ? chosen : 'tw:bg-white tw:text-secondary-700 tw:ring-ink-300 tw:hover:bg-secondary-50',
            )}
          >
            {DEADLINE_VIEW_NAMES[view]}
          </a>
        </li>
      ))}
    </ul>
  )
  return (
    <nav aria-labelledby={`${current}-picker`} data-print="hide">
      <h2 id={`${current}-picker`} className="tw:text-sm tw:font-bold tw:text-ink-800">
        {page.picker.label}
      </h2>
      {current === EVERY_BUSINESS ? (
        links
      ) : (
        <details className="tw:group tw:sm:[&::details-content]:[content-visibility:visible]">
          <summary className={cn(chip, chosen, 'tw:mt-2 tw:cursor-pointer tw:justify-between tw:gap-2 tw:sm:hidden')}>
            {DEADLINE_VIEW_NAMES[current]}
            <span className="tw:inline-flex tw:items-center tw:gap-1 tw:font-normal tw:text-white/85">
              {page.picker.change}
              <Icon name="chevron-down" className="tw:size-4 tw:transition-transform tw:group-open:rotate-180" />
            </span>
          </summary>
          {links}
        </details>
      )}
    </nav>
  )
}

/**
 * A view (a kind's, or every business's): the picker, its feed beside its deadlines (over them on a phone, in the order
 * a screen reader and the tab key meet them), then its service.
 */
function KindView({ view, years, today }: { view: DeadlineView; years: number[]; today: IsoDate }) {
  const kind = view === EVERY_BUSINESS ? undefined : view
  const all = deadlinesOfYears(view, years)
  const next = nextDeadlines(all, today)
  return (
    <section id={view} aria-labelledby={`${view}-title`} className="tw:scroll-mt-20">
      <KindPicker current={view} />
      <div className="tw:mt-5 tw:grid tw:gap-x-10 tw:gap-y-4 tw:lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="tw:lg:col-start-1 tw:lg:row-start-1">
          <h2 id={`${view}-title`} className="tw:text-lg tw:font-extrabold tw:tracking-tight tw:sm:text-2xl">
            {kind ? `${list.kind} ${DEADLINE_KIND_NAMES[kind]}` : list.every}
          </h2>
          <p className="tw:mt-1 tw:text-sm tw:text-ink-600">
            {next.length === 0 ? (
              list.none
            ) : (
              <>
                {list.asOf} <time dateTime={today}>{formatDate(today)}</time>
              </>
            )}
          </p>
          {next[0] && <NextLine view={view} deadlines={all} next={next[0]} today={today} />}
          {kind === 'employer' && <NextDeposit today={today} className="tw:mt-2 tw:lg:hidden" />}
        </div>
        <div
          data-print="hide"
          className="tw:lg:sticky tw:lg:top-24 tw:lg:col-start-2 tw:lg:row-span-2 tw:lg:row-start-1 tw:lg:self-start tw:lg:pt-1"
        >
          <NextUp view={view} deadlines={all} next={next[0]} today={today}>
            {kind === 'employer' && (
              <NextDeposit today={today} className="tw:mt-3 tw:border-t tw:border-ink-200 tw:pt-3" />
            )}
          </NextUp>
          <Subscribe view={view} />
        </div>
        <YearList view={view} deadlines={all} next={new Set(next.map((deadline) => deadline.id))} today={today} />
      </div>
      {kind === 'employer' && <Deposits />}
      {kind && kind !== 'employer' && (
        <p className="tw:mt-4" data-print="hide">
          <Link
            to="/deadlines"
            search={{ for: 'employer' }}
            hash="employer"
            className="tw:inline-flex tw:min-h-6 tw:items-center tw:gap-1 tw:font-semibold tw:text-secondary-700 tw:hover:underline"
          >
            {page.employerToo}
            <Icon name="arrow-right" className="tw:size-4" />
          </Link>
        </p>
      )}
      {kind && <Service service={page.kinds[kind].service} />}
    </section>
  )
}

/**
 * From `lg`, atop the list's right-hand column: the answer first, the next day something is due, its days left and
 * every form due that day (below `lg`, `NextLine` under the list's heading).
 */
function NextUp({
  view,
  deadlines,
  next,
  today,
  children,
}: {
  view: DeadlineView
  deadlines: readonly Deadline[]
  next?: Deadline
  today: IsoDate
  children?: ReactNode
}) {
  if (!next) return null
  const due = dueOn(deadlines, next)
  return (
    <div
      role="group"
      aria-labelledby={`${view}-next`}
      className="tw:mb-6 tw:hidden tw:rounded-xl tw:bg-white tw:p-4 tw:ring-1 tw:ring-ink-200 tw:lg:block"
    >
      <h3 id={`${view}-next`} className="tw:text-sm tw:font-bold tw:text-ink-800">
        {nextLabel(view)}
      </h3>
      <p className="tw:mt-1 tw:flex tw:flex-wrap tw:items-baseline tw:gap-x-2">
        <time dateTime={next.date} className="tw:text-2xl tw:font-extrabold tw:text-ink-900 tw:tabular-nums">
          {formatDate(next.date)}
        </time>
        <span className="tw:text-sm tw:font-semibold tw:text-primary-800">{countdown(today, next.date)}</span>
      </p>
      <ul className="tw:mt-2 tw:space-y-1 tw:text-sm tw:leading-snug tw:text-ink-700">
        {due.map((deadline) => (
          <li key={deadline.id}>
            <strong className="tw:font-semibold tw:text-ink-900">{deadline.rule.form}</strong>: {deadline.title}
          </li>
        ))}
      </ul>
      {children}
    </div>
  )
}

/**
 * The employer's deposits, which fall due between its filings (a monthly depositor's on the 15th): the next one's day,
 * the month whose taxes it carries (the one before) and the rules' link, so the next filing never reads as nothing due
 * until then.
 */
function NextDeposit({ today, className }: { today: IsoDate; className: string }) {
  const date = nextMonthlyDeposit(today)
  const taxMonth = MONTHS[(Number(date.slice(5, 7)) + 10) % 12]!
  return (
    // Boxed as the filing date is: for an employer the deposit is often the nearer date.
    <p
      className={cn(
        'tw:rounded-lg tw:bg-secondary-50 tw:px-3 tw:py-2 tw:text-sm tw:leading-snug tw:text-ink-800 tw:ring-1 tw:ring-secondary-200',
        className,
      )}
    >
      {fill(list.deposit.lead, { month: taxMonth })}{' '}
      <time dateTime={date} className="tw:font-semibold tw:text-ink-900 tw:tabular-nums">
        {formatDate(date)}
      </time>
      , <span className="tw:font-semibold tw:text-secondary-800">{countdown(today, date)}</span>
      {list.deposit.rest}{' '}
      <a href={`#${DEPOSITS_ID}`} className="tw:font-semibold tw:text-secondary-700 tw:underline">
        {list.deposit.link}
      </a>
    </p>
  )
}

/**
 * Below `lg`, under the list's heading and above the feeds: the card's answer in one line, first on a phone's screen
 * (the list's first marked row sits under the feeds).
 */
function NextLine({
  view,
  deadlines,
  next,
  today,
}: {
  view: DeadlineView
  deadlines: readonly Deadline[]
  next: Deadline
  today: IsoDate
}) {
  const forms = [...new Set(dueOn(deadlines, next).map((deadline) => deadline.rule.form))]
  // "Form 941", or "Forms 941, 940 and W-2": one word "Forms" before the numbers where every name starts with "Form".
  const plural = forms.length > 1 && forms.every((form) => form.startsWith('Form '))
  const names = plural ? forms.map((form) => form.slice('Form '.length)) : forms
  const named = `${plural ? 'Forms ' : ''}${names.slice(0, -1).join(', ')}${names.length > 1 ? ' and ' : ''}${names.at(-1)}`
  return (
    <p className="tw:mt-3 tw:rounded-lg tw:bg-primary-50 tw:px-3 tw:py-2 tw:text-sm tw:leading-snug tw:text-ink-800 tw:ring-1 tw:ring-primary-200 tw:lg:hidden">
      <span className="tw:font-bold">{nextLabel(view)}:</span>{' '}
      <time dateTime={next.date} className="tw:font-extrabold tw:text-ink-900 tw:tabular-nums">
        {formatDate(next.date)}
      </time>
      , <span className="tw:font-semibold tw:text-primary-800">{countdown(today, next.date)}</span> · {named}
    </p>
  )
}

/** Every deadline on the day of `next`. */
function dueOn(deadlines: readonly Deadline[], next: Deadline) {
  return deadlines.filter((deadline) => deadline.date === next.date)
}

/** "today", "tomorrow", "in 12 days". */
function countdown(today: IsoDate, date: IsoDate) {
  const days = daysBetween(today, date)
  return days === 0 ? list.today : days === 1 ? list.tomorrow : fill(list.inDays, { n: days })
}

/**
 * The view's feed: Google Calendar, the webcal: address other calendar apps subscribe to, and the file itself. Outlined
 * (the filled button is the booking action's); from `lg` in the list's right-hand column under the next deadline, both
 * held in view as it scrolls.
 */
function Subscribe({ view }: { view: DeadlineView }) {
  const path = feedPath(view)
  const { google, webcal } = subscribeLinks(absoluteUrl(path))
  const links = [
    { href: google, label: page.subscribe.google, icon: 'calendar-days' },
    { href: webcal, label: page.subscribe.webcal, icon: 'bell-alert' },
    {
      href: path,
      label: page.subscribe.download,
      icon: 'document-text',
      download: `${feedName(view)}-tax-deadlines.ics`,
    },
  ] as const
  return (
    <div data-print="hide">
      <h3 className="tw:text-sm tw:font-bold tw:text-ink-800">{page.subscribe.title}</h3>
      {/* Three across on a phone, each its icon over its words, so they take one row of the first screen. */}
      <ul className="tw:mt-2 tw:grid tw:grid-cols-3 tw:gap-2 tw:sm:flex tw:sm:flex-wrap tw:lg:flex-col">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              download={'download' in link ? link.download : undefined}
              // The visible words first (WCAG 2.5.3), then whose feed it is: six lists share these words.
              aria-label={`${link.label}, ${DEADLINE_VIEW_NAMES[view]}`}
              className="tw:flex tw:h-full tw:min-h-11 tw:flex-col tw:items-center tw:justify-center tw:gap-1 tw:rounded-xl tw:bg-white tw:px-2 tw:py-2 tw:text-center tw:text-xs tw:leading-tight tw:font-semibold tw:text-secondary-800 tw:ring-1 tw:ring-secondary-300 tw:hover:bg-secondary-50 tw:sm:inline-flex tw:sm:flex-row tw:sm:gap-2 tw:sm:rounded-full tw:sm:px-4 tw:sm:py-0 tw:sm:text-left tw:sm:text-sm"
            >
              <Icon name={link.icon} className="tw:size-5 tw:shrink-0" />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {view === EVERY_BUSINESS ? (
        <p className="tw:mt-2 tw:text-xs tw:leading-relaxed tw:text-ink-600">{list.pick}</p>
      ) : (
        // Folded: the fine print of feeds and reminders is for who asks, not between the answer and the list.
        <details className="tw:group tw:mt-1 tw:text-xs tw:leading-relaxed tw:text-ink-600">
          <summary className="tw:inline-flex tw:min-h-11 tw:cursor-pointer tw:items-center tw:gap-1 tw:font-semibold tw:text-secondary-700">
            {page.subscribe.noteTitle}
            <Icon name="chevron-down" className="tw:size-4 tw:group-open:rotate-180" />
          </summary>
          <p>{page.subscribe.note}</p>
        </details>
      )}
    </div>
  )
}

type Month = { key: string; year: number; month: number; deadlines: Deadline[] }
/** Deadlines by month, in date order. */
function byMonth(deadlines: readonly Deadline[]): Month[] {
  const months = new Map<string, Month>()
  for (const deadline of deadlines) {
    const key = deadline.date.slice(0, 7)
    const month = months.get(key) ?? {
      key,
      year: Number(key.slice(0, 4)),
      month: Number(key.slice(5, 7)),
      deadlines: [],
    }
    month.deadlines.push(deadline)
    months.set(key, month)
  }
  return [...months.values()]
}

type Rows = { today: IsoDate; next: ReadonlySet<string>; who: (deadline: Deadline) => string | undefined }

/** The view's deadlines as a list of months, those past folded under their count, the next ones marked. */
function YearList({
  view,
  deadlines,
  next,
  today,
}: {
  view: DeadlineView
  deadlines: Deadline[]
  next: ReadonlySet<string>
  today: IsoDate
}) {
  // What is past folded away, so the list starts with the next deadline (a month with both shows in each part).
  const past = byMonth(deadlines.filter((deadline) => deadline.date < today))
  const coming = byMonth(deadlines.filter((deadline) => deadline.date >= today))
  const rows: Rows = { today, next, who: (deadline) => whoFiles(deadline, view) }
  return (
    <div className="tw:lg:col-start-1 tw:lg:row-start-2">
      {past.length > 0 && (
        <details className="tw:group tw:-mx-2 tw:border-b tw:border-ink-200 tw:px-2 tw:sm:-mx-3 tw:sm:px-3 tw:print:[&::details-content]:[content-visibility:visible]">
          <summary className="tw:flex tw:min-h-11 tw:cursor-pointer tw:items-center tw:gap-1 tw:font-semibold tw:text-secondary-700">
            {fill(list.earlier, {
              year: past[0]!.year,
              n: past.reduce((sum, month) => sum + month.deadlines.length, 0),
            })}
            <Icon name="chevron-down" className="tw:size-4 tw:transition-transform tw:group-open:rotate-180" />
          </summary>
          {past.map((month) => (
            <MonthRows key={month.key} month={month} {...rows} />
          ))}
        </details>
      )}
      {coming.map((month) => (
        <MonthRows key={month.key} month={month} {...rows} />
      ))}
    </div>
  )
}

/**
 * One month: its name, then each deadline on a line (the date, what is due, who files it, its source). The next ones
 * carry the days left in place of the weekday (the same two lines, so marking them moves nothing) and a green rule.
 */
function MonthRows({ month, today, next, who }: Rows & { month: Month }) {
  return (
    <div data-print="keep" className="tw:mt-5 tw:first:mt-3">
      <h3 className="tw:-mx-2 tw:border-b tw:border-ink-300 tw:px-2 tw:pb-1 tw:text-sm tw:sm:-mx-3 tw:sm:px-3 tw:font-bold tw:tracking-wider tw:text-ink-700 tw:uppercase">
        {MONTHS[month.month - 1]} {month.year}
      </h3>
      <ol className="tw:divide-y tw:divide-ink-100">
        {month.deadlines.map((deadline) => {
          const gone = deadline.date < today
          const soon = next.has(deadline.id)
          return (
            <li
              key={deadline.id}
              className={cn(
                // The rows reach into the margin by their rule's width and padding (the month's name and line too), so
                // the words line up with the page's and a marked row's tint and rule stand out of the column.
                'tw:-mx-2 tw:grid tw:grid-cols-[4.75rem_minmax(0,1fr)] tw:gap-3 tw:border-l-4 tw:border-l-transparent tw:py-2 tw:pr-2 tw:pl-1 tw:sm:-mx-3 tw:sm:grid-cols-[6.5rem_minmax(0,1fr)] tw:sm:pr-3 tw:sm:pl-2',
                gone && 'tw:text-ink-500',
                soon && 'tw:border-l-primary-600 tw:bg-primary-50',
              )}
            >
              <time dateTime={deadline.date} className="tw:leading-tight">
                <span
                  className={cn(
                    'tw:block tw:font-semibold tw:tabular-nums',
                    soon && 'tw:font-extrabold tw:text-ink-900',
                  )}
                >
                  {shortDay(deadline.date)}
                </span>
                {soon ? (
                  <span className="tw:block tw:text-xs tw:font-semibold tw:text-primary-800">
                    {countdown(today, deadline.date)}
                  </span>
                ) : (
                  <span className="tw:block tw:text-xs">
                    {DAYS[weekday(deadline.date)]!.slice(0, 3)}
                    {gone && `, ${list.past}`}
                  </span>
                )}
              </time>
              <p className="tw:min-w-0 tw:leading-snug">
                <strong className={cn('tw:font-semibold', !gone && 'tw:text-ink-900')}>{deadline.rule.form}</strong>:{' '}
                {deadline.title}
                <span className="tw:mt-0.5 tw:block tw:text-sm tw:text-ink-600">
                  {who(deadline)}. <SourceLink source={deadline.rule.source} />
                  {deadline.moved && (
                    <>
                      {' '}
                      ({page.table.moved} {longDate(deadline.moved.from)}
                      {deadline.moved.holidays.map((holiday) => `, ${page.table.past} ${holiday.name}`).join('')})
                    </>
                  )}
                </span>
              </p>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

/** An IRS page as a short link: "IRS" with its page's title for a screen reader (its visible word first). */
function SourceLink({ source }: { source: TaxSourceId }) {
  const { title, url } = TAX_SOURCES[source]
  const irs = url.startsWith('https://www.irs.gov/')
  return (
    <a
      href={url}
      data-print="url"
      aria-label={irs ? `IRS: ${title}` : title}
      className={cn(
        // "IRS" is a 24 px target, however short the word in whichever face draws it (WCAG 2.5.8: 21.8 px wide in a
        // fallback face); a title wraps with its line.
        irs && 'tw:inline-flex tw:min-h-6 tw:min-w-6 tw:items-center tw:justify-center',
        'tw:text-secondary-700 tw:underline tw:decoration-secondary-200 tw:underline-offset-2 tw:hover:decoration-secondary-700',
      )}
    >
      {irs ? 'IRS' : title}
    </a>
  )
}

/** A page by its title, ending its sentence: where to find what the calendar leaves out, not its source. */
function PlainLink({ source }: { source: TaxSourceId }) {
  const { title, url } = TAX_SOURCES[source]
  return (
    <>
      <a
        href={url}
        data-print="url"
        className="tw:text-secondary-700 tw:underline tw:decoration-secondary-200 tw:underline-offset-2 tw:hover:decoration-secondary-700"
      >
        {title}
      </a>
      .
    </>
  )
}

/** The employer's deposits, stated as rules. */
function Deposits() {
  return (
    <div id={DEPOSITS_ID} className="tw:mt-8 tw:scroll-mt-24" data-print="keep">
      <h3 className="tw:text-lg tw:font-bold">{page.deposits.title}</h3>
      <p className="tw:mt-1 tw:text-ink-600">{page.deposits.intro}</p>
      <ul className="tw:mt-2 tw:list-disc tw:space-y-1.5 tw:pl-5 tw:text-ink-700">
        {DEPOSIT_RULES.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p className="tw:mt-2 tw:text-sm tw:text-ink-600">
        {page.table.source}: <SourceLink source={DEPOSIT_RULES.source} />
      </p>
    </div>
  )
}

/** The service that takes the kind's deadlines off the visitor's hands, with its booking button asking about it. */
function Service({ service }: { service: DeadlineService }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const booking = bookingLink(pathname, page.bookLabel)
  return (
    <div className="tw:mt-8 tw:rounded-card tw:bg-secondary-50 tw:p-5 tw:sm:p-7" data-print="hide">
      <h3 className="tw:text-lg tw:font-bold">{service.title}</h3>
      <div className="tw:mt-1.5 tw:space-y-3 tw:text-ink-700">
        {service.body.map((paragraph) => (
          <p key={paragraph}>
            <LinkedText text={paragraph} />
          </p>
        ))}
      </div>
      <div className="tw:mt-4 tw:flex tw:flex-wrap tw:items-center tw:gap-x-6 tw:gap-y-3">
        <Button link={{ ...booking, search: { ...booking.search, topic: service.topic } }} icon="arrow-right">
          {page.bookLabel}
        </Button>
        <Button link={service.link} variant="link" icon="arrow-right">
          {service.linkLabel}
        </Button>
      </div>
    </div>
  )
}

/** How the dates are worked out, each rule's statutory day, what the calendar leaves out, and what it is not. */
function Rules() {
  // Each rule once in words: "Form 941 (each return of the year): the last day of the month after each quarter".
  const rules = TAX_RULES.map((rule) => ({ id: rule.id, form: rule.form, what: ruleInWords(rule), rule: rule.rule }))
  return (
    <section aria-labelledby="rules-title" className="tw:mt-12 tw:border-t tw:border-ink-200 tw:pt-10">
      <h2 id="rules-title" className="tw:text-xl tw:font-extrabold tw:tracking-tight tw:sm:text-2xl">
        {page.rules.title}
      </h2>
      <div className="tw:mt-3 tw:max-w-3xl tw:space-y-3 tw:text-ink-600">
        {page.rules.paragraphs.map((paragraph) => (
          <p key={paragraph}>
            <LinkedText text={paragraph} />
          </p>
        ))}
      </div>
      <details className="tw:group tw:mt-5 tw:print:[&::details-content]:[content-visibility:visible]">
        <summary className="tw:flex tw:min-h-11 tw:cursor-pointer tw:items-center tw:gap-1 tw:font-semibold tw:text-secondary-700">
          {page.rules.listTitle}
          <Icon name="chevron-down" className="tw:size-4 tw:transition-transform tw:group-open:rotate-180" />
        </summary>
        <ul className="tw:mt-2 tw:space-y-1 tw:text-sm tw:text-ink-600">
          {rules.map((rule) => (
            <li key={rule.id}>
              <strong className="tw:font-semibold tw:text-ink-900">{rule.form}</strong> ({rule.what}): {rule.rule}
            </li>
          ))}
        </ul>
      </details>
      <h3 className="tw:mt-6 tw:text-lg tw:font-bold">{page.outside.title}</h3>
      <ul className="tw:mt-2 tw:list-disc tw:space-y-1.5 tw:pl-5 tw:text-ink-600">
        {page.outside.items.map((item) => (
          <li key={item.text}>
            {item.text} {'source' in item ? <SourceLink source={item.source} /> : <PlainLink source={item.find} />}
          </li>
        ))}
        <li>
          {BOI_STATUS.text} <SourceLink source={BOI_STATUS.source} />
        </li>
        <li>{page.outside.fiscalYear}</li>
      </ul>
      <p className="tw:mt-5 tw:text-sm tw:text-ink-600">
        {page.rules.checked}: {formatDate(TAX_RULES_REVIEW.checked)}
      </p>
      <p className="tw:mt-6 tw:max-w-3xl tw:rounded-card tw:bg-ink-50 tw:p-5 tw:text-sm tw:text-ink-600">
        {page.disclaimer}
      </p>
    </section>
  )
}
