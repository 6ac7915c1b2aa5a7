// What a chart of accounts template must hold, in the words a failed build uses: each account's number, name, its type
// in QuickBooks Online (with its detail type) and in Xero, and what goes in it. The build checks every chart against
// it before it starts (scripts/check-content.mjs) and fails on a mistake with the file, the field and what was
// expected, in one line; the files are written from the checked data (src/build/resource-files.ts).
import * as v from 'valibot'
import { QBO_ACCOUNT_TYPES, QBO_DETAIL_TYPES, XERO_ACCOUNT_TYPES, type QboAccountType } from './import-formats'

const text = (min: number, what: string) => v.pipe(v.string(what), v.minLength(min, what))
const oneOf = (list: readonly string[]) => list.map((item) => `"${item}"`).join(', ')
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const accountSchema = v.pipe(
  v.strictObject({
    // Both imports take a number of digits (QuickBooks Online: no decimal point; Xero: a code of up to 10 characters).
    number: v.pipe(v.string(), v.regex(/^\d{4,7}$/, 'an account number of 4 to 7 digits')),
    // QuickBooks Online: up to 100 characters and no colon (its sub-account separator); Xero: up to 150.
    name: v.pipe(
      text(3, 'an account name of at least 3 characters'),
      v.maxLength(100, 'an account name of at most 100 characters (QuickBooks Online’s limit)'),
      v.check(
        (name) => !name.includes(':'),
        'an account name without a colon (QuickBooks Online reads it as a sub-account)',
      ),
      // Plain text, so the files read the same in every program that opens them.
      v.regex(/^[\x20-\x7e]+$/, 'an account name of plain ASCII characters (no curly quotes or dashes)'),
    ),
    qbo: v.strictObject({
      type: v.picklist(QBO_ACCOUNT_TYPES, `a QuickBooks Online account type, one of ${oneOf(QBO_ACCOUNT_TYPES)}`),
      detail: v.string('a QuickBooks Online detail type'),
    }),
    xero: v.picklist(
      Object.keys(XERO_ACCOUNT_TYPES) as (keyof typeof XERO_ACCOUNT_TYPES)[],
      `a Xero account type, one of ${oneOf(Object.keys(XERO_ACCOUNT_TYPES))}`,
    ),
    /** What goes in it, in a sentence: the page's table and the Xero file's Description. */
    holds: v.pipe(
      text(20, 'what goes in the account, in at least 20 characters'),
      v.regex(/^[\x20-\x7e]+$/, 'plain ASCII text (no curly quotes or dashes): it is written into the files'),
    ),
    /**
     * Created by both programs when a company is set up (receivables, payables, retained earnings, sales tax): shown on
     * the page, left out of the files, so an import does not make a second one.
     */
    system: v.optional(v.literal(true)),
  }),
  v.forward(
    v.check(
      ({ qbo }) => (QBO_DETAIL_TYPES[qbo.type] as readonly string[]).includes(qbo.detail),
      'a detail type of its QuickBooks Online account type (content/resources/import-formats.ts lists them)',
    ),
    ['qbo', 'detail'],
  ),
)

export const accountGroupSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(ID, 'an id of lower-case words joined by hyphens')),
  title: text(3, 'a title'),
  /** Why the trade keeps these accounts. */
  intro: text(40, 'an introduction of at least 40 characters'),
  accounts: v.pipe(v.array(accountSchema), v.minLength(1, 'at least one account')),
})

const distinct = <T>(list: T[], key: (item: T) => string) => new Set(list.map(key)).size === list.length

export const chartSchema = v.pipe(
  v.array(accountGroupSchema),
  v.minLength(3, 'at least three groups of accounts'),
  v.check(
    (groups) =>
      distinct(
        groups.flatMap((group) => group.accounts),
        (account) => account.number,
      ),
    'accounts with different numbers',
  ),
  v.check(
    (groups) =>
      distinct(
        groups.flatMap((group) => group.accounts),
        (account) => account.name.toLowerCase(),
      ),
    'accounts with different names',
  ),
  v.check(
    (groups) =>
      groups
        .flatMap((group) => group.accounts)
        .every((account, i, all) => i === 0 || Number(all[i - 1]!.number) < Number(account.number)),
    'accounts in ascending order of their numbers',
  ),
)

export type Account = v.InferOutput<typeof accountSchema> & { qbo: { type: QboAccountType } }
export type AccountGroup = v.InferOutput<typeof accountGroupSchema>

/**
 * The first mistake in a chart, in one line: `<file> › groups[2].accounts[3].qbo.type: expected …, got "Asset"`, or
 * null when it holds.
 */
export function chartMistake(file: string, groups: unknown): string | null {
  const result = v.safeParse(chartSchema, groups)
  if (result.success) return null
  const [issue] = result.issues
  const path = (issue.path ?? [])
    .map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`))
    .join('')
  const got = issue.input === undefined ? 'nothing' : JSON.stringify(issue.input)
  const what = issue.message.startsWith('Invalid') ? issue.message : `expected ${issue.message}, got ${got}`
  return `${file} › groups${path}: ${what}`
}
