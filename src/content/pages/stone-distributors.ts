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
  securityControls,
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
      `Containers arrive with freight, duty and port charges that rarely reach the right bundle, slabs sit in the yard for months, and fabricators pay on their own schedule. ${BRAND.name} gives you a dedicated finance pod with ${CLAIMS.stoneYears} years of stone-industry experience.`,
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
      'Distribution margins are made or lost in the yard and at the port. These are the gaps we find most often when a distributor hands us their books.',
    items: [
      {
        title: 'Landed cost never reaches the slab',
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
          'Most of your sales go to fabricators buying for resale. A missing or expired certificate turns an untaxed invoice into sales tax you owe at audit, plus penalties.',
      },
      {
        title: 'A month-end that never really closes',
        description:
          'Bills for the last container are still arriving weeks later, so the profit and loss statement shows up too late to change a buying decision or a price list.',
      },
    ],
  },

  whatWeDo: {
    eyebrow: 'What we do',
    title: 'Finance Work We Take Off Your Desk',
    intro:
      'Five areas, run by one pod that learns your materials, warehouses and suppliers, with the same people on your account every month.',
    items: [
      {
        icon: 'book-open',
        title: 'Bookkeeping and reconciliation',
        description:
          'Weekly categorization in QuickBooks Online or Xero, bank, card and line-of-credit reconciliations at month-end, and an inventory sub-ledger tied to the general ledger, with container charges added to the stock they belong to.',
      },
      {
        icon: 'users',
        title: 'Payroll',
        description:
          'Hourly pay and overtime for yard crews, forklift operators and drivers, salaried showroom staff, and sales rep commissions calculated on paid invoices, run through Gusto or ADP with every payroll tax filing.',
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
          'Quarry and factory invoices, freight forwarders, customs brokers and trucking bills entered and matched to the right purchase order and container, then scheduled for payment through Bill.com or your bank.',
      },
      {
        icon: 'calendar-days',
        title: 'Month-end close',
        description: `Accruals for containers in transit, inventory and count adjustments, reviewed reconciliations and a closed month by the ${closeDay}, followed by your full report package and a walkthrough call.`,
      },
    ],
  },

  consultBanner: {
    title: 'Find out what your slabs really cost landed in your yard',
    body: 'Bring one recent container file to a free call. We will show you how we allocate freight, duty and port charges, and what your landed cost per slab really is.',
    cta: { label: BOOK_CALL },
    tone: 'primary',
  },

  reports: {
    eyebrow: 'Monthly reports',
    title: 'Reports Built for Stone Distribution',
    intro: `Every month you receive a report package built from your books. The buying priority ranking, the margin analysis and the KPI dashboard are reporting-analyst work, at ${analystRate}, and you choose whether you want them; the other reports come with the bookkeeping.`,
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
          'What did each slab actually cost once it reached your yard, not just what the supplier invoice said? Your price list and margins start here.',
        points: [
          'Supplier cost converted at the exchange rate you actually paid',
          'Ocean freight, customs duty and port fees allocated by square foot',
          'Drayage, unloading and yard handling added per bundle',
          'Landed cost per square foot by material and thickness',
        ],
      },
      {
        title: 'Container and Shipment Costing',
        subtitle: 'One cost file per container, from purchase order to yard',
        answer:
          'Did this container cost what you planned, and which charges arrived late or over budget? It closes each shipment so no bill is left floating.',
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
          'Which materials, colors and suppliers actually make you money? It shows where to push sales and which supplier terms to renegotiate.',
        points: [
          'Sales, landed cost of goods sold and gross margin by material',
          'The same view by supplier and country of origin',
          'Best and worst colors by margin',
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
      `Most stone distributors need ${range(HOURS.distributors)} hours a month`,
      `Optional reporting analyst at ${analystRate} for buying priorities, margin analysis and the dashboard`,
      `${upperFirst(noExtraCharges)}, ${payAsYouGo}`,
      `${TRIAL_DAYS}-day free trial with no credit card and ${noLongContracts}`,
      'A dedicated account manager on every plan',
    ],
    note: 'Your hours depend on the number of containers, warehouses and invoices each month. We estimate them on the first call.',
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
        description: `In ${ONBOARDING.industry} we connect to your accounting system, bank feeds and inventory records, map accounts to your materials and warehouses, and agree on how container costs will be allocated.`,
      },
      {
        icon: 'arrow-path',
        number: 2,
        title: 'Weekly bookkeeping',
        description:
          'Each week we categorize transactions, enter supplier and container bills, issue and chase invoices, and send you a short list of open questions instead of a pile of emails.',
      },
      {
        icon: 'presentation-chart-line',
        number: 3,
        title: `Books closed by the ${closeDay}`,
        description: `Your books are reconciled and closed by the ${closeDay} of each month, and your account manager walks you through the report package on a short call.`,
      },
    ],
    cta: { label: BOOK_CALL },
  },

  whyTrust: {
    eyebrow: `Why distributors trust ${BRAND.name}`,
    title: 'Why Stone Distributors Choose Us',
    items: [
      { title: `${CLAIMS.stoneYears} years of stone-industry experience` },
      { title: 'A dedicated finance pod led by one account manager' },
      { title: `Every report reviewed in ${CLAIMS.reviewLayers} layers before you see it` },
      { title: `Bookkeepers vetted in ${CLAIMS.vettingSteps} steps` },
      { title: 'Landed cost carried to every slab, not left in overhead' },
      { title: upperFirst(securityControls) },
      { title: 'Teams in the US and India, available during your business hours' },
    ],
    cta: { label: BOOK_CALL },
  },

  faq,
} satisfies TradePageContent
