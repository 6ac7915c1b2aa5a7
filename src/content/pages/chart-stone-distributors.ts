// The stone distributor's chart of accounts (/resources/stone-distributor-chart-of-accounts): inventory by material and
// landed cost (freight-in, duty and container costs held until they are allocated). The build writes its files.
import { chartBanner, depreciationNote } from '@/content/resources/chart-copy'
import { BRAND } from '@/content/site'
import type { ChartPageContent } from '@/content/types'

export const stoneDistributorChart = {
  meta: {
    title: `Chart of Accounts for Stone Distributors, for QuickBooks and Xero | ${BRAND.name}`,
    description:
      'A free chart of accounts for stone slab distributors and importers: inventory by material, landed cost with freight-in, duty and container costs, ready to import into QuickBooks Online or Xero.',
    keywords: [
      'stone distributor chart of accounts',
      'slab importer chart of accounts',
      'landed cost accounting',
      'inventory by material',
      'freight-in and duty accounts',
      'Xero chart of accounts template',
    ],
  },
  hero: {
    eyebrow: 'Free template · Stone distributors',
    title: 'Chart of Accounts for Stone Distributors',
    lead: [
      'Accounts that keep each material’s slabs, margin and landed cost in view: freight-in, duty and container costs held until they are spread over a container’s slabs, and sales and costs split by material. Ready for QuickBooks Online or Xero.',
    ],
    // The page's own action leads; booking stays in the header and the closing banner (visual review 77).
    cta: {
      label: 'Download the files',
      link: { to: '/resources/stone-distributor-chart-of-accounts', hash: 'downloads' },
    },
  },
  review: { lastReviewed: '2026-11-29', sample: true },
  why: {
    id: 'why',
    eyebrow: 'Why these accounts',
    title: 'Built Around the Container and the Material',
    intro:
      'A slab’s real cost is known only once its container’s freight, duty and port bills are in. A distributor’s chart has to hold those costs until then.',
    points: [
      {
        title: 'Landed cost, not invoice price',
        description:
          'Ocean freight, duty and tariffs, brokerage, drayage and port fees each wait in a landed cost account until they are spread over the slabs of their container.',
      },
      {
        title: 'Inventory by material',
        description:
          'Granite, quartz, marble and porcelain each have an inventory account and matching sales and cost accounts, so the margin of each material can be read on its own.',
      },
      {
        title: 'Containers in transit',
        description:
          'A container becomes yours when your purchase terms say so, often once it is loaded at the port of origin, well before it reaches the yard. From then until it is received, Inventory in Transit holds it.',
      },
      {
        title: 'Costs you can avoid, kept apart',
        description:
          'Demurrage and detention, breakage and shrinkage each have an account, so a costly month shows why.',
      },
    ],
  },
  groups: [
    {
      id: 'cash-and-receivables',
      title: 'Cash and receivables',
      intro:
        'Fabricators buy on account, so receivables are large. An allowance for doubtful accounts keeps the balance sheet honest about the ones that will not pay.',
      accounts: [
        {
          number: '1000',
          name: 'Operating Checking',
          qbo: { type: 'Bank', detail: 'Checking' },
          xero: 'Bank',
          holds: 'Customer payments, supplier and freight payments and other daily banking.',
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
          holds: 'Open invoices to fabricators, dealers and contractors, aged by how long they are overdue.',
          system: true,
        },
        {
          number: '1150',
          name: 'Allowance for Doubtful Accounts',
          qbo: { type: 'Other Current Assets', detail: 'Allowance for Bad Debts' },
          xero: 'Current Asset',
          holds:
            'The part of receivables you do not expect to collect, estimated at each close and shown as a negative balance.',
        },
      ],
    },
    {
      id: 'inventory-and-landed-cost',
      title: 'Inventory by material, and landed cost',
      intro:
        'Slabs are carried at their landed cost: the supplier’s price plus their share of the container’s freight, duty and port costs. Those costs wait in their own accounts until the container is received and costed.',
      accounts: [
        {
          number: '1200',
          name: 'Inventory - Granite',
          qbo: { type: 'Other Current Assets', detail: 'Inventory' },
          xero: 'Inventory',
          holds: 'Granite slabs on hand at landed cost, tracked by lot and bundle.',
        },
        {
          number: '1210',
          name: 'Inventory - Quartz',
          qbo: { type: 'Other Current Assets', detail: 'Inventory' },
          xero: 'Inventory',
          holds: 'Engineered quartz slabs on hand at landed cost.',
        },
        {
          number: '1220',
          name: 'Inventory - Marble and Natural Stone',
          qbo: { type: 'Other Current Assets', detail: 'Inventory' },
          xero: 'Inventory',
          holds: 'Marble, quartzite, onyx and other natural stone on hand at landed cost.',
        },
        {
          number: '1230',
          name: 'Inventory - Porcelain Slabs',
          qbo: { type: 'Other Current Assets', detail: 'Inventory' },
          xero: 'Inventory',
          holds: 'Large-format porcelain and sintered slabs on hand at landed cost.',
        },
        {
          number: '1240',
          name: 'Inventory - Sinks and Supplies',
          qbo: { type: 'Other Current Assets', detail: 'Inventory' },
          xero: 'Inventory',
          holds: 'Sinks, adhesives, tools and supplies bought to sell to fabricators.',
        },
        {
          number: '1290',
          name: 'Inventory in Transit',
          qbo: { type: 'Other Current Assets', detail: 'Inventory' },
          xero: 'Inventory',
          holds: 'Containers you own that are still at sea or at the port, until they reach the yard and are received.',
        },
        {
          number: '1300',
          name: 'Landed Cost - Ocean Freight',
          qbo: { type: 'Other Current Assets', detail: 'Other Current Assets' },
          xero: 'Current Asset',
          holds: 'Ocean freight on each container, held until it is spread over the container slabs.',
        },
        {
          number: '1310',
          name: 'Landed Cost - Duty and Tariffs',
          qbo: { type: 'Other Current Assets', detail: 'Other Current Assets' },
          xero: 'Current Asset',
          holds: 'Customs duty and tariffs paid on each entry, held until they are spread over its slabs.',
        },
        {
          number: '1320',
          name: 'Landed Cost - Brokerage, Drayage and Port Fees',
          qbo: { type: 'Other Current Assets', detail: 'Other Current Assets' },
          xero: 'Current Asset',
          holds:
            'Customs broker fees, trucking from the port to the yard and port charges, held until they are spread.',
        },
        {
          number: '1400',
          name: 'Supplier Deposits',
          qbo: { type: 'Other Current Assets', detail: 'Other Current Assets' },
          xero: 'Current Asset',
          holds: 'Deposits paid to quarries and suppliers before a container ships.',
        },
        {
          number: '1410',
          name: 'Prepaid Expenses',
          qbo: { type: 'Other Current Assets', detail: 'Prepaid Expenses' },
          xero: 'Prepayment',
          holds: 'Insurance premiums and other costs paid ahead, spread over the months they cover.',
        },
      ],
    },
    {
      id: 'equipment',
      title: 'Yard, equipment and vehicles',
      intro:
        'Forklifts, racks and delivery trucks each have an account, so depreciation and loans can be matched to them.',
      accounts: [
        {
          number: '1500',
          name: 'Forklifts and Yard Equipment',
          qbo: { type: 'Fixed Assets', detail: 'Machinery & Equipment' },
          xero: 'Fixed Asset',
          holds: 'Forklifts, slab clamps, gantry cranes and handling equipment, at cost.',
        },
        {
          number: '1510',
          name: 'Delivery Trucks and Trailers',
          qbo: { type: 'Fixed Assets', detail: 'Vehicles' },
          xero: 'Fixed Asset',
          holds: 'Boom trucks, flatbeds and trailers that deliver slabs to customers.',
        },
        {
          number: '1520',
          name: 'Warehouse and Yard Improvements',
          qbo: { type: 'Fixed Assets', detail: 'Leasehold Improvements' },
          xero: 'Fixed Asset',
          holds: 'Racking, lighting and paving built into a leased yard or warehouse.',
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
      title: 'What the business owes',
      intro:
        'A container is often received before its freight and duty bills arrive. Accrued landed costs record them at receipt, so the slabs are costed in full from the first sale.',
      accounts: [
        {
          number: '2000',
          name: 'Accounts Payable',
          qbo: { type: 'Accounts payable (A/P)', detail: 'Accounts Payable (A/P)' },
          xero: 'Current Liability',
          holds: 'Bills from suppliers, freight forwarders, brokers and other vendors, by due date.',
          system: true,
        },
        {
          number: '2010',
          name: 'Accrued Landed Costs',
          qbo: { type: 'Other Current Liabilities', detail: 'Other Current Liabilities' },
          xero: 'Current Liability',
          holds: 'Freight, duty and brokerage on containers received before their bills arrive.',
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
          holds: 'Deposits from customers holding slabs for a job, until the slabs are picked up or delivered.',
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
          name: 'Line of Credit',
          qbo: { type: 'Other Current Liabilities', detail: 'Line of Credit' },
          xero: 'Current Liability',
          holds: 'The bank line that funds containers and receivables, reconciled to the lender statement.',
        },
        {
          number: '2700',
          name: 'Long-Term Loans',
          qbo: { type: 'Long Term Liabilities', detail: 'Notes Payable' },
          xero: 'Non-current Liability',
          holds: 'Principal due after the coming year on equipment, vehicle and term loans.',
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
      title: 'Sales, by material',
      intro:
        'Each material has a sales account matching its inventory and cost accounts, so its gross margin is one subtraction away.',
      accounts: [
        {
          number: '4000',
          name: 'Sales - Granite',
          qbo: { type: 'Income', detail: 'Sales of Product Income' },
          xero: 'Revenue',
          holds: 'Granite slabs sold to fabricators and dealers.',
        },
        {
          number: '4010',
          name: 'Sales - Quartz',
          qbo: { type: 'Income', detail: 'Sales of Product Income' },
          xero: 'Revenue',
          holds: 'Engineered quartz slabs sold to fabricators and dealers.',
        },
        {
          number: '4020',
          name: 'Sales - Marble and Natural Stone',
          qbo: { type: 'Income', detail: 'Sales of Product Income' },
          xero: 'Revenue',
          holds: 'Marble, quartzite, onyx and other natural stone sold.',
        },
        {
          number: '4030',
          name: 'Sales - Porcelain Slabs',
          qbo: { type: 'Income', detail: 'Sales of Product Income' },
          xero: 'Revenue',
          holds: 'Porcelain and sintered slabs sold.',
        },
        {
          number: '4100',
          name: 'Sales - Sinks and Supplies',
          qbo: { type: 'Income', detail: 'Sales of Product Income' },
          xero: 'Revenue',
          holds: 'Sinks, adhesives, tools and supplies sold to fabricators.',
        },
        {
          number: '4200',
          name: 'Delivery Income',
          qbo: { type: 'Income', detail: 'Service/Fee Income' },
          xero: 'Revenue',
          holds: 'Delivery charges billed to customers.',
        },
        {
          number: '4900',
          name: 'Discounts, Returns and Credits',
          qbo: { type: 'Income', detail: 'Discounts/Refunds Given' },
          xero: 'Revenue',
          holds: 'Volume discounts, credits for damaged slabs and returns.',
        },
      ],
    },
    {
      id: 'cost-of-sales',
      title: 'Cost of slabs sold, landed',
      intro:
        'Each slab sold leaves inventory at its landed cost, into the cost account of its material. What the landed cost missed, and the costs of moving slabs, have accounts of their own.',
      accounts: [
        {
          number: '5000',
          name: 'Cost of Sales - Granite',
          qbo: { type: 'Cost of Goods Sold', detail: 'Supplies & Materials - COGS' },
          xero: 'Direct Costs',
          holds: 'The landed cost of granite slabs sold.',
        },
        {
          number: '5010',
          name: 'Cost of Sales - Quartz',
          qbo: { type: 'Cost of Goods Sold', detail: 'Supplies & Materials - COGS' },
          xero: 'Direct Costs',
          holds: 'The landed cost of quartz slabs sold.',
        },
        {
          number: '5020',
          name: 'Cost of Sales - Marble and Natural Stone',
          qbo: { type: 'Cost of Goods Sold', detail: 'Supplies & Materials - COGS' },
          xero: 'Direct Costs',
          holds: 'The landed cost of marble and other natural stone sold.',
        },
        {
          number: '5030',
          name: 'Cost of Sales - Porcelain Slabs',
          qbo: { type: 'Cost of Goods Sold', detail: 'Supplies & Materials - COGS' },
          xero: 'Direct Costs',
          holds: 'The landed cost of porcelain and sintered slabs sold.',
        },
        {
          number: '5100',
          name: 'Cost of Sales - Sinks and Supplies',
          qbo: { type: 'Cost of Goods Sold', detail: 'Supplies & Materials - COGS' },
          xero: 'Direct Costs',
          holds: 'The cost of sinks and supplies sold.',
        },
        {
          number: '5200',
          name: 'Landed Cost Variances',
          qbo: { type: 'Cost of Goods Sold', detail: 'Shipping, Freight & Delivery - COS' },
          xero: 'Direct Costs',
          holds:
            'Differences between the freight and duty estimated at receipt and the final bills, once the slabs have sold.',
        },
        {
          number: '5300',
          name: 'Outbound Delivery Costs',
          qbo: { type: 'Cost of Goods Sold', detail: 'Shipping, Freight & Delivery - COS' },
          xero: 'Direct Costs',
          holds: 'Fuel and outside trucking to deliver slabs to customers.',
        },
        {
          number: '5400',
          name: 'Yard and Warehouse Labor',
          qbo: { type: 'Cost of Goods Sold', detail: 'Cost of labor - COS' },
          xero: 'Direct Costs',
          holds: 'Wages and payroll taxes of the staff who receive, move and load slabs.',
        },
        {
          number: '5900',
          name: 'Breakage and Shrinkage',
          qbo: { type: 'Cost of Goods Sold', detail: 'Supplies & Materials - COGS' },
          xero: 'Direct Costs',
          holds: 'Slabs broken, lost or written down at the physical count.',
        },
      ],
    },
    {
      id: 'overhead',
      title: 'Running the business',
      intro:
        'Demurrage and bad debts get accounts of their own: both are avoidable, and both hide easily among other costs.',
      accounts: [
        {
          number: '6000',
          name: 'Sales and Office Wages',
          qbo: { type: 'Expenses', detail: 'Payroll Expenses' },
          xero: 'Expense',
          holds: 'Wages of salespeople, showroom and office staff.',
        },
        {
          number: '6010',
          name: 'Payroll Taxes and Benefits',
          qbo: { type: 'Expenses', detail: 'Payroll Expenses' },
          xero: 'Expense',
          holds: 'Employer payroll taxes, health insurance and retirement contributions for sales and office staff.',
        },
        {
          number: '6100',
          name: 'Warehouse and Yard Rent',
          qbo: { type: 'Expenses', detail: 'Rent or Lease of Buildings' },
          xero: 'Expense',
          holds: 'Rent for the yard, the warehouse and the showroom.',
        },
        {
          number: '6110',
          name: 'Utilities',
          qbo: { type: 'Expenses', detail: 'Utilities' },
          xero: 'Expense',
          holds: 'Electricity, water, gas and internet.',
        },
        {
          number: '6150',
          name: 'Demurrage and Detention',
          qbo: { type: 'Expenses', detail: 'Shipping, Freight & Delivery' },
          xero: 'Expense',
          holds: 'Charges for containers held at the port or returned late, kept apart because they can be avoided.',
        },
        {
          number: '6200',
          name: 'Equipment Repairs and Maintenance',
          qbo: { type: 'Expenses', detail: 'Repair & Maintenance' },
          xero: 'Expense',
          holds: 'Service and parts for forklifts, cranes, trucks and racking.',
        },
        {
          number: '6300',
          name: 'Insurance',
          qbo: { type: 'Expenses', detail: 'Insurance' },
          xero: 'Expense',
          holds:
            "Property, inventory, cargo, liability, vehicle and workers' compensation premiums, as each month uses them.",
        },
        {
          number: '6400',
          name: 'Software Subscriptions',
          qbo: { type: 'Expenses', detail: 'Dues & subscriptions' },
          xero: 'Expense',
          holds: 'Inventory, slab photography and accounting software.',
        },
        {
          number: '6500',
          name: 'Samples and Showroom',
          qbo: { type: 'Expenses', detail: 'Advertising/Promotional' },
          xero: 'Expense',
          holds: 'Sample pieces, display boards, catalogs and showroom costs for fabricators and designers.',
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
          holds: 'Bank fees, wire fees on payments to foreign suppliers and the fees on card payments.',
        },
        {
          number: '6750',
          name: 'Bad Debt Expense',
          qbo: { type: 'Expenses', detail: 'Bad Debts' },
          xero: 'Expense',
          holds: 'Receivables written off, or added to the allowance at each close.',
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
          holds: 'Business licenses, resale certificate filings and property taxes on inventory and equipment.',
        },
      ],
    },
    {
      id: 'other',
      title: 'Other income and expense',
      intro: `In QuickBooks, interest on the credit line sits below the operating lines (Other Expense), so the margin on slabs reads the same however the inventory is financed. ${depreciationNote}`,
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
          holds: 'Interest on the line of credit and on loans.',
        },
      ],
    },
  ],
  closingBanner: chartBanner('distribution business', 'costs each container as it lands'),
} satisfies ChartPageContent
