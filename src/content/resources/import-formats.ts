// The two chart-of-accounts import formats the templates are written in, as their makers document them: each file's
// columns, the account types each accepts, and the help pages they come from (cited on each chart's page and in each
// workbook). The charts (content/pages/chart-*.ts) name their types from these lists, and the build checks them
// against the lists (content/resources/chart-schema.ts): a type outside them fails the build in one line.

/** A help page a format is documented on. */
export type FormatSource = { title: string; publisher: string; url: string }

/**
 * QuickBooks Online's account types, as its chart of accounts and its import name them (US edition). The import takes
 * a type only when it matches one of these exactly, capitals included.
 */
export const QBO_ACCOUNT_TYPES = [
  'Bank',
  'Accounts receivable (A/R)',
  'Other Current Assets',
  'Fixed Assets',
  'Other Assets',
  'Accounts payable (A/P)',
  'Credit Card',
  'Other Current Liabilities',
  'Long Term Liabilities',
  'Equity',
  'Income',
  'Cost of Goods Sold',
  'Expenses',
  'Other Income',
  'Other Expense',
] as const
export type QboAccountType = (typeof QBO_ACCOUNT_TYPES)[number]

/**
 * The detail types the templates use, under the account type each belongs to (QuickBooks Online has more; each
 * detail type belongs to one account type, and the import takes it only under that type).
 */
export const QBO_DETAIL_TYPES = {
  Bank: ['Checking', 'Savings', 'Money Market', 'Cash on hand'],
  'Accounts receivable (A/R)': ['Accounts Receivable (A/R)'],
  'Other Current Assets': [
    'Allowance for Bad Debts',
    'Employee Cash Advances',
    'Inventory',
    'Other Current Assets',
    'Prepaid Expenses',
    'Retainage',
    'Undeposited Funds',
  ],
  'Fixed Assets': [
    'Accumulated Depreciation',
    'Accumulated Amortization',
    'Furniture & Fixtures',
    'Intangible Assets',
    'Leasehold Improvements',
    'Machinery & Equipment',
    'Vehicles',
  ],
  'Other Assets': ['Security Deposits', 'Other Long-term Assets'],
  'Accounts payable (A/P)': ['Accounts Payable (A/P)'],
  'Credit Card': ['Credit Card'],
  'Other Current Liabilities': [
    'Line of Credit',
    'Loan Payable',
    'Other Current Liabilities',
    'Payroll Clearing',
    'Payroll Tax Payable',
    'Sales Tax Payable',
  ],
  'Long Term Liabilities': ['Notes Payable', 'Other Long Term Liabilities', 'Shareholder Notes Payable'],
  Equity: [
    'Common Stock',
    'Opening Balance Equity',
    "Owner's Equity",
    'Paid-In Capital or Surplus',
    'Partner Contributions',
    'Partner Distributions',
    'Preferred Stock',
    'Retained Earnings',
  ],
  Income: ['Discounts/Refunds Given', 'Other Primary Income', 'Sales of Product Income', 'Service/Fee Income'],
  'Cost of Goods Sold': [
    'Cost of labor - COS',
    'Equipment Rental - COS',
    'Other Costs of Services - COS',
    'Shipping, Freight & Delivery - COS',
    'Supplies & Materials - COGS',
  ],
  Expenses: [
    'Advertising/Promotional',
    'Auto',
    'Bad Debts',
    'Bank Charges',
    'Dues & subscriptions',
    'Equipment Rental',
    'Insurance',
    'Legal & Professional Fees',
    'Office/General Administrative Expenses',
    'Other Business Expenses',
    'Payroll Expenses',
    'Rent or Lease of Buildings',
    'Repair & Maintenance',
    'Shipping, Freight & Delivery',
    'Supplies & Materials',
    'Taxes Paid',
    'Travel',
    'Utilities',
  ],
  'Other Income': ['Interest Earned', 'Other Miscellaneous Income'],
  'Other Expense': ['Amortization', 'Depreciation', 'Other Miscellaneous Expense', 'Penalties & Settlements'],
} as const satisfies Record<QboAccountType, readonly string[]>

/**
 * Xero's account types, by the name its chart of accounts and its import file use, with the code its API gives each.
 * Australia's payroll types (PAYG, superannuation, wages) are left out: the templates are for US organizations.
 */
export const XERO_ACCOUNT_TYPES = {
  Bank: 'BANK',
  'Current Asset': 'CURRENT',
  'Fixed Asset': 'FIXED',
  Inventory: 'INVENTORY',
  'Non-current Asset': 'NONCURRENT',
  Prepayment: 'PREPAYMENT',
  'Current Liability': 'CURRLIAB',
  Liability: 'LIABILITY',
  'Non-current Liability': 'TERMLIAB',
  Equity: 'EQUITY',
  Revenue: 'REVENUE',
  Sales: 'SALES',
  'Other Income': 'OTHERINCOME',
  'Direct Costs': 'DIRECTCOSTS',
  Expense: 'EXPENSE',
  Overhead: 'OVERHEADS',
  Depreciation: 'DEPRECIATN',
} as const
export type XeroAccountType = keyof typeof XERO_ACCOUNT_TYPES

/** The software a chart's files are made for, in the order the pages offer them. */
export const SOFTWARE = ['quickbooks-online', 'xero'] as const
export type Software = (typeof SOFTWARE)[number]

/**
 * Each format: its columns in order (the header row of the CSV file and of the workbook's first sheet), the values
 * every account takes where the template has no opinion, and where the maker documents it.
 */
export const IMPORT_FORMATS = {
  'quickbooks-online': {
    name: 'QuickBooks Online',
    columns: ['Account Number', 'Account Name', 'Type', 'Detail Type'],
    sources: [
      {
        title: 'Import your chart of accounts to QuickBooks Online',
        publisher: 'Intuit',
        url: 'https://quickbooks.intuit.com/community/Help-Articles/Import-Chart-of-Accounts/m-p/262238',
      },
      {
        title: 'Import chart of accounts (columns and error messages)',
        publisher: 'Intuit',
        url: 'https://community.intuit.com/articles/1768031-import-chart-of-accounts',
      },
      {
        title: 'Types of accounts in the chart of accounts',
        publisher: 'Intuit',
        url: 'https://plugin-qbo.intuit.com/qbo-ush/helpcontent/production/129/en_US/QBO_Plus/Content/Topics/company/help_company_accounts_types.htm',
      },
    ],
  },
  xero: {
    name: 'Xero',
    columns: ['*Code', '*Name', '*Type', '*Tax Code', 'Description', 'Dashboard', 'Expense Claims', 'Enable Payments'],
    /** The tax rate every account is imported with: US sales tax is set on invoices, rate by rate, once registered. */
    taxCode: 'Tax Exempt',
    sources: [
      {
        title: 'Chart of accounts (importing a chart)',
        publisher: 'Xero',
        url: 'https://help.xero.com/int/Settings_ChartofAccounts',
      },
      {
        title: 'Accounting API account types (AccountType)',
        publisher: 'Xero',
        url: 'https://github.com/XeroAPI/Xero-OpenAPI/blob/master/xero_accounting.yaml',
      },
    ],
  },
} as const satisfies Record<
  Software,
  { name: string; columns: readonly string[]; sources: readonly FormatSource[]; taxCode?: string }
>
