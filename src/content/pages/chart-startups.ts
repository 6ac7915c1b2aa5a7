// The startup's chart of accounts (/resources/startup-chart-of-accounts): a Delaware C corporation with subscription
// revenue, deferred revenue and research and development kept apart. The build writes its files.
import { chartBanner, depreciationNote } from '@/content/resources/chart-copy'
import { BRAND } from '@/content/site'
import type { ChartPageContent } from '@/content/types'

export const startupChart = {
  meta: {
    title: `Chart of Accounts for Startups (Delaware C Corporation) | ${BRAND.name}`,
    description:
      'A free chart of accounts for a venture-backed Delaware C corporation: subscription and deferred revenue, R&D apart from sales and G&A, and stock accounts, ready to import into QuickBooks Online or Xero.',
    keywords: [
      'startup chart of accounts',
      'SaaS chart of accounts',
      'Delaware C corporation accounting',
      'deferred revenue account',
      'R&D expense accounts',
      'QuickBooks Online chart of accounts import',
    ],
  },
  hero: {
    eyebrow: 'Free template · Startups',
    title: 'Chart of Accounts for a Delaware C Corporation Startup',
    lead: [
      'Accounts an investor expects to read: subscription revenue recognized as it is earned, deferred revenue for what is billed ahead, research and development apart from sales and administration, and stock accounts for your rounds. Yours to import into QuickBooks Online or Xero.',
    ],
    // The page's own action leads; booking stays in the header and the closing banner (visual review 77).
    cta: {
      label: 'Download the files',
      link: { to: '/resources/startup-chart-of-accounts', hash: 'downloads' },
    },
  },
  review: { lastReviewed: '2026-11-29', sample: true },
  why: {
    id: 'why',
    eyebrow: 'Why these accounts',
    title: 'Built for the Board Deck and the Tax Return',
    intro:
      'A startup’s books are read by investors, by its CPA at tax time and by anyone doing diligence on a round. The chart decides whether they can find what they look for.',
    points: [
      {
        title: 'Revenue as it is earned',
        description:
          'An annual plan billed in January is earned month by month. Deferred Revenue holds what is billed ahead, so monthly recurring revenue and the books agree.',
      },
      {
        title: 'Cost of revenue apart from spending',
        description:
          'Hosting, support and payment fees sit in cost of revenue, so gross margin, the figure investors compare first, is right.',
      },
      {
        title: 'R&D, sales and G&A apart',
        description:
          'Wages, contractors and tools are split by function, the way board reports are read and the way your CPA needs research costs for the research credit and their tax treatment.',
      },
      {
        title: 'Stock accounts for a C corporation',
        description:
          'Common stock, preferred stock and additional paid-in capital match your cap table, and SAFEs or notes wait in their own account until they convert.',
      },
    ],
  },
  groups: [
    {
      id: 'cash-and-receivables',
      title: 'Cash and receivables',
      intro:
        'Cash beyond a few months of spending usually sits in a money market or treasury account, and card payments wait in a clearing account until the processor pays them out.',
      accounts: [
        {
          number: '1000',
          name: 'Operating Checking',
          qbo: { type: 'Bank', detail: 'Checking' },
          xero: 'Bank',
          holds: 'Daily payments and deposits, and the account payroll runs from.',
        },
        {
          number: '1010',
          name: 'Money Market and Treasury',
          qbo: { type: 'Bank', detail: 'Money Market' },
          xero: 'Bank',
          holds: 'Cash beyond a few months of spending, kept in a money market or treasury account.',
        },
        {
          number: '1050',
          name: 'Payment Processor Clearing',
          qbo: { type: 'Other Current Assets', detail: 'Other Current Assets' },
          xero: 'Current Asset',
          holds: 'Customer card payments held by your payment processor until each payout, with its fees taken out.',
        },
        {
          number: '1100',
          name: 'Accounts Receivable',
          qbo: { type: 'Accounts receivable (A/R)', detail: 'Accounts Receivable (A/R)' },
          xero: 'Current Asset',
          holds: 'Open invoices to customers on annual or invoiced plans, aged by how long they are overdue.',
          system: true,
        },
        {
          number: '1400',
          name: 'Prepaid Expenses',
          qbo: { type: 'Other Current Assets', detail: 'Prepaid Expenses' },
          xero: 'Prepayment',
          holds: 'Annual software, insurance and event costs paid ahead, spread over the months they cover.',
        },
      ],
    },
    {
      id: 'long-term-assets',
      title: 'Equipment and software',
      intro:
        'Most early spending is expensed. Laptops above your capitalization threshold, and any software development your CPA capitalizes, are tracked here.',
      accounts: [
        {
          number: '1500',
          name: 'Computer Equipment',
          qbo: { type: 'Fixed Assets', detail: 'Machinery & Equipment' },
          xero: 'Fixed Asset',
          holds: 'Laptops, monitors and servers at or above your capitalization threshold.',
        },
        {
          number: '1510',
          name: 'Capitalized Software',
          qbo: { type: 'Fixed Assets', detail: 'Intangible Assets' },
          xero: 'Fixed Asset',
          holds: 'Costs of building software for internal use, when your CPA decides they are capitalized.',
        },
        {
          number: '1590',
          name: 'Accumulated Depreciation and Amortization',
          qbo: { type: 'Fixed Assets', detail: 'Accumulated Depreciation' },
          xero: 'Fixed Asset',
          holds: 'Depreciation and amortization recorded to date on the equipment and software above.',
        },
        {
          number: '1700',
          name: 'Security Deposits',
          qbo: { type: 'Other Assets', detail: 'Security Deposits' },
          xero: 'Non-current Asset',
          holds: 'Deposits held by your landlord or coworking space.',
        },
      ],
    },
    {
      id: 'liabilities',
      title: 'What the company owes',
      intro:
        'Deferred revenue is the largest liability of many software companies: the service still owed for fees already billed. Accrued expenses catch costs incurred before their bills arrive.',
      accounts: [
        {
          number: '2000',
          name: 'Accounts Payable',
          qbo: { type: 'Accounts payable (A/P)', detail: 'Accounts Payable (A/P)' },
          xero: 'Current Liability',
          holds: 'Bills from vendors and contractors, by due date.',
          system: true,
        },
        {
          number: '2100',
          name: 'Corporate Credit Card',
          qbo: { type: 'Credit Card', detail: 'Credit Card' },
          xero: 'Bank',
          holds: 'Purchases on the company cards, reconciled to each statement.',
        },
        {
          number: '2200',
          name: 'Accrued Expenses',
          qbo: { type: 'Other Current Liabilities', detail: 'Other Current Liabilities' },
          xero: 'Current Liability',
          holds: 'Costs incurred by month-end but not yet billed, such as contractor hours and usage fees.',
        },
        {
          number: '2210',
          name: 'Payroll Liabilities',
          qbo: { type: 'Other Current Liabilities', detail: 'Payroll Tax Payable' },
          xero: 'Current Liability',
          holds: 'Withheld and employer payroll taxes and benefits, until each is paid.',
        },
        {
          number: '2300',
          name: 'Deferred Revenue',
          qbo: { type: 'Other Current Liabilities', detail: 'Other Current Liabilities' },
          xero: 'Current Liability',
          holds: 'Subscription fees billed or collected for months not yet served, released to revenue month by month.',
        },
        {
          number: '2400',
          name: 'Sales Tax Payable',
          qbo: { type: 'Other Current Liabilities', detail: 'Sales Tax Payable' },
          xero: 'Current Liability',
          holds:
            'Sales tax collected in the states where your CPA decides your product is taxable and you must collect.',
          system: true,
        },
        {
          number: '2700',
          name: 'SAFEs and Convertible Notes',
          qbo: { type: 'Long Term Liabilities', detail: 'Other Long Term Liabilities' },
          xero: 'Non-current Liability',
          holds:
            'Money raised on SAFEs or convertible notes until they convert; your CPA decides whether each is shown as a liability or as equity.',
        },
      ],
    },
    {
      id: 'equity',
      title: 'Stock and stockholders’ equity',
      intro:
        'A Delaware C corporation records its stock at par value and the rest of what investors paid as additional paid-in capital, round by round, to match the cap table.',
      accounts: [
        {
          number: '3000',
          name: 'Common Stock',
          qbo: { type: 'Equity', detail: 'Common Stock' },
          xero: 'Equity',
          holds: 'The par value of common shares issued to founders, employees and advisors.',
        },
        {
          number: '3010',
          name: 'Preferred Stock',
          qbo: { type: 'Equity', detail: 'Preferred Stock' },
          xero: 'Equity',
          holds: 'Preferred shares issued in priced rounds, recorded as the round terms and your CPA direct.',
        },
        {
          number: '3100',
          name: 'Additional Paid-In Capital',
          qbo: { type: 'Equity', detail: 'Paid-In Capital or Surplus' },
          xero: 'Equity',
          holds: 'What was paid for shares above their par value, and stock-based compensation as it is recorded.',
        },
        {
          number: '3900',
          name: 'Retained Earnings',
          qbo: { type: 'Equity', detail: 'Retained Earnings' },
          xero: 'Equity',
          holds: 'Profits or accumulated losses of earlier years, posted by your software at each year-end.',
          system: true,
        },
      ],
    },
    {
      id: 'revenue',
      title: 'Revenue',
      intro:
        'Recurring, usage and one-time revenue are kept apart, because investors value them differently and they are recognized at different times.',
      accounts: [
        {
          number: '4000',
          name: 'Subscription Revenue',
          qbo: { type: 'Income', detail: 'Service/Fee Income' },
          xero: 'Revenue',
          holds: 'Recurring subscription fees, recognized month by month over each subscription term.',
        },
        {
          number: '4100',
          name: 'Usage Revenue',
          qbo: { type: 'Income', detail: 'Service/Fee Income' },
          xero: 'Revenue',
          holds: 'Fees billed on usage above a plan allowance.',
        },
        {
          number: '4200',
          name: 'Implementation and Services Revenue',
          qbo: { type: 'Income', detail: 'Service/Fee Income' },
          xero: 'Revenue',
          holds: 'Onboarding, setup and professional services, recognized as they are delivered.',
        },
        {
          number: '4900',
          name: 'Refunds and Credits',
          qbo: { type: 'Income', detail: 'Discounts/Refunds Given' },
          xero: 'Revenue',
          holds: 'Refunds, service credits and discounts given to customers.',
        },
      ],
    },
    {
      id: 'cost-of-revenue',
      title: 'Cost of revenue',
      intro:
        'What it costs to deliver the product to paying customers, and nothing else, so gross margin means what an investor takes it to mean.',
      accounts: [
        {
          number: '5000',
          name: 'Hosting and Infrastructure',
          qbo: { type: 'Cost of Goods Sold', detail: 'Other Costs of Services - COS' },
          xero: 'Direct Costs',
          holds: 'Cloud hosting, databases and content delivery that run the product for customers.',
        },
        {
          number: '5010',
          name: 'Third-Party Services in the Product',
          qbo: { type: 'Cost of Goods Sold', detail: 'Other Costs of Services - COS' },
          xero: 'Direct Costs',
          holds: 'APIs and licenses built into the product whose cost grows with customers.',
        },
        {
          number: '5100',
          name: 'Customer Support Wages',
          qbo: { type: 'Cost of Goods Sold', detail: 'Cost of labor - COS' },
          xero: 'Direct Costs',
          holds: 'Wages and payroll taxes of support and onboarding staff.',
        },
        {
          number: '5200',
          name: 'Payment Processing Fees',
          qbo: { type: 'Cost of Goods Sold', detail: 'Other Costs of Services - COS' },
          xero: 'Direct Costs',
          holds: 'Card and payment processor fees on customer payments.',
        },
      ],
    },
    {
      id: 'operating-expenses',
      title: 'Research and development, sales and marketing, general and administrative',
      intro:
        'Operating expenses in the three functions board reports use. Research wages and contractors are kept apart so your CPA can work out the research credit and how research costs are treated on the return.',
      accounts: [
        {
          number: '6000',
          name: 'R&D - Wages',
          qbo: { type: 'Expenses', detail: 'Payroll Expenses' },
          xero: 'Expense',
          holds: 'Wages of engineers, product managers and designers building the product.',
        },
        {
          number: '6010',
          name: 'R&D - Payroll Taxes and Benefits',
          qbo: { type: 'Expenses', detail: 'Payroll Expenses' },
          xero: 'Expense',
          holds: 'Employer payroll taxes, health insurance and retirement contributions for R&D staff.',
        },
        {
          number: '6020',
          name: 'R&D - Contractors',
          qbo: { type: 'Expenses', detail: 'Legal & Professional Fees' },
          xero: 'Expense',
          holds: 'Contract developers and designers, each with a W-9 on file and a 1099 where one is due.',
        },
        {
          number: '6030',
          name: 'R&D - Tools and Test Environments',
          qbo: { type: 'Expenses', detail: 'Dues & subscriptions' },
          xero: 'Expense',
          holds: 'Developer tools, design software and hosting for development and testing.',
        },
        {
          number: '6100',
          name: 'Sales and Marketing - Wages',
          qbo: { type: 'Expenses', detail: 'Payroll Expenses' },
          xero: 'Expense',
          holds: 'Wages of sales, marketing and customer success staff, with their commissions.',
        },
        {
          number: '6110',
          name: 'Sales and Marketing - Advertising',
          qbo: { type: 'Expenses', detail: 'Advertising/Promotional' },
          xero: 'Expense',
          holds: 'Paid search and social ads, sponsorships, events and marketing tools.',
        },
        {
          number: '6200',
          name: 'G&A - Wages',
          qbo: { type: 'Expenses', detail: 'Payroll Expenses' },
          xero: 'Expense',
          holds: 'Wages of founders and staff in finance, people and operations.',
        },
        {
          number: '6210',
          name: 'Payroll Taxes and Benefits - Sales and G&A',
          qbo: { type: 'Expenses', detail: 'Payroll Expenses' },
          xero: 'Expense',
          holds: 'Employer payroll taxes, health insurance and retirement contributions for sales and G&A staff.',
        },
        {
          number: '6220',
          name: 'Legal Fees',
          qbo: { type: 'Expenses', detail: 'Legal & Professional Fees' },
          xero: 'Expense',
          holds: 'Corporate counsel for incorporation, financings, contracts and intellectual property.',
        },
        {
          number: '6230',
          name: 'Accounting and Tax Fees',
          qbo: { type: 'Expenses', detail: 'Legal & Professional Fees' },
          xero: 'Expense',
          holds: "Bookkeeping, tax preparation and your CPA's fees.",
        },
        {
          number: '6240',
          name: 'Rent and Coworking',
          qbo: { type: 'Expenses', detail: 'Rent or Lease of Buildings' },
          xero: 'Expense',
          holds: 'Office rent and coworking memberships.',
        },
        {
          number: '6250',
          name: 'Software Subscriptions - G&A',
          qbo: { type: 'Expenses', detail: 'Dues & subscriptions' },
          xero: 'Expense',
          holds: 'Software the whole company uses: email, documents, payroll and accounting.',
        },
        {
          number: '6260',
          name: 'Insurance',
          qbo: { type: 'Expenses', detail: 'Insurance' },
          xero: 'Expense',
          holds:
            "Directors and officers, general liability, cyber and workers' compensation premiums, as each month uses them.",
        },
        {
          number: '6270',
          name: 'Delaware Franchise Tax and State Fees',
          qbo: { type: 'Expenses', detail: 'Taxes Paid' },
          xero: 'Expense',
          holds: 'Delaware franchise tax and annual report fees, and registration fees in the states you work in.',
        },
        {
          number: '6280',
          name: 'Travel and Meals',
          qbo: { type: 'Expenses', detail: 'Travel' },
          xero: 'Expense',
          holds: 'Business travel, lodging and meals while traveling.',
        },
        {
          number: '6290',
          name: 'Bank Fees',
          qbo: { type: 'Expenses', detail: 'Bank Charges' },
          xero: 'Expense',
          holds: 'Bank, wire and foreign transaction fees.',
        },
      ],
    },
    {
      id: 'other',
      title: 'Other income and expense',
      intro: `In QuickBooks, interest on cash and on debt sits below operating loss (Other Income and Other Expense), so the burn from operations reads clearly. ${depreciationNote}`,
      accounts: [
        {
          number: '7000',
          name: 'Interest Income',
          qbo: { type: 'Other Income', detail: 'Interest Earned' },
          xero: 'Other Income',
          holds: 'Interest earned on cash, money market and treasury balances.',
        },
        {
          number: '8000',
          name: 'Depreciation and Amortization',
          qbo: { type: 'Other Expense', detail: 'Depreciation' },
          xero: 'Depreciation',
          holds: 'Depreciation of equipment and amortization of capitalized software, on the schedule your CPA sets.',
        },
        {
          number: '8100',
          name: 'Interest Expense',
          qbo: { type: 'Other Expense', detail: 'Other Miscellaneous Expense' },
          xero: 'Expense',
          holds: 'Interest on venture debt, loans and any interest that accrues on convertible notes.',
        },
      ],
    },
  ],
  closingBanner: chartBanner('startup', 'keeps revenue, deferred revenue and R&D where investors look for them'),
} satisfies ChartPageContent
