// The stone fabricator's chart of accounts (/resources/stone-fabricator-chart-of-accounts): job costing from template
// to install, slab and remnant inventory, install labor and jobs in progress. The build writes its files.
import { chartBanner, depreciationNote } from '@/content/resources/chart-copy'
import { BRAND } from '@/content/site'
import type { ChartPageContent } from '@/content/types'

export const stoneFabricatorChart = {
  meta: {
    title: `Chart of Accounts for Stone Fabricators, for QuickBooks and Xero | ${BRAND.name}`,
    description:
      'A free chart of accounts for countertop and stone fabricators: job costing, slab and remnant inventory, install labor and jobs in progress, ready to import into QuickBooks Online or Xero.',
    keywords: [
      'stone fabricator chart of accounts',
      'countertop shop chart of accounts',
      'job costing accounts for fabricators',
      'remnant inventory accounting',
      'QuickBooks Online chart of accounts import',
      'Xero chart of accounts template',
    ],
  },
  hero: {
    eyebrow: 'Free template · Stone fabricators',
    title: 'Chart of Accounts for Stone Fabricators',
    lead: [
      'Accounts that show what each kitchen cost from template to install: slabs and remnants at their value, shop and install labor apart, and deposits held until the job is done. Free to import into QuickBooks Online or Xero.',
    ],
    // The page's own action leads; booking stays in the header and the closing banner (visual review 77).
    cta: {
      label: 'Download the files',
      link: { to: '/resources/stone-fabricator-chart-of-accounts', hash: 'downloads' },
    },
  },
  review: { lastReviewed: '2026-11-29', sample: true },
  why: {
    id: 'why',
    eyebrow: 'Why these accounts',
    title: 'Built Around the Job, Not the Month',
    intro:
      'A generic chart puts every slab, blade and install hour in one cost line. A fabricator needs to see them apart.',
    points: [
      {
        title: 'Cost of each job, by what it used',
        description:
          'Slab material, remnants, sinks, shop labor, install labor and subcontracted installers each have an account, so a job’s margin can be read line by line.',
      },
      {
        title: 'Remnants with a value',
        description:
          'An offcut that goes to the rack at zero makes the vanity later cut from it look like pure profit. A remnant inventory account keeps it at the value your policy gives it.',
      },
      {
        title: 'Deposits that are not yet sales',
        description:
          'Deposits taken at template wait in Customer Deposits until the job is installed and invoiced, so revenue follows the work, not the deposit.',
      },
      {
        title: 'Jobs cut but not installed',
        description:
          'Work in Progress holds the slab and labor of jobs between the saw and the install, so a busy month of cutting does not show as a loss.',
      },
    ],
  },
  groups: [
    {
      id: 'cash-and-receivables',
      title: 'Cash and receivables',
      intro:
        'Payroll runs from its own account, and card payments wait in a clearing account until the processor deposits them, so every account ties to a statement.',
      accounts: [
        {
          number: '1000',
          name: 'Operating Checking',
          qbo: { type: 'Bank', detail: 'Checking' },
          xero: 'Bank',
          holds: 'Customer payments, supplier bills and other daily deposits and payments.',
        },
        {
          number: '1010',
          name: 'Payroll Checking',
          qbo: { type: 'Bank', detail: 'Checking' },
          xero: 'Bank',
          holds: 'Funds moved in before each pay run, so payroll clears from an account of its own.',
        },
        {
          number: '1050',
          name: 'Card Payments Clearing',
          qbo: { type: 'Other Current Assets', detail: 'Other Current Assets' },
          xero: 'Current Asset',
          holds: 'Card payments from customers until the processor deposits them, with its fees taken out.',
        },
        {
          number: '1100',
          name: 'Accounts Receivable',
          qbo: { type: 'Accounts receivable (A/R)', detail: 'Accounts Receivable (A/R)' },
          xero: 'Current Asset',
          holds: 'Open invoices to homeowners, builders and dealers, aged by how long they are overdue.',
          system: true,
        },
        {
          number: '1110',
          name: 'Retainage Receivable',
          qbo: { type: 'Other Current Assets', detail: 'Retainage' },
          xero: 'Current Asset',
          holds: 'Amounts a general contractor holds back until the project is accepted: billed, but not yet due.',
        },
      ],
    },
    {
      id: 'inventory-and-jobs',
      title: 'Slabs, remnants and jobs in progress',
      intro:
        'Slabs are bought weeks before they are cut. Inventory holds them at what they cost to land in your yard, and Work in Progress holds a job between the saw and the install.',
      accounts: [
        {
          number: '1200',
          name: 'Inventory - Slabs',
          qbo: { type: 'Other Current Assets', detail: 'Inventory' },
          xero: 'Inventory',
          holds: 'Full slabs in the yard at their landed cost, tracked by material, lot and bundle.',
        },
        {
          number: '1210',
          name: 'Inventory - Remnants',
          qbo: { type: 'Other Current Assets', detail: 'Inventory' },
          xero: 'Inventory',
          holds:
            'Usable remnants kept after a job, at the value your remnant policy gives them, often a share of the slab cost.',
        },
        {
          number: '1220',
          name: 'Inventory - Sinks and Fixtures',
          qbo: { type: 'Other Current Assets', detail: 'Inventory' },
          xero: 'Inventory',
          holds: 'Sinks, faucets and accessories bought to sell and install with tops.',
        },
        {
          number: '1300',
          name: 'Work in Progress - Jobs',
          qbo: { type: 'Other Current Assets', detail: 'Other Current Assets' },
          xero: 'Current Asset',
          holds:
            'Slab, labor and outside costs of jobs cut but not yet installed, moved to cost of sales when each job is invoiced.',
        },
        {
          number: '1400',
          name: 'Prepaid Expenses',
          qbo: { type: 'Other Current Assets', detail: 'Prepaid Expenses' },
          xero: 'Prepayment',
          holds: 'Insurance premiums and other costs paid ahead, spread over the months they cover.',
        },
      ],
    },
    {
      id: 'equipment',
      title: 'Equipment, vehicles and the shop',
      intro:
        'Saws, CNC routers and install trucks are a fabricator’s largest purchases. Each kind has its own account, so depreciation and loans can be matched to it.',
      accounts: [
        {
          number: '1500',
          name: 'Fabrication Equipment',
          qbo: { type: 'Fixed Assets', detail: 'Machinery & Equipment' },
          xero: 'Fixed Asset',
          holds: 'Bridge saws, CNC routers, waterjets, edge polishers and water recycling systems, at cost.',
        },
        {
          number: '1510',
          name: 'Templating Equipment',
          qbo: { type: 'Fixed Assets', detail: 'Machinery & Equipment' },
          xero: 'Fixed Asset',
          holds: 'Digital templating systems, lasers and tablets used to measure jobs.',
        },
        {
          number: '1520',
          name: 'Install Trucks and Trailers',
          qbo: { type: 'Fixed Assets', detail: 'Vehicles' },
          xero: 'Fixed Asset',
          holds: 'Trucks, vans and A-frame trailers that deliver and install tops.',
        },
        {
          number: '1530',
          name: 'Shop Improvements',
          qbo: { type: 'Fixed Assets', detail: 'Leasehold Improvements' },
          xero: 'Fixed Asset',
          holds: 'Slab racks, cranes, lighting and plumbing built into a leased shop.',
        },
        {
          number: '1590',
          name: 'Accumulated Depreciation',
          qbo: { type: 'Fixed Assets', detail: 'Accumulated Depreciation' },
          xero: 'Fixed Asset',
          holds: 'Depreciation recorded to date on the equipment, vehicles and improvements above.',
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
      title: 'What the shop owes',
      intro:
        'Customer deposits are a debt until the job is done. Payroll taxes, sales tax and equipment loans each get their own account, so each can be tied to what was paid.',
      accounts: [
        {
          number: '2000',
          name: 'Accounts Payable',
          qbo: { type: 'Accounts payable (A/P)', detail: 'Accounts Payable (A/P)' },
          xero: 'Current Liability',
          holds: 'Bills from slab suppliers, sink vendors and subcontractors, by due date.',
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
          name: 'Customer Deposits',
          qbo: { type: 'Other Current Liabilities', detail: 'Other Current Liabilities' },
          xero: 'Current Liability',
          holds: 'Deposits collected at template or at signing, held until the job is installed and invoiced.',
        },
        {
          number: '2210',
          name: 'Payroll Liabilities',
          qbo: { type: 'Other Current Liabilities', detail: 'Payroll Tax Payable' },
          xero: 'Current Liability',
          holds: 'Withheld and employer payroll taxes and benefits, until each is paid.',
        },
        {
          number: '2220',
          name: 'Sales Tax Payable',
          qbo: { type: 'Other Current Liabilities', detail: 'Sales Tax Payable' },
          xero: 'Current Liability',
          holds: 'Sales tax collected on taxable sales and owed to each state where you collect it.',
          system: true,
        },
        {
          number: '2300',
          name: 'Equipment Loans - Current Portion',
          qbo: { type: 'Other Current Liabilities', detail: 'Loan Payable' },
          xero: 'Current Liability',
          holds: 'Principal due within the coming year on equipment and vehicle loans.',
        },
        {
          number: '2700',
          name: 'Equipment Loans - Long Term',
          qbo: { type: 'Long Term Liabilities', detail: 'Notes Payable' },
          xero: 'Non-current Liability',
          holds: 'Principal due after the coming year on loans for saws, CNC routers and trucks.',
        },
      ],
    },
    {
      id: 'equity',
      title: 'Owners’ equity',
      intro:
        'What the owners put in and take out stays apart from wages and expenses. Your CPA may rename these for your kind of company.',
      accounts: [
        {
          number: '3000',
          name: 'Owner Contributions',
          qbo: { type: 'Equity', detail: "Owner's Equity" },
          xero: 'Equity',
          holds: 'Money the owners put into the business.',
        },
        {
          number: '3100',
          name: 'Owner Distributions',
          qbo: { type: 'Equity', detail: "Owner's Equity" },
          xero: 'Equity',
          holds: 'Money the owners take out, other than wages.',
        },
        {
          number: '3900',
          name: 'Retained Earnings',
          qbo: { type: 'Equity', detail: 'Retained Earnings' },
          xero: 'Equity',
          holds: 'Profits kept in the business from earlier years, posted by your software at each year-end.',
          system: true,
        },
      ],
    },
    {
      id: 'income',
      title: 'Sales, by kind of work',
      intro:
        'Homeowners and builders buy differently and pay differently. Splitting their sales, and keeping remnant and repair work apart, shows where the margin is.',
      accounts: [
        {
          number: '4000',
          name: 'Countertop Sales - Residential',
          qbo: { type: 'Income', detail: 'Sales of Product Income' },
          xero: 'Revenue',
          holds: 'Fabricated and installed tops sold to homeowners.',
        },
        {
          number: '4010',
          name: 'Countertop Sales - Builders and Contractors',
          qbo: { type: 'Income', detail: 'Sales of Product Income' },
          xero: 'Revenue',
          holds: 'Tops for builders, remodelers and general contractors, multi-unit work included.',
        },
        {
          number: '4100',
          name: 'Sink and Fixture Sales',
          qbo: { type: 'Income', detail: 'Sales of Product Income' },
          xero: 'Revenue',
          holds: 'Sinks, faucets and accessories sold with tops.',
        },
        {
          number: '4200',
          name: 'Remnant Sales',
          qbo: { type: 'Income', detail: 'Sales of Product Income' },
          xero: 'Revenue',
          holds: 'Vanities and small tops cut from remnants, kept apart so their margin shows.',
        },
        {
          number: '4300',
          name: 'Repair and Service Income',
          qbo: { type: 'Income', detail: 'Service/Fee Income' },
          xero: 'Revenue',
          holds: 'Repairs, resealing, polishing and trip charges.',
        },
        {
          number: '4900',
          name: 'Discounts and Credits Given',
          qbo: { type: 'Income', detail: 'Discounts/Refunds Given' },
          xero: 'Revenue',
          holds: 'Price adjustments and credits given to customers.',
        },
      ],
    },
    {
      id: 'job-costs',
      title: 'Cost of each job',
      intro:
        'Every cost a job uses has its own account, from the slab to the installer, so the margin of a kitchen can be compared with its quote.',
      accounts: [
        {
          number: '5000',
          name: 'Slab Material Used',
          qbo: { type: 'Cost of Goods Sold', detail: 'Supplies & Materials - COGS' },
          xero: 'Direct Costs',
          holds: 'The landed cost of slabs used on jobs, moved here from Work in Progress as each job is invoiced.',
        },
        {
          number: '5010',
          name: 'Remnant Material Used',
          qbo: { type: 'Cost of Goods Sold', detail: 'Supplies & Materials - COGS' },
          xero: 'Direct Costs',
          holds: 'Remnants used on jobs, at the value they were kept at.',
        },
        {
          number: '5020',
          name: 'Sinks and Fixtures Sold',
          qbo: { type: 'Cost of Goods Sold', detail: 'Supplies & Materials - COGS' },
          xero: 'Direct Costs',
          holds: 'The cost of the sinks and fixtures installed with tops.',
        },
        {
          number: '5100',
          name: 'Fabrication Labor',
          qbo: { type: 'Cost of Goods Sold', detail: 'Cost of labor - COS' },
          xero: 'Direct Costs',
          holds:
            'Wages and payroll taxes of saw, CNC and polishing staff, charged to jobs; the part for jobs not yet installed moves to Work in Progress at month-end.',
        },
        {
          number: '5110',
          name: 'Install Labor',
          qbo: { type: 'Cost of Goods Sold', detail: 'Cost of labor - COS' },
          xero: 'Direct Costs',
          holds: 'Wages and payroll taxes of install crews, charged to jobs.',
        },
        {
          number: '5120',
          name: 'Templating Labor',
          qbo: { type: 'Cost of Goods Sold', detail: 'Cost of labor - COS' },
          xero: 'Direct Costs',
          holds: 'Time spent measuring and templating jobs.',
        },
        {
          number: '5200',
          name: 'Subcontracted Installation',
          qbo: { type: 'Cost of Goods Sold', detail: 'Other Costs of Services - COS' },
          xero: 'Direct Costs',
          holds: 'Outside installers and plumbers paid by the job, each with a W-9 on file for their 1099.',
        },
        {
          number: '5300',
          name: 'Shop Consumables',
          qbo: { type: 'Cost of Goods Sold', detail: 'Supplies & Materials - COGS' },
          xero: 'Direct Costs',
          holds: 'Blades, bits, polishing pads, adhesives and sealers used to cut and finish tops.',
        },
        {
          number: '5400',
          name: 'Delivery and Install Vehicle Costs',
          qbo: { type: 'Cost of Goods Sold', detail: 'Shipping, Freight & Delivery - COS' },
          xero: 'Direct Costs',
          holds: 'Fuel, tolls and rentals for delivering and installing jobs.',
        },
        {
          number: '5900',
          name: 'Slab Breakage and Waste',
          qbo: { type: 'Cost of Goods Sold', detail: 'Supplies & Materials - COGS' },
          xero: 'Direct Costs',
          holds: 'Slabs broken in handling or cutting, and inventory written down at the count.',
        },
      ],
    },
    {
      id: 'overhead',
      title: 'Running the shop',
      intro:
        'What the shop spends whatever it cuts. Machine repairs and software have their own accounts, because they grow with the shop and are easy to lose among supplies.',
      accounts: [
        {
          number: '6000',
          name: 'Office and Sales Wages',
          qbo: { type: 'Expenses', detail: 'Payroll Expenses' },
          xero: 'Expense',
          holds: 'Wages of estimators, salespeople and office staff.',
        },
        {
          number: '6010',
          name: 'Office Payroll Taxes and Benefits',
          qbo: { type: 'Expenses', detail: 'Payroll Expenses' },
          xero: 'Expense',
          holds: 'Employer payroll taxes, health insurance and retirement contributions for office and sales staff.',
        },
        {
          number: '6100',
          name: 'Shop and Showroom Rent',
          qbo: { type: 'Expenses', detail: 'Rent or Lease of Buildings' },
          xero: 'Expense',
          holds: 'Rent for the shop, the yard and the showroom.',
        },
        {
          number: '6110',
          name: 'Utilities',
          qbo: { type: 'Expenses', detail: 'Utilities' },
          xero: 'Expense',
          holds: 'Electricity for saws and routers, water, gas and internet.',
        },
        {
          number: '6200',
          name: 'Equipment Repairs and Maintenance',
          qbo: { type: 'Expenses', detail: 'Repair & Maintenance' },
          xero: 'Expense',
          holds: 'Service and parts for saws, CNC routers, waterjets, cranes and forklifts.',
        },
        {
          number: '6300',
          name: 'Insurance',
          qbo: { type: 'Expenses', detail: 'Insurance' },
          xero: 'Expense',
          holds: "General liability, property, vehicle and workers' compensation premiums, as each month uses them.",
        },
        {
          number: '6400',
          name: 'Software Subscriptions',
          qbo: { type: 'Expenses', detail: 'Dues & subscriptions' },
          xero: 'Expense',
          holds: 'Shop and job software, layout and nesting software, and accounting software.',
        },
        {
          number: '6500',
          name: 'Advertising and Showroom',
          qbo: { type: 'Expenses', detail: 'Advertising/Promotional' },
          xero: 'Expense',
          holds: 'Ads, the website, sample boards and showroom displays.',
        },
        {
          number: '6600',
          name: 'Professional Fees',
          qbo: { type: 'Expenses', detail: 'Legal & Professional Fees' },
          xero: 'Expense',
          holds: 'Your CPA, your attorney and outsourced bookkeeping.',
        },
        {
          number: '6700',
          name: 'Bank and Card Processing Fees',
          qbo: { type: 'Expenses', detail: 'Bank Charges' },
          xero: 'Expense',
          holds: 'Bank fees and the fees on card payments from customers.',
        },
        {
          number: '6800',
          name: 'Office Supplies and Expenses',
          qbo: { type: 'Expenses', detail: 'Office/General Administrative Expenses' },
          xero: 'Expense',
          holds: 'Office supplies, postage and small office equipment.',
        },
        {
          number: '6900',
          name: 'Taxes and Licenses',
          qbo: { type: 'Expenses', detail: 'Taxes Paid' },
          xero: 'Expense',
          holds: 'Business licenses, contractor registrations and property taxes.',
        },
      ],
    },
    {
      id: 'other',
      title: 'Other income and expense',
      intro: `In QuickBooks, interest sits below the operating lines (Other Expense), so the shop’s own profit reads the same whether its equipment is financed or paid for. ${depreciationNote}`,
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
          holds: 'Depreciation of equipment, vehicles and improvements, on the schedule your CPA sets.',
        },
        {
          number: '8100',
          name: 'Interest Expense',
          qbo: { type: 'Other Expense', detail: 'Other Miscellaneous Expense' },
          xero: 'Expense',
          holds: 'Interest on equipment loans, vehicle loans and any line of credit.',
        },
      ],
    },
  ],
  closingBanner: chartBanner('shop', 'costs every job'),
} satisfies ChartPageContent
