// /deadlines: the federal tax calendar, one section per kind of business, each with its feeds, its deadlines of the
// build's year and the next, and the service that takes them off the visitor's hands. The kind in the address
// (?for=s-corp) shows that kind alone; the prerendered page lists every kind, and its filter is plain links.
import { getRouteApi, Link, useHydrated, useLocation } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icons'
import { LinkedText } from '@/components/ui/linked-text'
import { deadlinesPage as page, type DeadlineService } from '@/content/pages/deadlines'
import { PAGES } from '@/content/registry'
import {
  BOI_STATUS,
  DEADLINE_KIND_NAMES,
  DEADLINE_KINDS,
  DEPOSIT_RULES,
  TAX_RULES,
  TAX_RULES_REVIEW,
  TAX_SOURCES,
  type DeadlineKind,
  type TaxSourceId,
} from '@/content/tax-deadlines'
import { bookingLink } from '@/lib/booking'
import { cn } from '@/lib/cn'
import { formatDate, MONTHS } from '@/lib/format'
import {
  deadlinesOf,
  feedPath,
  ruleInWords,
  subscribeLinks,
  weekday,
  type Deadline,
  type IsoDate,
} from '@/lib/tax-deadlines'
import { absoluteUrl } from '@/lib/urls'
import calendarCss from './tax-calendar.css?url'

const route = getRouteApi('/deadlines')

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
/** "February 2" and "Monday, February 2", by hand like lib/format.ts (no Intl at startup). */
const monthDay = (iso: IsoDate) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}`
const longDate = (iso: IsoDate) => `${DAYS[weekday(iso)]}, ${monthDay(iso)}`

/** The kinds and years the page lists, and the kind the address asks for once the script runs. */
export function TaxCalendar({ years }: { years: number[] }) {
  const hydrated = useHydrated()
  const chosen = route.useSearch({ select: (search) => search.for })
  // The prerendered page (and the first render in the browser) lists every kind; the address's kind then applies.
  const shown = hydrated ? chosen : undefined
  return (
    <div className="tw:pb-16 container-site">
      <link rel="stylesheet" href={calendarCss} />
      <KindFilter current={shown} />
      <div id="kinds" data-filter={hydrated ? 'live' : 'static'} className="tw:mt-10 tw:space-y-16">
        {DEADLINE_KINDS.filter((kind) => !shown || kind === shown).map((kind) => (
          <KindSection key={kind} kind={kind} years={years} />
        ))}
      </div>
      <Rules />
    </div>
  )
}

/**
 * The filter: a plain link per kind, to its address and its section (all a page without script can follow). The
 * router's Link is not used here: it marks the link of the address as current from the first render in the browser,
 * while the prerendered page (the same for every address) marks "every kind", and hydration would keep the latter.
 */
function KindFilter({ current }: { current?: DeadlineKind }) {
  return (
    <nav aria-labelledby="kind-filter" data-print="hide">
      <h2 id="kind-filter" className="tw:text-sm tw:font-bold tw:tracking-wider tw:text-ink-600 tw:uppercase">
        {page.filter.label}
      </h2>
      <ul className="tw:mt-3 tw:flex tw:flex-wrap tw:gap-2">
        {[undefined, ...DEADLINE_KINDS].map((kind) => (
          <li key={kind ?? 'all'}>
            <FilterLink kind={kind} current={current === kind}>
              {kind ? DEADLINE_KIND_NAMES[kind] : page.filter.all}
            </FilterLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function FilterLink({ kind, current, children }: { kind?: DeadlineKind; current: boolean; children: string }) {
  const navigate = route.useNavigate()
  const hash = kind ?? 'kinds'
  return (
    <a
      href={`${PAGES.deadlines.path}${kind ? `?for=${kind}` : ''}#${hash}`}
      aria-current={current ? 'true' : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void navigate({ search: kind ? { for: kind } : {}, hash })
      }}
      className={cn(
        'tw:inline-flex tw:min-h-11 tw:items-center tw:rounded-full tw:px-4 tw:text-sm tw:font-semibold tw:ring-1 tw:ring-ink-200 tw:hover:bg-secondary-50',
        current ? 'tw:bg-secondary-700 tw:text-white' : 'tw:text-secondary-700',
      )}
    >
      {children}
    </a>
  )
}

function KindSection({ kind, years }: { kind: DeadlineKind; years: number[] }) {
  const { intro, service } = page.kinds[kind]
  return (
    <section id={kind} aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`} className="tw:text-2xl tw:font-extrabold tw:tracking-tight tw:sm:text-3xl">
        {DEADLINE_KIND_NAMES[kind]}
      </h2>
      <p className="tw:mt-2 tw:text-lg tw:text-ink-600">{intro}</p>
      <Subscribe kind={kind} />
      {years.map((year) => (
        <DeadlineTable key={year} kind={kind} year={year} deadlines={deadlinesOf(kind, year)} />
      ))}
      {kind === 'employer' ? (
        <Deposits />
      ) : (
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
      <Service service={service} />
    </section>
  )
}

/** The kind's feed: Google Calendar, the webcal: address other calendar apps subscribe to, and the file itself. */
function Subscribe({ kind }: { kind: DeadlineKind }) {
  const path = feedPath(kind)
  const { google, webcal } = subscribeLinks(absoluteUrl(path))
  const links = [
    { href: google, label: page.subscribe.google, icon: 'calendar-days' },
    { href: webcal, label: page.subscribe.webcal, icon: 'bell-alert' },
    { href: path, label: page.subscribe.download, icon: 'document-text', download: `${kind}-tax-deadlines.ics` },
  ] as const
  return (
    <div className="tw:mt-5" data-print="hide">
      <ul className="tw:flex tw:flex-wrap tw:gap-x-6 tw:gap-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              download={'download' in link ? link.download : undefined}
              // The visible words first (WCAG 2.5.3), then whose feed it is: five lists share these words.
              aria-label={`${link.label}, ${DEADLINE_KIND_NAMES[kind]}`}
              className="tw:inline-flex tw:min-h-11 tw:items-center tw:gap-2 tw:font-semibold tw:text-secondary-700 tw:hover:underline"
            >
              <Icon name={link.icon} className="tw:size-5" />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="tw:mt-1 tw:text-sm tw:text-ink-600">{page.subscribe.note}</p>
    </div>
  )
}

/** One year's deadlines: the date (and the day the law set, when it moved), what is due, who files it and where. */
function DeadlineTable({ kind, year, deadlines }: { kind: DeadlineKind; year: number; deadlines: Deadline[] }) {
  return (
    <table className="tw:mt-8 tw:w-full tw:text-left">
      <caption className="tw:text-left tw:text-xl tw:font-bold">{year}</caption>
      <thead>
        <tr className="tw:border-b tw:border-ink-200 tw:text-sm tw:text-ink-600">
          <th scope="col" className="tw:py-2 tw:pr-3 tw:font-semibold">
            {page.table.date}
          </th>
          <th scope="col" className="tw:py-2 tw:font-semibold">
            {page.table.what}
          </th>
        </tr>
      </thead>
      <tbody className="tw:divide-y tw:divide-ink-200">
        {deadlines.map((deadline) => (
          <tr key={deadline.id}>
            <th scope="row" className="tw:py-3 tw:pr-3">
              <time dateTime={deadline.date} className="tw:block">
                <span className="tw:block tw:font-semibold tw:whitespace-nowrap">{monthDay(deadline.date)}</span>
                <span className="tw:block tw:text-sm">{DAYS[weekday(deadline.date)]}</span>
              </time>
              {deadline.moved && (
                <span className="tw:mt-1 tw:block tw:text-sm tw:text-ink-600">
                  {page.table.moved} {longDate(deadline.moved.from)}
                  {deadline.moved.holidays.map((holiday) => `, ${holiday.name}`).join('')}
                </span>
              )}
            </th>
            <td className="tw:py-3">
              <p>
                <strong className="tw:font-semibold tw:text-ink-900">{deadline.rule.form}</strong>, {deadline.rule.name}
                : {deadline.title}
              </p>
              <p className="tw:mt-1 tw:text-sm tw:text-ink-600">
                {page.table.who}: {deadline.rule.who[kind]}
              </p>
              <p className="tw:mt-1 tw:text-sm tw:text-ink-600">
                {page.table.source}: <SourceLink source={deadline.rule.source} />
              </p>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function SourceLink({ source }: { source: TaxSourceId }) {
  const { title, url } = TAX_SOURCES[source]
  return (
    <a href={url} data-print="url" className="tw:text-secondary-700 tw:underline tw:underline-offset-4">
      {url.startsWith('https://www.irs.gov/') ? `IRS, ${title}` : title}
    </a>
  )
}

/** The employer's deposits, stated as rules. */
function Deposits() {
  return (
    <div className="tw:mt-8" data-print="keep">
      <h3 className="tw:text-xl tw:font-bold">{page.deposits.title}</h3>
      <p className="tw:mt-2 tw:text-ink-600">{page.deposits.intro}</p>
      <ul className="tw:mt-3 tw:list-disc tw:space-y-2 tw:pl-5">
        {DEPOSIT_RULES.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p className="tw:mt-3 tw:text-sm tw:text-ink-600">
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
    <div className="tw:mt-8 tw:rounded-card tw:bg-secondary-50 tw:p-6 tw:sm:p-8" data-print="hide">
      <h3 className="tw:text-xl tw:font-bold">{service.title}</h3>
      <div className="tw:mt-2 tw:space-y-3 tw:text-ink-600">
        {service.body.map((paragraph) => (
          <p key={paragraph}>
            <LinkedText text={paragraph} />
          </p>
        ))}
      </div>
      <div className="tw:mt-5 tw:flex tw:flex-wrap tw:items-center tw:gap-x-6 tw:gap-y-3">
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
    <section aria-labelledby="rules-title" className="tw:mt-14 tw:border-t tw:border-ink-200 tw:pt-12">
      <h2 id="rules-title" className="tw:text-2xl tw:font-extrabold tw:tracking-tight tw:sm:text-3xl">
        {page.rules.title}
      </h2>
      <div className="tw:mt-4 tw:max-w-3xl tw:space-y-3 tw:text-ink-600">
        {page.rules.paragraphs.map((paragraph) => (
          <p key={paragraph}>
            <LinkedText text={paragraph} />
          </p>
        ))}
      </div>
      <h3 className="tw:mt-8 tw:text-xl tw:font-bold">{page.rules.listTitle}</h3>
      <ul className="tw:mt-3 tw:space-y-1 tw:text-ink-600">
        {rules.map((rule) => (
          <li key={rule.id}>
            <strong className="tw:font-semibold tw:text-ink-900">{rule.form}</strong> ({rule.what}): {rule.rule}
          </li>
        ))}
      </ul>
      <h3 className="tw:mt-8 tw:text-xl tw:font-bold">{page.outside.title}</h3>
      <ul className="tw:mt-3 tw:list-disc tw:space-y-2 tw:pl-5 tw:text-ink-600">
        {page.outside.items.map((item) => (
          <li key={item.text}>
            {item.text} <SourceLink source={item.source} />
          </li>
        ))}
        <li>
          {BOI_STATUS.text} <SourceLink source={BOI_STATUS.source} />
        </li>
        <li>{page.outside.fiscalYear}</li>
      </ul>
      <p className="tw:mt-6 tw:text-sm tw:text-ink-600">
        {page.rules.checked}: {formatDate(TAX_RULES_REVIEW.checked)}
      </p>
      <p className="tw:mt-8 tw:max-w-3xl tw:rounded-card tw:bg-ink-50 tw:p-5 tw:text-sm tw:text-ink-600">
        {page.disclaimer}
      </p>
    </section>
  )
}
