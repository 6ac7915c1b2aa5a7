// Industry page for stone distributors and suppliers (/industry/stone-distributors--suppliers).
import { REPORTS } from '@/content/pages/reports'
import { AGING, CLOSE_DAY, HOURS, ONBOARDING, TRIAL_DAYS, ordinal, range } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { billingLink, noSetupFee, practiceLink } from '@/content/fact-phrases'
import {
  analystRate,
  bookkeeperPrice,
  bookkeeperRate,
  noLongContracts,
  payAsYouGo,
  typicalWork,
} from '@/content/phrases'
import { PRACTICES } from '@/content/practices'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/stone-distributors.yml'
import { resourceBanner } from '@/content/resources/teasers'
import type { TradePageContent } from '@/content/types'

const BOOK_CALL = 'Book a Free Stone Industry Consultation'
const inventoryBrackets = `${AGING.inventory.join('/')} days`
const receivableBuckets = `${AGING.receivables.join('/')} days`
const priorityLevels = AGING.buyingPriority.join(', ')
const [firstPriority, secondPriority, thirdPriority, lastPriority] = AGING.buyingPriority
const closeDay = ordinal(CLOSE_DAY.stone)

export const stoneDistributorsPage = {
  meta: {
    title: `Bookkeeping for Stone Distributors and Suppliers | ${BRAND.name}`,
    description:
      'Bookkeeping for US stone distributors and suppliers: landed cost per slab, inventory aging, receivables, payables, payroll and a monthly close with reports.',
    keywords: [
      'bookkeeping for stone distributors',
      'stone supplier accounting',
      'granite and quartz distributor bookkeeping',
      'landed cost per slab',
      'stone inventory aging report',
      'container costing for importers',
      'outsourced bookkeeping USA',
      'QuickBooks Online for stone distributors',
    ],
  },

  hero: {
    eyebrow: 'Stone Distributors & Suppliers',
    title: 'Bookkeeping and Landed Costing for Stone Distributors',
    lead: [
      `Your ${BRAND.name} pod brings ${CLAIMS.stoneYears} years of stone-industry bookkeeping to the freight and duty on every container, the slabs in your yard and the fabricators who pay on their own schedule.`,
    ],
    cta: { label: BOOK_CALL },
    rating: true,
    highlights: [
      'Landed cost per slab, container by container',
      `Books closed by the ${closeDay} once statements are in`,
      `Onboarding in ${ONBOARDING.industry}`,
    ],
    sample: {
      title: REPORTS['stone-distributors'],
      subtitle: 'Sample yard · freight, duty and port fees allocated',
      columns: ['Container', 'Slabs', 'Landed cost', 'Per slab'],
      rows: [
        { label: 'Marble', detail: 'MSCU 418', values: ['42', '61,740', '1,470'] },
        { label: 'Quartzite', detail: 'TGHU 207', values: ['38', '47,120', '1,240'] },
        { label: 'Total', values: ['80', '108,860', '1,361'], total: true },
      ],
      note: 'Freight-in, duty and port fees are spread over each slab, so your margin shows by material, not only in overhead.',
    },
    illustration: 'hero-stone',
  },

  problems: {
    eyebrow: 'The problems we fix',
    title: 'Where the Numbers Break Down for Stone Distributors',
    intro: 'Margins are made or lost at the port and in the yard.',
    items: [
      {
        title: 'Landed cost that stops short of the slab',
        description: 'Freight, duty and port fees sit in overhead, so every slab looks more profitable than it is.',
      },
      {
        title: 'Books that do not match the yard',
        description: 'Broken slabs and remnants stay at full value until a year-end write-down.',
      },
      {
        title: 'Cash frozen in slow colors',
        description: 'Without aging by material and color, nobody sees the cash parked in colors that stopped selling.',
      },
      {
        title: 'Reorders based on memory',
        description: 'Orders follow what the yard manager remembers, so fast colors run out and slow ones pile up.',
      },
      {
        title: 'Fabricators who stretch their terms',
        description: 'Slabs keep leaving on credit while nobody watches who is over their limit.',
      },
      {
        title: 'Overseas deposits that vanish from view',
        description: 'Quarry deposits land in the wrong accounts, and stock at sea is missing from the balance sheet.',
      },
      {
        title: 'Resale certificates nobody collected',
        description: 'A missing or expired certificate can turn an untaxed sale into tax you owe at audit.',
      },
      {
        title: 'A month-end that stays open',
        description: 'Late container bills hold the books open, and the profit and loss arrives too late to act on.',
      },
    ],
  },

  whatWeDo: {
    eyebrow: 'What we do',
    title: 'Finance Work We Take Off Your Desk',
    intro: `One pod learns your materials, yards and suppliers, with ${practiceLink('staffing')}.`,
    items: [
      {
        icon: 'book-open',
        title: 'Bookkeeping and reconciliation',
        description:
          'Weekly categorization, monthly reconciliations and an inventory sub-ledger tied to the general ledger.',
      },
      {
        icon: 'users',
        title: 'Payroll',
        description: `Yard crews, drivers, showroom staff and rep commissions paid through your payroll platform, where ${practiceLink('payrollTaxes', 'payroll taxes stay yours as the employer')}.`,
      },
      {
        icon: 'banknotes',
        title: 'Accounts receivable',
        description: 'Invoices as slabs leave, deposits applied, credit limits watched and a weekly collections list.',
      },
      {
        icon: 'truck',
        title: 'Accounts payable',
        description: `Quarry, freight, customs and trucking bills matched to their container, then ${practiceLink('payments', 'scheduled in your bill-pay tool for your approval')}.`,
      },
      {
        icon: 'calendar-days',
        title: 'Month-end close',
        description: `Accruals for containers in transit, count adjustments and reconciliations ${practiceLink('review', `checked in ${PRACTICES.review.layers.length} layers`)}, then your reports and a walkthrough call.`,
      },
    ],
  },

  consultBanner: {
    title: 'Find out what your slabs cost by the time they reach your yard',
    body: 'Tell us how many containers you land a month and how you cost them today, and we will show you how freight, duty and port charges reach every slab.',
    cta: { label: BOOK_CALL },
    tone: 'primary',
  },

  reports: {
    eyebrow: 'Monthly reports',
    title: 'Reports Built for Stone Distribution',
    intro: `Three reports are optional ${billingLink('reporting-analyst work')} at ${analystRate}: buying priorities, margin by material and supplier, and the KPI dashboard. The rest come with the bookkeeping.`,
    items: [
      {
        title: 'Inventory Aging Report',
        subtitle: `Slabs by days in stock: ${inventoryBrackets}`,
        answer: 'Which materials have sat too long, and how much cash do they hold?',
        points: ['By material, color, thickness and yard', 'Slow movers flagged for clearance'],
      },
      {
        title: 'Buying Priority Report',
        subtitle: `Every item ranked ${priorityLevels}`,
        answer: 'What should you reorder first, and what should you stop buying?',
        points: [
          `${firstPriority}: reorder now`,
          `${secondPriority}: with the next container`,
          `${thirdPriority}: hold`,
          `${lastPriority}: stop buying and clear`,
        ],
      },
      {
        title: 'Landed Cost per Slab and Bundle',
        subtitle: 'Freight, duty, port and handling in every slab',
        answer: 'What did each slab cost by the time it reached your yard?',
        points: ['Supplier cost at your bank’s rate', 'Cost per square foot by material'],
      },
      {
        title: 'Container and Shipment Costing',
        subtitle: 'One cost file per container',
        answer: 'Did this container cost what you planned?',
        points: ['Budget against actual, charge by charge', 'Demurrage and storage flagged'],
      },
      {
        title: 'Gross Margin by Material and Supplier',
        subtitle: 'Margin after landed cost',
        answer: 'Which materials, colors and suppliers earn you the most?',
        points: ['Strongest and weakest colors', 'Breakage and write-offs'],
      },
      {
        title: 'Sales by Customer and Rep',
        subtitle: 'Who buys what, and who sold it',
        answer: 'Which customers and reps drive revenue, and who has gone quiet?',
        points: ['Revenue by customer and rep, ready for commissions'],
      },
      {
        title: 'Accounts Receivable Aging',
        subtitle: `Open invoices in ${receivableBuckets} buckets`,
        answer: 'Who should go on credit hold before the next slab leaves?',
        points: ['Customers over their credit limit'],
      },
      {
        title: 'Accounts Payable Aging and Supplier Payments',
        subtitle: 'Quarries, factories, forwarders and brokers',
        answer: 'What is due before the next container ships?',
        points: ['Deposits and balances owed overseas', 'A payment run for your approval'],
      },
      {
        title: 'Cash Flow Statement',
        subtitle: 'Where the cash went',
        answer: 'Why is the bank balance lower than the profit?',
        points: ['Cash absorbed by inventory and container deposits'],
      },
      {
        title: 'Profit and Loss Statement',
        subtitle: 'Month and year to date, against last year',
        answer: 'Did you make money, and which costs moved?',
        points: ['Landed cost of goods sold', 'Yard, delivery and showroom expenses'],
      },
      {
        title: 'Balance Sheet',
        subtitle: 'What the business owns and owes',
        answer: 'Are inventory, deposits and debt right? Each line ties to a reconciliation.',
        points: ['Inventory at landed cost, in transit included', 'Customer deposits and supplier prepayments'],
      },
      {
        title: 'KPI Dashboard',
        subtitle: 'The numbers you watch, on one page',
        answer: 'Sales, margin, inventory turns, receivables and cash, with the trend since last month.',
        points: [],
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Simple Hourly Pricing for Stone Distributors',
    intro: `A bookkeeper is ${bookkeeperRate}, billed monthly for the hours your books take: busy container months cost more, quiet months less.`,
    ...bookkeeperPrice,
    points: [
      `Typically ${range(HOURS.distributors)} hours a month for a distributor’s ${typicalWork}`,
      `Optional reporting analyst at ${analystRate}`,
      noSetupFee,
      `No hidden charges, ${payAsYouGo}`,
      `${TRIAL_DAYS}-day free trial, no credit card, ${noLongContracts}`,
      'A dedicated account manager for every client',
    ],
    note: 'Your hours follow your containers, yards and invoices. Tell us those counts on the first call and we estimate them.',
    cta: { label: BOOK_CALL },
  },

  process: {
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'From First Call to Closed Books',
    items: [
      {
        icon: 'clipboard-document-check',
        number: 1,
        title: 'Onboarding and setup',
        description: `During the first ${ONBOARDING.industry} of your free trial, we connect to your ledger, bank feeds and inventory records and agree how container costs are allocated.`,
      },
      {
        icon: 'arrow-path',
        number: 2,
        title: 'Weekly bookkeeping',
        description: `Each week we post transactions and container bills, invoice slabs as they leave the yard and send you ${practiceLink('cadence', 'one list of open questions')}.`,
      },
      {
        icon: 'presentation-chart-line',
        number: 3,
        title: `Books closed by the ${closeDay}`,
        description: `Once your statements are in, the month is closed by the ${closeDay} and walked through on a short call.`,
      },
    ],
  },

  whyTrust: {
    eyebrow: `Why distributors trust ${BRAND.name}`,
    title: 'Why Stone Distributors Choose Us',
    items: [
      { title: 'Each container costed to the slab, late charges included' },
      { title: 'Slabs aged by material, color and thickness' },
      { title: 'Stock and counts kept yard by yard' },
      { title: 'Quarry deposits and stock at sea on your balance sheet' },
      { title: `Supplier payments ${practiceLink('payments', 'released by you, from your own bank')}` },
      { title: 'Resale certificates on file, expiry dates tracked' },
    ],
  },

  resource: resourceBanner('stone-distributor-chart'),
  faq,
} satisfies TradePageContent
