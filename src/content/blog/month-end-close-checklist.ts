// Body of the blog article "month-end close checklist"; its title, date and description live in its teaser.
import { CLOSE_DAY, ordinal } from '../constants'
import { BRAND } from '../site'
import type { BlogArticle } from '../types'

export const monthEndCloseChecklist = {
  slug: 'month-end-close-checklist',
  sections: [
    {
      paragraphs: [
        'Closing the books means confirming that every transaction for the month is recorded, matched to a statement and reviewed, then locking the period so nothing changes after the fact. It is the routine that turns a stream of bank feed entries into financial statements you can rely on.',
        'For most small businesses the close takes a few hours to a few days, depending on volume. The checklist below follows the order experienced bookkeepers use, so each step builds on one that is already finished.',
      ],
    },
    {
      heading: 'Why a consistent close matters',
      paragraphs: [
        'Lenders: a bank reviewing a line of credit or an SBA loan application will usually ask for a year-to-date profit and loss statement and balance sheet. Books closed every month let you send them the same week, and they hold up when the lender compares them with your bank statements.',
        'Taxes: quarterly estimated payments, sales tax returns and the year-end return all start from your books. When each month is already reconciled, your CPA spends tax season on planning instead of cleanup.',
        'Decisions: pricing, hiring and inventory purchases depend on knowing your margins and cash position. A monthly close gives you numbers you can compare month over month, so a drop in gross margin shows up within weeks, not at year end.',
      ],
    },
    {
      heading: 'Step 1: Reconcile every bank and credit card account',
      paragraphs: [
        'Start with cash, because every later step depends on it. In QuickBooks Online or Xero, reconcile each checking, savings and credit card account to its month-end statement, including accounts you rarely use and clearing accounts for payment processors such as Stripe.',
      ],
      list: [
        'Match the ending balance in your accounting software to the statement, to the cent.',
        'Categorize or match every bank feed transaction dated in the month; leave nothing waiting for review.',
        'Investigate uncleared items older than a month, such as checks never cashed or deposits recorded twice.',
        'Record moves between your own accounts as transfers, not as income or expenses.',
        "Reconcile loan balances to the lender's statement and split each payment into principal and interest.",
      ],
    },
    {
      heading: 'Step 2: Review receivables and payables',
      paragraphs: [
        'Open the accounts receivable aging report and compare it with what you know about each customer. Apply payments that reached the bank to the right invoices, so they do not sit as unapplied credits while the invoice still shows as open. Follow up on past-due balances, and decide with your accountant whether any amount that will never be collected should be written off.',
        'Then do the same for accounts payable: confirm that every vendor bill dated in the month is entered, that bills you already paid are marked paid, and that what you owe your main vendors matches their statements.',
      ],
    },
    {
      heading: 'Step 3: Record accruals, payroll liabilities and inventory',
      paragraphs: [
        'If you keep your books on the accrual basis, which lenders and investors generally expect, each month should show the revenue earned and the costs incurred in it, whenever the cash moved.',
      ],
      list: [
        "Accrue expenses for work received but not yet billed, such as a contractor's hours or a utility bill that arrives late.",
        "Spread prepaid expenses, like an annual insurance premium or software subscription, over the months they cover and post this month's share.",
        'Record depreciation on equipment and vehicles using the schedule your CPA set up.',
        'Reconcile payroll liability accounts to the reports from Gusto, ADP or your payroll provider, so withheld taxes and employer taxes owed match what was actually paid.',
        'Record customer deposits received before the work is done as deferred revenue, not income.',
        'If you sell physical goods, compare the inventory balance on the books with what is on hand. Many owners count high-value items monthly and the rest quarterly, then adjust for shrinkage and damaged stock so cost of goods sold reflects what was really sold.',
      ],
    },
    {
      heading: 'Step 4: Review the statements, then close the period',
      paragraphs: [
        'Run the profit and loss statement and balance sheet for the month and read them next to the prior month and the same month last year. Look for anything that does not make sense: an expense category that doubled, a negative balance in an asset account, an owner draw coded as an expense, or an undeposited funds balance that keeps growing.',
      ],
      list: [
        'Confirm that cash on the balance sheet matches the reconciled statements.',
        'Check that receivables and payables tie to their aging reports.',
        'Compare revenue and gross margin with the prior month and explain large changes.',
        'Write down open questions for the owner or CPA instead of guessing.',
        'Lock the month: in QuickBooks Online, set a closing date with a password under Account and settings; in Xero, set a lock date in the financial settings.',
      ],
    },
    {
      heading: 'Pick a close date and keep it',
      paragraphs: [
        `A close without a deadline slides into the next month. A practical target is to have the books reconciled and closed by the ${ordinal(CLOSE_DAY.stone)} of the following month, which leaves time for statements and late vendor bills to arrive. ${BRAND.name} closes books by the ${ordinal(CLOSE_DAY.stone)} for stone businesses and LaunchPad clients, and by the ${ordinal(CLOSE_DAY.architects)} for architecture and design firms.`,
        'Put the date on the calendar, assign each step to a person, and keep a short note of what changed each month. After a few cycles the close becomes routine, and locking each period means a late edit can no longer change numbers you have already sent to a lender or your CPA.',
      ],
    },
  ],
  closingBanner: {
    title: 'Want your books closed on time every month? Book a free consultation.',
    body: `Tell us which software you use and how many accounts you reconcile, and we will show you how a ${BRAND.name} finance pod would run your month-end close.`,
    cta: { label: 'Book a Free Consultation' },
  },
} satisfies BlogArticle
