// Every page of the site, once: its typed path and the labels it goes by in the header, the footer, the /faq hub and
// breadcrumbs. The header, the footer, the overview cards, the FAQ hub, breadcrumbs and structured data, the not-found
// page, the prerender, the sitemap, the link-preview images and the tests' page maps are all derived from it. A path
// is a route the compiler knows; a label is only a label, so renaming one never moves a link.
// Blog articles are not listed here: they are files of the blog collection (content/blog).
import type { BookingTopic, InternalLink, RoutePath } from '@/names'
import { employerResponsibility } from './phrases'
import type { Card, PageCard } from './types'

/** What a page is, for its structured data (schema.org type) and where it is listed. */
export type PageKind =
  | 'home'
  | 'overview'
  | 'service'
  | 'industry'
  | 'about'
  | 'contact'
  | 'faq'
  | 'pricing'
  | 'legal'
  | 'booking'
  | 'calendar'
  | 'search'
  | 'resource'

/** The footer's groups of links, in the order the footer shows them. */
export const FOOTER_GROUPS = {
  services: 'Services',
  industries: 'Industries',
  resources: 'Resources',
  company: 'Company',
} as const
/** A footer group, or 'legal': the links on the footer's bottom line, beside the copyright. */
export type FooterGroupId = keyof typeof FOOTER_GROUPS | 'legal'

/**
 * A service or industry page has a card where the pages of its kind are listed: services on the home page and
 * /services, industries on the home page, /industry and Payroll. Its title is the page's `name` unless the spec gives
 * the card another (/services says who each service is for and what it costs, and the overviews the report each page
 * shows as its sample: content/pages/reports.ts).
 */
type Listed =
  { kind: 'service' | 'industry'; card: PageCard } | { kind: Exclude<PageKind, 'service' | 'industry'>; card?: never }

export type PageEntry = Listed & {
  path: RoutePath
  /**
   * The overview page it sits under: its breadcrumb parent, its group on the site map and, with a `menu` label, its
   * header dropdown.
   */
  parent?: 'services' | 'industry' | 'resources'
  /** Its label in the header: a main entry without a parent, a dropdown entry with one. */
  menu?: string
  /** Its footer group and label(s); a page with two labels is listed twice (one page serves both needs). */
  footer?: { group: FooterGroupId; labels: readonly string[]; hash?: string }
  /** Its name in breadcrumbs, on the /faq hub (its FAQ's heading there) and among the main pages (components/sections/main-pages.tsx). */
  name: string
  /** What its booking buttons ask to talk about on /book (without one: 'general'). */
  topic?: BookingTopic
  /**
   * A service the /pricing estimator offers, under its page's topic: its label and hint there, and whether it is a
   * one-off project rather than work the pod does within its monthly hours.
   */
  estimate?: { label: string; hint: string; oneOff?: true }
  /** false: not for search engines (`noindex`, left out of the sitemap). */
  index?: false
  /** false: left out of the site search (/search), for a page that only lists others (its own pages are found). */
  searchable?: false
}

/**
 * The pages, in the order menus list them: the header's main entries are the pages with a `menu` label and no parent,
 * each dropdown the pages under its parent with a `menu` label, each footer group its pages in this order.
 */
export const PAGES = {
  home: {
    path: '/',
    kind: 'home',
    menu: 'Home',
    footer: { group: 'company', labels: ['How it works'], hash: 'how-it-works' },
    name: 'Home',
  },
  services: {
    path: '/services',
    kind: 'overview',
    menu: 'Services',
    footer: { group: 'services', labels: ['All services'] },
    name: 'Services',
  },
  'bookkeeping-service': {
    path: '/services/bookkeeping-service',
    kind: 'service',
    parent: 'services',
    menu: 'Bookkeeping service',
    footer: { group: 'services', labels: ['Monthly Bookkeeping'] },
    name: 'Monthly Bookkeeping',
    topic: 'bookkeeping',
    estimate: { label: 'Monthly bookkeeping', hint: 'Categorization, reconciliations, month-end reports' },
    card: {
      icon: 'book-open',
      title: 'Bookkeeping',
      description:
        'Transactions categorized weekly, accounts reconciled and a monthly close with P&L, balance sheet and cash flow.',
    },
  },
  'receivable-payable': {
    path: '/services/receivable--payable',
    kind: 'service',
    parent: 'services',
    menu: 'Receivable & Payable',
    footer: { group: 'services', labels: ['Accounts Receivable', 'Accounts Payable'] },
    name: 'Receivable & Payable',
    topic: 'ar-ap',
    estimate: { label: 'Accounts receivable & payable', hint: 'Invoicing, collections, bills and vendor payments' },
    card: {
      icon: 'arrows-right-left',
      title: 'Receivable & Payable Management',
      description:
        'Invoices sent and followed up, bills scheduled for your approval, and weekly aging reports on both sides.',
    },
  },
  'payroll-service': {
    path: '/services/payroll-service',
    kind: 'service',
    parent: 'services',
    menu: 'Payroll Service',
    footer: { group: 'services', labels: ['Payroll Services'] },
    name: 'Payroll Services',
    topic: 'payroll',
    estimate: { label: 'Payroll', hint: 'Pay runs, payroll tax returns, W-2s and 1099s' },
    card: {
      icon: 'banknotes',
      title: 'Payroll',
      description: `Pay runs, payroll tax returns, W-2s and 1099s prepared in your payroll platform; ${employerResponsibility}.`,
    },
  },
  'catch-up-bookkeeping': {
    path: '/services/catch-up-bookkeeping',
    kind: 'service',
    parent: 'services',
    menu: 'Catch-Up Bookkeeping',
    footer: { group: 'services', labels: ['Catch-Up Bookkeeping'] },
    name: 'Catch-Up Bookkeeping',
    topic: 'catch-up',
    estimate: { label: 'Catch-up bookkeeping', hint: 'A one-off cleanup of books that are behind', oneOff: true },
    card: {
      icon: 'arrow-path',
      description:
        'Months or years behind? We rebuild and reconcile your books so your CPA can prepare your return from them.',
    },
  },
  industry: {
    path: '/industry',
    kind: 'overview',
    menu: 'Industry',
    footer: { group: 'industries', labels: ['All industries'] },
    name: 'Industries',
  },
  'stone-distributors': {
    path: '/industry/stone-distributors--suppliers',
    kind: 'industry',
    parent: 'industry',
    menu: 'Stone Distributors & Suppliers',
    footer: { group: 'industries', labels: ['Stone Distributors & Suppliers'] },
    name: 'Stone Distributors & Suppliers',
    topic: 'bookkeeping',
    card: {
      icon: 'truck',
      description: 'Slab inventory by lot and yard, container landed costs and contractor receivables.',
    },
  },
  'stone-fabricators': {
    path: '/industry/stone-fabricators',
    kind: 'industry',
    parent: 'industry',
    menu: 'Stone Fabricators',
    footer: { group: 'industries', labels: ['Stone Fabricators'] },
    name: 'Stone Fabricators',
    topic: 'bookkeeping',
    card: {
      icon: 'wrench-screwdriver',
      description: 'Job costing from template to install, deposits, progress billing and remnants.',
    },
  },
  'architects-designers': {
    path: '/industry/architects--designers',
    kind: 'industry',
    parent: 'industry',
    menu: 'Architects & Designers',
    footer: { group: 'industries', labels: ['Architects & Designers'] },
    name: 'Architects & Designers',
    topic: 'bookkeeping',
    card: {
      icon: 'paint-brush',
      description: 'Retainers, phase billing and reimbursable expenses, tracked project by project.',
    },
  },
  'launchpad-startups': {
    path: '/industry/launchpad-startups',
    kind: 'industry',
    parent: 'industry',
    menu: 'Launchpad Startups',
    footer: { group: 'industries', labels: ['LaunchPad for Startups'] },
    name: 'LaunchPad for Startups',
    topic: 'launchpad',
    card: {
      icon: 'rocket-launch',
      description:
        'A first-year offer: accrual books, payroll and AR/AP setup, monthly reports and a KPI dashboard on request.',
    },
  },
  'launchpad-smbs': {
    path: '/industry/launchpad-smbs',
    kind: 'industry',
    parent: 'industry',
    menu: 'Launchpad SMBs',
    footer: { group: 'industries', labels: ['LaunchPad for SMBs'] },
    name: 'LaunchPad for SMBs',
    topic: 'launchpad',
    card: {
      icon: 'building-storefront',
      description:
        'Books, payroll and cash flow reports in your first year; your CPA decides where you collect sales tax.',
    },
  },
  'for-cpa-firms': {
    path: '/for-cpa-firms',
    kind: 'industry',
    footer: { group: 'industries', labels: ['For CPA Firms'] },
    name: 'For CPA Firms',
    topic: 'cpa',
    card: {
      icon: 'building-library',
      description:
        'Trained staff for write-up and reconciliations, under your firm’s supervision and disclosed to your clients.',
    },
  },
  // The templates, checklists, glossary, calendar and articles by the reader they serve; the pages under it are each a
  // resource (content/pages/chart-*.ts, checklist-*.ts, glossary.ts), whose files the build writes to /downloads/.
  resources: {
    path: '/resources',
    kind: 'overview',
    footer: { group: 'resources', labels: ['Free Templates'] },
    name: 'Resources',
  },
  'stone-fabricator-chart': {
    path: '/resources/stone-fabricator-chart-of-accounts',
    kind: 'resource',
    parent: 'resources',
    name: 'Stone Fabricator Chart of Accounts',
    topic: 'bookkeeping',
  },
  'stone-distributor-chart': {
    path: '/resources/stone-distributor-chart-of-accounts',
    kind: 'resource',
    parent: 'resources',
    name: 'Stone Distributor Chart of Accounts',
    topic: 'bookkeeping',
  },
  'architecture-firm-chart': {
    path: '/resources/architecture-firm-chart-of-accounts',
    kind: 'resource',
    parent: 'resources',
    name: 'Architecture and Design Firm Chart of Accounts',
    topic: 'bookkeeping',
  },
  'startup-chart': {
    path: '/resources/startup-chart-of-accounts',
    kind: 'resource',
    parent: 'resources',
    name: 'Startup Chart of Accounts',
    topic: 'launchpad',
  },
  'month-end-close-checklist': {
    path: '/resources/month-end-close-checklist',
    kind: 'resource',
    parent: 'resources',
    name: 'Month-End Close Checklist',
    topic: 'bookkeeping',
  },
  'catch-up-documents-checklist': {
    path: '/resources/catch-up-documents-checklist',
    kind: 'resource',
    parent: 'resources',
    name: 'Catch-Up Documents Checklist',
    topic: 'catch-up',
  },
  'cpa-onboarding-checklist': {
    path: '/resources/cpa-offshore-onboarding-checklist',
    kind: 'resource',
    parent: 'resources',
    name: 'CPA Firm Offshore Onboarding Checklist',
    topic: 'cpa',
  },
  glossary: {
    path: '/resources/glossary',
    kind: 'resource',
    parent: 'resources',
    name: 'Glossary',
  },
  blog: {
    path: '/blog',
    kind: 'overview',
    menu: 'Blog',
    footer: { group: 'resources', labels: ['Blog'] },
    name: 'Blog',
    searchable: false,
  },
  about: {
    path: '/about',
    kind: 'about',
    menu: 'About Us',
    footer: { group: 'company', labels: ['About Us'] },
    name: 'About Us',
  },
  // The whole trust story: every practice and safeguard of the owner's inventory, each under its own anchor.
  security: {
    path: '/security',
    kind: 'about',
    footer: { group: 'company', labels: ['Security'] },
    name: 'Security and Practices',
    topic: 'security',
  },
  contact: {
    path: '/contact',
    kind: 'contact',
    menu: 'Contact Us',
    footer: { group: 'company', labels: ['Contact Us'] },
    name: 'Contact Us',
  },
  pricing: {
    path: '/pricing',
    kind: 'pricing',
    // After the specification's entries, whose order stays.
    menu: 'Pricing',
    footer: { group: 'resources', labels: ['Pricing'] },
    name: 'Pricing',
  },
  faq: {
    path: '/faq',
    kind: 'faq',
    footer: { group: 'resources', labels: ['FAQ'] },
    name: 'FAQ',
  },
  // The federal tax calendar by kind of business, with its feeds (content/tax-deadlines.ts).
  deadlines: {
    path: '/deadlines',
    kind: 'calendar',
    footer: { group: 'resources', labels: ['Tax Deadlines'] },
    name: 'Tax Deadline Calendar',
  },
  // Every page, FAQ answer and article, searched in the browser from an index the build makes of the prerendered HTML
  // (scripts/search-index.mjs); the header's search link and the not-found page lead here.
  search: {
    path: '/search',
    kind: 'search',
    footer: { group: 'resources', labels: ['Search'] },
    name: 'Search',
  },
  privacy: {
    path: '/privacy',
    kind: 'legal',
    footer: { group: 'legal', labels: ['Privacy Notice'] },
    name: 'Privacy Notice',
  },
  terms: {
    path: '/terms',
    kind: 'legal',
    footer: { group: 'legal', labels: ['Terms of Use'] },
    name: 'Terms of Use',
  },
  // Every page in one list: where the phone menu's burger leads without its script.
  sitemap: {
    path: '/sitemap',
    kind: 'overview',
    footer: { group: 'legal', labels: ['Site Map'] },
    name: 'Site Map',
    searchable: false,
  },
  // Where every consultation, review-call, strategy-call and 'Meet an expert' button leads (lib/booking.ts).
  book: {
    path: '/book',
    kind: 'booking',
    name: 'Book a Free Consultation',
  },
  // Where a scheduler configured to redirect after a booking sends the visitor.
  booked: {
    path: '/booked',
    kind: 'booking',
    name: 'Consultation Booked',
    index: false,
  },
} as const satisfies Record<string, PageEntry>

export type PageId = keyof typeof PAGES
/** The services' pages. */
export type ServiceId = { [Id in PageId]: (typeof PAGES)[Id]['kind'] extends 'service' ? Id : never }[PageId]

/** A typed link to a page of the registry, optionally to a section of it. */
export const linkTo = (id: PageId, hash?: string): InternalLink => ({ to: PAGES[id].path, ...(hash && { hash }) })

/**
 * The header's buttons, also in the mobile menu: the page each opens and its label; `book`, the booking action the
 * header keeps in reach at every width.
 */
export const HEADER_BUTTONS = {
  start: { label: 'Get Started', link: linkTo('contact') },
  partners: { label: 'For CPA firms', link: linkTo('for-cpa-firms') },
  book: { label: 'Book a Free Call' },
} as const

/** Every page with its id, in registry order. */
export const pageList = (Object.entries(PAGES) as [PageId, PageEntry][]).map(([id, entry]) => ({ id, ...entry }))

/** The cards of every page of one kind, in registry order, each leading to its page. */
const cardsOf = (kind: 'service' | 'industry') =>
  pageList.flatMap((page) =>
    page.kind === kind && page.card
      ? [{ ...page.card, id: page.id, title: page.card.title ?? page.name, link: linkTo(page.id) }]
      : [],
  ) satisfies Card[]

/** The services' cards: the home page's 'What We Do?' and /services. */
export const serviceCards = cardsOf('service')
/** The industries' cards: 'Industries We Serve' on the home page and Payroll, and /industry. */
export const industryCards = cardsOf('industry')
