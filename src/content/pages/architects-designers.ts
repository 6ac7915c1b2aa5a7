// Industry page for architecture firms and interior designers (/industry/architects--designers).
import { REPORTS } from '@/content/pages/reports'
import { AGING, CLOSE_DAY, HOURS, ONBOARDING, TRIAL_DAYS, ordinal, range } from '@/content/constants'
import { billingLink, noSetupFee, practiceLink } from '@/content/fact-phrases'
import { analystRate, bookkeeperPrice, bookkeeperRate, payAsYouGo, typicalWork } from '@/content/phrases'
import { PRACTICES } from '@/content/practices'
import { BRAND } from '@/content/site'
import faq from '@/content/faqs/architects-designers.yml'
import { resourceBanner } from '@/content/resources/teasers'
import type { TradePageContent } from '@/content/types'

const BOOK_CALL = 'Book a Free Design Firm Consultation'
/** "0–30, 31–60 and 61–90+ day" (the specification's buckets). */
const receivableBuckets = `${AGING.architects.slice(0, -1).join(', ')} and ${AGING.architects.at(-1)} day`
const closeDay = ordinal(CLOSE_DAY.architects)

export const architectsDesignersPage = {
  meta: {
    title: `Bookkeeping for Architects and Interior Designers | ${BRAND.name}`,
    description:
      'Bookkeeping for US architects and interior designers: project billing, retainers, billable hours, reimbursables, trade purchasing and a monthly close with reports.',
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
      `Your ${BRAND.name} pod keeps fees earned phase by phase, billable hours and the furniture and finishes you buy for clients apart, so you see which projects pay.`,
    ],
    cta: { label: BOOK_CALL },
    rating: true,
    highlights: [
      'Retainers held, reimbursables billed back',
      `Books closed by the ${closeDay} once statements are in`,
      `Onboarding in ${ONBOARDING.industry}`,
    ],
    sample: {
      title: REPORTS['architects-designers'],
      subtitle: 'Sample studio · month-end',
      columns: ['Project', 'Earned', 'Billed', 'WIP'],
      rows: [
        { label: 'Residence', detail: 'design development', values: ['48,000', '42,250', '5,750'] },
        { label: 'Clinic fit-out', detail: 'documents', values: ['31,200', '31,200', '0'] },
        { label: 'Loft interiors', detail: 'FF&E', values: ['12,650', '9,800', '2,850'] },
        { label: 'Total', values: ['91,850', '83,250', '8,600'], total: true },
      ],
      note: 'A 10,000 retainer is held for the loft project, and 1,240 of reimbursables were billed back this month.',
    },
    illustration: 'hero-design',
  },

  problems: {
    eyebrow: 'The problems we fix',
    title: 'What Keeps Studio Owners Up at Night',
    intro: 'Studios run short when fees, hours and client money are tracked in different places.',
    items: [
      {
        title: 'Projects that lose money quietly',
        description: 'A fixed fee looks healthy at signing, then revisions and a long construction phase use it up.',
      },
      {
        title: 'Retainers counted as income',
        description: 'Retainers land in revenue on arrival instead of being held for the final invoice.',
      },
      {
        title: 'Hours worked but not billed',
        description: 'Late timesheets and unbilled extra services hide how much of your time is billable.',
      },
      {
        title: 'Reimbursables left unbilled',
        description:
          'Printing, permits, travel and consultant invoices are paid by the studio and left off the client bill.',
      },
      {
        title: 'Client money tangled with studio money',
        description:
          'Designers buying at trade prices hold client deposits and pay vendors, and lose track of what is earned.',
      },
      {
        title: 'Invoices that wait for a signature',
        description: 'Phase invoices wait on drawing approvals and follow-up falls to the principal.',
      },
    ],
  },

  whatWeDo: {
    eyebrow: 'What we do',
    title: 'How We Support Your Studio',
    intro: 'Your pod works in your ledger and alongside your time, project or procurement software.',
    items: [
      {
        icon: 'book-open',
        title: 'Bookkeeping and reconciliation',
        description:
          'Transactions coded to projects every week and reconciled every month, with studio costs kept apart from billable ones.',
      },
      {
        icon: 'document-text',
        title: 'Project billing and retainers',
        description:
          'Invoices by phase, percentage complete or the hour, with extras and reimbursables added and retainers held until applied.',
      },
      {
        icon: 'swatch',
        title: 'Trade purchasing and procurement',
        description: `Deposits, orders, freight and markup tracked per item. Buying tax-free for resale depends on the state, and ${practiceLink('salesTax', 'your CPA decides')}.`,
      },
      {
        icon: 'users',
        title: 'Payroll and consultant payments',
        description: `Staff paid through your payroll platform, where ${practiceLink('payrollTaxes', 'payroll taxes stay yours as the employer')}; consultant bills ${practiceLink('payments', 'scheduled for your approval')}.`,
      },
      {
        icon: 'calendar-days',
        title: 'Month-end close',
        description: 'Unbilled work and retainers reviewed, accounts reconciled, then your project and studio reports.',
      },
    ],
  },

  consultBanner: {
    title: 'See which projects and phases pay their way',
    body: 'Tell us how you bill, what you hold for clients and which numbers you miss, and we will show you how your pod would track them.',
    cta: { label: BOOK_CALL },
    tone: 'primary',
  },

  reports: {
    eyebrow: 'Monthly reports',
    title: 'Reports for Architecture and Design Studios',
    intro: `Most reports come with the bookkeeping; project profitability, utilization and the KPI dashboard are optional ${billingLink('reporting-analyst work')} at ${analystRate}.`,
    items: [
      {
        title: 'Project Profitability Report',
        subtitle: 'Fee earned against cost',
        answer: 'Which projects and phases make money, and which eat into the fee?',
        points: ['Fee billed and remaining by phase', 'Margin to date and forecast at completion'],
      },
      {
        title: 'Retainers and Client Deposits',
        subtitle: 'Client money you hold',
        answer: 'Has each retainer and deposit been applied or refunded as agreed?',
        points: ['Received, applied and remaining by client'],
      },
      {
        title: 'Billable Hours and Utilization',
        subtitle: 'How your team spends its time',
        answer: 'How much time was billable, and how much missed an invoice?',
        points: ['Billable and unbilled hours by person and project', 'Realized rate against standard rate'],
      },
      {
        title: 'Accounts Receivable Aging',
        subtitle: `Unpaid invoices in ${receivableBuckets} buckets`,
        answer: 'Which clients owe you, and which phase invoice is holding up payment?',
        points: ['Invoices waiting on a client approval'],
      },
      {
        title: 'Reimbursable Expenses Report',
        subtitle: 'Costs clients should repay',
        answer: 'Has every reimbursable been billed back at the right markup?',
        points: ['Billed and unbilled by project'],
      },
      {
        title: 'Trade Purchasing and Markup Report',
        subtitle: 'For designers who buy for clients',
        answer: 'What did you earn on product, and are deposits and open orders in balance?',
        points: ['Trade cost, client price and markup by order', 'Sales tax collected on resold items'],
      },
      {
        title: 'Profit and Loss and Cash Flow',
        subtitle: 'The studio as a whole',
        answer: 'Is the studio profitable after salaries and overhead, and where did the cash go?',
        points: ['Fees, product income and reimbursements apart', 'Cash held for clients kept separate'],
      },
      {
        title: 'KPI Dashboard',
        subtitle: 'The studio at a glance',
        answer:
          'Fees billed, utilization, unbilled work, receivables, client money held and cash, with the monthly trend.',
        points: [],
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Hourly Pricing for Design Firms',
    intro: `A bookkeeper is ${bookkeeperRate}. ${PRACTICES.billing.invoice}`,
    ...bookkeeperPrice,
    points: [
      `Typically ${range(HOURS.architects)} hours a month for a studio’s ${typicalWork}`,
      `Optional reporting analyst at ${analystRate}`,
      noSetupFee,
      `No hidden charges, ${payAsYouGo}`,
      `${TRIAL_DAYS}-day free trial, no credit card required`,
      'A dedicated account manager for your studio',
    ],
    note: 'Trade purchasing for clients puts a studio at the upper end of the range.',
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
        description: `During the first ${ONBOARDING.industry} of your free trial, we connect to your books and time software and set up projects, phases and open retainers.`,
      },
      {
        icon: 'arrow-path',
        number: 2,
        title: 'Weekly billing and bookkeeping',
        description: `Every week we code transactions to projects, prepare invoices for your approval, follow up late ones ${practiceLink('collections', 'in your name')} and send ${practiceLink('cadence', 'one list of open questions')}.`,
      },
      {
        icon: 'document-check',
        number: 3,
        title: `Books closed by the ${closeDay}`,
        description: `Once your statements are in, unbilled work is invoiced and the month closed by the ${closeDay}, with a short call on projects and cash.`,
      },
    ],
  },

  whyTrust: {
    eyebrow: `Why studios trust ${BRAND.name}`,
    title: 'Why Architects and Designers Choose Us',
    items: [
      { title: 'Costs and hours coded to project and phase' },
      { title: 'Fees billed by phase, percentage complete or the hour' },
      { title: 'Retainers held as client money until applied' },
      { title: 'Reimbursables billed back' },
      { title: 'Trade purchases followed from deposit to delivery' },
      { title: 'Consultant W-9s on file and 1099s filed at year-end' },
    ],
  },

  resource: resourceBanner('architecture-firm-chart'),
  faq,
} satisfies TradePageContent
