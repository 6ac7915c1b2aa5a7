// The federal tax calendar of /deadlines and its feeds: the rules the IRS states for a calendar-year filer, each with
// the day the law sets, who files, and the IRS page it comes from. No date is typed here: lib/tax-deadlines.ts works
// each one out for a year and moves it past Saturdays, Sundays and legal holidays as the IRS does (IRC section 7503).
// The owner's CPA confirms these rules before launch (the launch check lists them), and `TAX_RULES_REVIEW.checked`
// says when they were last checked: the calendar covers that year and the next, and a build whose calendar has no row
// for next year fails, so the rules are checked again each year.

import { DEADLINE_KINDS, type DeadlineKind } from '@/names'

export { DEADLINE_KINDS, type DeadlineKind }

/** Each kind's name on the page, in its filter and in its feed's name. */
export const DEADLINE_KIND_NAMES = {
  'sole-prop': 'Sole proprietor or single-member LLC',
  partnership: 'Partnership or multi-member LLC',
  's-corp': 'S corporation',
  'c-corp': 'C corporation',
  employer: 'Employer (payroll)',
} as const satisfies Record<DeadlineKind, string>

/** The view and feed with no kind chosen: the deadlines every business has, whatever its legal form. */
export const EVERY_BUSINESS = 'every'
/** The calendar's views, each with its feed: every business's, then each kind's. */
export type DeadlineView = DeadlineKind | typeof EVERY_BUSINESS
export const DEADLINE_VIEWS: readonly DeadlineView[] = [EVERY_BUSINESS, ...DEADLINE_KINDS]
/** Each view's name: in the page's question, on its feed's buttons and in the feed's name. */
export const DEADLINE_VIEW_NAMES = {
  [EVERY_BUSINESS]: 'Any legal form',
  ...DEADLINE_KIND_NAMES,
} as const satisfies Record<DeadlineView, string>

/** The kinds that are a business's legal form (every business is one of them; an employer is one of them too). */
export const ENTITIES = ['sole-prop', 'partnership', 's-corp', 'c-corp'] as const satisfies DeadlineKind[]

/** When the rules were last checked against the IRS pages they name, and whether the owner's CPA has confirmed them. */
export const TAX_RULES_REVIEW = {
  /** The date of the last check (YYYY-MM-DD): the calendar covers its year and the next; the feeds' DTSTAMP. */
  checked: '2026-11-27',
  /** true until the owner's CPA confirms every rule below (the launch check lists them until then). */
  sample: true,
}

/** The pages the rules come from: the IRS's own, and FinCEN's for the FBAR and beneficial ownership reports. */
export const TAX_SOURCES = {
  pub509: { title: 'Publication 509, Tax Calendars', url: 'https://www.irs.gov/publications/p509' },
  pub15: { title: 'Publication 15, Employer’s Tax Guide', url: 'https://www.irs.gov/publications/p15' },
  estimated: {
    title: 'Estimated taxes',
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/estimated-taxes',
  },
  whenToFile: { title: 'When to file', url: 'https://www.irs.gov/filing/individuals/when-to-file' },
  f4868: { title: 'About Form 4868', url: 'https://www.irs.gov/forms-pubs/about-form-4868' },
  i1065: { title: 'Instructions for Form 1065', url: 'https://www.irs.gov/instructions/i1065' },
  i1120s: { title: 'Instructions for Form 1120-S', url: 'https://www.irs.gov/instructions/i1120s' },
  i2553: { title: 'Instructions for Form 2553', url: 'https://www.irs.gov/instructions/i2553' },
  i1120: { title: 'Instructions for Form 1120', url: 'https://www.irs.gov/instructions/i1120' },
  i7004: { title: 'Instructions for Form 7004', url: 'https://www.irs.gov/instructions/i7004' },
  f1120w: { title: 'About Form 1120-W', url: 'https://www.irs.gov/forms-pubs/about-form-1120-w' },
  i941: { title: 'Instructions for Form 941', url: 'https://www.irs.gov/instructions/i941' },
  i940: { title: 'Instructions for Form 940', url: 'https://www.irs.gov/instructions/i940' },
  iw2w3: { title: 'Instructions for Forms W-2 and W-3', url: 'https://www.irs.gov/instructions/iw2w3' },
  infoReturns: {
    title: 'Information return reporting',
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/information-return-reporting',
  },
  i1099mec: {
    title: 'Instructions for Forms 1099-MISC and 1099-NEC',
    url: 'https://www.irs.gov/instructions/i1099mec',
  },
  i1099gi: {
    title: 'General Instructions for Certain Information Returns',
    url: 'https://www.irs.gov/instructions/i1099gi',
  },
  fbar: {
    title: 'Report of Foreign Bank and Financial Accounts (FBAR)',
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/report-of-foreign-bank-and-financial-accounts-fbar',
  },
  disasters: {
    title: 'Tax relief in disaster situations',
    url: 'https://www.irs.gov/newsroom/tax-relief-in-disaster-situations',
  },
  states: {
    title: 'State government websites',
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/state-government-websites',
  },
  boi: { title: 'Beneficial ownership information', url: 'https://www.fincen.gov/boi' },
} as const
export type TaxSourceId = keyof typeof TAX_SOURCES

/**
 * A day the law sets, counted for a calendar-year filer: `month` 1 is January of the tax year, 13 January of the next
 * year; `day` is a day of that month or its last day.
 */
export type StatutoryDay = { month: number; day: number | 'last' }

export type TaxRule = {
  /** Stable: the feeds' UIDs are made of it, the tax year and the period, so a calendar updates an event in place. */
  id: string
  form: string
  /** The form's name as the IRS titles it. */
  name: string
  /** What is due, with {year} for the tax year and {period} for the period of `periods` (a quarter, an installment). */
  title: string
  /** One day per period: four quarters, four installments, or one. */
  due: StatutoryDay[]
  periods?: string[]
  /** The day in the law's words, for the page's list of rules and the owner's CPA. */
  rule: string
  /** Who files it, in each kind of business it applies to (the kinds it names are the lists it is on). */
  who: Partial<Record<DeadlineKind, string>>
  source: TaxSourceId
}

/** The same filer in each of the four legal forms: information returns and the FBAR concern any business. */
const anyBusiness = (who: string) => Object.fromEntries(ENTITIES.map((kind) => [kind, who]))
/** An owner's own return, in the kinds whose owners report the business's income on it: "You, the owner, if…". */
const owners = (condition: string) => ({
  'sole-prop': `You, the owner, ${condition}`,
  partnership: `Each partner, ${condition}`,
  's-corp': `Each shareholder, ${condition}`,
})

const QUARTERS = ['first-quarter', 'second-quarter', 'third-quarter', 'fourth-quarter']
const INSTALLMENTS = ['first', 'second', 'third', 'fourth']

export const TAX_RULES: TaxRule[] = [
  {
    id: '1040-es',
    form: 'Form 1040-ES',
    name: 'Estimated Tax for Individuals',
    title: '{period} estimated tax payment for {year}',
    due: [
      { month: 4, day: 15 },
      { month: 6, day: 15 },
      { month: 9, day: 15 },
      { month: 13, day: 15 },
    ],
    periods: INSTALLMENTS,
    rule: 'the 15th day of the 4th, 6th and 9th months of the tax year and of the 1st month after it',
    who: owners('when expecting to owe $1,000 or more for the year'),
    source: 'estimated',
  },
  {
    id: '1040',
    form: 'Form 1040',
    name: 'U.S. Individual Income Tax Return',
    title: '{year} return, and any tax still due',
    due: [{ month: 16, day: 15 }],
    rule: 'the 15th day of the 4th month after the end of the tax year',
    who: {
      'sole-prop': 'You, the owner, with Schedule C for the business',
      partnership: 'Each partner, with the income on their Schedule K-1',
      's-corp': 'Each shareholder, with the income on their Schedule K-1',
    },
    source: 'whenToFile',
  },
  {
    id: '4868',
    form: 'Form 4868',
    name: 'Application for Automatic Extension of Time To File U.S. Individual Income Tax Return',
    title: 'six more months to file the {year} Form 1040, not to pay',
    due: [{ month: 16, day: 15 }],
    rule: 'the due date of Form 1040',
    who: owners('when the return will not be ready'),
    source: 'f4868',
  },
  {
    id: '1040-extended',
    form: 'Form 1040',
    name: 'U.S. Individual Income Tax Return',
    title: '{year} return, extended by Form 4868',
    due: [{ month: 22, day: 15 }],
    rule: 'the 15th day of the 10th month after the end of the tax year',
    who: owners('after filing Form 4868 in time'),
    source: 'f4868',
  },
  {
    id: '1065',
    form: 'Form 1065',
    name: 'U.S. Return of Partnership Income',
    title: '{year} return, and a Schedule K-1 to each partner',
    due: [{ month: 15, day: 15 }],
    rule: 'the 15th day of the 3rd month after the end of the tax year',
    who: { partnership: 'The partnership or multi-member LLC' },
    source: 'i1065',
  },
  {
    id: '7004-1065',
    form: 'Form 7004',
    name: 'Application for Automatic Extension of Time To File Certain Business Income Tax, Information, and Other Returns',
    title: 'six more months to file the {year} Form 1065',
    due: [{ month: 15, day: 15 }],
    rule: 'the due date of Form 1065',
    who: { partnership: 'The partnership, if its return will not be ready' },
    source: 'i7004',
  },
  {
    id: '1065-extended',
    form: 'Form 1065',
    name: 'U.S. Return of Partnership Income',
    title: '{year} return, extended by Form 7004',
    due: [{ month: 21, day: 15 }],
    rule: 'the 15th day of the 9th month after the end of the tax year',
    who: { partnership: 'The partnership, if it filed Form 7004 in time' },
    source: 'i1065',
  },
  {
    id: '2553',
    form: 'Form 2553',
    name: 'Election by a Small Business Corporation',
    title: 'election to be an S corporation from the start of {year}',
    due: [{ month: 3, day: 15 }],
    rule: 'no more than 2 months and 15 days after the start of the tax year the election is for. A new corporation’s first tax year starts when it first has shareholders, acquires assets or begins doing business, whichever comes first',
    who: {
      's-corp':
        'A corporation or LLC electing S corporation status from January 1; a new one has 2 months and 15 days from the start of its first tax year (ask your CPA if that has passed)',
    },
    source: 'i2553',
  },
  {
    id: '1120-s',
    form: 'Form 1120-S',
    name: 'U.S. Income Tax Return for an S Corporation',
    title: '{year} return, and a Schedule K-1 to each shareholder',
    due: [{ month: 15, day: 15 }],
    rule: 'the 15th day of the 3rd month after the end of the tax year',
    who: { 's-corp': 'The S corporation' },
    source: 'i1120s',
  },
  {
    id: '7004-1120-s',
    form: 'Form 7004',
    name: 'Application for Automatic Extension of Time To File Certain Business Income Tax, Information, and Other Returns',
    title: 'six more months to file the {year} Form 1120-S',
    due: [{ month: 15, day: 15 }],
    rule: 'the due date of Form 1120-S',
    who: { 's-corp': 'The S corporation, if its return will not be ready' },
    source: 'i7004',
  },
  {
    id: '1120-s-extended',
    form: 'Form 1120-S',
    name: 'U.S. Income Tax Return for an S Corporation',
    title: '{year} return, extended by Form 7004',
    due: [{ month: 21, day: 15 }],
    rule: 'the 15th day of the 9th month after the end of the tax year',
    who: { 's-corp': 'The S corporation, if it filed Form 7004 in time' },
    source: 'i1120s',
  },
  {
    id: '1120-w',
    form: 'Form 1120-W',
    name: 'Estimated Tax for Corporations',
    title: '{period} estimated tax installment for {year}, paid electronically',
    due: [
      { month: 4, day: 15 },
      { month: 6, day: 15 },
      { month: 9, day: 15 },
      { month: 12, day: 15 },
    ],
    periods: INSTALLMENTS,
    rule: 'the 15th day of the 4th, 6th, 9th and 12th months of the tax year',
    who: { 'c-corp': 'The corporation, if it expects to owe $500 or more for the year' },
    source: 'f1120w',
  },
  {
    id: '1120',
    form: 'Form 1120',
    name: 'U.S. Corporation Income Tax Return',
    title: '{year} return, and any tax still due',
    due: [{ month: 16, day: 15 }],
    rule: 'the 15th day of the 4th month after the end of the tax year',
    who: { 'c-corp': 'The C corporation' },
    source: 'i1120',
  },
  {
    id: '7004-1120',
    form: 'Form 7004',
    name: 'Application for Automatic Extension of Time To File Certain Business Income Tax, Information, and Other Returns',
    title: 'six more months to file the {year} Form 1120, not to pay',
    due: [{ month: 16, day: 15 }],
    rule: 'the due date of Form 1120',
    who: { 'c-corp': 'The corporation, if its return will not be ready' },
    source: 'i7004',
  },
  {
    id: '1120-extended',
    form: 'Form 1120',
    name: 'U.S. Corporation Income Tax Return',
    title: '{year} return, extended by Form 7004',
    due: [{ month: 22, day: 15 }],
    rule: 'the 15th day of the 10th month after the end of the tax year',
    who: { 'c-corp': 'The corporation, if it filed Form 7004 in time' },
    source: 'i1120',
  },
  {
    id: '941',
    form: 'Form 941',
    name: 'Employer’s Quarterly Federal Tax Return',
    title: '{period} return of {year}',
    due: [
      { month: 4, day: 'last' },
      { month: 7, day: 'last' },
      { month: 10, day: 'last' },
      { month: 13, day: 'last' },
    ],
    periods: QUARTERS,
    rule: 'the last day of the month after each quarter',
    who: { employer: 'Employers that withhold income, social security or Medicare tax, unless the IRS says Form 944' },
    source: 'i941',
  },
  {
    id: '940',
    form: 'Form 940',
    name: 'Employer’s Annual Federal Unemployment (FUTA) Tax Return',
    title: '{year} return',
    due: [{ month: 13, day: 'last' }],
    rule: 'the last day of the month after the end of the tax year',
    who: { employer: 'Employers that paid wages subject to federal unemployment tax' },
    source: 'i940',
  },
  {
    id: 'w2',
    form: 'Form W-2',
    name: 'Wage and Tax Statement',
    title: '{year} forms to each employee, and filed with Form W-3 at the Social Security Administration',
    due: [{ month: 13, day: 'last' }],
    rule: 'January 31 after the tax year',
    who: { employer: 'Employers, for each employee paid in the year' },
    source: 'iw2w3',
  },
  {
    id: '1099-nec',
    form: 'Form 1099-NEC',
    name: 'Nonemployee Compensation',
    title: '{year} forms to each contractor, and filed with the IRS, electronically or on paper with Form 1096',
    due: [{ month: 13, day: 'last' }],
    rule: 'January 31 after the tax year',
    who: anyBusiness('Businesses that paid contractors for services at or above the reporting threshold'),
    source: 'infoReturns',
  },
  {
    id: '1099-misc-statements',
    form: 'Form 1099-MISC',
    name: 'Miscellaneous Information',
    title: '{year} statements to each recipient, other than those that report amounts in box 8 or 10',
    due: [{ month: 13, day: 'last' }],
    rule: 'January 31 after the tax year',
    who: anyBusiness('Businesses that paid rents, royalties, prizes or other income the form reports'),
    source: 'infoReturns',
  },
  {
    id: '1099-misc-box-8-10',
    form: 'Form 1099-MISC',
    name: 'Miscellaneous Information',
    title: '{year} statements that report amounts in box 8 or 10',
    due: [{ month: 14, day: 15 }],
    rule: 'February 15 after the tax year',
    who: anyBusiness('Businesses that reported substitute payments or gross proceeds paid to an attorney'),
    source: 'i1099mec',
  },
  {
    id: '1099-misc-paper',
    form: 'Form 1099-MISC',
    name: 'Miscellaneous Information',
    title: '{year} forms filed with the IRS on paper, with Form 1096',
    due: [{ month: 14, day: 28 }],
    rule: 'February 28 after the tax year',
    who: anyBusiness('Businesses filing fewer than 10 information returns in all, who may file on paper'),
    source: 'infoReturns',
  },
  {
    id: '1099-misc-electronic',
    form: 'Form 1099-MISC',
    name: 'Miscellaneous Information',
    title: '{year} forms filed with the IRS electronically',
    due: [{ month: 15, day: 'last' }],
    rule: 'March 31 after the tax year',
    who: anyBusiness('Businesses that file their information returns electronically'),
    source: 'infoReturns',
  },
  {
    id: 'fbar',
    form: 'FinCEN Form 114',
    name: 'Report of Foreign Bank and Financial Accounts (FBAR)',
    title: '{year} report, filed with FinCEN',
    due: [{ month: 16, day: 15 }],
    rule: 'April 15 after the calendar year, moved as the Form 1040 due date is',
    who: anyBusiness(
      'Any US person, a company included, whose foreign accounts together held more than $10,000 at any time during the year',
    ),
    source: 'fbar',
  },
  {
    id: 'fbar-extended',
    form: 'FinCEN Form 114',
    name: 'Report of Foreign Bank and Financial Accounts (FBAR)',
    title: '{year} report, on the automatic extension',
    due: [{ month: 22, day: 15 }],
    rule: 'October 15 after the calendar year, without a request',
    who: anyBusiness('Anyone who did not file the FBAR by April'),
    source: 'fbar',
  },
]

/**
 * The employer's tax deposits: rules, not dates, as they depend on when wages are paid and how much tax builds up
 * (Publication 15). Shown beside the employer's list; not in the feed.
 */
export const DEPOSIT_RULES: { source: TaxSourceId; rules: string[] } = {
  source: 'pub15',
  rules: [
    'Your schedule for a year comes from your lookback period: $50,000 or less of payroll taxes in it makes you a monthly depositor, more a semiweekly one. A new employer deposits monthly in its first calendar year.',
    'Monthly depositors deposit each month’s taxes by the 15th of the next month.',
    'Semiweekly depositors deposit the taxes on wages paid Wednesday to Friday by the next Wednesday, and on wages paid Saturday to Tuesday by the next Friday.',
    'Once $100,000 or more of taxes builds up, it is deposited by the next business day.',
    'Federal unemployment tax is deposited by the last day of the month after a quarter once more than $500 of it is owed.',
    'If you deposited all of a quarter’s taxes when due, its Form 941 may be filed up to 10 days after the date above; Form 940 likewise.',
  ],
}

/**
 * The legal holidays that move a due date (IRC section 7503: those of the District of Columbia): the federal holidays
 * of 5 U.S.C. 6103, Inauguration Day every four years, and DC Emancipation Day, each by the name the law gives it.
 * lib/tax-deadlines.ts works out their dates, observed on a weekday when one falls on a weekend.
 */
export const LEGAL_HOLIDAYS = {
  newYear: 'New Year’s Day',
  kingBirthday: 'Birthday of Martin Luther King, Jr.',
  inauguration: 'Inauguration Day',
  washingtonBirthday: 'Washington’s Birthday',
  emancipation: 'District of Columbia Emancipation Day',
  memorial: 'Memorial Day',
  juneteenth: 'Juneteenth National Independence Day',
  independence: 'Independence Day',
  labor: 'Labor Day',
  columbus: 'Columbus Day',
  veterans: 'Veterans Day',
  thanksgiving: 'Thanksgiving Day',
  christmas: 'Christmas Day',
} as const
export type LegalHolidayId = keyof typeof LEGAL_HOLIDAYS

/**
 * Beneficial ownership information (BOI) reports to FinCEN: not on the calendar. FinCEN's interim final rule of
 * March 26, 2025 (90 FR 13688, effective that day) exempts every entity created in the United States; only foreign
 * companies registered to do business here still report. No later change was found when the rules were last checked.
 */
export const BOI_STATUS: { text: string; source: TaxSourceId } = {
  text: 'Beneficial ownership (BOI) reports: since FinCEN’s interim final rule of March 26, 2025, companies created in the United States do not file them. FinCEN’s page has the current status.',
  source: 'boi',
}
