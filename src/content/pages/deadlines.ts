// /deadlines: the federal tax calendar by kind of business, its words. The rules, the sources and the kinds' names
// are content/tax-deadlines.ts; the dates are worked out by lib/tax-deadlines.ts for the build's year and the next.
import { LAUNCHPAD } from '@/content/constants'
import { employerResponsibility } from '@/content/phrases'
import { practiceLink } from '@/content/fact-phrases'
import { linkTo } from '@/content/registry'
import { BRAND } from '@/content/site'
import { generalClosingBanner } from '@/content/sections'
import type { DeadlineKind, TaxSourceId } from '@/content/tax-deadlines'
import type { HeroContent, InternalLink, PageMeta } from '@/content/types'
import type { BookingTopic } from '@/names'

/** The service that takes a kind's deadlines off the visitor's hands, asked about by its booking button. */
export type DeadlineService = {
  title: string
  body: string[]
  topic: BookingTopic
  link: InternalLink
  linkLabel: string
}

/**
 * What the calendar leaves out: each with the IRS page that says so (`source`, cited as "IRS"), or, a state's matter,
 * where to find who sets it (`find`, a page named by its title, not cited).
 */
type OutsideItem = { text: string; source: TaxSourceId } | { text: string; find: TaxSourceId }

/** LaunchPad, under the kinds whose company files a return of its own (never an owner's Form 1040). */
const launchpad = (
  page: 'launchpad-smbs' | 'launchpad-startups',
  linkLabel: string,
  form: string,
): DeadlineService => ({
  title: 'In your first year: LaunchPad',
  body: [
    `LaunchPad is for ${LAUNCHPAD.audience}. Your pod closes the books each month. From them it prepares your contractors’ 1099s and, unless your own CPA does it, the company’s ${form} for the tax year that ends within LaunchPad. The income tax return is ${practiceLink('taxReturns', 'signed by a US CPA or enrolled agent, after your consent')}.`,
  ],
  topic: 'launchpad',
  link: linkTo(page),
  linkLabel,
})

/** The years are the build's: {years} reads "2026 and 2027" and {next} "2027" (routes/deadlines.tsx fills them in). */
export const deadlinesPage = {
  meta: {
    title: `{years} Federal Tax Deadlines for Small Business | ${BRAND.name}`,
    description: `Federal tax and payroll due dates for {years} by kind of business, from estimated tax to Forms 941, 1065, 1120-S and 1120, W-2s and 1099-NEC, worked out by the IRS’s rules. Subscribe in your calendar.`,
    keywords: [
      'tax deadlines for small business',
      '{next} tax deadlines',
      'Form 941 due date',
      '1099-NEC deadline',
      'S corporation tax deadline',
      'estimated tax due dates',
      'tax calendar subscription',
    ],
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Tax deadlines',
    title: 'Federal Tax and Payroll Deadlines for {years}',
    lead: [
      'The federal returns, payments and information returns a US business files, by kind of business, each date worked out from the IRS’s own rules. Add them to your calendar in one step, with a reminder a week before each if your calendar app supports it.',
    ],
    cta: { label: 'Book a Free Consultation' },
  } satisfies HeroContent,
  /** The first question: whose deadlines (links to each kind's address; every business's with none). */
  picker: { label: 'Your kind of business', change: 'Change' },
  /** A view's list: every deadline of the years, the months past folded, the next ones marked with the days left. */
  list: {
    every: 'Deadlines that apply whatever your legal form',
    /** Under the every-business view's subscribe links, in place of their note: what that list leaves to the kinds. */
    pick: 'Each applies only if its entry fits your business. For returns, estimated tax and payroll, pick your kind above.',
    kind: 'Deadlines:',
    /** The day the days left count from: the build's, when the page's script has not run. */
    asOf: 'Days left as of',
    today: 'today',
    tomorrow: 'tomorrow',
    inDays: 'in {n} days',
    /** The next day something is due: from `lg` a card atop the feeds, below it a line under the list's heading. */
    nextUp: 'Next deadline',
    nextEvery: 'Next deadline, whatever your legal form',
    /** The employer's: its returns and forms, beside the deposits that fall between them. */
    nextFiling: 'Next filing deadline',
    /** In the employer's view, beside the next deadline: the deposits due meanwhile ("… by {date}, {days};"). */
    deposit: {
      lead: 'Payroll tax deposits are due too: a monthly depositor’s {month} taxes by',
      rest: '; a semiweekly depositor’s on the Wednesday or Friday after each payday.',
      link: 'The deposit rules',
    },
    none: 'No deadline left on this calendar.',
    /** The months already past, folded: "Earlier in 2026: 14 deadlines". */
    earlier: 'Earlier in {year}: {n} deadlines',
    past: 'past',
  },
  kinds: {
    'sole-prop': {
      intro: 'The owner reports the business on their own Form 1040, with Schedule C.',
      service: {
        title: 'Bookkeeping Services',
        body: [
          'Your pod closes your books each month, the books your Schedule C is prepared from, and hands your CPA a reconciled year-end package.',
        ],
        topic: 'bookkeeping',
        link: linkTo('bookkeeping-service'),
        linkLabel: 'Bookkeeping Services',
      },
    },
    partnership: {
      intro: 'The partnership files Form 1065; each partner reports their share on their own Form 1040.',
      service: launchpad('launchpad-smbs', 'LaunchPad for SMBs', 'Form 1065'),
    },
    's-corp': {
      intro: 'The corporation files Form 1120-S; each shareholder reports their share on their own Form 1040.',
      service: launchpad('launchpad-smbs', 'LaunchPad for SMBs', 'Form 1120-S'),
    },
    'c-corp': {
      intro: 'The corporation files Form 1120 and pays its own estimated tax.',
      service: launchpad('launchpad-startups', 'LaunchPad for Startups', 'Form 1120'),
    },
    employer: {
      intro: 'A business of any kind above that pays wages has these deadlines as well.',
      service: {
        title: 'Payroll Services',
        body: [
          `Your pod sets up your federal tax deposits in your payroll platform, prepares Forms 941 and 940 and W-2s for your platform to file, and prepares and files your 1099-NEC forms; ${employerResponsibility}.`,
        ],
        topic: 'payroll',
        link: linkTo('payroll-service'),
        linkLabel: 'Payroll Services',
      },
    },
  } satisfies Record<DeadlineKind, { intro: string; service: DeadlineService }>,
  /** Under each legal form's list: employers have the employer list too. */
  employerToo: 'Pay wages? Add the employer deadlines',
  subscribe: {
    title: 'Add them to your calendar',
    google: 'Google Calendar',
    webcal: 'Apple Calendar or Outlook',
    download: 'The .ics file',
    noteTitle: 'Subscribe or download: reminders and updates',
    note: 'A subscribed calendar picks up each change, next year’s dates included; a downloaded file does not. Each date carries a reminder a week before. Apple Calendar and Outlook keep it when you open the downloaded file; a file imported into Google Calendar, and any subscribed calendar, use that calendar’s own notification settings instead.',
  },
  table: { source: 'Source', moved: 'moved from', past: 'past' },
  deposits: { title: 'Payroll tax deposits', intro: 'Deposits follow rules rather than dates on a calendar:' },
  bookLabel: 'Book a Free Consultation',
  rules: {
    title: 'How each date is worked out',
    paragraphs: [
      'Each row starts from the day the law sets for a tax year that ends December 31. When that day is a Saturday, Sunday or legal holiday, the deadline is the next day that is none of them (IRC section 7503).',
      'The legal holidays are those of the District of Columbia: the federal holidays, observed on the Friday before or the Monday after when they fall on a weekend, Inauguration Day, and DC Emancipation Day, April 16, observed the same way.',
    ],
    listTitle: 'The day each deadline starts from',
    checked: 'Rules last checked',
  },
  outside: {
    title: 'Not on this calendar',
    items: [
      {
        text: 'State deadlines: your state’s tax agency sets them. Find yours in the IRS’s list of',
        find: 'states',
      },
      { text: 'Disaster postponements: the IRS announces the areas and dates.', source: 'disasters' },
    ] satisfies OutsideItem[] as OutsideItem[],
    fiscalYear: 'Fiscal-year businesses: every date above is for a tax year that ends December 31.',
  },
  disclaimer:
    'General information about federal deadlines, not tax or legal advice: check the IRS page named in each row, or ask your CPA.',
  closingBanner: generalClosingBanner,
}
