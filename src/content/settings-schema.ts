// What each site settings file (content/settings/<name>.yml) must hold, in the words a failed build uses: the facts
// only the owner can supply, each with its `sample` switch (on until the owner confirms the fact; the launch check
// lists every one still on). The build (scripts/content-files.mjs) checks each file against its schema, as the CMS's
// "Site settings" writes it, and fails with the file, the field and what was expected.
import * as v from 'valibot'
import { LOOPBACK_HOSTS, SOCIAL_MARKS } from '@/names'

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
export const HOST_KEYS = ['nginx', 'netlify', 'cloudflare-pages', 's3-cloudfront'] as const
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
          v.number('a star rating from 1 to 5'),
          v.integer('a whole number of stars'),
          v.minValue(1, 'at least 1 star'),
          v.maxValue(5, 'at most 5 stars'),
        ),
        url: https('the https address of the public reviews'),
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
  analytics: analyticsSettingsSchema,
}

export type SettingsName = keyof typeof SETTINGS_SCHEMAS
export type Settings<Name extends SettingsName> = v.InferOutput<(typeof SETTINGS_SCHEMAS)[Name]>
