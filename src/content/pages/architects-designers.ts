// Industry page for architecture firms and interior designers (/industry/architects--designers).
import { AGING, CLOSE_DAY, HOURS, ONBOARDING, TRIAL_DAYS, ordinal, range } from '@/content/constants'
import { analystRate, bookkeeperPrice, bookkeeperRate, noExtraCharges, payAsYouGo, upperFirst } from '@/content/phrases'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/architects-designers.yml'
import type { TradePageContent } from '@/content/types'

const BOOK_CALL = 'Book a Free Design Firm Consultation'
const receivableBuckets = `${AGING.architects.join(', ')} days`
const closeDay = ordinal(CLOSE_DAY.architects)

export const architectsDesignersPage = {
  meta: {
    title: 'Bookkeeping for Architects & Designers in USA, Book a Call Now',
    description: `Bookkeeping for US architects and interior designers: project profitability, retainers, billable hours, trade purchasing and books closed by the ${closeDay}.`,
    keywords: [
      'bookkeeping for architects',
      'interior designer bookkeeping',
      'architecture firm accounting',
      'project profitability reports',
      'retainer accounting for designers',
      'trade purchasing markup',
      'billable hours and utilization',
      'outsourced bookkeeping USA',
    ],
  },

  hero: {
    eyebrow: 'Architects & Designers',
    title: 'Bookkeeping for Architects and Interior Designers',
    lead: [
      `Your fees are earned phase by phase, your hours decide whether a project pays, and as a designer you may also be buying furniture and finishes on behalf of clients. ${BRAND.name} gives your studio a dedicated finance pod that keeps each of those apart.`,
      `We track profit by project, hold retainers and deposits correctly, rebill every reimbursable and close your books by the ${closeDay}, so you start each month knowing where the studio stands.`,
    ],
    cta: { label: BOOK_CALL },
    rating: true,
    highlights: [
      'Retainers held, reimbursables billed back',
      `Books closed by the ${closeDay} of each month`,
      `Onboarding in ${ONBOARDING.industry}`,
    ],
    illustration: 'hero-design',
  },

  problems: {
    eyebrow: 'The problems we fix',
    title: 'What Keeps Studio Owners Up at Night',
    intro:
      'Design firms rarely fail for lack of talent. They run short because fees, hours and client money are tracked in different places, or not at all.',
    items: [
      {
        title: 'Projects that lose money quietly',
        description:
          'A fixed fee looks healthy at signing, but revisions during design development and a long construction administration phase use up the budget. Nobody sees it until the project closes.',
      },
      {
        title: 'Retainers counted as income',
        description:
          'Retainers land in revenue the day they arrive instead of being held and applied to the final invoice, so the studio looks richer early on and clients dispute what they owe later.',
      },
      {
        title: 'Hours worked but not billed',
        description:
          'Timesheets are filled in late or not at all, extra services go unbilled, and you have no reliable view of how much of the time your team works is billable.',
      },
      {
        title: 'Reimbursables left unbilled',
        description:
          'Printing, permit fees, travel, renderings and consultant invoices are paid by the studio and left off the client bill, so small costs add up to real money each year.',
      },
      {
        title: 'Client money tangled with studio money',
        description:
          'Designers who buy furniture, lighting and fabric at trade prices hold client deposits, pay vendor deposits and freight, and add a markup. Without clear records, nobody knows what is earned and what is owed.',
      },
      {
        title: 'Invoices that wait for a signature',
        description:
          'Phase invoices sit with clients until a drawing set is approved, and follow-up falls to the principal. Cash arrives weeks after the work is done.',
      },
    ],
  },

  whatWeDo: {
    eyebrow: 'What we do',
    title: 'How We Support Your Studio',
    intro:
      'Your pod works in your ledger and alongside your time, project or procurement software, so designers keep designing.',
    items: [
      {
        icon: 'book-open',
        title: 'Bookkeeping and reconciliation',
        description:
          'Transactions coded to projects as well as accounts every week, bank and card accounts reconciled every month, and a clean split between studio expenses and costs you will bill back to clients.',
      },
      {
        icon: 'document-text',
        title: 'Project billing and retainers',
        description:
          'Invoices by phase, percentage complete or hourly, retainers held as a liability and applied when due, extra services and reimbursables added before each invoice goes out.',
      },
      {
        icon: 'swatch',
        title: 'Trade purchasing and procurement',
        description:
          'For interior designers: client proposals, deposits, vendor orders, freight and receiving fees tracked per item, with markup recorded as product income and purchases for resale made under your resale certificate.',
      },
      {
        icon: 'users',
        title: 'Payroll and consultant payments',
        description:
          'Salaried and hourly staff paid through your payroll platform, structural, MEP and rendering consultants paid on schedule, W-9s collected and 1099 forms filed at year-end.',
      },
      {
        icon: 'calendar-days',
        title: 'Month-end close',
        description: `Unbilled work and open retainers reviewed, accounts reconciled and the month closed by the ${closeDay}, followed by your project and studio reports.`,
      },
    ],
  },

  consultBanner: {
    title: 'See which projects and phases pay their way',
    body: 'On a free call, tell us how you bill, what you hold for clients and which numbers you miss. We will show you how your pod would track them; no documents are needed before you sign up.',
    cta: { label: BOOK_CALL },
    tone: 'primary',
  },

  reports: {
    eyebrow: 'Monthly reports',
    title: 'Reports for Architecture and Design Studios',
    intro: `Delivered after every close, written for a principal to read between meetings. Coding fees and costs to projects is bookkeeping, and so are most reports here. Project profitability with its forecast at completion, utilization and the KPI dashboard are reporting-analyst work at ${analystRate}, added if you want them.`,
    items: [
      {
        title: 'Project Profitability Report',
        subtitle: 'Fee earned against cost, project by project',
        answer:
          'Which projects and which phases are making money, and which ones are eating into the fee? It tells you where to renegotiate, bill extra services or staff differently.',
        points: [
          'Fee billed and remaining by phase',
          'Staff cost from hours worked at cost rates',
          'Consultant costs and unrecovered reimbursables',
          'Margin to date and projected at completion',
        ],
      },
      {
        title: 'Retainers and Client Deposits',
        subtitle: 'Client money you hold and what it is for',
        answer:
          'How much client money is the studio holding, and has each retainer or deposit been applied or refunded as agreed?',
        points: [
          'Retainers received, applied and remaining by client',
          'Purchasing deposits held against open orders',
          'Retainers overdue for application to a final invoice',
          'Tie-out of the liability balance to the client list',
        ],
      },
      {
        title: 'Billable Hours and Utilization',
        subtitle: 'How your team spends its time',
        answer:
          'How much of the time each person worked was billable, and how much billable time did not reach an invoice?',
        points: [
          'Billable and non-billable hours by person and project',
          'Utilization rate by person and for the studio',
          'Hours worked but not yet billed',
          'Realized rate compared with standard billing rate',
        ],
      },
      {
        title: 'Accounts Receivable Aging',
        subtitle: `Unpaid invoices in ${receivableBuckets} buckets`,
        answer: 'Which clients owe you money, how long has it been, and which phase invoice is holding up payment?',
        points: [
          `Balances by client and project in ${receivableBuckets} buckets`,
          'Invoices waiting on a client approval or signature',
          'Retainers available to offset overdue balances',
          'Follow-up history for each late invoice',
        ],
      },
      {
        title: 'Reimbursable Expenses Report',
        subtitle: 'Costs you paid that clients should repay',
        answer:
          'Have all printing, travel, permit, rendering and consultant costs been billed back to the right client at the right markup?',
        points: [
          'Reimbursable costs incurred by project',
          'Amounts billed and still unbilled',
          'Markup applied according to each contract',
          'Costs coded to the studio that belong to a client',
        ],
      },
      {
        title: 'Trade Purchasing and Markup Report',
        subtitle: 'For designers who buy on behalf of clients',
        answer:
          'What did you earn on product this month, and are client deposits, vendor payments and open orders in balance?',
        points: [
          'Orders by client with trade cost, client price and markup',
          'Client deposits against vendor deposits paid',
          'Freight, receiving and delivery charges recovered',
          'Sales tax collected on resold items',
          'Open orders not yet delivered or invoiced',
        ],
      },
      {
        title: 'Profit and Loss and Cash Flow',
        subtitle: 'The studio as a whole, month and year to date',
        answer:
          'Is the studio profitable after salaries and overhead, and will you have cash for payroll while clients take their time to pay?',
        points: [
          'Fee income, product income and reimbursements shown apart',
          'Salaries, consultants, software and rent',
          'Cash in and out, with the cash held for clients kept separate',
          'Comparison with last month and last year',
        ],
      },
      {
        title: 'KPI Dashboard',
        subtitle: 'The studio at a glance',
        answer:
          'How is the practice doing right now? Fees billed, utilization, unbilled work, receivables, client money held and cash, on one page with the trend since last month.',
        points: [],
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Clear Hourly Pricing for Design Firms',
    intro: `No fixed packages to outgrow. A bookkeeper is ${bookkeeperRate}, your pod bills for the hours it spends, and your monthly invoice shows those hours by service.`,
    ...bookkeeperPrice,
    points: [
      `Typically ${range(HOURS.architects)} hours a month for a studio`,
      `Optional reporting analyst at ${analystRate} for profitability, utilization and the dashboard`,
      `${upperFirst(noExtraCharges)}, ${payAsYouGo}`,
      `${TRIAL_DAYS}-day free trial, no credit card required`,
      'A dedicated account manager for your studio',
    ],
    note: 'If you run trade purchasing for clients, expect the upper end of the range: every order has deposits, payments and freight to match.',
    cta: { label: BOOK_CALL },
  },

  process: {
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'From Project List to a Calm Month-End',
    items: [
      {
        icon: 'clipboard-document-check',
        number: 1,
        title: 'Onboarding and project setup',
        description: `Within ${ONBOARDING.industry} we connect to your books, banks and time or project software, set up projects and phases, and list every open retainer and client deposit.`,
      },
      {
        icon: 'arrow-path',
        number: 2,
        title: 'Weekly billing and bookkeeping',
        description:
          'Every week we code transactions to projects, prepare phase and hourly invoices for your approval, match purchasing deposits and vendor payments, follow up late invoices and send you one list of open questions.',
      },
      {
        icon: 'document-check',
        number: 3,
        title: `Books closed by the ${closeDay}`,
        description: `Unbilled hours and reimbursables are swept into invoices, retainers checked against the client list and the month closed by the ${closeDay}. A short call with your account manager covers projects and cash.`,
      },
    ],
    cta: { label: BOOK_CALL },
  },

  whyTrust: {
    eyebrow: `Why studios trust ${BRAND.name}`,
    title: 'Why Architects and Designers Choose Us',
    items: [
      { title: 'Profit tracked by project and by phase' },
      { title: 'Fees billed by phase, percentage complete or the hour' },
      { title: 'Retainers held as client money until they are applied' },
      { title: 'Reimbursables coded to their project and billed back' },
      { title: 'Trade purchases followed from client deposit to delivery' },
      { title: 'Approved timesheets matched to projects every week' },
      { title: 'Consultant W-9s collected and 1099s filed at year-end' },
    ],
    cta: { label: BOOK_CALL },
  },

  faq,
} satisfies TradePageContent
