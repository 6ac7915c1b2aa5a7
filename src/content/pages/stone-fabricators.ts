// Industry page for stone and countertop fabricators (/industry/stone-fabricators).
import { AGING, CLOSE_DAY, HOURS, ONBOARDING, TRIAL_DAYS, ordinal, range } from '@/content/constants'
import { CLAIMS } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
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
import faq from '@/content/faqs/stone-fabricators.yml'
import type { TradePageContent } from '@/content/types'

const BOOK_CALL = 'Book a Free Stone Fabrication Consultation'
const receivableBuckets = `${AGING.receivables.join('/')} days`
const closeDay = ordinal(CLOSE_DAY.stone)

export const stoneFabricatorsPage = {
  meta: {
    title: 'Bookkeeping for Stone Fabricators in USA, Book a Call Now',
    description: `Bookkeeping for US countertop and stone fabricators: job costing per kitchen, slab yield, remnants, crew payroll, deposits and books closed by the ${closeDay}.`,
    keywords: [
      'bookkeeping for stone fabricators',
      'countertop fabricator accounting',
      'job costing for countertop shops',
      'slab yield tracking',
      'remnant inventory accounting',
      'installer payroll',
      ...PRACTICES.tools.fabrication.map((tool) => `${tool} bookkeeping`),
      'outsourced bookkeeping USA',
    ],
  },

  hero: {
    eyebrow: 'Stone Fabricators',
    title: 'Bookkeeping and Job Costing for Stone Fabricators',
    lead: [
      `You quote a kitchen from a template, cut it from a slab bought weeks earlier, and install it with a crew paid by the hour or by the job. Your shop gets a dedicated finance pod from a ${BRAND.name} team that has worked in the stone industry for ${CLAIMS.stoneYears} years.`,
      `We cost every job, track slab yield and remnants, run crew payroll, hold deposits against the right jobs and close your books by the ${closeDay}, so you know which jobs pay.`,
    ],
    cta: { label: BOOK_CALL },
    rating: true,
    highlights: [
      `Books closed by the ${closeDay} of every month`,
      'Job costing for every kitchen and project',
      `Onboarding in ${ONBOARDING.industry}`,
    ],
    illustration: 'hero-fabrication',
  },

  problems: {
    eyebrow: 'The problems we fix',
    title: 'Why Busy Fabrication Shops Still Struggle to See Profit',
    intro:
      'A shop can be booked out for weeks and still be short of cash. Here is where the numbers of a fabrication shop tend to slip.',
    items: [
      {
        title: 'No true cost per job',
        description:
          'You know what you quoted for a kitchen, but not what its slabs, shop hours, install crew and sink cut-outs cost, so underpriced jobs repeat without anyone noticing.',
      },
      {
        title: 'Slab yield and remnants off the books',
        description:
          'A full slab is charged to one job, the offcut goes on the remnant rack at zero, and the next vanity cut from it looks like pure profit. Waste and breakage stay invisible.',
      },
      {
        title: 'Deposits booked as sales',
        description:
          'Deposits land in revenue the day they are paid, while half-cut jobs sit in the shop at month-end. Your profit swings from month to month for reasons that have nothing to do with performance.',
      },
      {
        title: 'Crew pay that is hard to get right',
        description:
          'Shop hands on hourly rates with overtime, installers paid per job, and subcontract crews who need W-9s and year-end 1099 forms. Errors cost money and goodwill.',
      },
      {
        title: 'Tooling costs nobody watches',
        description:
          'Saw blades, router bits, polishing pads and machine repairs are bought on several cards and buried in supplies, so you cannot tell what tooling costs per square foot cut.',
      },
      {
        title: 'Builders who pay slowly',
        description:
          'Builders and general contractors hold final payments until the punch list is done, while your slab supplier expects payment on time. The gap comes out of your cash.',
      },
    ],
  },

  whatWeDo: {
    eyebrow: 'What we do',
    title: 'Finance Work Built Around Your Shop',
    intro:
      'One pod handles the books from template to install, working in the accounting and shop software you already use.',
    items: [
      {
        icon: 'calculator',
        title: 'Job costing',
        description:
          'Slab cost, shop labor, installation, sinks and fixtures posted to each job, then compared with the quote so you see the margin on every kitchen, vanity and commercial order.',
      },
      {
        icon: 'cube',
        title: 'Slab and remnant inventory',
        description:
          'Full slabs and usable remnants tracked at cost, yield measured job by job, and breakage written off to the right account instead of hiding inside cost of goods sold.',
      },
      {
        icon: 'wrench-screwdriver',
        title: 'Shop and installer payroll',
        description:
          'Hourly and overtime pay for shop staff and per-job rates for installers, run in your payroll platform, with W-9s and year-end 1099 forms for subcontract crews.',
      },
      {
        icon: 'banknotes',
        title: 'Deposits, receivables and payables',
        description:
          'Deposits held against open jobs, final invoices sent at install, builder balances followed up, and slab supplier and tooling bills scheduled in your bill-pay tool or bank for your approval.',
      },
      {
        icon: 'calendar-days',
        title: 'Bookkeeping and month-end close',
        description: `Bank and card reconciliations, work in progress counted at month-end and a closed month by the ${closeDay}, with your job and shop reports and a call to go through them.`,
      },
    ],
  },

  consultBanner: {
    title: 'Know what every kitchen made before you quote the next one',
    body: 'On a free call, tell us how many jobs you install a month and how you quote them. We will show you how we would cost a kitchen, slab, shop hours, install and all, with no job files needed before you sign up.',
    cta: { label: BOOK_CALL },
    tone: 'primary',
  },

  reports: {
    eyebrow: 'Monthly reports',
    title: 'Reports Built From Your Jobs, Slabs and Crews',
    intro: `Job costing is part of the bookkeeping, and so is every report here but one. The KPI dashboard is reporting-analyst work at ${analystRate}, added if you want it.`,
    items: [
      {
        title: 'Job Costing Report',
        subtitle: 'Quoted price against actual cost for every job',
        answer:
          'Did each kitchen, vanity or commercial job make the margin you quoted, and if not, where did the cost go?',
        points: [
          'Slab cost at purchase price, including freight',
          'Shop hours by stage: cutting, edging, polishing',
          'Installation labor or subcontract crew cost',
          'Sinks, faucets and fixtures supplied',
          'Margin per job and per square foot',
        ],
      },
      {
        title: 'Slab Yield and Remnant Inventory',
        subtitle: 'Square feet bought against square feet installed',
        answer:
          'How much of every slab ends up on a countertop, and what is the remnant rack worth? Every square foot of yield you gain is margin on the next job.',
        points: [
          'Yield by job and by material',
          'Remnants on hand with size, material and value',
          'Remnants reused on later jobs and the cost they saved',
          'Breakage and waste written off during the month',
        ],
      },
      {
        title: 'Tooling and Blade Cost Report',
        subtitle: 'Consumables and machine costs per square foot cut',
        answer:
          'What do blades, bits, pads and machine repairs cost you for each square foot you fabricate, and is it rising?',
        points: [
          'Spend on saw blades, router bits and polishing pads',
          'Costs by machine: bridge saw, CNC and edge polisher',
          'Repairs, service calls and water system upkeep',
          'Tooling cost per square foot, month over month',
        ],
      },
      {
        title: 'Installer and Crew Payroll Report',
        subtitle: 'What your people cost, by shop and by install',
        answer:
          'What did labor cost this month, how much of it was overtime, and what does an average install cost you in crew pay?',
        points: [
          'Hours, overtime and gross pay by employee',
          'Per-job installer pay and subcontract crew invoices',
          'W-9 and 1099 status for every subcontractor',
          'Payroll cost per installed job',
        ],
      },
      {
        title: 'Work in Progress and Deposits',
        subtitle: 'Jobs started but not installed, and the money held for them',
        answer:
          'How much customer money are you holding, and how much work have you already paid for that is not yet billed?',
        points: [
          'Open jobs by stage, from template to install',
          'Deposits received and still unearned',
          'Revenue recognized when each job is installed',
          'Backlog of signed jobs not yet started',
        ],
      },
      {
        title: 'Accounts Receivable Aging',
        subtitle: `Builder, contractor and homeowner balances in ${receivableBuckets} buckets`,
        answer: 'Who still owes you for installed work, and which final payments are being held back?',
        points: [
          `Balances by customer in the ${receivableBuckets} buckets`,
          'Final payments held for punch-list items',
          'Builder accounts over their usual payment pattern',
          'Follow-up notes for each late account',
        ],
      },
      {
        title: 'Accounts Payable Aging',
        subtitle: 'Slab suppliers, fixture vendors and tooling',
        answer:
          'What do you owe your distributors and vendors, what is due this week, and which bills can wait without hurting your terms?',
        points: [
          'Open bills by vendor and due date',
          'Slab purchases matched to the jobs they were bought for',
          'Early payment discounts you can still take',
          'Proposed payment run for your approval',
        ],
      },
      {
        title: 'Profit and Loss Statement',
        subtitle: 'Profit by type of work, month and year to date',
        answer: 'Is the shop profitable overall, and is residential, builder or commercial work carrying it?',
        points: [
          'Revenue split into residential, builder and commercial work',
          'Materials, shop labor and installation as cost of sales',
          'Rent, equipment and overhead below gross profit',
          'Comparison with last month and last year',
        ],
      },
      {
        title: 'Cash Flow Statement',
        subtitle: 'Deposits in, slabs and payroll out',
        answer:
          'Why does a full order book still leave the bank account tight, and what is due before the next deposits arrive?',
        points: [
          'Deposits received against slab purchases made',
          'Payroll weeks and equipment loan payments',
          'Cash tied up in work in progress and receivables',
          'Expected cash position for the coming weeks',
        ],
      },
      {
        title: 'KPI Dashboard',
        subtitle: 'Your shop on one page',
        answer:
          'How is the shop running this month? Square feet installed, average job margin, slab yield, labor cost, deposits held and cash, with the trend since last month.',
        points: [],
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Hourly Pricing That Follows Your Workload',
    intro: `A bookkeeper is ${bookkeeperRate}, and your bill tracks the work your shop creates. When you install more jobs, you use more hours; in a slow month you pay less.`,
    ...bookkeeperPrice,
    points: [
      `Typically ${range(HOURS.fabricators)} hours a month for a fabrication shop`,
      'Job costing, slab yield and remnants included in those hours',
      `Optional reporting analyst at ${analystRate} for the KPI dashboard`,
      `${upperFirst(noExtraCharges)}, ${payAsYouGo}`,
      `${TRIAL_DAYS}-day free trial, no credit card, ${noLongContracts}`,
    ],
    note: 'Hours depend mostly on the number of jobs you install, your crew size and how many suppliers you buy from.',
    cta: { label: BOOK_CALL },
  },

  process: {
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'How We Take Over Your Books',
    items: [
      {
        icon: 'clipboard-document-check',
        number: 1,
        title: 'Onboarding and job setup',
        description: `Over ${ONBOARDING.industry} we connect to your books, banks and shop software, set up job tracking and remnant records, and agree on how deposits and work in progress will be handled.`,
      },
      {
        icon: 'wrench-screwdriver',
        number: 2,
        title: 'Weekly job and payroll work',
        description:
          'Each week we post slab and fixture bills to jobs, apply deposits, invoice completed installs, prepare payroll and send you one list of open questions.',
      },
      {
        icon: 'chart-bar',
        number: 3,
        title: `Books closed by the ${closeDay}`,
        description: `By the ${closeDay} of each month your books are reconciled and closed, and your job costing, yield and cash reports are explained on a short call.`,
      },
    ],
    cta: { label: BOOK_CALL },
  },

  whyTrust: {
    eyebrow: `Why fabricators trust ${BRAND.name}`,
    title: 'Why Fabrication Shops Work With Us',
    items: [
      { title: 'A cost for every job, set against its quote' },
      { title: 'Slab yield measured job by job' },
      { title: 'Remnants kept at cost until a later job uses them' },
      { title: 'Deposits held as liabilities until the job is installed' },
      { title: 'Crew pay by the hour or by the job, costed to each install' },
      { title: 'Subcontractor W-9s on file before the first payment' },
      { title: 'Tooling cost per square foot, month over month' },
    ],
    cta: { label: BOOK_CALL },
  },

  faq,
} satisfies TradePageContent
