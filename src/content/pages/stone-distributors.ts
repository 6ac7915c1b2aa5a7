// Industry page for stone distributors and suppliers (/industry/stone-distributors--suppliers).
import { AGING, CLOSE_DAY, HOURS, ONBOARDING, TRIAL_DAYS, ordinal, range } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import {
  analystRate,
  bookkeeperPrice,
  bookkeeperRate,
  noExtraCharges,
  noLongContracts,
  payAsYouGo,
  upperFirst,
} from '@/content/phrases'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/stone-distributors.yml'
import type { TradePageContent } from '@/content/types'

const BOOK_CALL = 'Book a Free Stone Industry Consultation'
const inventoryBrackets = `${AGING.inventory.join('/')} days`
const receivableBuckets = `${AGING.receivables.join('/')} days`
const priorityLevels = AGING.buyingPriority.join(', ')
const [firstPriority, secondPriority, thirdPriority, lastPriority] = AGING.buyingPriority
const closeDay = ordinal(CLOSE_DAY.stone)

export const stoneDistributorsPage = {
  meta: {
    title: 'Bookkeeping for Stone Distributors in USA, Book a Call Now',
    description: `Bookkeeping for US stone distributors and suppliers: landed cost per slab, inventory aging, AR, AP, payroll and books closed by the ${closeDay} of each month.`,
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
    title: 'Bookkeeping and Accounting for Stone Distributors & Suppliers',
    lead: [
      `Containers arrive with freight, duty and port charges that end up in overhead, slabs sit in the yard for months, and fabricators pay on their own schedule. Your ${BRAND.name} pod brings ${CLAIMS.stoneYears} years of stone-industry bookkeeping to your containers and yards.`,
      `We reconcile your accounts, cost every container down to the slab, age your inventory and close the month by the ${closeDay}, so you buy, price and collect from numbers you can trust.`,
    ],
    cta: { label: BOOK_CALL },
    rating: true,
    highlights: [
      'Landed cost per slab, container by container',
      `Books closed by the ${closeDay} of every month`,
      `Onboarding in ${ONBOARDING.industry}`,
    ],
    illustration: 'hero-stone',
  },

  problems: {
    eyebrow: 'The problems we fix',
    title: 'Where the Numbers Break Down for Stone Distributors',
    intro:
      "Distribution margins are made or lost in the yard and at the port. These are the gaps to look for in a distributor's books.",
    items: [
      {
        title: 'Landed cost that stops short of the slab',
        description:
          'Ocean freight, customs duty, port fees and drayage get booked as overhead instead of being spread over the bundles in the container, so every slab looks more profitable than it is.',
      },
      {
        title: 'Inventory on the books does not match the yard',
        description:
          'Counts across warehouses disagree with the ledger. Broken slabs, samples and remnants stay at full value until a year-end adjustment wipes out a month of profit.',
      },
      {
        title: 'Cash frozen in slow colors',
        description:
          'Colors that stopped selling sit on the racks for a year while you reorder what moves. Without aging by material and color, nobody sees how much cash is parked there.',
      },
      {
        title: 'Reorders based on memory',
        description:
          'Purchase orders go out from what the yard manager remembers selling, not from sell-through and stock on hand, so fast colors run out and slow ones pile up.',
      },
      {
        title: 'Fabricators who stretch their terms',
        description:
          'Your customers are small shops that pay when their own jobs pay. Slabs keep leaving on credit while nobody tracks who is over their limit or how late they are.',
      },
      {
        title: 'Overseas deposits that vanish from view',
        description:
          'Deposits wired to quarries and factories abroad, exchange differences and bank fees sit in the wrong accounts, and stock already paid for but still at sea is missing from the balance sheet.',
      },
      {
        title: 'Resale certificates nobody collected',
        description:
          'If most of your sales go to fabricators buying for resale, a missing or expired certificate turns an untaxed invoice into sales tax you owe at audit, plus penalties.',
      },
      {
        title: 'A month-end that stays open',
        description:
          'Bills for the last container are still arriving weeks later, so the profit and loss statement shows up too late to change a buying decision or a price list.',
      },
    ],
  },

  whatWeDo: {
    eyebrow: 'What we do',
    title: 'Finance Work We Take Off Your Desk',
    intro:
      'One pod learns your materials, yards and suppliers, and the same people keep your books every month.',
    items: [
      {
        icon: 'book-open',
        title: 'Bookkeeping and reconciliation',
        description:
          'Weekly categorization in your ledger, bank, card and line-of-credit reconciliations at month-end, and an inventory sub-ledger tied to the general ledger, with container charges added to the stock they belong to.',
      },
      {
        icon: 'users',
        title: 'Payroll',
        description:
          'Hourly pay and overtime for yard crews, forklift operators and drivers, salaried showroom staff, and sales rep commissions calculated on paid invoices, run in your payroll platform.',
      },
      {
        icon: 'banknotes',
        title: 'Accounts receivable',
        description:
          'Invoices issued the day slabs are released, payments and deposits applied, credit limits watched, resale certificates kept on file and a weekly collections list with notes for each late account.',
      },
      {
        icon: 'truck',
        title: 'Accounts payable',
        description:
          'Quarry and factory invoices, freight forwarders, customs brokers and trucking bills matched to their purchase order and container, then scheduled in your bill-pay tool or bank for your approval.',
      },
      {
        icon: 'calendar-days',
        title: 'Month-end close',
        description: `Accruals for containers in transit, inventory and count adjustments, reviewed reconciliations and a closed month by the ${closeDay}, followed by your full report package and a walkthrough call.`,
      },
    ],
  },

  consultBanner: {
    title: 'Find out what your slabs cost by the time they reach your yard',
    body: 'On a free call, tell us how many containers you land a month and how you cost them today. We will show you how we spread freight, duty and port charges over every slab; no documents are needed before you sign up.',
    cta: { label: BOOK_CALL },
    tone: 'primary',
  },

  reports: {
    eyebrow: 'Monthly reports',
    title: 'Reports Built for Stone Distribution',
    intro: `Every month you receive a report package built from your books. The buying priority ranking, the margin by material and supplier and the KPI dashboard are forecasts and margin analysis: reporting-analyst work at ${analystRate}, added if you want it. The other reports come with the bookkeeping.`,
    items: [
      {
        title: 'Inventory Aging Report',
        subtitle: `Slabs and bundles by days in stock: ${inventoryBrackets}`,
        answer:
          'Which materials have been sitting too long, and how much cash is tied up in them? It shows where to run a promotion or stop reordering.',
        points: [
          `Slab count and value in the ${inventoryBrackets} brackets`,
          'Split by material, color, thickness and finish',
          'Separate views for each warehouse or yard',
          'Slow movers flagged for price review or clearance',
        ],
      },
      {
        title: 'Buying Priority Report',
        subtitle: `Every item ranked on priority levels ${priorityLevels}`,
        answer:
          'What should you reorder first, and what should you stop buying? It turns sales history and stock cover into a ranked list your purchasing team can act on.',
        points: [
          `${firstPriority}: fast sellers with low stock cover, reorder now`,
          `${secondPriority}: steady sellers, reorder with the next container`,
          `${thirdPriority}: enough stock on hand, hold purchases`,
          `${lastPriority}: aged or slow stock, stop buying and clear`,
          'Open purchase orders and containers at sea counted as stock',
        ],
      },
      {
        title: 'Landed Cost per Slab and Bundle',
        subtitle: 'Freight, duty, port and handling allocated to every slab',
        answer:
          'What did each slab cost once it reached your yard, beyond the supplier invoice? Your price list and margins start here.',
        points: [
          'Supplier cost converted at the exchange rate your bank applied',
          'Ocean freight, customs duty and port fees allocated by square foot',
          'Drayage, unloading and yard handling added per bundle',
          'Landed cost per square foot by material and thickness',
        ],
      },
      {
        title: 'Container and Shipment Costing',
        subtitle: 'One cost file per container, from purchase order to yard',
        answer:
          'Did this container cost what you planned, and which charges arrived late or over budget? Each shipment stays open until its last bill is in.',
        points: [
          'Supplier, forwarder, customs broker and port charges in one view',
          'Budgeted against actual cost for each container',
          'Demurrage, detention and storage charges flagged',
          'Containers in transit shown as stock not yet received',
        ],
      },
      {
        title: 'Gross Margin by Material and Supplier',
        subtitle: 'Margin after landed cost, not invoice cost',
        answer:
          'Which materials, colors and suppliers earn you the most? It shows where to push sales and which supplier terms to renegotiate.',
        points: [
          'Sales, landed cost of goods sold and gross margin by material',
          'The same view by supplier and country of origin',
          'Strongest and weakest colors by margin',
          'Discounts, breakage and write-offs that reduced margin',
        ],
      },
      {
        title: 'Sales by Customer and Rep',
        subtitle: 'Who buys what, and who sold it',
        answer:
          'Which customers and reps drive your revenue and margin, and who has gone quiet? It also gives you a clean basis for commissions.',
        points: [
          'Revenue and gross margin by customer',
          'Sales and margin by rep, ready for commission payroll',
          'Wholesale, showroom and project sales shown apart',
          'Customers whose orders dropped against last quarter',
        ],
      },
      {
        title: 'Accounts Receivable Aging',
        subtitle: `Open invoices in ${receivableBuckets} buckets`,
        answer:
          'Who owes you money, how late are they, and who should go on credit hold before the next slab leaves the yard?',
        points: [
          `Balances by customer and invoice in the ${receivableBuckets} buckets`,
          'Customers over their credit limit',
          'Deposits and unapplied payments listed separately',
          'Collection notes and promised payment dates',
        ],
      },
      {
        title: 'Accounts Payable Aging and Supplier Payments',
        subtitle: 'What you owe quarries, factories, forwarders and brokers',
        answer:
          'What must be paid this week, what can wait, and which overseas balances are due before the next container ships?',
        points: [
          'Open bills by supplier and due date',
          'Deposits and balance payments owed to overseas suppliers',
          'Wires sent, exchange rates and bank fees',
          'Payment run proposed for your approval',
        ],
      },
      {
        title: 'Cash Flow Statement',
        subtitle: 'Where the cash went and what is coming',
        answer:
          'Why is the bank balance lower than the profit suggests, and will you have the cash for the next container deposit?',
        points: [
          'Operating, investing and financing cash flows',
          'Cash absorbed by inventory growth this month',
          'Upcoming container payments and payroll dates',
          'Line-of-credit draws and repayments',
        ],
      },
      {
        title: 'Profit and Loss Statement',
        subtitle: 'Month and year to date, against last year',
        answer:
          'Did you make money this month, and which costs moved? It is the statement your lender and your CPA will ask for first.',
        points: [
          'Revenue and landed cost of goods sold',
          'Yard, warehouse, delivery and showroom expenses',
          'Month, year to date and prior-year comparison',
          'Notes on every large or unusual movement',
        ],
      },
      {
        title: 'Balance Sheet',
        subtitle: 'What the business owns and owes at month-end',
        answer:
          'What is the business worth on paper, and are inventory, deposits and debt stated correctly? Every line ties to a reconciliation.',
        points: [
          'Inventory on hand and in transit, valued at landed cost',
          'Customer deposits and supplier prepayments',
          'Line of credit, truck and forklift loans',
          'Reconciled bank, card and loan balances',
        ],
      },
      {
        title: 'KPI Dashboard',
        subtitle: 'One page with the numbers you check every week',
        answer:
          'How is the business doing right now? Sales, margin, inventory turns, days in stock, receivables and cash on one screen, with the trend since last month.',
        points: [],
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Simple Hourly Pricing for Stone Distributors',
    intro: `A bookkeeper is ${bookkeeperRate}, for the hours your books take, billed monthly. Busy container months cost more, quiet months cost less.`,
    ...bookkeeperPrice,
    points: [
      `Typically ${range(HOURS.distributors)} hours a month for a distributor`,
      `Optional reporting analyst at ${analystRate} for buying priorities, margin analysis and the dashboard`,
      `${upperFirst(noExtraCharges)}, ${payAsYouGo}`,
      `${TRIAL_DAYS}-day free trial with no credit card and ${noLongContracts}`,
      'A dedicated account manager on every plan',
    ],
    note: 'Your hours depend on the number of containers, yards and invoices each month. Tell us those counts on the first call and we estimate your hours from them.',
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
        description: `Over ${ONBOARDING.industry} we connect to your ledger, bank feeds and inventory records, map accounts to your materials and yards, and agree with you how container costs are allocated.`,
      },
      {
        icon: 'arrow-path',
        number: 2,
        title: 'Weekly bookkeeping',
        description:
          'Each week we post transactions, enter supplier and container bills against their container, issue invoices as slabs leave the yard and send you one list of open questions.',
      },
      {
        icon: 'presentation-chart-line',
        number: 3,
        title: `Books closed by the ${closeDay}`,
        description: `The month is reconciled and closed by the ${closeDay}, and your account manager takes you through landed cost, inventory aging and margins on a short call.`,
      },
    ],
    cta: { label: BOOK_CALL },
  },

  whyTrust: {
    eyebrow: `Why distributors trust ${BRAND.name}`,
    title: 'Why Stone Distributors Choose Us',
    items: [
      { title: 'Each container costed down to the slab, late charges included' },
      { title: 'Landed cost carried into inventory, not left in overhead' },
      { title: 'Slab inventory aged by material, color and thickness' },
      { title: 'Stock, transfers and counts kept yard by yard' },
      { title: 'Quarry deposits and stock at sea on your balance sheet' },
      { title: 'Supplier wires prepared for your approval, paid from your bank' },
      { title: 'Resale certificates on file, with their expiry dates tracked' },
    ],
    cta: { label: BOOK_CALL },
  },

  faq,
} satisfies TradePageContent
