// What the four chart of accounts pages say alike: the downloads, how to import each file, the table's headings, and
// the banner that closes each page. Each chart's own words are its page module (content/pages/chart-*.ts).
import { practiceLink } from '@/content/fact-phrases'
import type { ChartPageContent, CtaBannerContent, SampleDocument } from '@/content/types'
import type { Account } from './chart-schema'
import { IMPORT_FORMATS, type Software } from './import-formats'

const { xero } = IMPORT_FORMATS

/** Follows a chart's sentence on interest below operating profit in QuickBooks: depreciation, and Xero's way. */
export const depreciationNote =
  'Depreciation sits there too. In Xero, interest expense and depreciation are operating expenses. Your CPA may treat depreciation that way in QuickBooks as well.'

export const chartCopy = {
  downloads: {
    id: 'downloads',
    eyebrow: 'Download',
    title: 'Import It into Your Software',
    intro:
      'Each program has its own CSV file and Excel workbook of these accounts. Both leave out the accounts the programs make themselves, marked in the list, and Xero’s also leave out the bank and card accounts, which you add in Xero with Add Bank Account. The workbook is the easier one to adapt with your CPA; QuickBooks Online imports either, Xero only the CSV.',
  },
  /** How each program imports its file, in its makers' own steps, and what to know first. */
  software: {
    'quickbooks-online': {
      steps: [
        'Download the QuickBooks Online CSV file or Excel workbook.',
        'In QuickBooks Online, select the Gear icon, then Import data, then Chart of accounts.',
        'Select Browse, choose the file, then select Next.',
        'Map the columns: Account Number, Account Name, Type and Detail Type match QuickBooks Online’s own fields. Select Next.',
        'Check the accounts ready to import. A type QuickBooks Online does not offer shows in red; pick the nearest one, then select Import.',
      ],
      notes: [
        'The import adds these accounts to the ones QuickBooks Online made when the company was set up, and it cannot be undone: import into a new company, then make inactive the default accounts these replace.',
        'Account numbers show once they are switched on: Gear icon, Account and settings, Advanced, Chart of accounts.',
        'Accounts receivable, accounts payable, retained earnings and sales tax payable are made by QuickBooks Online itself, so its files leave them out.',
      ],
    },
    xero: {
      steps: [
        'Download the Xero CSV file. If you adapt the workbook first, save it as CSV (comma delimited).',
        'In Xero, open Accounting, then Chart of accounts, and select Import.',
        'Choose the file, say that it holds no account balances, and select Import.',
        'Read the summary of the accounts Xero will add, change and archive, then select Confirm.',
      ],
      notes: [
        'Xero makes its chart match the file and archives the accounts left out of it, except its own system accounts: import into a new organization, before any transactions.',
        'Bank and credit card accounts are added in Xero with Add Bank Account, where their feeds are connected, so the Xero files leave them out.',
        `Every account comes in with the tax rate ${xero.taxCode}. ${practiceLink('salesTax', 'Where you collect sales tax is for your CPA to decide')}; its rates then go on the accounts your taxable sales post to.`,
      ],
    },
  } satisfies Record<Software, { steps: string[]; notes: string[] }>,
  howTo: 'How to import it',
  /** In that fold, after what to know first. */
  steps: 'Step by step',
  before: 'Before you import',
  /** Above a program's sources: who documents its import format. */
  sources: (publisher: string) => `Where ${publisher} documents the format`,
  reviewed: 'Last reviewed',
  /** Under a program's name: how many of the chart's accounts its files hold. */
  inFiles: (n: number, of: number) => `${n} of the ${of} accounts, in both files`,
  kinds: { csv: 'CSV file', xlsx: 'Excel workbook' },
  /** Beside each file link: what it is, for screen readers and the printed page. */
  fileOf: (software: string, kind: string) => `${software} ${kind}`,
  accounts: {
    id: 'accounts',
    eyebrow: 'The accounts',
    intro:
      'Every account, with its number, its type in QuickBooks Online and in Xero, and what goes in it. Open a group to see its accounts, or print the page to see them all.',
    /** Beside each group's heading. */
    count: (n: number) => `${n} ${n === 1 ? 'account' : 'accounts'}`,
  },
  table: {
    number: 'No.',
    account: 'Account',
    types: 'Type',
    holds: 'What goes in it',
  },
  /** After the name of an account the programs make themselves. */
  system: 'Made by both programs, so not in the files',
  /** Under the table: a template, for the owner's CPA to adapt. */
  caveat:
    'A template to start from, not advice for your company: your CPA decides how your books are kept for your taxes, and may add, merge or rename accounts.',
}

/** The banner that closes each chart's page, asking about that trade's books and what the pod does with them. */
export const chartBanner = (trade: string, work: string): CtaBannerContent => ({
  title: `Want this chart set up and kept for your ${trade}?`,
  body: `Your pod reviews your chart of accounts with you during onboarding, then ${work} and closes your books each month.`,
  cta: { label: 'Book a Free Consultation' },
  tone: 'primary',
})

/** An account's QuickBooks Online type and detail type, the detail left out where it only repeats the type. */
export const qboType = ({ qbo }: Account) =>
  qbo.detail.toLowerCase() === qbo.type.toLowerCase() ? qbo.type : `${qbo.type}, ${qbo.detail}`

/** How many of the chart's accounts its hero's sheet shows: the first of each group, from the top. */
const SHEET_ROWS = 5

/** The hero's sheet: the chart's own first accounts, one from each group, with their type in QuickBooks Online (a
 * third column, Xero's, wrapped every name on a phone; the list gives both). */
export function chartSheet({ groups }: ChartPageContent): SampleDocument {
  const count = groups.reduce((sum, group) => sum + group.accounts.length, 0)
  const firsts = groups.flatMap((group) => group.accounts.find((account) => !account.system) ?? [])
  return {
    title: 'From the template',
    subtitle: `${count} accounts in ${groups.length} groups · types as ${IMPORT_FORMATS['quickbooks-online'].name} names them`,
    columns: ['Account', 'Type'],
    rows: firsts.slice(0, SHEET_ROWS).map((account) => ({
      label: `${account.number} ${account.name}`,
      values: [account.qbo.type],
    })),
    facts: { sample: false },
  }
}
