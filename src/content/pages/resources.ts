// The resources hub (/resources): every template, checklist, the glossary, the tax calendar and the articles, grouped by
// the reader they serve. A resource's name comes from its registry entry, an article's title from the blog, so the
// hub never retypes either.
import { linkTo } from '@/content/registry'
import { BRAND } from '@/content/site'
import type { ResourcesPageContent } from '@/content/types'

export const resourcesPage = {
  meta: {
    title: `Free Bookkeeping Templates, Checklists and Guides | ${BRAND.name}`,
    description:
      'Free resources for US businesses and CPA firms: charts of accounts for stone fabricators, distributors, design firms and startups to import into QuickBooks Online or Xero, checklists, a glossary and a tax calendar.',
    keywords: [
      'free chart of accounts template',
      'bookkeeping templates',
      'month-end close checklist',
      'QuickBooks Online chart of accounts import',
      'Xero chart of accounts template',
      'bookkeeping glossary',
    ],
  },
  hero: {
    eyebrow: 'Resources',
    title: 'Templates, Checklists and Guides to Keep',
    lead: [
      'Import a chart of accounts made for your trade into QuickBooks Online or Xero, tick or print a checklist, or look up a term or a federal deadline. The templates, checklists, calendar, glossary and guides are all free, with nothing to sign up for.',
    ],
    cta: { label: 'Book a Free Consultation' },
  },
  readers: {
    eyebrow: 'By business',
    title: 'Find What Fits Your Business',
    kinds: {
      chart: 'Chart of accounts · QuickBooks or Xero',
      checklist: 'Checklist · tick, print or download',
      calendar: 'Calendar · Google, Apple or Outlook',
      reference: 'Reference',
      service: 'Our service',
    },
    /** The tag on every resource that is not a service of ours. */
    free: 'Free',
    common: {
      id: 'every-business',
      title: 'Every business',
      items: [
        {
          link: linkTo('month-end-close-checklist'),
          kind: 'checklist',
          description: 'Reconcile, accrue, review and lock each month, step by step.',
        },
        {
          link: linkTo('catch-up-documents-checklist'),
          kind: 'checklist',
          description: 'What to gather for every month behind, before a cleanup starts.',
        },
        {
          link: linkTo('deadlines'),
          kind: 'calendar',
          description:
            'Federal tax and payroll deadlines by kind of business, each date worked out from the IRS’s rules.',
        },
        {
          link: linkTo('glossary'),
          kind: 'reference',
          description: 'Bookkeeping, payroll, tax, security and industry terms, each explained in a sentence or two.',
        },
      ],
    },
    groups: [
      {
        id: 'stone-fabricators',
        title: 'Stone fabricators',
        items: [
          {
            link: linkTo('stone-fabricator-chart'),
            kind: 'chart',
            description: 'Job costing, slab and remnant inventory, install labor and jobs in progress.',
          },
          {
            link: linkTo('stone-fabricators'),
            kind: 'service',
            description: 'How your pod costs every kitchen and closes your books.',
          },
        ],
      },
      {
        id: 'stone-distributors',
        title: 'Stone distributors and suppliers',
        items: [
          {
            link: linkTo('stone-distributor-chart'),
            kind: 'chart',
            description: 'Inventory by material and landed cost: freight-in, duty and container costs.',
          },
          {
            link: linkTo('stone-distributors'),
            kind: 'service',
            description: 'Slab inventory by lot, container landed costs and contractor receivables.',
          },
        ],
      },
      {
        id: 'architects-designers',
        title: 'Architects and interior designers',
        items: [
          {
            link: linkTo('architecture-firm-chart'),
            kind: 'chart',
            description: 'Fees by billing method, reimbursables, retainers and unbilled work.',
          },
          {
            link: linkTo('architects-designers'),
            kind: 'service',
            description: 'Retainers, phase billing and reimbursables, project by project.',
          },
        ],
      },
      {
        id: 'startups',
        title: 'Startups',
        items: [
          {
            link: linkTo('startup-chart'),
            kind: 'chart',
            description: 'For a Delaware C corporation: subscription and deferred revenue, R&D kept separate.',
          },
          {
            link: linkTo('deadlines', 'c-corp'),
            kind: 'calendar',
            name: 'C Corporation Tax Deadlines',
            description: 'Your C corporation’s own view: estimated tax, Form 1120 and its extension.',
          },
          {
            link: linkTo('launchpad-startups'),
            kind: 'service',
            description: 'Your first year’s books, payroll and reports from one pod.',
          },
        ],
      },
      {
        id: 'cpa-firms',
        title: 'CPA firms',
        items: [
          {
            link: linkTo('cpa-onboarding-checklist'),
            kind: 'checklist',
            description: 'The NDA, your clients’ notice and consent, least-privilege access and review.',
          },
          {
            link: linkTo('for-cpa-firms'),
            kind: 'service',
            description: 'Trained staff under your firm’s supervision, disclosed to your clients.',
          },
        ],
      },
    ],
  },
  articles: {
    eyebrow: 'From the blog',
    title: 'Guides From Our Finance Team',
    intro: 'Longer reads on the month-end close, catch-up work and keeping your data safe.',
    all: 'All articles',
  },
  closingBanner: {
    title: 'Rather hand the list to someone?',
    body: 'Tell us where your books stand today. We will map out what your pod would handle, what it would cost and how soon it could start.',
    cta: { label: 'Book a Free Consultation' },
    tone: 'primary',
  },
} satisfies ResourcesPageContent
