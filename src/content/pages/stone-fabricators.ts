// Industry page for stone and countertop fabricators (/industry/stone-fabricators).
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
import faq from '@/content/faqs/stone-fabricators.yml'
import { resourceBanner } from '@/content/resources/teasers'
import type { TradePageContent } from '@/content/types'

const BOOK_CALL = 'Book a Free Stone Fabrication Consultation'
const receivableBuckets = `${AGING.receivables.join('/')} days`
const closeDay = ordinal(CLOSE_DAY.stone)

export const stoneFabricatorsPage = {
  meta: {
    title: `Bookkeeping for Stone and Countertop Fabricators | ${BRAND.name}`,
    description:
      'Bookkeeping for US countertop and stone fabricators: job costing per kitchen, slab yield, remnants, crew payroll, deposits and a monthly close with reports.',
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
      `With ${CLAIMS.stoneYears} years in the stone industry, your ${BRAND.name} pod tracks every kitchen from quote to install, slab and crew hours included, so you see which jobs pay.`,
    ],
    cta: { label: BOOK_CALL },
    rating: true,
    highlights: [
      `Books closed by the ${closeDay} once statements are in`,
      'Job costing for every kitchen and project',
      `Onboarding in ${ONBOARDING.industry}`,
    ],
    sample: {
      title: REPORTS['stone-fabricators'],
      subtitle: 'Sample shop · jobs installed this month',
      columns: ['Job', 'Price', 'Cost', 'Margin'],
      rows: [
        { label: 'Kitchen 2214', detail: 'quartz', values: ['8,900', '6,140', '31%'] },
        { label: 'Vanities 2219', values: ['3,450', '2,760', '20%'] },
        { label: 'Kitchen 2221', detail: 'granite', values: ['11,200', '8,950', '20%'] },
        { label: 'Total', values: ['23,550', '17,850', '24%'], total: true },
      ],
      note: 'Kitchen 2221 ran six crew hours over its template; its remnant went back into inventory.',
    },
    illustration: 'hero-fabrication',
  },

  problems: {
    eyebrow: 'The problems we fix',
    title: 'Why Busy Fabrication Shops Still Struggle to See Profit',
    intro: 'A shop can be booked out for weeks and still be short of cash.',
    items: [
      {
        title: 'No true cost per job',
        description: 'You know what a kitchen was quoted, not what its slabs, hours and install cost.',
      },
      {
        title: 'Slab yield and remnants off the books',
        description: 'The offcut goes to the rack at zero, so the next vanity cut from it looks like pure profit.',
      },
      {
        title: 'Deposits booked as sales',
        description: 'Deposits count as revenue on arrival, so profit swings with the calendar, not the work.',
      },
      {
        title: 'Crew pay that is hard to get right',
        description:
          'Hourly shop hands with overtime, installers paid per job and subcontract crews who need W-9s and 1099s.',
      },
      {
        title: 'Tooling costs nobody watches',
        description: 'Blades, bits, pads and machine repairs are bought on several cards and buried in supplies.',
      },
      {
        title: 'Builders who pay slowly',
        description:
          'Builders hold final payments for the punch list while your slab supplier expects to be paid on time.',
      },
    ],
  },

  whatWeDo: {
    eyebrow: 'What we do',
    title: 'Finance Work Built Around Your Shop',
    intro: 'One pod keeps the books from template to install, in the software you already use.',
    items: [
      {
        icon: 'calculator',
        title: 'Job costing',
        description: 'Slab, labor, installation and fixtures posted to each job and set against its quote.',
      },
      {
        icon: 'cube',
        title: 'Slab and remnant inventory',
        description: 'Slabs and remnants tracked at cost, yield measured by job, breakage written off.',
      },
      {
        icon: 'wrench-screwdriver',
        title: 'Shop and installer payroll',
        description: `Hourly and per-job pay in your payroll platform, where ${practiceLink('payrollTaxes', 'payroll taxes stay yours as the employer')}, and 1099s for subcontract crews.`,
      },
      {
        icon: 'banknotes',
        title: 'Deposits, receivables and payables',
        description: `Deposits held against open jobs, builder balances followed up ${practiceLink('collections', 'in your name')}, and bills ${practiceLink('payments', 'scheduled for your approval')}.`,
      },
      {
        icon: 'calendar-days',
        title: 'Bookkeeping and month-end close',
        description: 'Reconciliations and work in progress counted at month-end, then your reports and a call.',
      },
    ],
  },

  consultBanner: {
    title: 'Know what every kitchen made before you quote the next one',
    body: 'Tell us how many jobs you install a month and how you quote them, and we will show you how we would cost one kitchen.',
    cta: { label: BOOK_CALL },
    tone: 'primary',
  },

  reports: {
    eyebrow: 'Monthly reports',
    title: 'Reports Built From Your Jobs, Slabs and Crews',
    intro: `All but the KPI dashboard come with the bookkeeping; the dashboard and margin analysis beyond each job are optional ${billingLink('reporting-analyst work')} at ${analystRate}.`,
    items: [
      {
        title: 'Job Costing Report',
        subtitle: 'Quote against actual cost',
        answer: 'Did each job cost what you quoted, and where did the cost go?',
        points: ['Slab cost, freight included', 'Shop and install labor, sinks and fixtures'],
      },
      {
        title: 'Slab Yield and Remnant Inventory',
        subtitle: 'Square feet bought against installed',
        answer: 'How much of each slab reaches a countertop?',
        points: ['Yield by job and material'],
      },
      {
        title: 'Tooling and Blade Cost Report',
        subtitle: 'Consumables and machine costs',
        answer: 'What do blades, bits, pads and repairs cost each month?',
        points: ['By machine: bridge saw, CNC and edge polisher'],
      },
      {
        title: 'Installer and Crew Payroll Report',
        subtitle: 'Shop and install labor',
        answer: 'What did labor cost, and how much was overtime?',
        points: ['Installer pay by job', 'W-9 and 1099 status for each subcontractor'],
      },
      {
        title: 'Work in Progress and Deposits',
        subtitle: 'Jobs started but not installed',
        answer: 'How much customer money are you holding, and for which jobs?',
        points: ['Signed jobs not yet started'],
      },
      {
        title: 'Accounts Receivable Aging',
        subtitle: `Balances in ${receivableBuckets} buckets`,
        answer: 'Who still owes you for installed work?',
        points: ['Final payments held for punch lists'],
      },
      {
        title: 'Accounts Payable Aging',
        subtitle: 'Slab suppliers, fixtures and tooling',
        answer: 'What do you owe, and what is due this week?',
        points: ['Slab purchases matched to their jobs', 'A payment run for your approval'],
      },
      {
        title: 'Profit and Loss Statement',
        subtitle: 'Month and year to date, by type of work',
        answer: 'Is residential, builder or commercial work carrying the shop?',
        points: ['Materials, shop labor and installation as cost of sales'],
      },
      {
        title: 'Cash Flow Statement',
        subtitle: 'Deposits in, slabs and payroll out',
        answer: 'Why does a full order book still leave the bank account tight?',
        points: ['Cash tied up in work in progress and receivables'],
      },
      {
        title: 'KPI Dashboard',
        subtitle: 'Your shop on one page',
        answer:
          'Square feet installed, average job margin, yield, labor cost, deposits and cash, with the trend since last month.',
        points: [],
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Hourly Pricing That Follows Your Workload',
    intro: `A bookkeeper is ${bookkeeperRate}, and your bill follows the jobs you install.`,
    ...bookkeeperPrice,
    points: [
      `Typically ${range(HOURS.fabricators)} hours a month for a shop’s ${typicalWork}`,
      'Job costing and remnants included',
      `Optional reporting analyst at ${analystRate} for the dashboard and margin analysis`,
      noSetupFee,
      `No hidden charges, ${payAsYouGo}`,
      `${TRIAL_DAYS}-day free trial, no credit card, ${noLongContracts}`,
    ],
    note: 'Hours depend mostly on the jobs you install, your crew and your suppliers.',
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
        description: `During the first ${ONBOARDING.industry} of your free trial, we connect to your books and shop software and set up job, remnant and deposit tracking.`,
      },
      {
        icon: 'wrench-screwdriver',
        number: 2,
        title: 'Weekly job and payroll work',
        description: `Each week we post bills to jobs, apply deposits, invoice installs, prepare payroll and send you ${practiceLink('cadence', 'one list of open questions')}.`,
      },
      {
        icon: 'chart-bar',
        number: 3,
        title: `Books closed by the ${closeDay}`,
        description: `Once your statements are in, the month is closed by the ${closeDay} and your reports explained on a short call.`,
      },
    ],
  },

  whyTrust: {
    eyebrow: `Why fabricators trust ${BRAND.name}`,
    title: 'Why Fabrication Shops Work With Us',
    items: [
      { title: 'A cost for every job, set against its quote' },
      { title: 'Slab yield measured job by job' },
      { title: 'Remnants kept at cost for the next job' },
      { title: 'Deposits held as liabilities until install' },
      { title: 'Crew pay by the hour or the job, costed to each install' },
      { title: 'Subcontractor W-9s in hand before the first payment' },
    ],
  },

  resource: resourceBanner('stone-fabricator-chart'),
  faq,
} satisfies TradePageContent
