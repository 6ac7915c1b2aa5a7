// Every content shape, once: the items the pages list, the sections they are built from, and each page's shape.
import type {
  BookingTopic,
  BusinessKind,
  IconName,
  IllustrationName,
  InternalLink,
  Role,
  RoutePath,
  SectionTone,
  SoftwareMark,
} from '@/names'
import type * as v from 'valibot'
import type { CredentialTitle } from './blog/credentials'
import type { PaySchedule } from './estimate-limits'
import type { faqFileSchema } from './faq-schema'
import type { AccountGroup } from './resources/chart-schema'
import type { Picture } from './picture'
import type { ANALYTICS_PROVIDERS, Settings } from './settings-schema'

export type { IconName, IllustrationName, InternalLink, Picture, RoutePath }

/**
 * A call to action: an internal link, an external `href` (e-mail, reviews), or (with neither) the booking destination.
 */
export type Cta = { label: string; link?: InternalLink; href?: string }

// ---- Items the pages list ----
// The owner's facts have the shapes their settings files hold (settings-schema.ts).
/** A testimonial; its author is drawn by their `photo`, or as a monogram of their name until there is one. */
export type Testimonial = Settings<'testimonials'>['testimonials'][number]
export type TeamMember = Settings<'founders'>['founders'][number]
/** An office: its `flag` is an ISO 3166 code, drawn and named by `country`. */
export type OfficeEntry = Settings<'site'>['offices'][number]
export type Milestone = Settings<'timeline'>['milestones'][number]
/** A safeguard of the data security framework, with the tools behind it. */
export type SecurityItem = Settings<'claims'>['safeguards'][number]
/** A topic of the blog: an article's tag, with the address of its page (/blog/topics/<slug>). */
export type Topic = { slug: string; name: string }
/** An author as the articles show them (src/content/blog/authors/<id>.yml; their page is /blog/authors/<id>). */
export type AuthorCard = {
  id: string
  name: string
  role: string
  bio: string
  /** Their credential (author-schema.ts), with the state that licenses a CPA; `sample` until the owner confirms it. */
  credential?: { title: CredentialTitle; state?: string; sample?: true }
  picture?: Picture
  profile?: string
  /** Not yet confirmed as a real person of the team (a build for a public origin refuses a sample). */
  sample?: true
}
/** An article in a list: its picture is its cover, or else its illustration. */
export type BlogTeaser = {
  slug: string
  image?: IllustrationName
  cover?: Picture
  date: string
  /** The day it last changed what it says, if after `date`. */
  updated?: string
  title: string
  description: string
  /** Who wrote it, on the blog's own lists (not the home page's, which show neither this nor `updated`). */
  by?: { name: string; role: string; sample?: true }
}
/** A teaser with its topics, for the feed and the topic pages (the build and the prerender only). */
export type FullTeaser = BlogTeaser & { topics: Topic[]; author: string; reviewer?: string }
/** A blog article as the build renders it from its Markdown file (scripts/blog.mjs). */
export type Article = BlogTeaser & {
  keywords: string[]
  readingMinutes: number
  /** The body, rendered to HTML at build time. */
  html: string
  /** Other articles on its topics, newest first. */
  related: BlogTeaser[]
  topics: Topic[]
  author: AuthorCard
  /** Who checked it, and when. */
  review?: { by: AuthorCard; date: string }
  /** Its own closing banner; without one, the site's. */
  banner?: { title: string; body: string; label: string }
}
/** One page of a list of articles: /blog, a topic's or an author's, the `n`th of `pages`. */
export type ListingPage = {
  n: number
  pages: number
  posts: BlogTeaser[]
  /** The blog's newest articles outside the list (up to three), shown after it. */
  more: BlogTeaser[]
}
export type TopicPage = ListingPage & { topic: Topic & { count: number } }
export type AuthorPage = ListingPage & { author: AuthorCard & { wrote: number; reviewed: number } }
/** A card: an icon, a title and a description; with a link, the whole card leads to a page. */
export type Card = {
  icon: IconName
  title: string
  description: string
  link?: InternalLink
  linkLabel?: string
  /** The report its page shows as its sample (content/pages/reports.ts), named under its card on /industry. */
  report?: string
  /** Its description states figures the owner has yet to confirm: the "Sample" mark follows them. */
  sample?: boolean
}
/** A page's card in the registry: its title defaults to the page's name. */
export type PageCard = Omit<Card, 'title' | 'link' | 'linkLabel'> & {
  title?: string
}
/** `detail`: what the figure counts, under its title (the two strips count different things). */
export type Stat = { icon: IconName; title: string; result: string; detail: string }
export type ProcessStep = { icon: IconName; number: number; title: string; description: string }
/** The dashboard item carries no points. */
export type ReportItem = { title: string; subtitle: string; answer: string; points: string[] }
export type ChecklistItem = { title: string }

/** A point; without an icon it is drawn as a problem (`IconCards`), so good news names its own. */
export type BenefitCard = { title: string; description: string; icon?: IconName }
/** A tool in the software section; `logo` names its brand mark, absent where the icon library has none. */
export type SoftwareTool = { name: string; logo?: SoftwareMark }

// ---- Page metadata ----
export type PageMeta = { title: string; description: string; keywords: string[] }

// ---- Section shapes (one section component each) ----
/**
 * A sample of what the client receives, drawn for the site and labelled as a sample: a month-end P&L, an AR aging, a
 * payroll register, a catch-up progress sheet. A table of figures (the first column names the row) and the note its
 * account manager would send; the review layers sign it off.
 */
/** A sample row's state: finished, waiting for a reviewer, or under way. */
export type SampleStatus = 'done' | 'review' | 'open'
export type SampleDocument = {
  /** What the document is: "Profit and loss summary". */
  title: string
  /**
   * Whose and for when, in words that date nothing: "Sample client · one month's close". An invented example's begins
   * "Sample" (its only sign that it is one: the site's mark is for facts the owner has yet to confirm).
   */
  subtitle: string
  /** The column heads, the rows' label column first. */
  columns: string[]
  /**
   * A row's label and its figures, one per column after the first; a total is ruled above and twice below. `detail`
   * follows the label after " · " ("Kitchen 2214 · quartz"), left out on a phone, where it would wrap the row.
   */
  rows: { label: string; detail?: string; values: string[]; total?: boolean }[]
  /** Values that are a row's state, each drawn after a dot in its color, and their states: `{ Closed: 'done' }`. */
  statuses?: Record<string, SampleStatus>
  note?: string
  /**
   * A sheet of real figures, not an invented example (the company's facts on /about, a chart of accounts' first
   * accounts): no sign-off, and the "Sample" mark only while a figure on it is still the owner's to confirm.
   */
  facts?: { sample: boolean }
}
export type HeroContent = {
  eyebrow?: string
  title: string
  lead: string[]
  /** The hero's action; only a page whose next band is its booking pitch (/contact) goes without. */
  cta?: Cta
  secondaryCta?: Cta
  /** Shows the star rating badge with the count of reviews (site.yml `reviews`). */
  rating?: boolean
  /** Short points under the action; one that states an owner's figure says whether it is still a sample. */
  highlights?: (string | { text: string; sample: boolean })[]
  /** The page's sample deliverable, drawn in place of the illustration. */
  sample?: SampleDocument
  /**
   * Drawn for this page alone (no illustration stands for two pages); without it or a sample the hero is its words
   * (the overviews and tools).
   */
  illustration?: IllustrationName
}
/**
 * A section's heading. `sample`: its intro states figures the owner has not confirmed (a count, a share, a year), so it
 * carries the site's "Sample" mark until they do (a section's text without an intro, Prose, carries it instead).
 */
export type SectionIntro = { id?: string; eyebrow?: string; title: string; intro?: string; sample?: boolean }
/** `sample`: the figures are the owner's to confirm (the strip carries the site's "Sample" mark until then). */
export type StatsContent = SectionIntro & { items: Stat[]; sample?: boolean }
export type PainPointsContent = SectionIntro & { points: string[]; cta: Cta }
/** A grid of cards, with a button under it or none. */
/** Cards with one call to action under them, or several (the LaunchPad section's two). */
export type CardsContent = SectionIntro & { items: Card[]; cta?: Cta; ctas?: Cta[] }
/** A reason to trust: its title under its icon, what it means and its points. */
export type WhyTrustBlock = { icon: IconName; title: string; body: string[]; points?: string[] }
export type WhyTrustContent = SectionIntro & { items: WhyTrustBlock[] }
export type CtaBannerContent = { title: string; body?: string; cta: Cta; tone?: 'primary' | 'secondary' }
/** The safeguards in short; `details` is the page that states each whole, under its id. */
/** The steps every hire passes: named (the home and CPA pages), or each with what it tests (/about). */
export type TalentContent = SectionIntro & {
  items: { icon: IconName; title: string; description?: string }[]
  cta?: Cta
}
/** The safeguards named, each with its tools and icon; /security states each whole. */
export type SecurityContent = SectionIntro & {
  items: (Pick<SecurityItem, 'id' | 'title' | 'tools'> & { icon: IconName })[]
  ctas: Cta[]
  details: InternalLink
}
export type ProcessContent = SectionIntro & { items: ProcessStep[]; cta?: Cta }
export type SoftwareContent = SectionIntro & { tools: SoftwareTool[]; stats: Pick<StatsContent, 'items' | 'sample'> }
export type TestimonialsContent = SectionIntro & { items: Testimonial[]; cta: Cta }
export type BlogTeasersContent = SectionIntro
/** A page's FAQ, as its file holds it (faq-schema.ts). */
export type FaqContent = v.InferOutput<typeof faqFileSchema>
export type FaqItem = FaqContent['items'][number]
export type ReportsContent = SectionIntro & { items: ReportItem[] }
export type ChecklistContent = SectionIntro & { items: ChecklistItem[]; cta?: Cta }
export type BenefitsContent = SectionIntro & { items: BenefitCard[] }
/** A price in one line; `cta` only where the specification names a booking button there. */
export type PricingContent = SectionIntro & { price: string; unit: string; points: string[]; note?: string; cta?: Cta }
export type ProseContent = SectionIntro & { paragraphs: string[]; illustration?: IllustrationName }

// ---- Page shapes ----
/** Any section's content, as the section components take it. */
export type SectionContent =
  | SectionIntro
  | StatsContent
  | PainPointsContent
  | CardsContent
  | WhyTrustContent
  | CtaBannerContent
  | SecurityContent
  | TalentContent
  | ProcessContent
  | SoftwareContent
  | TestimonialsContent
  | FaqContent
  | ReportsContent
  | ChecklistContent
  | BenefitsContent
  | PricingContent
  | ProseContent
  | EstimatorContent
  | ComparisonContent
  | BillingContent
/**
 * A page's content: its head, its hero and its sections by name. A page's module `satisfies` it and its own type is
 * inferred; the pages that share a layout, or whose sections are their own, have a type below.
 */
export type PageContent = {
  meta: PageMeta
  hero: HeroContent
  [section: string]: PageMeta | HeroContent | SectionContent
}
/** A page with its own sections: its head and its hero with an action, then `sections` by name. */
type Page<Sections> = { meta: PageMeta; hero: HeroContent & { cta: Cta } } & Sections
export type HomePageContent = Page<{
  stats: StatsContent
  painPoints: PainPointsContent
  services: CardsContent
  launchpad: CardsContent
  whyTrust: WhyTrustContent
  reviewBanner: CtaBannerContent
  talent: TalentContent
  security: SecurityContent
  industries: CardsContent
  process: ProcessContent
  software: SoftwareContent
  testimonials: TestimonialsContent
  closingBanner: CtaBannerContent
  blog: BlogTeasersContent
}>

export type AboutPageContent = Page<{
  company: ProseContent
  values: CardsContent
  journey: SectionIntro & { items: Milestone[] }
  capabilities: ChecklistContent
  talent: TalentContent
  team: SectionIntro & { items: TeamMember[]; cta: Cta }
  stats: StatsContent
  testimonials: TestimonialsContent
  closingBanner: CtaBannerContent
  blog: BlogTeasersContent
}>

/**
 * The pages drawn by one layout (routes/-components/sections-page.tsx): the service pages, the LaunchPad pages and
 * /for-cpa-firms. Each section below is optional, and a page shows its sections in the order its module lists them;
 * a band's background may be set where the neighbors need it.
 */
export type SectionsPageContent = Page<{
  proof?: StatsContent
  intro?: ProseContent
  reasons?: CardsContent
  whyOutsource?: CardsContent
  benefits?: BenefitsContent
  regret?: BenefitsContent
  compliance?: ProseContent
  painPoints?: BenefitsContent
  trust?: CardsContent
  features?: CardsContent
  partner?: CardsContent
  services?: CardsContent
  pod?: CardsContent
  readyBanner?: CtaBannerContent
  included?: ChecklistContent
  receivables?: ChecklistContent
  payables?: ChecklistContent
  launchpadBanner?: CtaBannerContent
  process?: ProcessContent & Toned
  talent?: TalentContent
  security?: SecurityContent
  /** Both in short, on one band: where a visitor has likely read them in full already (/for-cpa-firms). */
  screeningAndSecurity?: { talent: TalentContent; security: SecurityContent }
  industries?: CardsContent
  addOns?: CardsContent & Toned
  pricing?: PricingContent
  consultBanner?: CtaBannerContent
  strategyBanner?: CtaBannerContent
  /** The band that leads to the page's own free template (content/resources/teasers.ts). */
  resource?: CtaBannerContent
  faq: FaqContent & Toned
  closingBanner?: CtaBannerContent
}>
type Toned = { tone?: SectionTone }

/** Stone distributors, stone fabricators, architects and designers share this layout. */
export type TradePageContent = Page<{
  problems: BenefitsContent
  whatWeDo: CardsContent
  consultBanner: CtaBannerContent
  reports: ReportsContent
  pricing: PricingContent
  process: ProcessContent
  whyTrust: ChecklistContent
  /** The band that leads to the page's own free template (content/resources/teasers.ts). */
  resource?: CtaBannerContent
  faq: FaqContent
}>

export type ContactChannel = { title: string; description: string; email: string; phone: string; sample?: boolean }
/** /contact's hero has no button of its own: the booking pitch right under it is its action. */
export type ContactPageContent = { meta: PageMeta; hero: HeroContent } & {
  /** `direct`: the general e-mail and phone beside the way to book, for a visitor who came for them. */
  booking: SectionIntro & {
    steps: string[]
    note: string
    cta: Cta
    direct: { text: string } & Pick<ContactChannel, 'email' | 'phone' | 'sample'>
  }
  channels: SectionIntro & { items: ContactChannel[] }
  offices: SectionIntro
  closingBanner: CtaBannerContent
}

/** /sitemap: every page, in the footer's groups; the pages outside them and the articles under their own titles. */
export type SiteMapPageContent = Page<{ othersTitle: string; articlesTitle: string }>

// ---- /security: the whole trust story, from the owner's inventory ----
/** One practice or safeguard on /security, under its own anchor. */
export type TrustItem = {
  id: string
  title: string
  paragraphs: string[]
  /** A list under the paragraphs, such as what we never ask for; `listTitle` introduces it. */
  list?: string[]
  listTitle?: string
  /** The list is of what is never done (drawn with a cross, not a tick). */
  never?: boolean
  /** The tools behind a safeguard. */
  tools?: string[]
}
/** Where a control stands: in place, aligned with a standard but not certified, or a document shared on terms. */
export type ControlStatus = 'in-place' | 'aligned' | 'nda' | 'request'
/** A group of practices under one heading, such as "The life of your data". */
export type TrustGroup = { id: string; title: string; intro?: string; items: TrustItem[] }
export type SecurityPageContent = Page<{
  /** When the owner last reviewed the page (YYYY-MM-DD), after its label. */
  reviewed: { label: string; date: string }
  contentsTitle: string
  /** The page's first screen: each control with its status, linking to its statement, and the documents to ask for. */
  glance: {
    title: string
    statuses: Record<ControlStatus, string>
    controls: { id: string; title: string; status: ControlStatus }[]
    documents: { title: string; status: ControlStatus }
  }
  baseline: SectionIntro & { items: { term: string; detail: string }[] }
  groups: TrustGroup[]
  request: SectionIntro & { documents: string[]; cta: Cta; email: { label: string; href: string } }
}>

// ---- /resources: the templates, checklists and glossary a buyer keeps ----
/**
 * When a template was last reviewed (YYYY-MM-DD), shown on its page and in its files; `sample` until the owner's CPA
 * has reviewed it (the launch check lists it until then).
 */
export type ResourceReview = { lastReviewed: string; sample: boolean }
/** A chart of accounts template (content/pages/chart-*.ts): why the trade needs it, then its accounts by group. */
export type ChartPageContent = Page<{
  review: ResourceReview
  why: SectionIntro & { points: BenefitCard[] }
  /** Checked against content/resources/chart-schema.ts before every build. */
  groups: AccountGroup[]
  closingBanner: CtaBannerContent
}>
/** One step of a checklist: its id keeps the visitor's tick when the wording changes. */
export type ChecklistStep = { id: string; text: string }
export type ChecklistSection = { id: string; title: string; items: ChecklistStep[] }
/** A checklist to tick (content/pages/checklist-*.ts): its steps by section, and where each step is explained. */
export type ChecklistPageContent = Page<{
  review: ResourceReview
  /** Where the steps come from or are explained, with links. */
  source: string
  sections: ChecklistSection[]
  closingBanner: CtaBannerContent
}>
/** A term of the glossary: its anchor is made from `term`; `more` is a link to where the site says more. */
export type GlossaryTerm = { term: string; definition: string; more: string }
export type GlossaryPageContent = Page<{
  index: string
  /**
   * The field that narrows the terms as the visitor types (a search of the site without JavaScript); `count` and
   * `none` say what it left, `{query}` the words typed.
   */
  find: { label: string; count: string; none: string; elsewhere: string }
  /** Beside each letter: back to the index. */
  toIndex: string
  more: (term: string) => string
  terms: GlossaryTerm[]
  closingBanner: CtaBannerContent
}>

/** What a resource on the hub is, named above it: a template, a checklist, the calendar, a reference, a service. */
export type ResourceKind = 'chart' | 'checklist' | 'calendar' | 'reference' | 'service'
/**
 * A resource listed on the hub: its page (its name there is the page's registry name), what kind of thing it is, and
 * what it holds.
 */
export type ResourceItem = {
  link: InternalLink
  kind: ResourceKind
  /** In place of the page's registry name, where the link leads to one view of it (a kind of business's deadlines). */
  name?: string
  description: string
}
/** The resources of one kind of reader, under its title. */
export type ResourceGroup = { id: string; title: string; items: ResourceItem[] }
export type ResourcesPageContent = Page<{
  readers: SectionIntro & {
    /** What fits every business, in a row of its own above the groups by business. */
    common: ResourceGroup
    groups: ResourceGroup[]
    /** Each kind's label above its items: what it is and the forms it comes in. */
    kinds: Record<ResourceKind, string>
    /** The tag on every resource that is not a service of ours. */
    free: string
  }
  articles: SectionIntro & { all: string }
  closingBanner: CtaBannerContent
}>

// ---- /pricing: the rates, the estimator's wording and the LaunchPad terms ----
/** One estimator choice: its label and a short hint (the typical hours of a kind of business). */
export type EstimatorChoice = { label: string; hint: string }
export type EstimatorContent = SectionIntro & {
  kindLegend: string
  /** Under the kind: what it does to the estimate. */
  kindNote: string
  /**
   * Labelled per kind, in the order the estimator model lists them; a hint only where the kind changes more than the
   * starting counts (LaunchPad's cap): the summary names the counts each kind starts from.
   */
  kinds: Record<BusinessKind, { label: string; hint?: string }>
  servicesLegend: string
  /** What each service's hours follow. */
  servicesNote: string
  /** Each count's label, asked under the service it belongs to. */
  counts: Record<'transactions' | 'accounts' | 'people' | 'pay' | 'invoices' | 'bills', string>
  /** Each pay schedule's label. */
  schedules: Record<PaySchedule, string>
  analystLabel: string
  analystHint: string
  summaryTitle: string
  month: string
  /** The disclosure that works the estimate out, service by service. */
  details: string
  /** Before the kind's name, when the counts are all its starting counts. */
  startNote: string
  yourCounts: string
  /** When LaunchPad's cap stops the hours. */
  capNote: string
  /** In place of a figure: one-off services only; nothing chosen. */
  noMonthly: string
  nothing: string
  /** Under the estimate, for each one-off service chosen: its own note (rate, quote, timing), else `oneOffNote`. */
  oneOffNotes: Partial<Record<BookingTopic, string>>
  oneOffNote: string
  /** The company's in-house saving claim, linked to the comparison that works it out. */
  claim: string
  claimNote: string
  shareNote: string
  /** The form's button, shown only without JavaScript (with it, every change updates the estimate). */
  submit: string
  cta: Cta
}
/** /pricing's in-house comparison (#compare): the words around its inputs; the sum is lib/in-house.ts. */
export type ComparisonContent = SectionIntro & {
  roleLegend: string
  roles: Record<Role, EstimatorChoice>
  /** Each figure's label. */
  labels: Record<'salary' | 'benefits' | 'hours' | 'recruiting' | 'software', string>
  /** Under the hours: where its default comes from. */
  hoursHelp: string
  /** The disclosure that holds the visitor's own recruiting and software costs. */
  extras: string
  /** The two bars' names and the unit of their figures. */
  chart: { inHouse: string; ours: string; month: string }
  /** The disclosure that works the sum out step by step. */
  sum: string
  /** Under the sum: what it assumes, so a reader sees its basis. */
  basis: string
  sources: string
  /** The form's button, shown only without JavaScript. */
  submit: string
  cta: Cta
}
/**
 * /pricing's billing (#billing): a card for each rate and what it covers, then the table of every kind of work, who
 * does it, its rate and what counts as its hours.
 */
export type BillingContent = SectionIntro & {
  cards: { title: string; price: string; unit: string; covers: string }[]
  /** The disclosure that holds the table, and the table's name. */
  table: string
  /** The heads of its two columns: the work and who does it; the rate and what counts as hours. */
  columns: readonly [work: string, rate: string]
  rows: { work: string; who: string; rate: string; hours: string }[]
}
// ---- /privacy and /terms ----
/** One part of a legal page: a heading, its paragraphs and an optional list. */
export type LegalSection = { id: string; heading: string; paragraphs: string[]; list?: string[] }
export type LegalPageContent = {
  meta: PageMeta
  title: string
  /** When the text last changed, YYYY-MM-DD. */
  updated: string
  intro: string[]
  sections: LegalSection[]
}

// ---- analytics (off by default; content/settings/analytics.yml) ----
/** The privacy-first analytics the site can send events to (content/analytics.ts names them). */
export type AnalyticsProvider = Exclude<(typeof ANALYTICS_PROVIDERS)[number], 'none'>
/**
 * Analytics a build sends to (build/analytics.ts resolves it from the settings): the provider, the site's id there, and
 * the address events are posted to.
 */
export type Analytics = { provider: AnalyticsProvider; site: string; endpoint: string }

// ---- /book and /booked: the booking page and its confirmation ----
/** The online schedulers /book can embed (lib/scheduler.ts knows their addresses and messages). */
export type SchedulerConfig = Settings<'scheduler'>
export type SchedulerProvider = SchedulerConfig['provider']

/** How /book words the call for one topic. */
export type BookingTopicContent = {
  /** The topic as the visitor reads it: beside the heading, in the scheduler's first answer, in the e-mail subject. */
  name: string
  /** The end of "I would like to book a free consultation …" in the e-mail, where the topic adds something. */
  about?: string
  lead: string
  /** What the call looks at, for this topic. */
  covers: string[]
  /** Which contact details the e-mail and phone links use. */
  contact: 'general' | 'partnerships'
  /** This topic's own words for a step of 'What happens next' where the general ones do not fit, by step. */
  next?: Partial<Record<NextStep, string>>
}
/** The steps of 'What happens next' (content/after-booking.ts), in order. */
export type NextStep = 'before' | 'on' | 'after'
export type BookPageContent = {
  meta: PageMeta
  hero: { eyebrow: string; title: string; topicLabel: string; coversTitle: string }
  topics: Record<BookingTopic, BookingTopicContent>
  /** The scheduler's section, with its words for each state of the frame. */
  schedule: SectionIntro & {
    frameTitle: string
    skip: string
    alternatives: string
    prompt: string
    loading: string
    failed: string
    newTab: string
  }
  /** Without a scheduler: how to book by e-mail or phone. */
  direct: SectionIntro & { emailHint: string; phoneHint: string }
  /** The e-mail's text, around the topic: greeting, request, the lines to fill in. */
  email: { subject: string; greeting: string; request: string; fields: string[] }
  next: ProcessContent
  /** Shown, and focused, when the scheduler reports a booking. */
  booked: { title: string; body: string }
  /** The estimate a visitor brings from /pricing, shown back and passed on (lib/estimate-link.ts writes its line). */
  estimate: EstimateWords
  /** The in-house comparison a visitor brings from /pricing, the same way (lib/in-house-link.ts). */
  comparison: ComparisonWords
}
/**
 * The words of a comparison brought from /pricing: `line` with each {name} filled in (role, salary, benefits, hours,
 * recruiting, software, inHouse, ours, difference, percent), and {extras} by `extras` when the visitor added their own
 * recruiting or software costs.
 */
export type ComparisonWords = {
  lead: string
  roles: Record<Role, string>
  line: string
  extras: string
  /** Under the comparison on /book. */
  confirm: string
  /** Before the comparison in the e-mail. */
  email: string
}
/** The words of an estimate brought from /pricing: "You estimated $825–$1,425 a month for …". */
export type EstimateWords = {
  lead: string
  month: string
  bookkeeperHours: string
  analystHour: string
  analystHours: string
  plus: string
  /** After a one-off service's name: how it is priced ("catch-up bookkeeping, priced on the call…"). */
  oneOff: string
  /** Under the estimate on /book. */
  confirm: string
  /** Before the estimate in the e-mail. */
  email: string
}
export type BookedPageContent = Page<{ next: ProcessContent }>
