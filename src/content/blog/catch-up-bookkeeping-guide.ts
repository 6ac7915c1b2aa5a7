// Body of the blog article on catching up behind books before tax season; its title, date and description live in its teaser.
import { CATCH_UP_WEEKS, PRICE, range, usd } from '../constants'
import { BRAND } from '../site'
import type { BlogArticle } from '../types'

export const catchUpBookkeepingGuide = {
  slug: 'catch-up-bookkeeping-guide',
  sections: [
    {
      paragraphs: [
        'Falling behind on bookkeeping is common. A busy season, a bookkeeper who left or a switch of software, and suddenly it is February with half of last year still uncategorized. Catching up follows a predictable order, and doing it before tax season costs far less, in money and stress, than doing it against a filing deadline.',
      ],
    },
    {
      heading: 'Signs your books are behind',
      paragraphs: [
        'If more than one of these sounds familiar, plan a catch-up project now rather than in the weeks before your return is due.',
      ],
      list: [
        'The bank feeds in QuickBooks Online or Xero show hundreds of transactions waiting for review.',
        'The last month you reconciled is more than a couple of months ago, or you are not sure any month was reconciled.',
        'You cannot say how much cash you will have next month or how much customers owe you.',
        'Your CPA has asked for the same documents twice, or mentioned that your return may need an extension.',
        'A lender, investor or buyer asked for financial statements and you could not send them.',
        'Personal and business spending run through the same accounts.',
      ],
    },
    {
      heading: 'Documents to gather first',
      paragraphs: [
        'Most of the calendar time in a catch-up project is spent waiting for documents, so collect them before anyone touches the books. For every month you are behind, pull:',
      ],
      list: [
        'Bank statements for every business checking and savings account, including accounts you have since closed.',
        'Credit card statements, plus receipts for large or unusual charges.',
        'Payroll registers and payroll tax filings from Gusto, ADP or your payroll provider.',
        'Loan and line of credit statements showing principal, interest and fees.',
        'Payout reports from Stripe, Square, Amazon or other sales platforms, which show the gross sales, fees and refunds behind each deposit.',
        'W-9s for the contractors you paid, and copies of any 1099s you issued or received.',
        'Your prior-year tax return and the last balance sheet your CPA worked from, which set the opening balances.',
      ],
    },
    {
      heading: 'The cleanup order that works',
      paragraphs: [
        'Work in this order. Skipping ahead, for example categorizing expenses before the bank accounts are reconciled, usually means doing the same work twice.',
      ],
      list: [
        'Reconcile cash first: reconcile every bank and credit card account, month by month, to its statements, starting from the last balance you trust. This proves every transaction is in the books exactly once.',
        'Categorize transactions: assign each one to the right account, split platform deposits into gross sales, fees and refunds, and separate owner draws and personal charges from business expenses.',
        'Rebuild receivables and payables: match customer payments to invoices and vendor payments to bills, clear out duplicate or stale open items, and make sure the aging reports show what is really owed.',
        'Review: record payroll, loan interest and the other adjustments your CPA asks for, then review the profit and loss statement and balance sheet for each month before handing them over.',
      ],
    },
    {
      heading: 'Tax deadlines to keep in mind',
      paragraphs: [
        'For calendar-year filers, the federal deadlines that matter most are March 15 for S corporation returns (Form 1120-S) and partnership returns (Form 1065), and April 15 for individual returns (Form 1040, which includes sole proprietors filing Schedule C) and C corporation returns (Form 1120). When a deadline falls on a weekend or legal holiday, it moves to the next business day. State deadlines vary, so confirm yours with your CPA.',
        'If your books will not be ready, an extension (Form 7004 for business returns, Form 4868 for individual returns) generally gives you six more months to file, but not more time to pay: tax owed is still due by the original deadline, and interest and penalties can apply to late payments. Your CPA also needs time to prepare the return, so aim to deliver finished books several weeks before the deadline, not the week of it.',
      ],
    },
    {
      heading: 'Do it yourself or outsource it?',
      paragraphs: [
        'Doing it yourself can work if you are only a few months behind, run a simple business with one bank account, and are comfortable reconciling in your accounting software. Block out time every week and work month by month in the order above.',
        'Outsourcing makes sense when you are many months or years behind, when you have several accounts, sales platforms, payroll or inventory, or when your hours are worth more running the business. Choose a provider that works in your existing QuickBooks Online or Xero file, tells you up front which documents it needs, and talks directly with your CPA.',
      ],
    },
    {
      heading: 'What a catch-up project typically takes',
      paragraphs: [
        `How long a cleanup takes depends on how many months are behind, how many transactions each month holds and, above all, how quickly documents arrive. At ${BRAND.name}, a catch-up project starts with a discovery call and a document list, moves through cleanup, categorization and reconciliation, and ends with financial reports and a handoff to you or your CPA. We finish catch-up projects in ${range(CATCH_UP_WEEKS)} weeks, and catch-up work starts at ${usd(PRICE.bookkeeperHourly)}/hour. Having the documents above ready on day one keeps a project at the short end of that range.`,
        'Once the books are current, the cheapest way to keep them that way is a monthly close, so you never face a backlog again.',
      ],
    },
  ],
  closingBanner: {
    title: 'Behind on your books? Book a free consultation before tax season.',
    body: 'Tell us how many months you are behind and which software you use, and we will send you a document list and a realistic timeline.',
    cta: { label: 'Book a Free Consultation' },
  },
} satisfies BlogArticle
