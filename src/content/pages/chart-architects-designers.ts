// The architecture and design firm's chart of accounts (/resources/architecture-firm-chart-of-accounts): fees by how
// they are billed, reimbursable expenses, retainers and unbilled work in progress. The build writes its files.
import { chartBanner, depreciationNote } from '@/content/resources/chart-copy'
import { BRAND } from '@/content/site'
import type { ChartPageContent } from '@/content/types'

export const architectureFirmChart = {
  meta: {
    title: `Chart of Accounts for Architects and Interior Designers | ${BRAND.name}`,
    description:
      'A free chart of accounts for architecture and interior design firms: fees by billing method, reimbursable expenses, client retainers and unbilled work in progress, for QuickBooks Online or Xero.',
    keywords: [
      'architecture firm chart of accounts',
      'interior design chart of accounts',
      'reimbursable expenses accounting',
      'client retainer accounting',
      'unbilled work in progress',
      'QuickBooks Online chart of accounts import',
    ],
  },
  hero: {
    eyebrow: 'Free template · Architects & designers',
    title: 'Chart of Accounts for Architecture and Design Firms',
    lead: [
      'Accounts for a firm that bills by phase, by the hour or by a share of construction: retainers held until they are earned, reimbursables matched to what was billed, and work done but not yet invoiced. For QuickBooks Online or Xero, free.',
    ],
    // The page's own action leads; booking stays in the header and the closing banner (visual review 77).
    cta: {
      label: 'Download the files',
      link: { to: '/resources/architecture-firm-chart-of-accounts', hash: 'downloads' },
    },
  },
  review: { lastReviewed: '2026-11-29', sample: true },
  why: {
    id: 'why',
    eyebrow: 'Why these accounts',
    title: 'Built Around the Project and the Contract',
    intro:
      'A design firm sells time and judgment under contracts that bill in different ways. Its chart has to show what was earned, what was billed and what the client still owes the firm for.',
    points: [
      {
        title: 'Fees by how they are billed',
        description:
          'Phase and fixed fees, hourly fees and fees on a share of construction have their own accounts, so you can see which kinds of contract earn most for the hours they take.',
      },
      {
        title: 'Reimbursables that come back',
        description:
          'Consultants, printing, permits and project travel are recorded as project costs, with accounts that show whether every dollar was billed back.',
      },
      {
        title: 'Retainers held, not spent',
        description:
          'A retainer is the client’s money until it is earned. Client Retainers holds it until it is applied to an invoice.',
      },
      {
        title: 'Work done, not yet billed',
        description:
          'Unbilled Fees records hours and phases earned at month-end but invoiced later, so a month of heavy work does not look like a slow one.',
      },
    ],
  },
  groups: [
    {
      id: 'cash-and-receivables',
      title: 'Cash, receivables and unbilled work',
      intro:
        'Fees are earned before they are billed and billed before they are paid. Unbilled fees and unbilled reimbursables sit beside receivables, so nothing earned goes unnoticed.',
      accounts: [
        {
          number: '1000',
          name: 'Operating Checking',
          qbo: { type: 'Bank', detail: 'Checking' },
          xero: 'Bank',
          holds: 'Client payments, consultant and vendor payments and other daily banking.',
        },
        {
          number: '1020',
          name: 'Savings - Tax and Reserve',
          qbo: { type: 'Bank', detail: 'Savings' },
          xero: 'Bank',
          holds: 'Cash set aside for estimated taxes and slow months.',
        },
        {
          number: '1100',
          name: 'Accounts Receivable',
          qbo: { type: 'Accounts receivable (A/R)', detail: 'Accounts Receivable (A/R)' },
          xero: 'Current Asset',
          holds: 'Open invoices to clients, aged by how long they are overdue.',
          system: true,
        },
        {
          number: '1110',
          name: 'Unbilled Fees',
          qbo: { type: 'Other Current Assets', detail: 'Other Current Assets' },
          xero: 'Current Asset',
          holds:
            'Fees earned on hourly and phase work but not yet invoiced, recorded at month-end and reversed when billed.',
        },
        {
          number: '1120',
          name: 'Unbilled Reimbursable Expenses',
          qbo: { type: 'Other Current Assets', detail: 'Other Current Assets' },
          xero: 'Current Asset',
          holds: 'Consultant fees, printing and travel paid for a project and not yet billed to the client.',
        },
        {
          number: '1400',
          name: 'Prepaid Expenses',
          qbo: { type: 'Other Current Assets', detail: 'Prepaid Expenses' },
          xero: 'Prepayment',
          holds: 'Insurance premiums, software licenses and other costs paid ahead, spread over the months they cover.',
        },
      ],
    },
    {
      id: 'equipment',
      title: 'Studio, computers and furniture',
      intro: 'A studio’s fixed assets are modest but worth tracking: workstations and plotters wear out on a schedule.',
      accounts: [
        {
          number: '1500',
          name: 'Computers and Equipment',
          qbo: { type: 'Fixed Assets', detail: 'Machinery & Equipment' },
          xero: 'Fixed Asset',
          holds: 'Workstations, plotters, scanners and 3D printers, at cost.',
        },
        {
          number: '1510',
          name: 'Furniture and Fixtures',
          qbo: { type: 'Fixed Assets', detail: 'Furniture & Fixtures' },
          xero: 'Fixed Asset',
          holds: 'Studio furniture, shelving and fixtures.',
        },
        {
          number: '1520',
          name: 'Leasehold Improvements',
          qbo: { type: 'Fixed Assets', detail: 'Leasehold Improvements' },
          xero: 'Fixed Asset',
          holds: 'Build-out of a leased studio: partitions, lighting and cabling.',
        },
        {
          number: '1590',
          name: 'Accumulated Depreciation',
          qbo: { type: 'Fixed Assets', detail: 'Accumulated Depreciation' },
          xero: 'Fixed Asset',
          holds: 'Depreciation recorded to date on the equipment, furniture and improvements above.',
        },
        {
          number: '1700',
          name: 'Security Deposits',
          qbo: { type: 'Other Assets', detail: 'Security Deposits' },
          xero: 'Non-current Asset',
          holds: 'Deposits held by your landlord and utilities.',
        },
      ],
    },
    {
      id: 'liabilities',
      title: 'What the firm owes, and what it holds for clients',
      intro:
        'Retainers, fees billed ahead of the work and deposits on furnishings ordered for clients are all the client’s money until the firm earns it or delivers.',
      accounts: [
        {
          number: '2000',
          name: 'Accounts Payable',
          qbo: { type: 'Accounts payable (A/P)', detail: 'Accounts Payable (A/P)' },
          xero: 'Current Liability',
          holds: 'Bills from consultants, vendors and suppliers, by due date.',
          system: true,
        },
        {
          number: '2100',
          name: 'Business Credit Card',
          qbo: { type: 'Credit Card', detail: 'Credit Card' },
          xero: 'Bank',
          holds: 'Purchases on the company card, reconciled to each statement.',
        },
        {
          number: '2200',
          name: 'Client Retainers',
          qbo: { type: 'Other Current Liabilities', detail: 'Other Current Liabilities' },
          xero: 'Current Liability',
          holds: 'Retainers received before work starts, applied to invoices as the contract says.',
        },
        {
          number: '2210',
          name: 'Fees Billed in Advance',
          qbo: { type: 'Other Current Liabilities', detail: 'Other Current Liabilities' },
          xero: 'Current Liability',
          holds: 'Phases invoiced ahead of the work done, released to fees as the work is done.',
        },
        {
          number: '2220',
          name: 'Client Deposits on Furnishings',
          qbo: { type: 'Other Current Liabilities', detail: 'Other Current Liabilities' },
          xero: 'Current Liability',
          holds:
            'Deposits collected on furniture, fixtures and accessories ordered for clients, until they are delivered.',
        },
        {
          number: '2300',
          name: 'Payroll Liabilities',
          qbo: { type: 'Other Current Liabilities', detail: 'Payroll Tax Payable' },
          xero: 'Current Liability',
          holds: 'Withheld and employer payroll taxes and benefits, until each is paid.',
        },
        {
          number: '2400',
          name: 'Sales Tax Payable',
          qbo: { type: 'Other Current Liabilities', detail: 'Sales Tax Payable' },
          xero: 'Current Liability',
          holds: 'Sales tax collected on furnishings and other taxable sales, owed to each state where you collect it.',
          system: true,
        },
        {
          number: '2700',
          name: 'Notes Payable',
          qbo: { type: 'Long Term Liabilities', detail: 'Notes Payable' },
          xero: 'Non-current Liability',
          holds: 'Principal due after the coming year on loans to the firm.',
        },
      ],
    },
    {
      id: 'equity',
      title: 'Owners’ and partners’ equity',
      intro:
        'What owners or partners put in and take out stays apart from salaries and expenses. Your CPA may rename these for your kind of company.',
      accounts: [
        {
          number: '3000',
          name: 'Owner and Partner Contributions',
          qbo: { type: 'Equity', detail: 'Partner Contributions' },
          xero: 'Equity',
          holds: 'Money the owners or partners put into the firm.',
        },
        {
          number: '3100',
          name: 'Owner and Partner Distributions',
          qbo: { type: 'Equity', detail: 'Partner Distributions' },
          xero: 'Equity',
          holds: 'Money the owners or partners take out, apart from their pay for work in the firm.',
        },
        {
          number: '3900',
          name: 'Retained Earnings',
          qbo: { type: 'Equity', detail: 'Retained Earnings' },
          xero: 'Equity',
          holds: 'Profits kept in the firm from earlier years, posted by your software at each year-end.',
          system: true,
        },
      ],
    },
    {
      id: 'income',
      title: 'Fees, by how they are billed',
      intro:
        'Each billing method has an account, and reimbursables billed to clients have their own, so they can be matched to what the firm paid out.',
      accounts: [
        {
          number: '4000',
          name: 'Fees - Phase and Fixed Fee',
          qbo: { type: 'Income', detail: 'Service/Fee Income' },
          xero: 'Revenue',
          holds: 'Fees billed by phase, from schematic design to construction administration, or as a fixed fee.',
        },
        {
          number: '4010',
          name: 'Fees - Hourly',
          qbo: { type: 'Income', detail: 'Service/Fee Income' },
          xero: 'Revenue',
          holds: 'Fees billed for hours worked, at the rates in each contract.',
        },
        {
          number: '4020',
          name: 'Fees - Percentage of Construction',
          qbo: { type: 'Income', detail: 'Service/Fee Income' },
          xero: 'Revenue',
          holds: 'Fees billed as a share of the construction cost.',
        },
        {
          number: '4100',
          name: 'Reimbursable Expenses Billed',
          qbo: { type: 'Income', detail: 'Other Primary Income' },
          xero: 'Revenue',
          holds: 'Reimbursable expenses billed to clients, at cost or with the markup your contract allows.',
        },
        {
          number: '4200',
          name: 'Furnishings Sales',
          qbo: { type: 'Income', detail: 'Sales of Product Income' },
          xero: 'Revenue',
          holds: 'Furniture, fixtures and accessories sold to clients.',
        },
        {
          number: '4900',
          name: 'Fee Adjustments and Write-Offs',
          qbo: { type: 'Income', detail: 'Discounts/Refunds Given' },
          xero: 'Revenue',
          holds: 'Fees written down or credited when they are billed.',
        },
      ],
    },
    {
      id: 'project-costs',
      title: 'Direct project costs',
      intro:
        'Costs a project causes, set against its fees: consultants, reimbursables and furnishings bought for clients. Your CPA may also put the hours staff charge to projects here.',
      accounts: [
        {
          number: '5000',
          name: 'Consultant Fees',
          qbo: { type: 'Cost of Goods Sold', detail: 'Other Costs of Services - COS' },
          xero: 'Direct Costs',
          holds: 'Structural, MEP, civil and other consultants engaged for a project, billed through or not.',
        },
        {
          number: '5010',
          name: 'Reimbursable Project Expenses',
          qbo: { type: 'Cost of Goods Sold', detail: 'Other Costs of Services - COS' },
          xero: 'Direct Costs',
          holds:
            'Printing, models, permit fees and project travel paid for clients, matched to Reimbursable Expenses Billed.',
        },
        {
          number: '5100',
          name: 'Direct Project Labor',
          qbo: { type: 'Cost of Goods Sold', detail: 'Cost of labor - COS' },
          xero: 'Direct Costs',
          holds:
            'Wages of architects and designers for hours charged to projects, when your CPA keeps project labor here.',
        },
        {
          number: '5200',
          name: 'Furnishings Purchased for Clients',
          qbo: { type: 'Cost of Goods Sold', detail: 'Supplies & Materials - COGS' },
          xero: 'Direct Costs',
          holds: 'The cost of furniture and accessories sold to clients, with their freight and receiving.',
        },
      ],
    },
    {
      id: 'overhead',
      title: 'Running the studio',
      intro:
        'Time not charged to projects, licenses and insurance (professional liability above all) are a design firm’s main overhead, and each has an account.',
      accounts: [
        {
          number: '6000',
          name: 'Salaries - Indirect and Administrative',
          qbo: { type: 'Expenses', detail: 'Payroll Expenses' },
          xero: 'Expense',
          holds: 'Time not charged to projects: marketing, proposals, administration and training.',
        },
        {
          number: '6010',
          name: 'Payroll Taxes and Benefits',
          qbo: { type: 'Expenses', detail: 'Payroll Expenses' },
          xero: 'Expense',
          holds: 'Employer payroll taxes, health insurance and retirement contributions.',
        },
        {
          number: '6100',
          name: 'Studio Rent',
          qbo: { type: 'Expenses', detail: 'Rent or Lease of Buildings' },
          xero: 'Expense',
          holds: 'Rent for the studio and any storage.',
        },
        {
          number: '6110',
          name: 'Utilities and Internet',
          qbo: { type: 'Expenses', detail: 'Utilities' },
          xero: 'Expense',
          holds: 'Electricity, internet and phones.',
        },
        {
          number: '6200',
          name: 'Software Subscriptions',
          qbo: { type: 'Expenses', detail: 'Dues & subscriptions' },
          xero: 'Expense',
          holds: 'CAD, BIM and rendering licenses, project and time tracking, and accounting software.',
        },
        {
          number: '6210',
          name: 'Licenses, Dues and Continuing Education',
          qbo: { type: 'Expenses', detail: 'Dues & subscriptions' },
          xero: 'Expense',
          holds:
            'State architecture and interior design licenses, professional association dues and continuing education.',
        },
        {
          number: '6300',
          name: 'Business Insurance',
          qbo: { type: 'Expenses', detail: 'Insurance' },
          xero: 'Expense',
          holds:
            "Professional liability (errors and omissions), general liability and workers' compensation coverage, as each month uses them.",
        },
        {
          number: '6400',
          name: 'Marketing and Competitions',
          qbo: { type: 'Expenses', detail: 'Advertising/Promotional' },
          xero: 'Expense',
          holds: 'The website, project photography, award entries and proposal costs.',
        },
        {
          number: '6500',
          name: 'Professional Fees',
          qbo: { type: 'Expenses', detail: 'Legal & Professional Fees' },
          xero: 'Expense',
          holds: 'Your CPA, your attorney and outsourced bookkeeping.',
        },
        {
          number: '6600',
          name: 'Travel - Non-Billable',
          qbo: { type: 'Expenses', detail: 'Travel' },
          xero: 'Expense',
          holds: 'Travel not billed to a client, such as conferences and business development.',
        },
        {
          number: '6700',
          name: 'Bank and Card Fees',
          qbo: { type: 'Expenses', detail: 'Bank Charges' },
          xero: 'Expense',
          holds: 'Bank fees and the fees on card payments from clients.',
        },
        {
          number: '6800',
          name: 'Office Supplies and Printing',
          qbo: { type: 'Expenses', detail: 'Office/General Administrative Expenses' },
          xero: 'Expense',
          holds: 'Supplies, printing and postage not billed to a project.',
        },
        {
          number: '6900',
          name: 'Taxes and Licenses',
          qbo: { type: 'Expenses', detail: 'Taxes Paid' },
          xero: 'Expense',
          holds: 'Business licenses, firm registrations and property taxes.',
        },
      ],
    },
    {
      id: 'other',
      title: 'Other income and expense',
      intro: `In QuickBooks, interest sits below the operating lines (Other Expense), so the firm’s own profit reads clearly. ${depreciationNote}`,
      accounts: [
        {
          number: '7000',
          name: 'Interest Income',
          qbo: { type: 'Other Income', detail: 'Interest Earned' },
          xero: 'Other Income',
          holds: 'Interest earned on business bank accounts.',
        },
        {
          number: '8000',
          name: 'Depreciation Expense',
          qbo: { type: 'Other Expense', detail: 'Depreciation' },
          xero: 'Depreciation',
          holds: 'Depreciation of computers, furniture and improvements, on the schedule your CPA sets.',
        },
        {
          number: '8100',
          name: 'Interest Expense',
          qbo: { type: 'Other Expense', detail: 'Other Miscellaneous Expense' },
          xero: 'Expense',
          holds: 'Interest on loans and any line of credit.',
        },
      ],
    },
  ],
  closingBanner: chartBanner('firm', 'tracks retainers and reimbursables project by project'),
} satisfies ChartPageContent
