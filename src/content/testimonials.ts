// Owner-supplied (see site.ts): what clients say, in the testimonials carousel. Samples until the owner supplies real
// clients' words, with their permission.
import { CLOSE_DAY, ordinal } from './constants'
import { BRAND } from './site'
import type { Testimonial } from './types'

/** What clients say (the testimonials carousel). */
export const TESTIMONIALS: Testimonial[] = [
  {
    id: 'stone-distributor-cfo',
    text: `Our books are now reconciled and closed by the ${ordinal(CLOSE_DAY.stone)} of every month, and I get slab inventory aging and a receivables report I can act on. The pod learned our QuickBooks setup and our transfers between yards within weeks, so our collection calls now start from a clean aging list instead of guesswork.`,
    author: 'Michael Ferraro',
    position: 'CFO, natural stone distributor, New Jersey',
    image: 'monogram',
    sample: true,
  },
  {
    id: 'saas-startup-founder',
    text: `In our first year I had Stripe payouts, Gusto payroll and a pile of Expensify receipts that nobody had reconciled. Our ${BRAND.name} pod set up accrual books in QuickBooks Online, and every month I now get a P&L, balance sheet and cash runway summary that I forward straight to our investors without rework.`,
    author: 'Priya Raman',
    position: 'Co-founder and CEO, B2B software startup, Austin',
    image: 'monogram',
    sample: true,
  },
  {
    id: 'cpa-firm-partner',
    text: `We brought ${BRAND.name} in before tax season to take over monthly write-up work for our small-business clients. Their staff work inside our Xero and QuickBooks files, follow our review checklist, overlap with our office hours and hand back reconciled books with notes on every open item. Our seniors now spend their time on review and advisory work.`,
    author: 'David Kowalski',
    position: 'Managing Partner, regional CPA firm, Ohio',
    image: 'monogram',
    sample: true,
  },
  {
    id: 'architecture-studio-principal',
    text: `We bill by project phase and used to lose track of retainers and reimbursable expenses. ${BRAND.name} now tracks every project by class in QuickBooks, closes our books by the ${ordinal(CLOSE_DAY.architects)} and sends an aging report that tells us exactly which clients to call. For the first time I can see which projects actually make money.`,
    author: 'Elena Marquez',
    position: 'Principal, architecture and interiors studio, Denver',
    image: 'monogram',
    sample: true,
  },
]
