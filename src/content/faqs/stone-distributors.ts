// FAQ of /industry/stone-distributors--suppliers. A module of its own, named after its page's registry id: the /faq hub finds it by that name.
import { HOURS, ONBOARDING, TRIAL_DAYS, range } from '../constants'
import { CLAIMS, SECURITY } from '../claims'
import { analystRate, bookkeeperRate } from '../phrases'
import type { FaqContent } from '../types'

export const faq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Questions Stone Distributors Ask Us',
  items: [
    {
      id: 'landed-cost-on-containers',
      question: 'How do you track landed cost on imported containers?',
      answer: [
        'Each container gets its own cost file. The supplier invoice is booked at the exchange rate you actually paid, then ocean freight, customs duty, port fees, drayage and unloading are added as the bills arrive.',
        'We allocate the total to the bundles in that container, usually by square foot, and post it to inventory rather than overhead. Late charges such as demurrage go back to the same container, so your landed cost per slab stays accurate.',
      ],
    },
    {
      id: 'consignment-stock',
      question: 'Can you handle consignment stock?',
      answer: [
        'Yes. Slabs a supplier places with you on consignment are tracked in a separate register and stay off your balance sheet until you sell or buy them, at which point we record the purchase and the sale together.',
        'If you place slabs with fabricators on consignment, we track them by location and customer, so they stay in your inventory and in your aging report until the fabricator reports a sale.',
      ],
    },
    {
      id: 'multiple-warehouses',
      question: 'We run more than one warehouse. Can you track inventory by location?',
      answer: [
        'Yes. We set up locations in QuickBooks Online, Xero or your inventory system so that stock, transfers and counts are tracked per yard or warehouse.',
        'Transfers between locations move cost, not profit, and each site gets its own aging and count reconciliation. When a physical count differs from the books, we show you the difference by location before posting any adjustment.',
      ],
    },
    {
      id: 'sales-tax-resale-certificates',
      question: 'How do you handle sales tax and resale certificates?',
      answer: [
        'We keep a resale certificate on file for every customer buying tax-free and track expiry dates, so nobody is invoiced without tax unless a valid certificate covers them.',
        'Sales to homeowners, contractors who consume the stone, and customers without a certificate are taxed at the correct rate. We prepare your sales tax returns for each state where you file and reconcile them to the ledger before you submit.',
      ],
    },
    {
      id: 'which-software',
      question: 'Which software do you work with?',
      answer: [
        'Most distributors we serve run QuickBooks Online or Xero as the ledger, with an inventory or slab management system such as Moraware alongside it. We also work with Bill.com for payables, Gusto or ADP for payroll, and your bank portals.',
        'We work inside your existing tools and do not ask you to switch. If your inventory system and your books disagree, we reconcile the two every month.',
      ],
    },
    {
      id: 'broken-slabs-and-counts',
      question: 'How do you account for broken slabs, samples and count differences?',
      answer: [
        'Breakage, samples and remnants are recorded as they are reported, with the landed cost of the slab written down to the right expense account instead of disappearing into cost of goods sold.',
        'We reconcile your physical counts to the books, list every variance by material and location, and post adjustments only after you approve them. Over time this shows you where breakage is happening and what it costs.',
      ],
    },
    {
      id: 'overseas-supplier-payments',
      question: 'Can you manage payments to quarries and factories overseas?',
      answer: [
        'Yes. We track each supplier deposit and balance payment against its purchase order, record wires at the rate your bank applied, and post exchange differences and wire fees to the right accounts.',
        'Stock you have paid for but not yet received is shown as inventory in transit, so your balance sheet reflects it. You approve every payment; we prepare the schedule and the paperwork.',
      ],
    },
    {
      id: 'sales-rep-commissions',
      question: 'Can you calculate commissions for our sales reps?',
      answer: [
        'Yes. We tag each invoice to the rep who made the sale and calculate commission by your plan, whether that is on sales, on gross margin after landed cost, or only on invoices the customer has paid.',
        'You approve the commission report each pay period, and we pass the amounts to payroll. Reps get a clear statement of what they earned, which cuts down on disputes.',
      ],
    },
    {
      id: 'how-long-is-onboarding',
      question: 'How long does onboarding take?',
      answer: [
        `Onboarding takes ${ONBOARDING.industry}. We need read-only access to your accounting system and banks, a stock list or inventory export, your open purchase orders and recent container files.`,
        'In the first week we review your chart of accounts and inventory method. In the second we agree on landed cost allocation and post the first month, so by your first close the numbers already reflect how your business works.',
      ],
    },
    {
      id: 'is-my-data-secure',
      question: 'Is our financial and supplier data secure?',
      answer: [
        'Yes. Supplier pricing and customer lists stay in the systems you control; we work inside them rather than copying them out.',
        `Access is limited to the people in your pod, each vetted in ${CLAIMS.vettingSteps} steps and signing in with ${SECURITY.twoFactor}, and you can remove it at any time.`,
      ],
    },
    {
      id: 'how-much-does-it-cost',
      question: 'How much does bookkeeping for a stone distributor cost?',
      answer: [
        `A bookkeeper is ${bookkeeperRate}, and most distributors need ${range(HOURS.distributors)} hours a month, depending on container volume, warehouses and invoice count. Landed cost and container costing are part of that bookkeeping.`,
        `A reporting analyst, at ${analystRate}, is optional: for the buying priority ranking, margin analysis and the KPI dashboard. You see the hours on every monthly invoice, and your account manager tells you in advance if a busy month will need more.`,
      ],
    },
    {
      id: 'how-does-the-free-trial-work',
      question: 'How does the free trial work?',
      answer: [
        `The ${TRIAL_DAYS}-day free trial needs no credit card. Your pod starts on live work, usually catching up the current month and costing one recent container, so you judge us on your own numbers.`,
        'At the end of the trial you decide whether to continue. If you do, the same pod carries on with no setup fee and you pay only for the hours used. If not, you keep everything we produced.',
      ],
    },
  ],
} satisfies FaqContent
