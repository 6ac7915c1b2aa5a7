// What each site settings file (content/settings/<name>.yml) must hold, in the words a failed build uses: the facts
// only the owner can supply, each with its `sample` switch (on until the owner confirms the fact; the launch check
// lists every one still on). The build (scripts/content-files.mjs) checks each file against its schema, as the CMS's
// "Site settings" writes it, and fails with the file, the field and what was expected.
import * as v from 'valibot'
import { ICON_NAMES, LOOPBACK_HOSTS, SOCIAL_MARKS } from '@/names'

const text = (min: number, message: string) => v.pipe(v.string(message), v.trim(), v.minLength(min, message))
const sample = v.boolean('true (a sample) or false (the confirmed fact)')
const https = (message: string) => v.pipe(v.string(message), v.url(message), v.startsWith('https://', message))
const flagged = <T extends v.ObjectEntries>(entries: T, message: string) =>
  v.strictObject({ ...entries, sample }, message)
/** A list of at least one item. */
const listOf = <T extends v.GenericSchema>(item: T, one: string, many = `${one}s`) =>
  v.pipe(v.array(item, `a list of ${many}`), v.minLength(1, `a list of at least one ${one}`))
/** The picture beside a person: their initials until the site has photos. */
const monogram = v.picklist(['monogram'], 'monogram (their initials)')

const contact = flagged(
  {
    email: v.pipe(v.string('an e-mail address'), v.email('an e-mail address')),
    phone: v.pipe(
      v.string('a US phone number such as +1 (305) 555-0142'),
      v.regex(/^\+1 \(\d{3}\) \d{3}-\d{4}$/, 'a US phone number written +1 (305) 555-0142'),
    ),
  },
  'an e-mail address, a phone number and sample',
)

const stat = v.strictObject(
  {
    result: text(1, 'a figure such as 50+'),
    title: text(3, 'what the figure counts, such as Active clients'),
    detail: text(3, 'a caption saying what exactly it counts'),
  },
  'a figure: result, title and detail',
)
/** A strip of five figures (the specification's count for both). */
const stats = v.strictTuple([stat, stat, stat, stat, stat], 'a list of exactly 5 figures')

/** HOSTS (site.ts) names them for the privacy notice. */
/** The flags an office may show (ISO 3166 codes), and the online schedulers /book can embed. */
export const FLAGS = ['IN', 'US'] as const
export const SCHEDULER_PROVIDERS = ['calendly', 'cal'] as const
export const HOST_KEYS = ['nginx', 'netlify', 'cloudflare', 's3-cloudfront'] as const
/** The analytics the site can send events to; 'none' (the default) sends nothing. */
export const ANALYTICS_PROVIDERS = ['none', 'plausible', 'umami'] as const

export const siteSettingsSchema = v.strictObject(
  {
    company: flagged({ legalName: text(3, 'the company’s legal name') }, 'the legal name and sample'),
    contact: v.strictObject(
      {
        general: contact,
        partnerships: contact,
        hours: flagged({ text: text(10, 'office hours in words') }, 'office hours (text) and sample'),
      },
      'general, partnerships and hours',
    ),
    offices: listOf(
      v.strictObject(
        {
          country: text(2, 'a country name'),
          flag: v.picklist(FLAGS, FLAGS.join(' or ')),
          branches: listOf(
            flagged({ state: text(2, 'a state'), location: text(2, 'a city') }, 'a branch: state, location and sample'),
            'branch',
            'branches',
          ),
        },
        'an office: country, flag and branches',
      ),
      'office',
    ),
    social: v.array(
      flagged(
        {
          network: text(2, 'the network’s name'),
          label: text(5, 'what a screen reader announces, such as LedgerPod on LinkedIn'),
          href: https('the profile’s https address'),
          icon: v.picklist(SOCIAL_MARKS, `one of ${SOCIAL_MARKS.join(', ')}`),
        },
        'a profile: network, label, href, icon and sample',
      ),
      'a list of social profiles',
    ),
    reviews: flagged(
      {
        count: text(1, 'a count such as 1k+'),
        rating: v.pipe(
          v.number('an average rating from 1 to 5, such as 4.6'),
          v.check((n) => Number.isInteger(n * 10), 'an average rating with at most one decimal, such as 4.6'),
          v.minValue(1, 'at least 1'),
          v.maxValue(5, 'at most 5'),
        ),
        url: v.pipe(
          https('the https address of your review profile'),
          v.check(
            (url) => !/[/.]search\b|[?&]q=/i.test(url),
            'the address of your review profile itself, not of a search for it',
          ),
        ),
      },
      'the review count, rating, url and sample',
    ),
    stats: flagged({ home: stats, software: stats }, 'the two stats strips (home, software) and sample'),
    hosting: flagged({ host: v.picklist(HOST_KEYS, `one of ${HOST_KEYS.join(', ')}`) }, 'the host and sample'),
    legalReview: v.strictObject(
      {
        privacy: v.strictObject({ reviewed: v.boolean('true or false') }, 'reviewed: true or false'),
        terms: v.strictObject({ reviewed: v.boolean('true or false') }, 'reviewed: true or false'),
      },
      'privacy and terms, each reviewed or not',
    ),
  },
  'the site settings: company, contact, offices, social, reviews, stats, hosting and legalReview',
)

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const testimonialsSchema = v.strictObject(
  {
    testimonials: v.pipe(
      listOf(
        flagged(
          {
            id: v.pipe(v.string('an id'), v.regex(ID, 'an id of lower-case words joined by hyphens')),
            text: text(80, 'the client’s words, at least 80 characters'),
            author: text(3, 'the client’s name'),
            position: text(3, 'their role and company, such as CFO, stone distributor, New Jersey'),
            image: monogram,
          },
          'a testimonial: id, text, author, position, image and sample',
        ),
        'testimonial',
      ),
      v.check(
        (items) => new Set(items.map((item) => item.id)).size === items.length,
        'testimonials with different ids',
      ),
    ),
  },
  'testimonials: a list',
)

export const foundersSchema = v.strictObject(
  {
    founders: listOf(
      flagged(
        {
          name: text(3, 'the person’s name'),
          role: text(3, 'their role'),
          description: text(80, 'a bio of at least 80 characters'),
          image: monogram,
        },
        'a founder: name, role, description, image and sample',
      ),
      'founder',
    ),
  },
  'founders: a list',
)

export const timelineSchema = flagged(
  {
    milestones: listOf(
      v.strictObject(
        {
          // A year YAML may read as a number.
          year: v.pipe(
            v.union([v.string(), v.number()], 'a year such as 2018'),
            v.transform(String),
            v.regex(/^\d{4}$/, 'a year such as 2018'),
          ),
          title: text(3, 'a short title'),
          description: text(40, 'what happened, at least 40 characters'),
        },
        'a milestone: year, title and description',
      ),
      'milestone',
    ),
  },
  'the timeline: milestones and sample',
)

export const schedulerSettingsSchema = flagged(
  {
    provider: v.picklist(SCHEDULER_PROVIDERS, 'calendly or cal (Cal.com)'),
    url: v.union([v.literal(''), https('')], 'empty, or the https address of your booking page'),
  },
  'the scheduler: provider, url and sample',
)

const count = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message))
const countRange = (message: string) =>
  v.pipe(
    v.strictTuple([count(message), count(message)], message),
    v.check(([lo, hi]) => lo < hi, `${message}, the lower first`),
  )
const figure = (message: string) => text(1, message)
const names = (message: string) => listOf(text(2, message), message.replace(/s$/, ''), message)

/**
 * The claims the copy makes about the company (claims.yml): the figures it repeats (the specification's), the year it
 * started, the security baseline and the safeguards behind it with their tools, and the hiring steps. Numbers only,
 * where a figure is a number: the copy writes the words around them.
 */
export const claimsSchema = v.strictObject(
  {
    figures: flagged(
      {
        cpaSavingPercent: count('a percentage such as 60: the most a CPA firm saves'),
        inHouseSavingPercent: countRange('two percentages such as [40, 60]: the saving against in-house staff'),
        hoursSavedPerMonth: count('hours a month such as 40: what an owner who kept their own books gets back'),
        founders: figure('a count such as 100+: founders served'),
        smbs: figure('a count such as 100+: small and mid-sized businesses served'),
        stoneYears: figure('a count of years such as 5+: time in the stone industry'),
        clientGrowth: countRange('two counts such as [5, 500]: clients at the start, and clients served since'),
        accuracyChecks: count('a count such as 7: the accuracy checks every report passes'),
        vettingSteps: count('a count such as 7: the steps of the talent screening'),
        topTalentPercent: count('a percentage such as 5: the share of applicants hired'),
        candidatesPerHire: count('a count such as 20: candidates screened for each hire'),
        skillLevels: count('a count such as 10: the skill levels a resume is scored across'),
        usHoursPerDay: countRange('two counts of hours such as [7, 9]: client-facing availability in US hours'),
      },
      'the figures and sample',
    ),
    // A year YAML may read as a number.
    foundedYear: v.pipe(
      v.union([v.string(), v.number()], 'a year such as 2015'),
      v.transform(String),
      v.regex(/^\d{4}$/, 'a year such as 2015'),
    ),
    security: flagged(
      {
        encryption: text(3, 'the encryption, such as 256-bit AES'),
        twoFactor: text(3, 'how logins are protected, such as strict two-factor authentication'),
        standard: text(3, 'the standard your procedures are aligned with, such as ISO 27001'),
        standardNote: text(20, 'what the alignment means, in a sentence, such as whether you hold a certificate'),
        backups: text(3, 'how often backups run, such as daily'),
        contact: v.pipe(v.string('the e-mail address for security questions'), v.email('an e-mail address')),
        lastReviewed: v.pipe(
          v.union([v.string(), v.date()], 'the date the security page was last reviewed, such as 2026-11-27'),
          v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
          v.isoDate('the date the security page was last reviewed, written 2026-11-27'),
        ),
        documents: names('the security documents you share on request'),
        storage: listOf(
          v.strictObject(
            {
              name: text(2, 'the tool’s name'),
              holds: text(10, 'what client data it holds, as a phrase'),
            },
            'a tool: name and holds',
          ),
          'tool',
        ),
      },
      'the security baseline: encryption, twoFactor, standard, standardNote, backups, contact, lastReviewed, documents, storage and sample',
    ),
    safeguards: v.pipe(
      listOf(
        flagged(
          {
            id: v.pipe(v.string('an anchor id'), v.regex(ID, 'an anchor id of lower-case words joined by hyphens')),
            title: text(3, 'a short title'),
            summary: text(20, 'the safeguard in one short sentence, for the home and CPA pages'),
            description: text(40, 'what the safeguard does, at least 40 characters'),
            tools: names('the tools behind it'),
          },
          'a safeguard: id, title, summary, description, tools and sample',
        ),
        'safeguard',
      ),
      v.check((items) => new Set(items.map((item) => item.id)).size === items.length, 'safeguards with different ids'),
    ),
    hiring: flagged(
      {
        steps: listOf(
          v.strictObject(
            {
              icon: v.picklist(ICON_NAMES, 'one of the icons in src/names.ts'),
              title: text(3, 'a short title'),
              description: text(40, 'what the step checks, at least 40 characters'),
            },
            'a step: icon, title and description',
          ),
          'step',
        ),
      },
      'the hiring steps and sample',
    ),
  },
  'the claims: figures, foundedYear, security, safeguards and hiring',
)

/**
 * The rate a kind of work is billed at (billing.yml): the bookkeeper's or the reporting analyst's
 * published rate, the pod's hours at whichever rate each person's work is (from the bookkeeper rate: the
 * specification's "starts at"), or nothing.
 */
export const BILLING_RATES = ['bookkeeper', 'analyst', 'pod', 'free'] as const

/** What each practice says, in the words the build, the CMS and the launch check use. */
export const PRACTICE_LABELS = {
  books: 'where the client’s books are kept and how we reach them',
  access: 'the access we ask for',
  documents: 'where shared documents and our working papers are kept',
  exchange: 'how documents, bills and pay changes reach us',
  employeeData: 'where employee records are kept, and who sees them',
  whoSees: 'who can open a client’s files, and when that access ends',
  payments: 'who approves payments, how money moves and how bank-detail changes are checked',
  review: 'who reviews the work, layer by layer',
  onboarding: 'what onboarding involves',
  cadence: 'what happens every week and every month',
  staffing: 'what a dedicated pod means',
  locations: 'where the teams work, and when they are available',
  trial: 'what the free trial is',
  offboarding: 'what happens when a client leaves',
  beforeSignup: 'what a visitor sends before signing up',
  consultation: 'who takes the free call, and what it is',
  reply: 'how soon a client or visitor hears back',
  billing: 'which work is billed at which rate, what an invoice shows and how setup is billed',
  experts: 'the credential of the US-based finance experts',
  taxReturns: 'who prepares and who signs the tax returns we prepare, and the taxpayer’s consent (IRC section 7216)',
  payrollTaxes: 'the employer’s own responsibility for payroll tax deposits and returns',
  workerClassification: 'who decides whether a worker is an employee or a contractor',
  salesTax: 'who decides where sales tax is owed (nexus), and what we do',
  collections: 'how collection reminders and calls go out',
  cpa: 'white-label work: who supervises it, the taxpayer’s consent and the firm’s notice to its clients',
  tools: 'the software we name: ledgers, payroll, bill pay, expenses and the trades’ own systems',
} as const
type Practice = keyof typeof PRACTICE_LABELS

const sentence = (what: string) => text(20, `${what}, in a sentence`)
const clause = (what: string) => text(5, `${what}, as a phrase that fits in a sentence`)
/** The practice in a few words, for a page that links to it rather than state it whole. */
const short = (name: Practice) => clause(`${PRACTICE_LABELS[name]}, in a few words`)
/** A practice stated in a sentence or two, and in a few words. */
const statement = <T extends v.ObjectEntries = Record<never, never>>(name: Practice, more?: T) =>
  flagged(
    { text: sentence(PRACTICE_LABELS[name]), short: short(name), ...(more as T) },
    `text, short${Object.keys(more ?? {})
      .map((key) => `, ${key}`)
      .join('')} and sample`,
  )

/**
 * How the company works (practices.yml), each practice written once: every page that mentions one reads it from here,
 * so two pages cannot disagree, and each is a sample until the owner confirms it (the launch check lists it). The
 * regulated work is here with its safeguards: who signs tax returns, the employer's own payroll tax duties, who
 * decides worker classification and sales tax nexus, and what a CPA firm does before our staff work on its clients'
 * files.
 */
export const practicesSchema = v.strictObject(
  {
    books: statement('books'),
    access: statement('access', { never: names('what you never ask a client for') }),
    documents: statement('documents'),
    exchange: statement('exchange'),
    employeeData: statement('employeeData'),
    whoSees: statement('whoSees'),
    payments: statement('payments'),
    review: flagged(
      {
        layers: listOf(
          v.strictObject(
            { who: text(3, 'who reviews, such as A senior accountant'), does: clause('what they check') },
            'a layer: who and does',
          ),
          'layer',
        ),
      },
      'the review layers and sample',
    ),
    onboarding: statement('onboarding'),
    cadence: statement('cadence'),
    staffing: statement('staffing'),
    locations: statement('locations'),
    trial: statement('trial'),
    offboarding: statement('offboarding', {
      days: count('the days after a client leaves by which our copies are deleted'),
    }),
    beforeSignup: statement('beforeSignup'),
    consultation: statement('consultation'),
    reply: flagged(
      { text: clause('how soon a client or visitor hears back, such as within one business day') },
      'text and sample',
    ),
    billing: flagged(
      {
        bookkeeper: clause('the work billed at the bookkeeper rate'),
        analyst: clause('the work billed at the reporting-analyst rate'),
        invoice: sentence('what a monthly invoice shows'),
        setup: sentence('how setting up the books is billed'),
      },
      'bookkeeper, analyst, invoice, setup and sample',
    ),
    experts: flagged(
      { text: clause('the experts’ credential, such as a US CPA or enrolled agent') },
      'text and sample',
    ),
    taxReturns: flagged(
      {
        preparer: clause(
          'who prepares the returns, such as Our staff prepare your federal and state income tax returns',
        ),
        signer: clause('who reviews and signs each return as its paid preparer'),
        clientCpa: sentence('what happens when the client’s own CPA prepares the returns'),
        consent: sentence('the taxpayer’s consent before return information leaves the US (IRC section 7216)'),
        short: short('taxReturns'),
      },
      'preparer, signer, clientCpa, consent, short and sample',
    ),
    payrollTaxes: statement('payrollTaxes'),
    workerClassification: statement('workerClassification'),
    salesTax: statement('salesTax'),
    collections: statement('collections'),
    cpa: flagged(
      {
        supervision: sentence('who keeps the client and the responsibility in white-label work'),
        taxpayerConsent: sentence('the taxpayer’s consent a CPA firm obtains (IRC section 7216)'),
        clientDisclosure: sentence('the notice a CPA firm gives its clients (AICPA ET 1.150.040)'),
        short: short('cpa'),
      },
      'supervision, taxpayerConsent, clientDisclosure, short and sample',
    ),
    tools: flagged(
      {
        ledgers: names('the accounting software we work in'),
        payroll: names('the payroll platforms we run payroll in'),
        billPay: names('the bill-pay tools we work in'),
        expenses: names('the expense apps we work with'),
        fabrication: names('the fabrication shops’ systems we work with'),
        design: names('the design studios’ tools we work with'),
      },
      'ledgers, payroll, billPay, expenses, fabrication, design and sample',
    ),
  } satisfies Record<Practice, v.GenericSchema>,
  `the practices: ${Object.keys(PRACTICE_LABELS).join(', ')}`,
)

/** A day written 2024-04-03 (YAML may read it as a date). */
const day = (message: string) =>
  v.pipe(
    v.union([v.string(), v.date()], message),
    v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
    v.isoDate(message),
  )
/** Where a default of the in-house comparison comes from, as /pricing#compare names it beside the figure. */
const sourced = {
  series: text(
    10,
    'what the figure is, such as 43-3031 Bookkeeping, Accounting, and Auditing Clerks, national median annual wage',
  ),
  source: text(3, 'who publishes it, such as BLS Occupational Employment and Wage Statistics (OEWS)'),
  release: text(3, 'the release, such as May 2023'),
  released: day('the day that release was published, written 2024-04-03'),
  url: https('the https address of the page that states the figure'),
}
const wage = (who: string) =>
  flagged(
    {
      wage: v.pipe(
        v.number(`a yearly wage in whole dollars, such as 47440: ${who}`),
        v.integer(`a yearly wage in whole dollars, such as 47440: ${who}`),
        v.minValue(10000, 'at least 10000 dollars a year'),
        v.maxValue(1000000, 'at most 1000000 dollars a year'),
      ),
      ...sourced,
    },
    'wage, series, source, release, released, url and sample',
  )

/**
 * The defaults of the in-house comparison on /pricing (comparison.yml): the salary of each role a visitor would
 * otherwise hire and the employer's costs on top of wages, each with its source, series, release and address. The
 * launch check lists a sample, and any release more than 18 months old.
 */
export const comparisonSchema = v.strictObject(
  {
    bookkeeper: wage('the median for a bookkeeper (BLS OEWS 43-3031)'),
    accountant: wage('the median for an accountant (BLS OEWS 13-2011)'),
    benefits: flagged(
      {
        share: v.pipe(
          v.number('a percentage such as 29.8: benefits as a share of total compensation'),
          v.check((n) => Number.isInteger(n * 10), 'a percentage with at most one decimal, such as 29.8'),
          v.minValue(1, 'at least 1 percent'),
          v.maxValue(60, 'at most 60 percent'),
        ),
        ...sourced,
      },
      'share, series, source, release, released, url and sample',
    ),
  },
  'the comparison: bookkeeper, accountant and benefits',
)

/**
 * How each kind of work the site sells is billed (billing.yml), as /pricing's billing table shows it: who does it, at
 * which rate and what counts as its hours, each row a sample until the owner confirms it, and what is not billed. A
 * file of its own, read by /pricing alone: what the billing practice of practices.yml says (each rate's work, setup,
 * the invoice) the rows take in as {{variables}}, so it is said once.
 */
export const billingSchema = flagged(
  {
    rows: listOf(
      flagged(
        {
          work: text(3, 'the kind of work, such as Monthly bookkeeping'),
          who: clause('who does it, such as your pod’s bookkeeper'),
          rate: v.picklist(BILLING_RATES, `one of ${BILLING_RATES.join(', ')}`),
          hours: sentence('what counts as its hours'),
        },
        'a kind of work: work, who, rate, hours and sample',
      ),
      'kind of work',
      'kinds of work',
    ),
    notBilled: names('what is not billed, each a phrase'),
  },
  'rows, notBilled and sample',
)

/** What the site id is for each analytics provider, and how a failed build words it. */
const SITE_IDS = {
  plausible: {
    form: /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
    expected: 'the site’s domain as you added it in Plausible, such as www.ledgerpod.com (no https://)',
  },
  umami: {
    form: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    expected: 'the website ID Umami shows in the website’s settings, such as 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
  },
}

/** An analytics server's address: https, or http on this machine (a test's stand-in); no query, fragment or login. */
const isCollector = (text: string) => {
  if (!URL.canParse(text)) return false
  const url = new URL(text)
  const standIn = url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname)
  return (url.protocol === 'https:' || standIn) && !url.search && !url.hash && !url.username && !url.password
}

export const analyticsSettingsSchema = v.pipe(
  v.strictObject(
    {
      provider: v.picklist(ANALYTICS_PROVIDERS, 'none (no analytics), plausible or umami'),
      site: v.pipe(v.string('the site id, or empty'), v.trim()),
      collector: v.pipe(v.string('an address, or empty'), v.trim()),
    },
    'the analytics: provider, site and collector',
  ),
  v.forward(
    v.check(
      ({ provider, site }) => provider === 'none' || SITE_IDS[provider].form.test(site),
      ({ input }) => `${SITE_IDS[input.provider as keyof typeof SITE_IDS].expected}, got ${JSON.stringify(input.site)}`,
    ),
    ['site'],
  ),
  v.forward(
    v.check(
      ({ provider, collector }) => provider === 'none' || collector === '' || isCollector(collector),
      ({ input }) =>
        `empty (the provider’s cloud service), or the https address of your own analytics server, such as ` +
        `https://stats.ledgerpod.com, got ${JSON.stringify(input.collector)}`,
    ),
    ['collector'],
  ),
)

/** Each settings file by name (content/settings/<name>.yml). */
export const SETTINGS_SCHEMAS = {
  site: siteSettingsSchema,
  testimonials: testimonialsSchema,
  founders: foundersSchema,
  scheduler: schedulerSettingsSchema,
  timeline: timelineSchema,
  claims: claimsSchema,
  practices: practicesSchema,
  analytics: analyticsSettingsSchema,
  comparison: comparisonSchema,
  billing: billingSchema,
}

export type SettingsName = keyof typeof SETTINGS_SCHEMAS
export type Settings<Name extends SettingsName> = v.InferOutput<(typeof SETTINGS_SCHEMAS)[Name]>
