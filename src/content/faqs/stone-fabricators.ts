// FAQ of /industry/stone-fabricators. A module of its own, named after its page's registry id: the /faq hub finds it by that name.
import { HOURS, ONBOARDING, TRIAL_DAYS, range } from '../constants'
import { CLAIMS, SECURITY } from '../claims'
import { analystRate, bookkeeperRate, noLongContracts } from '../phrases'
import type { FaqContent } from '../types'

export const faq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Questions Fabricators Ask Us',
  items: [
    {
      id: 'moraware-systemize-slabsmith',
      question: 'Do you work with Moraware, Systemize or Slabsmith?',
      answer: [
        'Yes. Many shops schedule and track jobs in Moraware or Systemize and manage slab inventory in Slabsmith, with QuickBooks Online or Xero as the ledger. We work from exports and reports of those systems to post costs to jobs.',
        'We do not ask you to change software. Each month we reconcile what your shop system says was installed with what was invoiced in your books, so no job is missed.',
      ],
    },
    {
      id: 'how-do-you-cost-a-job',
      question: 'How do you cost each kitchen or job?',
      answer: [
        'Every job gets a number that carries through your books. Slab purchases are posted to the job at cost including freight, shop and installer labor is allocated from timesheets or per-job rates, and sinks and fixtures are added as supplied.',
        'When the job is installed and invoiced, the report compares actual cost with the quote and shows the margin per job and per square foot, so you can adjust pricing for the next bid.',
      ],
    },
    {
      id: 'how-are-remnants-valued',
      question: 'How do you value remnants?',
      answer: [
        'We agree on a method with you during onboarding. A common approach is to value a usable remnant at its share of the original slab cost by square foot, so the first job is not charged for stone it did not use.',
        'Remnants go into a simple register with size, material and location. When one is used on a later job, its cost moves to that job, and pieces that are broken or too small are written off.',
      ],
    },
    {
      id: 'customer-deposits',
      question: 'How do you handle customer deposits?',
      answer: [
        'Deposits are recorded as a liability against the job, not as income. Revenue is recognized when the job is installed and the final invoice goes out, so your profit reflects the work actually finished.',
        'Each month you see deposits held, the jobs they belong to and how long each has been waiting. This also helps your CPA at year-end, because the deposit balance ties to a list of real jobs.',
      ],
    },
    {
      id: 'subcontract-installers',
      question: 'We use subcontract installers. Can you handle their paperwork?',
      answer: [
        'Yes. We collect a W-9 from each subcontractor before the first payment, track what they are paid by job, and prepare 1099-NEC forms at year-end.',
        'We also flag installers who work only for you on your schedule, since they may need to be treated as employees. That decision belongs to you and your CPA, but we make sure you see the question early.',
      ],
    },
    {
      id: 'tooling-costs',
      question: 'How do you track tooling and blade costs?',
      answer: [
        'Tooling purchases are coded to their own accounts as they come in, split into blades, bits, polishing pads, machine repairs and water system upkeep, even when they are bought on several cards.',
        'We divide the monthly total by the square feet you fabricated, so you can see the cost per square foot and compare suppliers or tooling brands over time.',
      ],
    },
    {
      id: 'sales-tax-on-installed-countertops',
      question: 'How do you handle sales tax on installed countertops?',
      answer: [
        'Rules differ by state. In some states a fabricator that installs countertops is treated as a contractor and pays tax on the slabs it buys; in others, the finished job is taxed as a retail sale.',
        'We set up your invoices and purchases to match the rules in each state where you work, keep resale and exemption certificates on file, prepare the returns and reconcile them to your books. Where the treatment is unclear, we raise it with your CPA.',
      ],
    },
    {
      id: 'builder-accounts',
      question: 'Can you manage builder and contractor accounts?',
      answer: [
        'Yes. Builder work often runs on progress invoices, purchase orders from the builder and final payments held until the punch list is cleared. We invoice to the requirements of each builder and track held amounts separately.',
        'Your weekly receivables list shows what each builder owes and what is blocking payment, so your office manager knows whom to call and about which job.',
      ],
    },
    {
      id: 'how-long-is-onboarding',
      question: 'How long does it take to get started?',
      answer: [
        `Onboarding takes ${ONBOARDING.industry}. We need access to your accounting software, banks and cards, an export of open jobs from your shop system, and your current payroll setup.`,
        'In the first week we review your accounts and set up job and remnant tracking. In the second we post your open jobs and deposits, so the first month we close already shows cost by job.',
      ],
    },
    {
      id: 'is-my-data-secure',
      question: 'How do you keep our shop and customer data secure?',
      answer: [
        `Access to your systems uses ${SECURITY.twoFactor} and is limited to your pod, and everyone on your account is vetted in ${CLAIMS.vettingSteps} steps before they work with client data.`,
        'Customer addresses and job details stay in your own shop software; we work from its exports and reports.',
      ],
    },
    {
      id: 'how-much-does-it-cost',
      question: 'What does the service cost a fabrication shop?',
      answer: [
        `A bookkeeper is ${bookkeeperRate}, and most shops use ${range(HOURS.fabricators)} hours a month; job costing, slab yield and remnant tracking are part of that bookkeeping. A reporting analyst, at ${analystRate}, is optional, for the KPI dashboard and deeper margin analysis.`,
        'Your monthly invoice lists hours by task, so you can see what payroll, job costing and month-end close each took.',
      ],
    },
    {
      id: 'how-does-the-free-trial-work',
      question: 'Is there a free trial?',
      answer: [
        `Yes, a ${TRIAL_DAYS}-day free trial with no credit card. During the trial your pod works on your real books, typically costing a few recent jobs and reconciling the current month.`,
        `You see exactly what the monthly reports will look like before you decide, and after the trial there are ${noLongContracts}.`,
      ],
    },
  ],
} satisfies FaqContent
