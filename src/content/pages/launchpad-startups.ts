// LaunchPad for startups: the first-year founder bundle (/industry/launchpad-startups).
import {
  CLAIMS,
  CLOSE_DAY,
  HOURS,
  LAUNCHPAD,
  ONBOARDING,
  PRICE,
  SECURITY,
  TRIAL_DAYS,
  ordinal,
  range,
  usd,
} from '../constants'
import { launchpadTerms } from '../shared'
import { BRAND } from '../site'
import type { LaunchpadStartupsPage } from '../types'

const hourly = `${usd(PRICE.bookkeeperHourly)}/hour`
const closeDay = ordinal(CLOSE_DAY.launchpad)

export const launchpadStartupsPage = {
  meta: {
    path: '/industry/launchpad-startups',
    title: 'Bookkeeping & Accounting for Startups, Book a Call Now',
    description: `Startup bookkeeping from a dedicated ${BRAND.name} finance pod: accrual books, payroll, tax filing and a KPI dashboard at ${hourly}. ${TRIAL_DAYS}-day free trial.`,
    keywords: [
      'startup bookkeeping',
      'accounting for startups',
      'bookkeeping for founders',
      'startup accounting services USA',
      'accrual basis bookkeeping',
      'startup tax preparation',
      'cap table setup',
      'outsourced startup finance team',
    ],
  },

  hero: {
    eyebrow: `${BRAND.name} LaunchPad for first-year founders`,
    title: 'Bookkeeping & Accounting for Startups',
    lead: [
      `Your first year decides whether your numbers help you raise, hire and file on time, or whether they become a cleanup project the week before a due diligence request. LaunchPad gives first-year founders a dedicated finance pod that sets up the books properly from day one.`,
      `Accrual-basis bookkeeping, payroll, bill pay, invoicing and tax filing, run by one team and closed by the ${closeDay} of every month, for ${hourly} with a ${TRIAL_DAYS}-day free trial.`,
    ],
    cta: { label: 'Book a Free Startup Finance Consultation' },
    rating: true,
    highlights: [
      `Up to ${LAUNCHPAD.maxHoursPerMonth} hours a month for ${LAUNCHPAD.months} months`,
      'No setup fees and no long contracts',
      `${CLAIMS.founders} founders served`,
    ],
    illustration: 'hero-startup',
  },

  regret: {
    eyebrow: 'The cost of waiting',
    title: 'Why Founders Regret Delaying Their Bookkeeping',
    intro:
      'Most founders put the books off until something forces the issue. By then the fix costs more than the setup would have.',
    items: [
      {
        title: 'Investors ask for numbers you cannot produce',
        description:
          'A seed or Series A investor will ask for monthly financials, burn and runway. Cash-basis notes in a spreadsheet do not survive due diligence, and rebuilding a year of history under a deadline slows the round.',
      },
      {
        title: 'Tax deadlines arrive with no records behind them',
        description:
          'Federal returns, state filings and, for Delaware companies, franchise tax all depend on clean books. Without them your CPA bills extra hours to reconstruct the year, or files late and the penalties land on you.',
      },
      {
        title: 'Personal and company money get mixed',
        description:
          'Paying company expenses from a personal card feels harmless in month one. Untangling hundreds of those transactions later is slow, and it weakens the separation between you and the company.',
      },
      {
        title: 'You lose track of burn and runway',
        description:
          'Without a monthly close you are guessing how many months of cash you have left. Founders who find out late have fewer options, and every option left is a worse one.',
      },
      {
        title: 'Payroll and contractor errors compound',
        description:
          'A misclassified contractor, a missed state registration or a skipped 1099 turns into notices and back payments. These are cheap to get right at the first hire and expensive to fix a year later.',
      },
    ],
  },

  compliance: {
    title: 'The Easiest Way to Stay Compliant',
    paragraphs: [
      `Compliance for a young company is mostly a calendar problem: payroll tax deposits, quarterly estimates, sales tax where it applies, contractor 1099s in January, federal and state returns, and annual franchise and registered-agent fees. LaunchPad puts all of it on one calendar that your ${BRAND.name} account manager owns and reviews with you every week.`,
      `Because the books are kept on an accrual basis and reconciled every month, each filing starts from numbers that are already right. Your pod prepares the returns and the supporting schedules, and a US-based finance expert reviews anything that needs a second opinion before it is filed.`,
      `You keep approving payments and signing returns. Everything else, from chasing receipts to matching bank feeds, happens in the background so your attention stays on product and customers.`,
    ],
    illustration: 'trust-review',
  },

  pod: {
    eyebrow: 'Your LaunchPad pod',
    title: 'A Six-Part Finance Pod, Built for Your First Year',
    intro:
      'Every LaunchPad client gets the same team structure a funded company would hire, sized to the hours you use.',
    items: [
      {
        icon: 'book-open',
        title: 'Bookkeepers',
        description:
          'Categorize transactions, reconcile bank and credit card accounts, and post accrual entries in QuickBooks Online or Xero every week.',
      },
      {
        icon: 'arrows-right-left',
        title: 'AP/AR specialists',
        description:
          'Send and follow up on customer invoices, schedule vendor bills for your approval, and keep receivables and payables current.',
      },
      {
        icon: 'banknotes',
        title: 'Payroll processors',
        description:
          'Run payroll in Gusto or ADP, handle contractor payments and state registrations, and file the payroll tax forms on time.',
      },
      {
        icon: 'presentation-chart-line',
        title: 'Reporting analysts',
        description:
          'Turn the closed books into your monthly financial statements, burn and runway figures, and the KPI dashboard you share with investors.',
      },
      {
        icon: 'user-plus',
        title: 'One account manager',
        description:
          'Your single point of contact: runs the weekly check-in, answers questions within a business day, and keeps every deadline on track.',
      },
      {
        icon: 'globe-americas',
        title: 'US-based finance experts',
        description:
          'Step in for tax positions, fundraising prep and entity questions, so you get a second opinion from someone who works in the US system daily.',
      },
    ],
  },

  included: {
    title: "What's Included in LaunchPad",
    intro: 'Everything a first-year company needs to keep clean books, pay people correctly and file on time.',
    items: [
      { title: 'Accrual-basis monthly bookkeeping' },
      { title: 'P&L, balance sheet and cash flow statement' },
      { title: 'Payroll and AP/AR setup' },
      { title: 'Tax prep and filing' },
      { title: 'Banking, credit card and cap table setup' },
      { title: 'Access to US-based finance experts' },
      { title: 'KPI dashboard' },
    ],
    cta: { label: 'Book a Free Startup Finance Consultation' },
  },

  reasons: {
    eyebrow: 'Why founders choose us',
    title: `Six Reasons Founders Trust ${BRAND.name}`,
    intro: `${CLAIMS.founders} founders have started their first year with a ${BRAND.name} pod.`,
    items: [
      {
        icon: 'user-group',
        title: `${CLAIMS.founders} founders served`,
        description:
          'We have set up books for SaaS, e-commerce, services and hardware startups, so the first month starts from a proven chart of accounts rather than a blank file.',
      },
      {
        icon: 'clipboard-document-check',
        title: `${CLAIMS.reviewLayers} layers of review`,
        description: `Every monthly report passes ${CLAIMS.reviewLayers} layers of review before it reaches you, so the numbers you show investors have been checked more than once.`,
      },
      {
        icon: 'identification',
        title: `${CLAIMS.vettingSteps}-step vetted team`,
        description: `Each accountant passes a ${CLAIMS.vettingSteps}-step vetting process, and only the top ${CLAIMS.topTalentPercent}% of candidates join a client pod.`,
      },
      {
        icon: 'shield-check',
        title: 'Security you can explain to investors',
        description: `${SECURITY.encryption} encryption, ${SECURITY.twoFactor}, ${SECURITY.standard}-aligned procedures and ${SECURITY.backups} backups protect your financial data.`,
      },
      {
        icon: 'clock',
        title: 'Onboarding in days, not months',
        description: `Most founders are onboarded in ${ONBOARDING.bookkeeping}: we connect your bank, cards and payroll, agree the chart of accounts and start the first close.`,
      },
      {
        icon: 'currency-dollar',
        title: 'Pay only for the hours you use',
        description: `Pay-as-you-go at ${hourly} with no setup fees. Most young companies need ${range(HOURS.bookkeeping)} hours a month, and the pod grows as you hire.`,
      },
    ],
  },

  pricing: {
    id: 'pricing',
    eyebrow: 'Pricing',
    title: 'Simple Pricing, and What You Get',
    intro: `LaunchPad gives first-year founders the full pod at the standard bookkeeper rate, billed only for the hours your company uses.`,
    price: usd(PRICE.bookkeeperHourly),
    unit: '/hour',
    points: [
      ...launchpadTerms,
      'No setup fees and no hidden charges',
      'No long contracts: stop or scale any month',
      'A dedicated account manager from day one',
      `${TRIAL_DAYS}-day free trial, no credit card required`,
      'Limited slots each month',
    ],
    note: `Reporting analyst work, such as investor dashboards and board packs, is billed at ${usd(PRICE.analystHourly)}/hour.`,
    cta: { label: 'Claim Your LaunchPad Slot' },
  },

  banner: {
    title: "Let's make your books the least of your problems",
    body: 'Tell us where your company is today and we will show you what your first close with LaunchPad would look like.',
    cta: { label: 'Book a Free Consultation' },
    tone: 'primary',
  },

  process: {
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'How LaunchPad Works',
    steps: [
      {
        image: 'user-plus',
        number: 1,
        title: 'Onboarding',
        description: `We connect your bank, cards, payroll and billing tools, set up the accrual chart of accounts and cap table records, and introduce your pod. Most founders are live in ${ONBOARDING.bookkeeping}.`,
      },
      {
        image: 'calendar-days',
        number: 2,
        title: 'Weekly check-ins',
        description:
          'Each week your account manager reviews open questions, bills awaiting approval and upcoming deadlines with you, while the pod keeps transactions categorized and invoices moving.',
      },
      {
        image: 'chart-bar',
        number: 3,
        title: `Books closed by the ${closeDay}`,
        description: `Every month your books are reconciled and closed by the ${closeDay}, and you receive the P&L, balance sheet, cash flow statement and KPI report for the previous month.`,
      },
    ],
  },

  faq: {
    id: 'faq',
    eyebrow: 'FAQ',
    title: 'LaunchPad Questions from Founders',
    items: [
      {
        id: 'who-qualifies',
        question: 'Who qualifies for LaunchPad?',
        answer: [
          `LaunchPad is for ${LAUNCHPAD.audience}: companies in their first year of operation, whether you incorporated last month or are approaching your first anniversary. If you are further along, our LaunchPad for SMBs and monthly bookkeeping plans use the same pod structure and the same hourly rate. Slots are limited each month, so we confirm eligibility on the consultation call.`,
        ],
      },
      {
        id: 'how-much-does-it-cost',
        question: 'How much does LaunchPad cost?',
        answer: [
          `Bookkeeping work is billed at ${hourly} on a pay-as-you-go basis, with no setup fees. LaunchPad covers up to ${LAUNCHPAD.maxHoursPerMonth} hours a month, and most first-year companies use far fewer. Reporting analyst work, such as investor dashboards and board packs, is billed at ${usd(PRICE.analystHourly)}/hour. You see the hours on every invoice, so there are no surprises.`,
        ],
      },
      {
        id: 'how-long-does-it-last',
        question: 'How long does the LaunchPad offer last?',
        answer: [
          `The LaunchPad terms are valid for ${LAUNCHPAD.months} full months from your start date. There is no long contract behind them: you can stop at the end of any month. When the period ends, most founders move to a standard monthly bookkeeping plan with the same pod, so nothing about your team or your reports changes.`,
        ],
      },
      {
        id: 'is-there-a-free-trial',
        question: 'Is there a free trial?',
        answer: [
          `Yes. Every new client starts with a ${TRIAL_DAYS}-day free trial, and we do not ask for a credit card. During the trial your pod connects your accounts, categorizes your recent transactions and shows you how the monthly close will work, so you can judge the quality of the work before paying for anything.`,
        ],
      },
      {
        id: 'cash-or-accrual',
        question: 'Why do you keep startup books on an accrual basis?',
        answer: [
          'Investors, lenders and auditors expect accrual-basis statements, because they match revenue and expenses to the month they belong to. Cash-basis books can make a month with a large annual contract look spectacular and the following eleven look poor. Starting on accrual from day one avoids a costly conversion right before your first priced round.',
        ],
      },
      {
        id: 'which-software',
        question: 'Which accounting software do you use?',
        answer: [
          'We work in QuickBooks Online or Xero for the general ledger, Gusto or ADP for payroll, Bill.com for payables, Expensify for employee expenses and Stripe for billing data. If you already use one of these we keep it; if you have nothing yet, we recommend a setup on the onboarding call and handle the configuration for you.',
        ],
      },
      {
        id: 'do-you-file-taxes',
        question: 'Do you prepare and file my startup tax returns?',
        answer: [
          'Yes. Tax prep and filing is part of LaunchPad. Your pod prepares the federal and state returns from the closed books, along with contractor 1099s and franchise tax filings, and a US-based finance expert reviews them. If you already work with a CPA, we hand them a complete, reconciled year-end package instead and coordinate directly with their team.',
        ],
      },
      {
        id: 'cap-table-setup',
        question: 'What does banking, credit card and cap table setup involve?',
        answer: [
          'We help you open and connect business bank and card accounts, set spending rules, and link them to your books so every transaction flows in automatically. For the cap table, we record founder shares, option grants and SAFE or convertible note rounds in your books and keep them consistent with your cap table records, so equity and the balance sheet agree.',
        ],
      },
      {
        id: 'what-reports-do-i-get',
        question: 'What reports will I receive each month?',
        answer: [
          `By the ${closeDay} of every month you receive the P&L, balance sheet and cash flow statement for the previous month, plus a KPI dashboard with burn, runway, revenue growth and the metrics your business model calls for. Each report passes ${CLAIMS.reviewLayers} layers of review, and your account manager walks you through anything that moved unexpectedly.`,
        ],
      },
      {
        id: 'is-my-data-secure',
        question: 'Is my financial data secure with an offshore team?',
        answer: [
          `Your data is protected with ${SECURITY.encryption} encryption, ${SECURITY.twoFactor} on every system we use, ${SECURITY.standard}-aligned security procedures and ${SECURITY.backups} backups. Team members sign confidentiality agreements, work on managed devices and receive only the access their role needs. You stay the owner of every account and can revoke access at any time.`,
        ],
      },
      {
        id: 'who-is-on-my-team',
        question: 'Who will actually work on my books?',
        answer: [
          `A dedicated pod of bookkeepers, AP/AR specialists, payroll processors and reporting analysts, led by one account manager, with US-based finance experts available when needed. Every member passed our ${CLAIMS.vettingSteps}-step vetting, and only the top ${CLAIMS.topTalentPercent}% of candidates are hired. Pods work from our offices in the US and India, and you always talk to the same account manager.`,
        ],
      },
      {
        id: 'what-if-my-books-are-behind',
        question: 'What if my books are already behind?',
        answer: [
          'That is common, especially for founders who spent the first months building product. During onboarding we review what exists, then bring the backlog up to date with catch-up bookkeeping before the first regular close. The catch-up hours are billed at the same rate, and we agree the scope with you before starting so you know what to expect.',
        ],
      },
    ],
  },
} satisfies LaunchpadStartupsPage
