// The glossary (/resources/glossary): the words the site and its buyers use, each defined for this site in a sentence
// or two, with a link to where the site says more. Each term's anchor is made from its name (lib of the page,
// routes/resources/-components/glossary.tsx), and the page publishes them as a DefinedTermSet.
import { AGING } from '@/content/constants'
import { isoAligned } from '@/content/fact-phrases'
import { BRAND } from '@/content/site'
import type { GlossaryPageContent } from '@/content/types'

const SECURITY = '/security'

export const glossaryPage = {
  meta: {
    title: `Bookkeeping and Accounting Glossary for US Businesses | ${BRAND.name}`,
    description:
      'Plain definitions of the bookkeeping, payroll, tax and industry terms US business owners meet: accrual basis, reconciliation, 1099-NEC, nexus, landed cost, deferred revenue and more.',
    keywords: [
      'bookkeeping glossary',
      'accounting terms for small business',
      'accrual basis definition',
      'landed cost definition',
      'deferred revenue definition',
      'sales tax nexus meaning',
    ],
  },
  hero: {
    eyebrow: 'Glossary',
    title: 'Bookkeeping Terms, Explained Plainly',
    lead: [
      'The words bookkeepers, CPAs and this site use, from accrual basis to write-up work and the terms of stone, design and startup books, each in a sentence or two with a link to where we say more.',
    ],
    cta: { label: 'Book a Free Consultation' },
  },
  find: {
    label: 'Find a term',
    count: '{count} of {total} terms match “{query}”.',
    none: 'No term here matches “{query}”.',
    elsewhere: 'Search the whole site for it',
  },
  index: 'Jump to a letter',
  toIndex: 'Back to the letters',
  /** Before a term's link: its name again, so a search for the term leads to it rather than to a neighbor's. */
  more: (term: string) => `More on ${/^.[a-z]/.test(term) ? term[0]!.toLowerCase() + term.slice(1) : term}:`,
  terms: [
    {
      term: '1099-NEC',
      definition:
        'The IRS form a business files to report what it paid a contractor (a nonemployee) for services during the year, once payments reach the IRS threshold. A copy goes to the contractor; both are due by January 31.',
      more: '[Payroll services, W-2s and 1099s](/services/payroll-service)',
    },
    {
      term: 'Accounts payable',
      definition:
        'What a business owes its vendors for bills it has received but not yet paid. Managing it means entering each bill, scheduling it for approval and paying it on time.',
      more: '[Accounts receivable and payable management](/services/receivable--payable)',
    },
    {
      term: 'Accounts receivable',
      definition:
        'What customers owe a business for invoices it has sent but not yet been paid. It is an asset on the balance sheet until the cash arrives.',
      more: '[Accounts receivable and payable management](/services/receivable--payable)',
    },
    {
      term: 'Accrual basis',
      definition:
        'Bookkeeping that records revenue when it is earned and expenses when they are incurred, regardless of when the cash moves. Lenders and investors generally expect it, because months can be compared.',
      more: '[Cash or accrual for a startup](/faq#launchpad-startups-cash-or-accrual)',
    },
    {
      term: 'Accrued expense',
      definition:
        'A cost incurred in a month but not yet billed, such as a contractor’s hours or a utility bill that arrives late. It is recorded at month-end so the month carries its own costs.',
      more: '[The month-end close checklist](/resources/month-end-close-checklist)',
    },
    {
      term: 'Aging report',
      definition: `A list of open invoices or bills grouped by how many days they are past due, such as ${AGING.receivables.join('/')}. It shows who to chase and what to pay next.`,
      more: '[Weekly aging reports](/services/receivable--payable)',
    },
    {
      term: 'AICPA ET 1.150.040',
      definition:
        'The part of the AICPA Code of Professional Conduct on using a third-party service provider: before sharing a client’s confidential information with one, a CPA firm tells the client, preferably in writing.',
      more: `[Our work for CPA firms](${SECURITY}#cpa)`,
    },
    {
      term: 'Allowance for doubtful accounts',
      definition:
        'An estimate of the receivables a business does not expect to collect, kept beside accounts receivable so the balance sheet shows what is likely to be paid.',
      more: '[Stone distributor chart of accounts](/resources/stone-distributor-chart-of-accounts)',
    },
    {
      term: 'Balance sheet',
      definition:
        'A statement of what a business owns (assets), owes (liabilities) and what is left for its owners (equity) on one date. It is one of the three statements of a monthly close.',
      more: '[Monthly bookkeeping and reports](/services/bookkeeping-service)',
    },
    {
      term: 'Bank feed',
      definition:
        'A read-only connection that brings bank and card transactions into accounting software each day, to be categorized and matched.',
      more: `[The access we ask for](${SECURITY}#access)`,
    },
    {
      term: 'Bank reconciliation',
      definition:
        'Matching the books to the bank statement, transaction by transaction, until the balances agree to the cent. It shows that every bank transaction is in the books, and catches duplicates and omissions.',
      more: '[The month-end close checklist](/resources/month-end-close-checklist)',
    },
    {
      term: 'Bill pay',
      definition:
        'Software that holds a business’s bills, routes them for approval and pays vendors from the business’s own bank account.',
      more: `[Nothing is paid without your approval](${SECURITY}#payments)`,
    },
    {
      term: 'Burn rate',
      definition:
        'How much cash a company spends each month beyond what it brings in. Divided into the cash on hand, it gives the months of runway left.',
      more: '[LaunchPad for startups](/industry/launchpad-startups)',
    },
    {
      term: 'C corporation',
      definition:
        'A corporation taxed on its own profits, which files Form 1120. Venture-backed startups are usually Delaware C corporations.',
      more: '[C corporation tax deadlines](/deadlines#c-corp)',
    },
    {
      term: 'Cap table',
      definition:
        'The record of who owns a company’s shares, options and convertible instruments, and how much of it each holds. Investors check it against the books and the stock ledger.',
      more: '[Cap table setup](/faq#launchpad-startups-cap-table-setup)',
    },
    {
      term: 'Cash basis',
      definition:
        'Bookkeeping that records income when cash is received and expenses when they are paid. It is simpler than accrual, but a month’s numbers follow the bank, not the work.',
      more: '[Cash or accrual for a startup](/faq#launchpad-startups-cash-or-accrual)',
    },
    {
      term: 'Cash flow statement',
      definition:
        'A statement of where a month’s cash came from and went: operating, investing and financing activities. It explains why profit and the bank balance differ.',
      more: '[Monthly bookkeeping and reports](/services/bookkeeping-service)',
    },
    {
      term: 'Catch-up bookkeeping',
      definition:
        'Bringing books that are months or years behind up to date: reconciling every account, categorizing each transaction and producing statements for each period.',
      more: '[Catch-up bookkeeping](/services/catch-up-bookkeeping)',
    },
    {
      term: 'Chart of accounts',
      definition:
        'The list of accounts a business records its transactions in, numbered and grouped into assets, liabilities, equity, income and expenses. It decides what the reports can show.',
      more: '[Free charts of accounts by trade](/resources)',
    },
    {
      term: 'Client portal',
      definition:
        'A secure website where a client uploads statements and documents for their bookkeeper, instead of sending them by email.',
      more: `[How documents reach us](${SECURITY}#exchange)`,
    },
    {
      term: 'Closing date',
      definition:
        'The date up to which a period is locked in accounting software, so a late edit cannot change numbers already reported. Xero calls it a lock date.',
      more: '[The month-end close checklist](/resources/month-end-close-checklist)',
    },
    {
      term: 'Cost of goods sold',
      definition:
        'The direct cost of what a business sold in a period: materials, direct labor and freight for products, or hosting and support for software. Revenue less it is gross profit.',
      more: '[Stone fabricator chart of accounts](/resources/stone-fabricator-chart-of-accounts)',
    },
    {
      term: 'Customer deposit',
      definition:
        'Money a customer pays before the work is done. It is a liability until the job is delivered and invoiced, not a sale.',
      more: '[Customer deposits at a fabrication shop](/faq#stone-fabricators-customer-deposits)',
    },
    {
      term: 'Deferred revenue',
      definition:
        'Payments or invoices for work or service not yet delivered, such as the later months of an annual subscription. It is released to revenue as it is earned.',
      more: '[Startup chart of accounts](/resources/startup-chart-of-accounts)',
    },
    {
      term: 'Demurrage',
      definition:
        'A charge for a container left at the port past its free days. Detention is the charge for returning the empty container late.',
      more: '[Stone distributor chart of accounts](/resources/stone-distributor-chart-of-accounts)',
    },
    {
      term: 'Depreciation',
      definition:
        'Spreading the cost of equipment, vehicles and other long-lived assets over the years they are used, on a schedule your CPA sets.',
      more: '[The month-end close checklist](/resources/month-end-close-checklist)',
    },
    {
      term: 'Detail type',
      definition:
        'The sub-category QuickBooks Online gives every account under its account type, such as Checking under Bank. It must match QuickBooks Online’s own list when a chart is imported.',
      more: '[Charts of accounts to import](/resources)',
    },
    {
      term: 'Double-entry bookkeeping',
      definition:
        'Recording every transaction in at least two accounts, a debit and a credit of the same amount, so that the two sides of the books stay equal.',
      more: '[Monthly bookkeeping](/services/bookkeeping-service)',
    },
    {
      term: 'EFTPS',
      definition:
        'The Electronic Federal Tax Payment System, where the US Treasury takes federal tax deposits and where an employer can check each payroll tax deposit made in its name.',
      more: `[Your payroll taxes stay yours](${SECURITY}#payroll-taxes)`,
    },
    {
      term: 'EIN',
      definition:
        'The Employer Identification Number the IRS gives a business. It goes on tax returns, payroll filings, W-9s and bank applications.',
      more: '[Payroll services](/services/payroll-service)',
    },
    {
      term: 'Enrolled agent',
      definition:
        'A tax practitioner enrolled by the IRS, after passing its Special Enrollment Examination or through years of IRS experience, to represent taxpayers before it. Like a CPA, an enrolled agent prepares returns and may sign them as the paid preparer.',
      more: `[Who signs your returns](${SECURITY}#tax-returns)`,
    },
    {
      term: 'Equity',
      definition:
        'What is left of a business for its owners once its liabilities are paid: what they put in, plus profits kept, less what they took out.',
      more: '[Monthly bookkeeping and reports](/services/bookkeeping-service)',
    },
    {
      term: 'Estimated tax payments',
      definition:
        'Payments of income tax made during the year, usually quarterly, by businesses and owners whose income has no withholding.',
      more: '[Federal tax deadlines](/deadlines)',
    },
    {
      term: 'Fixed asset',
      definition:
        'Equipment, vehicles, furniture and other property a business keeps for more than a year. It is recorded at cost and depreciated.',
      more: '[Stone fabricator chart of accounts](/resources/stone-fabricator-chart-of-accounts)',
    },
    {
      term: 'Form 941',
      definition:
        'The employer’s quarterly federal tax return: wages paid, income tax withheld and Social Security and Medicare taxes.',
      more: '[Employer tax deadlines](/deadlines#employer)',
    },
    {
      term: 'Freight-in',
      definition:
        'The cost of shipping goods to the business, as opposed to shipping them to customers. It is part of what inventory costs.',
      more: '[Landed cost on containers](/faq#stone-distributors-landed-cost-on-containers)',
    },
    {
      term: 'General ledger',
      definition:
        'The full record of every transaction, account by account. Reports such as the balance sheet and the profit and loss statement are summaries of it.',
      more: '[Monthly bookkeeping](/services/bookkeeping-service)',
    },
    {
      term: 'Gross margin',
      definition:
        'Revenue less cost of goods sold, as a share of revenue. It shows what each dollar of sales leaves to pay for everything else.',
      more: '[Startup chart of accounts](/resources/startup-chart-of-accounts)',
    },
    {
      term: isoAligned,
      definition:
        'Following the controls of an international standard for managing information security, as our procedures do. It describes how the work is done, and is not a certificate.',
      more: `[Our security baseline](${SECURITY}#baseline)`,
    },
    {
      term: 'Job costing',
      definition:
        'Recording the materials, labor and outside costs of each job or project, so its margin can be compared with its quote.',
      more: '[How we cost a fabrication job](/faq#stone-fabricators-how-do-you-cost-a-job)',
    },
    {
      term: 'KPI dashboard',
      definition:
        'A page of the figures that matter most to a business, such as cash, burn, revenue growth and margins, updated every month from the closed books.',
      more: '[LaunchPad for startups](/industry/launchpad-startups)',
    },
    {
      term: 'Landed cost',
      definition:
        'What an imported item costs once it reaches the warehouse: the supplier’s price plus freight, duty, brokerage and port charges, spread over the goods they carried.',
      more: '[Stone distributor chart of accounts](/resources/stone-distributor-chart-of-accounts)',
    },
    {
      term: 'Least privilege',
      definition:
        'Giving each person only the access their work needs, and no more, such as a read-only bank feed instead of a banking login.',
      more: '[CPA firm onboarding checklist](/resources/cpa-offshore-onboarding-checklist)',
    },
    {
      term: 'Line of credit',
      definition:
        'A loan a business can draw on and repay as it needs, up to a limit, often to fund inventory or receivables.',
      more: '[Stone distributor chart of accounts](/resources/stone-distributor-chart-of-accounts)',
    },
    {
      term: 'Month-end close',
      definition:
        'The steps that finish a month’s books: reconcile every account, record accruals, review the statements and lock the period.',
      more: '[The month-end close checklist](/resources/month-end-close-checklist)',
    },
    {
      term: 'Monthly recurring revenue',
      definition:
        'The subscription revenue a company earns in a month from plans that renew, often called MRR. It leaves out one-time fees.',
      more: '[Startup chart of accounts](/resources/startup-chart-of-accounts)',
    },
    {
      term: 'NDA',
      definition:
        'A non-disclosure agreement: a contract that binds its signers to keep the other side’s information confidential.',
      more: `[An NDA before any access](${SECURITY}#onboarding)`,
    },
    {
      term: 'Nexus',
      definition:
        'The connection with a state, by sales, employees or property there, that obliges a business to register and collect its sales tax. Whether you have it is your CPA’s call.',
      more: `[Who decides where you collect sales tax](${SECURITY}#sales-tax)`,
    },
    {
      term: 'Opening balance',
      definition:
        'The balance an account starts with in new books, usually taken from the last balance sheet your CPA worked from.',
      more: '[Documents for a catch-up](/resources/catch-up-documents-checklist)',
    },
    {
      term: 'Payroll liabilities',
      definition:
        'The taxes withheld from wages and the employer’s own payroll taxes and benefits, owed until each deposit is paid.',
      more: '[Payroll services](/services/payroll-service)',
    },
    {
      term: 'Phase billing',
      definition:
        'Billing a design fee by phase of the work, such as schematic design, design development, construction documents and construction administration.',
      more: '[Phase billing for design firms](/faq#architects-designers-phase-billing)',
    },
    {
      term: 'Prepaid expense',
      definition:
        'A cost paid ahead, such as an annual insurance premium. It is an asset, spread into expense over the months it covers.',
      more: '[The month-end close checklist](/resources/month-end-close-checklist)',
    },
    {
      term: 'Profit and loss statement',
      definition: 'A statement of revenue, costs and profit for a period, also called the income statement or P&L.',
      more: '[Monthly bookkeeping and reports](/services/bookkeeping-service)',
    },
    {
      term: 'Reconciliation',
      definition:
        'Proving that an account in the books agrees with an outside record, such as a bank, card, loan or vendor statement, and explaining every difference.',
      more: '[Monthly bookkeeping](/services/bookkeeping-service)',
    },
    {
      term: 'Reimbursable expense',
      definition:
        'A cost a firm pays for a client’s project and bills back, such as consultants, printing or travel, at cost or with a markup the contract allows.',
      more: '[Reimbursable expenses at a design firm](/faq#architects-designers-reimbursable-expenses)',
    },
    {
      term: 'Remnant',
      definition:
        'The usable piece of a slab left after a job is cut. Kept at a value in inventory, it shows the true margin of the vanity later cut from it.',
      more: '[How remnants are valued](/faq#stone-fabricators-how-are-remnants-valued)',
    },
    {
      term: 'Retainage',
      definition:
        'Part of each progress payment a general contractor holds back until the project is accepted. It is billed, but not yet due.',
      more: '[Stone fabricator chart of accounts](/resources/stone-fabricator-chart-of-accounts)',
    },
    {
      term: 'Retained earnings',
      definition:
        'The profits a business has kept since it started, less any losses and what it paid out. Accounting software posts each year’s profit to it at year-end.',
      more: '[Monthly bookkeeping and reports](/services/bookkeeping-service)',
    },
    {
      term: 'Retainer',
      definition:
        'Money a client pays before work starts, held as the client’s until it is applied to invoices as the contract says.',
      more: '[How design firms handle retainers](/faq#architects-designers-how-do-you-handle-retainers)',
    },
    {
      term: 'Revenue recognition',
      definition:
        'The rules for when revenue is recorded: when it is earned by delivering what was promised, not when the invoice goes out or the cash arrives.',
      more: '[Startup chart of accounts](/resources/startup-chart-of-accounts)',
    },
    {
      term: 'S corporation',
      definition:
        'A corporation or LLC that elects to pass its profits to its owners’ own returns. It files Form 1120-S, usually by March 15.',
      more: '[S corporation tax deadlines](/deadlines#s-corp)',
    },
    {
      term: 'SAFE',
      definition:
        'A simple agreement for future equity: an investment that turns into shares at a later priced round, on the terms the agreement sets.',
      more: '[Startup chart of accounts](/resources/startup-chart-of-accounts)',
    },
    {
      term: 'Sales tax',
      definition:
        'A state and local tax on sales of goods and some services, collected from customers by the seller and paid to each state where it must collect.',
      more: `[Who decides where you collect sales tax](${SECURITY}#sales-tax)`,
    },
    {
      term: 'Section 7216 consent',
      definition:
        'The written consent a taxpayer gives before a preparer discloses their tax-return information to others, including a preparer outside the US, under IRC section 7216.',
      more: `[Consent before return information leaves the US](${SECURITY}#tax-returns)`,
    },
    {
      term: 'Slab yield',
      definition:
        'How much of a slab ends up in sold tops rather than in remnants or waste. It drives a fabrication shop’s material cost per job.',
      more: '[Stone fabricators](/industry/stone-fabricators)',
    },
    {
      term: 'Trial balance',
      definition:
        'A list of every account with its debit or credit balance on a date. Its two sides must be equal, and it is where statements and tax work start.',
      more: '[Catch-up bookkeeping](/services/catch-up-bookkeeping)',
    },
    {
      term: 'Two-factor authentication',
      definition:
        'Signing in with a second proof besides a password, such as a code from an app, so a stolen password alone opens nothing.',
      more: `[Access control](${SECURITY}#access-control)`,
    },
    {
      term: 'Undeposited funds',
      definition:
        'A holding account in QuickBooks Online (Payments to deposit in newer files) for payments received but not yet deposited. A balance that keeps growing is a sign of unmatched deposits.',
      more: '[The month-end close checklist](/resources/month-end-close-checklist)',
    },
    {
      term: 'W-9',
      definition:
        'The form a contractor or vendor fills in to give a business its legal name and taxpayer ID number, needed to file their 1099.',
      more: '[Why we collect W-9s](/faq#receivable-payable-why-collect-w9s)',
    },
    {
      term: 'White-label work',
      definition:
        'Work a provider does for a firm, under the firm’s engagement and supervision, and delivers in the firm’s name. For a CPA firm it comes with the client notice and consents the rules require.',
      more: '[For CPA firms](/for-cpa-firms)',
    },
    {
      term: 'Work in progress',
      definition:
        'The costs of jobs started but not finished, or fees earned but not yet billed, held on the balance sheet until the job is invoiced.',
      more: '[Stone fabricator chart of accounts](/resources/stone-fabricator-chart-of-accounts)',
    },
    {
      term: 'Worker classification',
      definition:
        'Deciding whether someone is an employee or an independent contractor, which decides how they are paid and what is filed for them.',
      more: `[You decide it with your CPA](${SECURITY}#worker-classification)`,
    },
    {
      term: 'Write-up work',
      definition:
        'Recording and reconciling a client’s transactions so a CPA firm can prepare statements and returns from them.',
      more: '[For CPA firms](/for-cpa-firms)',
    },
  ],
  closingBanner: {
    title: 'Rather not learn every term?',
    body: 'Your pod keeps the books and explains the numbers in plain words on a short call each month.',
    cta: { label: 'Book a Free Consultation' },
    tone: 'primary',
  },
} satisfies GlossaryPageContent
