// What each site settings file (content/settings/<name>.yml) must hold, in the words a failed build uses: the facts
// only the owner can supply, each with its `sample` switch (on until the owner confirms the fact; the launch check
// lists every one still on). The build (scripts/content-files.mjs) checks each file against its schema, as the CMS's
// "Site settings" writes it, and fails with the file, the field and what was expected. Each field's label and hint in
// the CMS ride on its schema (cms()); src/admin/cms-config.ts makes the CMS's fields from them, and the launch check
// (src/build/launch-check.ts) names each sample by them, with its `launch` note where the hint does not say what to do.
import * as v from 'valibot'
import { cms, type CmsField } from '@/content/cms-field'
import { LAUNCHPAD, ONBOARDING } from '@/content/constants'
import { ESTIMATE_COUNTS, PAY_SCHEDULES, type PaySchedule } from '@/content/estimate-limits'
import type { WithPictures } from '@/content/picture'
import { pictureField } from '@/content/picture-field'
import { TRUST_GROUPS, TRUST_GROUP_LABELS } from '@/content/trust-groups'
import { ICON_NAMES, LOOPBACK_HOSTS, SOCIAL_MARKS, type BusinessKind } from '@/names'

const text = (min: number, message: string) => v.pipe(v.string(message), v.trim(), v.minLength(min, message))
/** Copy of a paragraph or more, at least `min` characters: the build's message and the CMS's hint both say so. */
const copy = (min: number, what: string, label: string, hint?: string) =>
  cms(text(min, `${what}, at least ${min} characters`), label, hint, { widget: 'text', atLeast: true, variables: true })
const sample = cms(
  v.boolean('true (a sample) or false (the confirmed fact)'),
  'Sample (not yet confirmed)',
  'On while this is a sample. Turn it off once it is the real, confirmed fact: the launch check lists every sample left.',
)
const https = (message: string) => v.pipe(v.string(message), v.url(message), v.startsWith('https://', message))
const flagged = <T extends v.ObjectEntries>(entries: T, message: string) =>
  v.strictObject({ ...entries, sample }, message)
/** A list of at least one item. */
const listOf = <T extends v.GenericSchema>(item: T, one: string, many = `${one}s`) =>
  v.pipe(v.array(item, `a list of ${many}`), v.minLength(1, `a list of at least one ${one}`))
/** A number from `min` to `max` with at most one decimal. */
const tenths = ([min, max]: [number, number], expected: string, oneDecimal: string, unit = '') =>
  v.pipe(
    v.number(expected),
    v.check((n) => Number.isInteger(n * 10), oneDecimal),
    v.minValue(min, `at least ${min}${unit}`),
    v.maxValue(max, `at most ${max}${unit}`),
  )
/** A list the CMS edits, each item shown collapsed to its summary (such as '{{fields.name}}'). */
const listed = <S extends v.GenericSchema>(
  schema: S,
  label: string,
  singular: string,
  summary: string,
  more?: Pick<CmsField, 'hint' | 'launch'>,
) => cms(schema, label, more?.hint, { singular, summary, ...(more?.launch && { launch: more.launch }) })
/** A person's photo, sized by the build (picture.ts); without one, a testimonial shows initials, a founder their name alone. */
const photo = v.optional(
  pictureField(
    'person',
    'Photo',
    'Optional: their photo, with their permission, face in the middle (it is shown round). Without one, a testimonial shows their initials, a founder their name alone.',
  ),
)

const contact = (label: string) =>
  cms(
    flagged(
      {
        email: cms(v.pipe(v.string('an e-mail address'), v.email('an e-mail address')), 'Email'),
        phone: cms(
          v.pipe(
            v.string('a US phone number such as +1 (305) 555-0142'),
            v.regex(/^\+1 \(\d{3}\) \d{3}-\d{4}$/, 'a US phone number written +1 (305) 555-0142'),
          ),
          'Phone',
          'Written +1 (305) 555-0142.',
        ),
      },
      'an e-mail address, a phone number and sample',
    ),
    label,
  )

const stat = v.strictObject(
  {
    result: cms(text(1, 'a figure such as 50+'), 'Figure', 'Such as 50+.'),
    title: cms(text(3, 'what the figure counts, such as Active clients'), 'What it counts', 'Such as Active clients.'),
    detail: cms(
      text(3, 'a caption saying what exactly it counts'),
      'Caption',
      'What exactly it counts, such as "working with us today".',
    ),
  },
  'a figure: result, title and detail',
)
/** A strip of five figures (the specification's count for both). */
const stats = (label: string) =>
  listed(
    v.strictTuple([stat, stat, stat, stat, stat], 'a list of exactly 5 figures'),
    label,
    'Figure',
    '{{fields.result}} {{fields.title}}',
  )

/** Whether a legal page's copy has been reviewed by the owner's counsel. */
const reviewed = (label: string) =>
  cms(
    v.strictObject(
      { reviewed: cms(v.boolean('true or false'), 'Reviewed by your counsel') },
      'reviewed: true or false',
    ),
    label,
  )

/** HOSTS (site.ts) names them for the privacy notice. */
/** The flags an office may show (ISO 3166 codes), and the online schedulers /book can embed. */
export const FLAGS = ['IN', 'US'] as const
export const SCHEDULER_PROVIDERS = ['calendly', 'cal'] as const
export const HOST_KEYS = ['nginx', 'netlify', 'cloudflare', 's3-cloudfront'] as const
/** The analytics the site can send events to; 'none' (the default) sends nothing. */
export const ANALYTICS_PROVIDERS = ['none', 'plausible', 'umami'] as const

export const siteSettingsSchema = cms(
  v.strictObject(
    {
      company: cms(
        flagged(
          {
            legalName: cms(
              text(3, 'the company’s legal name'),
              'Legal name',
              'Shown in the copyright line and the legal pages.',
            ),
          },
          'the legal name and sample',
        ),
        'Company',
      ),
      contact: cms(
        v.strictObject(
          {
            general: contact('General enquiries'),
            partnerships: contact('CPA partnerships'),
            hours: cms(
              flagged(
                {
                  text: cms(
                    text(10, 'office hours in words'),
                    'Hours',
                    'Such as Monday to Friday, 9 am to 6 pm Eastern.',
                  ),
                },
                'office hours (text) and sample',
              ),
              'Office hours',
            ),
          },
          'general, partnerships and hours',
        ),
        'Contact',
      ),
      offices: listed(
        listOf(
          v.strictObject(
            {
              country: cms(text(2, 'a country name'), 'Country'),
              flag: cms(v.picklist(FLAGS, FLAGS.join(' or ')), 'Flag'),
              branches: listed(
                listOf(
                  flagged(
                    { state: cms(text(2, 'a state'), 'State'), location: cms(text(2, 'a city'), 'City') },
                    'a branch: state, location and sample',
                  ),
                  'branch',
                  'branches',
                ),
                'Branches',
                'Branch',
                '{{fields.location}}, {{fields.state}}',
              ),
            },
            'an office: country, flag and branches',
          ),
          'office',
        ),
        'Offices',
        'Country',
        '{{fields.country}}',
      ),
      social: listed(
        v.array(
          flagged(
            {
              network: cms(text(2, 'the network’s name'), 'Network'),
              label: cms(
                text(5, 'what a screen reader announces, such as LedgerPod on LinkedIn'),
                'Label for screen readers',
                'Such as {{brand}} on LinkedIn.',
              ),
              href: cms(https('the profile’s https address'), 'Address', 'The profile’s https address.'),
              icon: cms(v.picklist(SOCIAL_MARKS, `one of ${SOCIAL_MARKS.join(', ')}`), 'Icon'),
            },
            'a profile: network, label, href, icon and sample',
          ),
          'a list of social profiles',
        ),
        'Social profiles',
        'Profile',
        '{{fields.network}}',
      ),
      reviews: cms(
        flagged(
          {
            count: cms(text(1, 'a count such as 1k+'), 'Count', 'Such as 1k+.'),
            rating: cms(
              tenths(
                [1, 5],
                'an average rating from 1 to 5, such as 4.6',
                'an average rating with at most one decimal, such as 4.6',
              ),
              'Average rating',
              'From 1 to 5, as your review profile shows it, such as 4.6.',
              { decap: { step: 0.1 } },
            ),
            url: cms(
              v.pipe(
                https('the https address of your review profile'),
                v.check(
                  (url) => !/[/.]search\b|[?&]q=/i.test(url),
                  'the address of your review profile itself, not of a search for it',
                ),
              ),
              'Review profile',
              'The https address of your review profile itself (not a search for it).',
            ),
          },
          'the review count, rating, url and sample',
        ),
        'Reviews',
        'The real count and average as your review profile shows them, and the profile itself (the US FTC’s rule on consumer reviews and testimonials, 16 CFR Part 465).',
      ),
      stats: cms(
        flagged(
          { home: stats('Home and About (five figures)'), software: stats('Software section (five figures)') },
          'the two stats strips (home, software) and sample',
        ),
        'Stats strips',
        undefined,
        { launch: 'the real figures, the two strips agreeing with each other' },
      ),
      hosting: cms(
        flagged(
          {
            host: cms(
              v.picklist(HOST_KEYS, `one of ${HOST_KEYS.join(', ')}`),
              'Host',
              'Who serves the site: the privacy notice names who keeps its server logs.',
            ),
          },
          'the host and sample',
        ),
        'Hosting',
        undefined,
        {
          launch:
            'the host you deploy to (your own server: deploy/nginx.conf), as the privacy notice names who keeps its logs',
        },
      ),
      legalReview: cms(
        v.strictObject(
          { privacy: reviewed('/privacy'), terms: reviewed('/terms') },
          'privacy and terms, each reviewed or not',
        ),
        'Legal review',
      ),
    },
    'the site settings: company, contact, offices, social, reviews, stats, hosting and legalReview',
  ),
  'Company and contact',
)

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const testimonialsSchema = cms(
  v.strictObject(
    {
      testimonials: listed(
        v.pipe(
          listOf(
            flagged(
              {
                id: cms(
                  v.pipe(v.string('an id'), v.regex(ID, 'an id of lower-case words joined by hyphens')),
                  'Id',
                  'Lower-case words joined by hyphens, different for each.',
                ),
                text: copy(80, 'the client’s words', 'Their words', 'with the client’s permission.'),
                author: cms(text(3, 'the client’s name'), 'Name'),
                position: cms(
                  text(3, 'their role and company, such as CFO, stone distributor, New Jersey'),
                  'Role and company',
                  'Such as CFO, natural stone distributor, New Jersey.',
                ),
                photo,
              },
              'a testimonial: id, text, author, position, an optional photo and sample',
            ),
            'testimonial',
          ),
          v.check(
            (items) => new Set(items.map((item) => item.id)).size === items.length,
            'testimonials with different ids',
          ),
        ),
        'Testimonials',
        'Testimonial',
        '{{fields.author}}',
        {
          hint: 'Only a real client’s words, with their permission (the US FTC’s rule on consumer reviews and testimonials, 16 CFR Part 465).',
        },
      ),
    },
    'testimonials: a list',
  ),
  'Testimonials',
)

export const foundersSchema = cms(
  v.strictObject(
    {
      founders: listed(
        listOf(
          flagged(
            {
              name: cms(text(3, 'the person’s name'), 'Name'),
              role: cms(text(3, 'their role'), 'Role'),
              description: copy(80, 'a bio', 'Bio'),
              photo,
            },
            'a founder: name, role, description, an optional photo and sample',
          ),
          'founder',
        ),
        'Founders',
        'Founder',
        '{{fields.name}}',
        { launch: 'the real person and bio' },
      ),
    },
    'founders: a list',
  ),
  'Founders',
)

/** A year such as 2018 (YAML may read it as a number). */
const year = (message: string) =>
  v.pipe(v.union([v.string(), v.number()], message), v.transform(String), v.regex(/^\d{4}$/, message))

export const timelineSchema = cms(
  flagged(
    {
      milestones: listed(
        listOf(
          v.strictObject(
            {
              year: cms(year('a year such as 2018'), 'Year', 'The first is the founding year: {{founded-year}}.'),
              title: cms(text(3, 'a short title'), 'Title'),
              description: copy(40, 'what happened', 'What happened'),
            },
            'a milestone: year, title and description',
          ),
          'milestone',
        ),
        'Milestones (About, “Our Team’s Journey”)',
        'Milestone',
        '{{fields.year}} {{fields.title}}',
      ),
    },
    'the timeline: milestones and sample',
  ),
  'Company timeline',
  undefined,
  { launch: 'your real history; its first year is foundedYear in claims.yml, from which "Years of experience" counts' },
)

export const schedulerSettingsSchema = cms(
  flagged(
    {
      provider: cms(
        v.picklist(SCHEDULER_PROVIDERS, 'calendly or cal (Cal.com)'),
        'Provider',
        'calendly (Calendly) or cal (Cal.com).',
      ),
      url: cms(
        v.union([v.literal(''), https('')], 'empty, or the https address of your booking page'),
        'Booking page',
        'The https address of the event visitors book, such as https://calendly.com/<you>/<event>. Empty: /book offers e-mail and phone.',
      ),
    },
    'the scheduler: provider, url and sample',
  ),
  'Online scheduler',
  undefined,
  { launch: 'your own booking page, confirmed' },
)

/** A day written 2024-04-03 (YAML may read it as a date). */
const day = (message: string) =>
  v.pipe(
    v.union([v.string(), v.date()], message),
    v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
    v.isoDate(message),
  )
const count = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message))
const countRange = (message: string) =>
  v.pipe(
    v.strictTuple([count(message), count(message)], message),
    v.check(([lo, hi]) => lo < hi, `${message}, the lower first`),
  )
const figure = (message: string) => text(1, message)
const names = (message: string) => listOf(text(2, message), message.replace(/s$/, ''), message)
/** A list of words an editor writes separated by commas. */
const commaNames = (message: string, label: string, hint = 'separated by commas.') => cms(names(message), label, hint)

/**
 * The claims the copy makes about the company (claims.yml): the figures it repeats (the specification's), the year it
 * started, the security baseline and the safeguards behind it with their tools, and the hiring steps. Numbers only,
 * where a figure is a number: the copy writes the words around them.
 */
export const claimsSchema = cms(
  v.strictObject(
    {
      figures: cms(
        flagged(
          {
            cpaSavingPercent: cms(
              count('a percentage such as 60: the most a CPA firm saves'),
              'CPA firms save up to (%)',
            ),
            inHouseSavingPercent: cms(
              countRange('two percentages such as [40, 60]: the saving against in-house staff'),
              'Saving against in-house staff (%)',
              'Such as 40 and 60.',
            ),
            hoursSavedPerMonth: cms(
              count('hours a month such as 40: what an owner who kept their own books gets back'),
              'Hours a month an owner gets back',
            ),
            founders: cms(figure('a count such as 100+: founders served'), 'Founders served', 'Such as 100+.'),
            smbs: cms(
              figure('a count such as 100+: small and mid-sized businesses served'),
              'Small and mid-sized businesses served',
              'Such as 100+.',
            ),
            stoneYears: cms(
              figure('a count of years such as 5+: time in the stone industry'),
              'Years in the stone industry',
              'Such as 5+.',
            ),
            clientGrowth: cms(
              countRange('two counts such as [5, 500]: clients at the start, and clients served since'),
              'Clients at the start, and served since',
              'Such as 5 and 500.',
            ),
            accuracyChecks: cms(
              count('a count such as 7: the accuracy checks every report passes'),
              'Accuracy checks on every report (About)',
            ),
            vettingSteps: cms(
              count('a count such as 7: the steps of the talent screening'),
              'Steps of the talent screening',
            ),
            topTalentPercent: cms(
              count('a percentage such as 5: the share of applicants hired'),
              'Share of applicants hired (%)',
            ),
            candidatesPerHire: cms(
              count('a count such as 20: candidates screened for each hire'),
              'Candidates screened for each hire',
            ),
            skillLevels: cms(
              count('a count such as 10: the skill levels a resume is scored across'),
              'Skill levels a resume is scored across',
            ),
            usHoursPerDay: cms(
              countRange('two counts of hours such as [7, 9]: client-facing availability in US hours'),
              'Hours a day client-facing staff work in US hours',
              'Such as 7 and 9.',
            ),
          },
          'the figures and sample',
        ),
        'Figures the copy repeats',
        undefined,
        {
          launch: `the savings your clients’ results support, your real counts and your real hiring process; and LaunchPad’s “${LAUNCHPAD.slots}” (the specification’s): keep it only while the limit is real (FTC: false scarcity)`,
        },
      ),
      foundedYear: cms(
        year('a year such as 2015'),
        'Founding year',
        '"Years of experience" counts from it; the timeline opens with it.',
      ),
      security: cms(
        flagged(
          {
            encryption: cms(text(3, 'the encryption, such as 256-bit AES'), 'Encryption', 'Such as 256-bit AES.'),
            twoFactor: cms(
              text(3, 'how logins are protected, such as strict two-factor authentication'),
              'Logins',
              'Such as strict two-factor authentication.',
            ),
            standard: cms(
              text(3, 'the standard your procedures are aligned with, such as ISO 27001'),
              'Standard your procedures are aligned with',
              'Such as ISO 27001. Never "certified" without a certificate.',
            ),
            standardNote: cms(
              text(20, 'what the alignment means, in a sentence, such as whether you hold a certificate'),
              'What the alignment means',
              'A sentence, such as whether you hold a certificate.',
              { widget: 'text' },
            ),
            backups: cms(text(3, 'how often backups run, such as daily'), 'Backups', 'How often, such as daily.'),
            contact: cms(
              v.pipe(v.string('the e-mail address for security questions'), v.email('an e-mail address')),
              'Security contact',
              'The e-mail address for security questions (also in /.well-known/security.txt).',
            ),
            lastReviewed: cms(
              day('the date the security page was last reviewed, written 2026-11-27'),
              'Security page last reviewed',
            ),
            documents: commaNames(
              'the security documents you share on request',
              'Documents shared on request',
              'Each a phrase, separated by commas.',
            ),
            nda: cms(
              v.boolean('true or false: whether the documents are shared only under a non-disclosure agreement'),
              'Documents shared only under an NDA',
              'On when a buyer signs a non-disclosure agreement before you share them: /security says “Available under NDA”.',
            ),
            storage: listed(
              listOf(
                v.strictObject(
                  {
                    name: cms(text(2, 'the tool’s name'), 'Tool'),
                    holds: cms(
                      text(10, 'what client data it holds, as a phrase'),
                      'What client data it holds',
                      'A phrase.',
                    ),
                  },
                  'a tool: name and holds',
                ),
                'tool',
              ),
              'Tools that hold client data',
              'Tool',
              '{{fields.name}}',
            ),
          },
          'the security baseline: encryption, twoFactor, standard, standardNote, backups, contact, lastReviewed, documents, nda, storage and sample',
        ),
        'Security baseline',
        undefined,
        { launch: 'each in place as described, the contact of /.well-known/security.txt, the documents and tools' },
      ),
      safeguards: listed(
        v.pipe(
          listOf(
            flagged(
              {
                id: cms(
                  v.pipe(v.string('an anchor id'), v.regex(ID, 'an anchor id of lower-case words joined by hyphens')),
                  'Anchor',
                  'Its address on /security, lower-case words joined by hyphens, such as encryption.',
                ),
                title: cms(text(3, 'a short title'), 'Title'),
                summary: cms(
                  text(20, 'the safeguard in one short sentence, for the home and CPA pages'),
                  'In one short sentence',
                  'For the home and CPA pages.',
                ),
                description: copy(40, 'what the safeguard does', 'What it does'),
                tools: commaNames('the tools behind it', 'Tools', 'The tools behind it, separated by commas.'),
              },
              'a safeguard: id, title, summary, description, tools and sample',
            ),
            'safeguard',
          ),
          v.check(
            (items) => new Set(items.map((item) => item.id)).size === items.length,
            'safeguards with different ids',
          ),
        ),
        'Security safeguards (home and CPA pages)',
        'Safeguard',
        '{{fields.title}}',
        { launch: 'the tools you use, and the practice as described' },
      ),
      hiring: cms(
        flagged(
          {
            steps: listed(
              listOf(
                v.strictObject(
                  {
                    icon: cms(v.picklist(ICON_NAMES, 'one of the icons in src/names.ts'), 'Icon'),
                    title: cms(text(3, 'a short title'), 'Title'),
                    description: copy(40, 'what the step checks', 'What it checks'),
                  },
                  'a step: icon, title and description',
                ),
                'step',
              ),
              'Steps',
              'Step',
              '{{fields.title}}',
            ),
          },
          'the hiring steps and sample',
        ),
        'Talent screening (home and CPA pages)',
        undefined,
        { launch: 'how you really hire' },
      ),
    },
    'the claims: figures, foundedYear, security, safeguards and hiring',
  ),
  'Claims and security',
)

/**
 * The rate a kind of work is billed at (billing.yml): the bookkeeper's or the reporting analyst's
 * published rate, the pod's hours at whichever rate each person's work is (from the bookkeeper rate: the
 * specification's "starts at"), or nothing.
 */
export const BILLING_RATES = ['bookkeeper', 'analyst', 'pod', 'free'] as const

/** What each practice says, in the words the build and the CMS use. */
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
const short = (name: Practice) =>
  cms(
    clause(`${PRACTICE_LABELS[name]}, in a few words`),
    'In a few words',
    `${PRACTICE_LABELS[name]}, as a phrase other pages link to /security with.`,
  )
/** A practice with the fields of its own, and its sample switch. */
const practice = <T extends v.ObjectEntries>(label: string, entries: T, launch = '') =>
  cms(flagged(entries, `${Object.keys(entries).join(', ')} and sample`), label, undefined, {
    launch: `how you really work, in words every page may repeat${launch && `; ${launch}`}`,
  })
/** A practice stated in a sentence or two, and in a few words (and any fields of its own after them). */
const statement = <T extends v.ObjectEntries = Record<never, never>>(
  name: Practice,
  label: string,
  more?: T,
  launch?: string,
) =>
  practice(
    label,
    {
      text: cms(sentence(PRACTICE_LABELS[name]), 'In words', `${PRACTICE_LABELS[name]}.`, {
        widget: 'text',
        variables: true,
      }),
      short: short(name),
      ...(more as T),
    },
    launch,
  )
/** A sentence or more the CMS edits on several lines. */
const paragraph = (what: string, label: string) => cms(sentence(what), label, undefined, { widget: 'text' })

/** The anchor a known practice has on /security: its name in kebab case (`whoSees` is #who-sees). */
const practiceAnchor = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
/**
 * Practices of the owner's own beyond those the pages name (practices.yml `more`): each is stated on /security under
 * its title, in the group it names, at /security#<id>, so copy can link there; no code changes.
 */
const morePractices = listed(
  v.pipe(
    v.array(
      flagged(
        {
          id: cms(
            v.pipe(v.string('an anchor id'), v.regex(ID, 'an anchor id of lower-case words joined by hyphens')),
            'Anchor',
            'Its address on /security, lower-case words joined by hyphens, such as insurance.',
          ),
          group: cms(v.picklist(TRUST_GROUPS, `one of ${TRUST_GROUPS.join(', ')}`), 'Section of /security', undefined, {
            options: TRUST_GROUPS.map((value) => ({ label: TRUST_GROUP_LABELS[value], value })),
          }),
          title: cms(text(3, 'a short title'), 'Title'),
          text: cms(sentence('the practice'), 'In words', 'The practice, in a sentence or two.', {
            widget: 'text',
            variables: true,
          }),
          short: cms(clause('the practice in a few words'), 'In a few words', 'As a phrase other pages link with.'),
        },
        'a practice: id, group, title, text, short and sample',
      ),
      'a list of practices',
    ),
    v.check((items) => new Set(items.map((item) => item.id)).size === items.length, 'practices with different anchors'),
    v.check(
      (items) => !items.some((item) => Object.keys(PRACTICE_LABELS).map(practiceAnchor).includes(item.id)),
      `anchors other than those of the practices above (${Object.keys(PRACTICE_LABELS).map(practiceAnchor).join(', ')})`,
    ),
  ),
  'More practices',
  'Practice',
  '{{fields.title}}',
  {
    hint: 'A practice of your own: /security states it under its title, in the section you pick, at /security#<anchor>.',
  },
)

/**
 * How the company works (practices.yml), each practice written once: every page that mentions one reads it from here,
 * so two pages cannot disagree, and each is a sample until the owner confirms it (the launch check lists it). The
 * regulated work is here with its safeguards: who signs tax returns, the employer's own payroll tax duties, who
 * decides worker classification and sales tax nexus, and what a CPA firm does before our staff work on its clients'
 * files.
 */
export const practicesSchema = cms(
  v.strictObject(
    {
      books: statement('books', 'Where client books are kept'),
      access: statement(
        'access',
        'The access we ask for',
        {
          never: commaNames(
            'what you never ask a client for',
            'What we never ask for',
            'Each a phrase after "We never ask for", separated by commas.',
          ),
        },
        // The practice promises a user login of our own in each state's sales tax account; not every portal has one.
        'confirm each state you file in gives us a sales tax user of our own with two-factor sign-in, or say how that login is held',
      ),
      documents: statement('documents', 'Where documents are kept'),
      exchange: statement('exchange', 'How documents reach us'),
      employeeData: statement('employeeData', 'Employee records'),
      whoSees: statement('whoSees', 'Who can open a client’s files'),
      payments: statement('payments', 'Payments'),
      review: practice('Review', {
        layers: listed(
          listOf(
            v.strictObject(
              {
                who: cms(text(3, 'who reviews, such as A senior accountant'), 'Who', 'Such as A senior accountant.'),
                does: cms(
                  clause('what they check'),
                  'What they check',
                  'Continues the sentence after "who": reviews the entries, …',
                ),
              },
              'a layer: who and does',
            ),
            'layer',
          ),
          'Layers, in order',
          'Layer',
          '{{fields.who}}',
        ),
      }),
      onboarding: statement(
        'onboarding',
        'Onboarding',
        {},
        `and how long it takes: the specification gives ${Object.entries(ONBOARDING)
          .map(([service, time]) => `${service}: ${time}`)
          .join(', ')} (ONBOARDING in src/content/constants.ts); confirm each, or settle on one`,
      ),
      cadence: statement('cadence', 'Every week and every month'),
      staffing: statement('staffing', 'What a dedicated pod means'),
      locations: statement('locations', 'Where the teams work'),
      trial: statement(
        'trial',
        'The free trial',
        {},
        `and whether a LaunchPad client’s trial days count toward its months and monthly hours, and whether a trial holds one of its “${LAUNCHPAD.slots}”; that the short form (you owe nothing, with no “for the trial”) is what you promise; and the pilot /for-cpa-firms describes (setup and a few clients’ work within the trial, more clients once you sign it off)`,
      ),
      offboarding: statement('offboarding', 'When a client leaves', {
        days: cms(
          count('the days after a client leaves by which our copies are deleted'),
          'Days until our copies are deleted',
        ),
      }),
      beforeSignup: statement('beforeSignup', 'Before a visitor signs up'),
      consultation: statement('consultation', 'The free call'),
      reply: practice('Reply time', {
        text: cms(
          clause('how soon a client or visitor hears back, such as within one business day'),
          'Reply time',
          'Such as within one business day.',
        ),
      }),
      billing: practice(
        'Billing',
        {
          bookkeeper: cms(
            clause('the work billed at the bookkeeper rate'),
            'Work at the bookkeeper rate',
            'A list in words, fitting "A bookkeeper covers …".',
          ),
          analyst: cms(
            clause('the work billed at the reporting-analyst rate'),
            'Work at the reporting-analyst rate',
            'A list in words, fitting "A reporting analyst covers …".',
          ),
          invoice: paragraph('what a monthly invoice shows', 'What an invoice shows'),
          setup: paragraph('how setting up the books is billed', 'How setup is billed'),
        },
        'and the specification’s “No contracts. No pressure. Just clarity.” (/contact) beside the terms’ written engagement agreement and “no long contracts” elsewhere: confirm with your counsel that an agreement with no minimum term reads as “no contracts”, or change the banner',
      ),
      experts: practice('US-based finance experts', {
        text: cms(
          clause('the experts’ credential, such as a US CPA or enrolled agent'),
          'Their credential',
          'Such as a US CPA or enrolled agent.',
        ),
      }),
      taxReturns: practice(
        'Tax returns (LaunchPad)',
        {
          preparer: cms(
            clause('who prepares the returns, such as Our staff prepare your federal and state income tax returns'),
            'Who prepares them',
            'Such as Our staff prepare your federal and state income tax returns.',
          ),
          signer: cms(
            clause('who reviews and signs each return as its paid preparer'),
            'Who reviews and signs them as paid preparer',
            'Such as a US CPA or enrolled agent who works with us.',
          ),
          clientCpa: paragraph(
            'what happens when the client’s own CPA prepares the returns',
            'When the client’s own CPA prepares them',
          ),
          consent: paragraph(
            'the taxpayer’s consent before return information leaves the US (IRC section 7216)',
            'The taxpayer’s consent (IRC section 7216)',
          ),
          short: short('taxReturns'),
        },
        'and our staff outside the US prepare returns for pay: each preparer needs a PTIN (Treas. Reg. 1.6109-2) unless an exception covers them; confirm with your counsel; and a return for a tax year that ends within LaunchPad is often due after its 12 months: say whether we still prepare it for a client who has left by then',
      ),
      payrollTaxes: statement('payrollTaxes', 'Payroll taxes: the employer’s responsibility'),
      workerClassification: statement('workerClassification', 'Employee or contractor: who decides'),
      salesTax: statement('salesTax', 'Sales tax: who decides nexus'),
      collections: statement('collections', 'Collections'),
      cpa: practice('White-label work for CPA firms', {
        supervision: paragraph('who keeps the client and the responsibility in white-label work', 'Supervision'),
        taxpayerConsent: paragraph(
          'the taxpayer’s consent a CPA firm obtains (IRC section 7216)',
          'Taxpayer consent (IRC section 7216)',
        ),
        clientDisclosure: paragraph(
          'the notice a CPA firm gives its clients (AICPA ET 1.150.040)',
          'Notice to the firm’s clients (AICPA ET 1.150.040)',
        ),
        short: short('cpa'),
      }),
      tools: practice('Software we name', {
        ledgers: commaNames('the accounting software we work in', 'Accounting software'),
        payroll: commaNames('the payroll platforms we run payroll in', 'Payroll platforms'),
        billPay: commaNames('the bill-pay tools we work in', 'Bill-pay tools'),
        expenses: commaNames('the expense apps we work with', 'Expense apps'),
        fabrication: commaNames('the fabrication shops’ systems we work with', 'Fabrication shops’ systems'),
        design: commaNames('the design studios’ tools we work with', 'Design studios’ tools'),
      }),
      more: morePractices,
    } satisfies Record<Practice | 'more', v.GenericSchema>,
    `the practices: ${Object.keys(PRACTICE_LABELS).join(', ')} and more`,
  ),
  'How we work',
)

/** Where a default of the in-house comparison comes from, as /pricing#compare names it beside the figure. */
const sourced = {
  series: cms(
    text(
      10,
      'what the figure is, such as 43-3031 Bookkeeping, Accounting, and Auditing Clerks, national median annual wage',
    ),
    'Series',
    'What the figure is, such as 43-3031 Bookkeeping, Accounting, and Auditing Clerks, national median annual wage.',
  ),
  source: cms(
    text(3, 'who publishes it, such as BLS Occupational Employment and Wage Statistics (OEWS)'),
    'Source',
    'Such as BLS Occupational Employment and Wage Statistics (OEWS).',
  ),
  release: cms(text(3, 'the release, such as May 2023'), 'Release', 'Such as May 2023.'),
  released: cms(
    v.pipe(
      day('the day that release was published, written 2024-04-03'),
      // A release is published before the build reads it: a later day is a typing mistake.
      v.check(
        (published) => published <= new Date().toISOString().slice(0, 10),
        (issue) => `the day that release was published, not a day to come: got ${String(issue.input)}`,
      ),
    ),
    'Published on',
    'The day that release came out, not a day to come: the launch check lists it once it is 18 months old.',
  ),
  url: cms(
    https('the https address of the page that states the figure'),
    'Address',
    'The https address of the page that states the figure.',
  ),
}
/** What the launch check asks of a default while it is a sample. */
const atTheSource = { launch: 'confirm it at the source' }
/**
 * A role's national median yearly wage, within a band that holds every plausible median for the role for years to come
 * (about half to twice the May 2023 figure): a wage outside it is a typing mistake, such as a digit too many.
 */
const wage = (who: string, label: string, [low, high]: [number, number]) =>
  cms(
    flagged(
      {
        wage: cms(
          v.pipe(
            v.number(`a yearly wage in whole dollars, such as 47440: ${who}`),
            v.integer(`a yearly wage in whole dollars, such as 47440: ${who}`),
            v.minValue(low, `a yearly wage from ${low} to ${high} dollars: ${who}`),
            v.maxValue(high, `a yearly wage from ${low} to ${high} dollars: ${who}`),
          ),
          'Yearly wage ($)',
          `Whole dollars, from ${low} to ${high}.`,
        ),
        ...sourced,
      },
      'wage, series, source, release, released, url and sample',
    ),
    label,
    undefined,
    atTheSource,
  )

/**
 * The defaults of the in-house comparison on /pricing (comparison.yml): the salary of each role a visitor would
 * otherwise hire and the employer's costs on top of wages, each with its source, series, release and address. The
 * launch check lists a sample, and any release more than 18 months old.
 */
export const comparisonSchema = cms(
  v.strictObject(
    {
      bookkeeper: wage('the median for a bookkeeper (BLS OEWS 43-3031)', 'A bookkeeper’s salary', [25000, 95000]),
      accountant: wage('the median for an accountant (BLS OEWS 13-2011)', 'An accountant’s salary', [40000, 160000]),
      benefits: cms(
        flagged(
          {
            share: cms(
              tenths(
                [1, 60],
                'a percentage such as 29.8: benefits as a share of total compensation',
                'a percentage with at most one decimal, such as 29.8',
                ' percent',
              ),
              'Percent',
              'Such as 29.8.',
              { decap: { step: 0.1 } },
            ),
            ...sourced,
          },
          'share, series, source, release, released, url and sample',
        ),
        'Benefits, as a percent of total compensation',
        undefined,
        atTheSource,
      ),
    },
    'the comparison: bookkeeper, accountant and benefits',
  ),
  'In-house comparison',
  'The defaults of the comparison with an in-house hire on /pricing, each with its source: keep them at the newest release.',
)

/** Each rate a kind of work is billed at, as the CMS offers it. */
const RATE_LABELS: Record<(typeof BILLING_RATES)[number], string> = {
  bookkeeper: 'The bookkeeper rate',
  analyst: 'The reporting-analyst rate',
  pod: 'Pod hours, from the bookkeeper rate (each person’s work at their rate)',
  free: 'No charge',
}

/**
 * How each kind of work the site sells is billed (billing.yml), as /pricing's billing table shows it: who does it, at
 * which rate and what counts as its hours, each row a sample until the owner confirms it, and what is not billed. A
 * file of its own, read by /pricing alone: what the billing practice of practices.yml says (each rate's work, setup,
 * the invoice) the rows take in as {{variables}}, so it is said once.
 */
export const billingSchema = cms(
  flagged(
    {
      rows: listed(
        listOf(
          flagged(
            {
              work: cms(
                text(3, 'the kind of work, such as Monthly bookkeeping'),
                'Work',
                'Such as Monthly bookkeeping.',
              ),
              who: cms(
                clause('who does it, such as your pod’s bookkeeper'),
                'Who does it',
                'Such as your pod’s bookkeeper.',
              ),
              rate: cms(v.picklist(BILLING_RATES, `one of ${BILLING_RATES.join(', ')}`), 'Rate', undefined, {
                options: BILLING_RATES.map((value) => ({ label: RATE_LABELS[value], value })),
              }),
              hours: cms(sentence('what counts as its hours'), 'What counts as hours', 'A sentence or two.', {
                widget: 'text',
                variables: true,
              }),
            },
            'a kind of work: work, who, rate, hours and sample',
          ),
          'kind of work',
          'kinds of work',
        ),
        'Kinds of work',
        'Kind of work',
        '{{fields.work}}',
        {
          launch:
            'how you bill it, which you have not said yet: confirm it or write how (the billing table on /pricing)',
        },
      ),
      notBilled: commaNames(
        'what is not billed, each a phrase',
        'Not billed',
        'Each a phrase, separated by commas, such as the free consultation.',
      ),
    },
    'rows, notBilled and sample',
  ),
  'Billing of each kind of work',
  'The billing table on /pricing: who does each kind of work, at which rate and what counts as its hours, and what is not billed. What “How we work” says of billing goes in with {{practice.billing.setup}} and the like, so it is said once.',
  { launch: 'how you really bill, as the table on /pricing shows it, and what is not billed' },
)

const schedules = Object.keys(PAY_SCHEDULES) as PaySchedule[]

/** A low and a high figure, each above zero with at most one decimal, the lower first: what one unit takes. */
const per = (what: string, label: string, hint: string) =>
  cms(
    v.pipe(
      v.strictTuple(
        [
          tenths([0.1, 600], what, `${what}, with at most one decimal`),
          tenths([0.1, 600], what, `${what}, with at most one decimal`),
        ],
        `two figures such as [2, 3]: ${what}, low and high`,
      ),
      v.check(([lo, hi]) => lo <= hi, `two figures, the lower first: ${what}`),
    ),
    label,
    `${hint} Two figures, low and high: the estimate is a range between them.`,
  )
const counted = (min: number, max: number, what: string) =>
  v.pipe(
    v.number(what),
    v.integer(what),
    v.minValue(min, `${what}, at least ${min}`),
    v.maxValue(max, `${what}, at most ${max}`),
  )

const startCounts = (kind: string) =>
  cms(
    v.strictObject(
      {
        transactions: cms(counted(0, ESTIMATE_COUNTS.transactions, 'transactions a month'), 'Transactions a month'),
        accounts: cms(
          counted(0, ESTIMATE_COUNTS.accounts, 'bank, card and loan accounts'),
          'Bank, card and loan accounts',
        ),
        people: cms(counted(0, ESTIMATE_COUNTS.people, 'people paid'), 'People paid'),
        pay: cms(v.picklist(schedules, `one of ${schedules.join(', ')}`), 'Pay schedule'),
        invoices: cms(counted(0, ESTIMATE_COUNTS.invoices, 'invoices sent a month'), 'Invoices sent a month'),
        bills: cms(counted(0, ESTIMATE_COUNTS.bills, 'bills paid a month'), 'Bills paid a month'),
      },
      'transactions, accounts, people, pay, invoices and bills',
    ),
    kind,
  )

/**
 * How /pricing's estimator works out each monthly service's hours (estimate.yml): what each unit of work takes, low
 * and high, and the counts it starts from for each kind of business (the visitor changes them to theirs). Bookkeeping
 * follows transactions and accounts, payroll the people paid and the pay schedule, AR/AP the invoices and bills, as
 * the service pages say. The launch check lists a sample, and a kind whose starting counts land outside its typical
 * hours.
 */
export const estimateSchema = cms(
  v.strictObject(
    {
      bookkeeping: cms(
        flagged(
          {
            closeHours: per(
              'hours a month to close the books',
              'Closing the month (hours a month)',
              'Closing the month and preparing the monthly statements, whatever the counts.',
            ),
            accountHours: per(
              'hours a month for each account',
              'Each account (hours a month)',
              'Reconciling each bank, card or loan account.',
            ),
            transactionMinutes: per(
              'minutes for each transaction',
              'Each transaction (minutes)',
              'Categorizing and posting it.',
            ),
          },
          'closeHours, accountHours, transactionMinutes and sample',
        ),
        'Monthly bookkeeping',
      ),
      payroll: cms(
        flagged(
          {
            runHours: per(
              'hours for each pay run',
              'Each pay run (hours)',
              'Preparing, checking and posting the run, and its tax deposit.',
            ),
            personMinutes: per(
              'minutes for each person on each pay run',
              'Each person on each run (minutes)',
              'Hours, pay changes and the payslip of each person paid.',
            ),
          },
          'runHours, personMinutes and sample',
        ),
        'Payroll',
      ),
      arAp: cms(
        flagged(
          {
            invoiceMinutes: per(
              'minutes for each invoice',
              'Each invoice (minutes)',
              'Issuing it, applying the payment and any reminder.',
            ),
            billMinutes: per(
              'minutes for each bill',
              'Each bill (minutes)',
              'Entering it and preparing it for your approval and payment.',
            ),
          },
          'invoiceMinutes, billMinutes and sample',
        ),
        'Accounts receivable & payable',
      ),
      start: cms(
        flagged(
          {
            general: startCounts('General bookkeeping'),
            distributors: startCounts('Stone distributors & suppliers'),
            fabricators: startCounts('Stone fabricators'),
            architects: startCounts('Architects & interior designers'),
            launchpad: startCounts('LaunchPad for first-year founders'),
          } satisfies Record<BusinessKind, v.GenericSchema>,
          'general, distributors, fabricators, architects, launchpad and sample',
        ),
        'Counts the estimate starts from',
        'For each kind of business, the counts a visitor sees first and changes to their own.',
      ),
    },
    'the estimate: bookkeeping, payroll, arAp and start',
  ),
  'Estimate on /pricing',
  'What each unit of work takes, from which /pricing’s estimator works out each service’s hours a month, and the counts it starts from for each kind of business.',
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

export const analyticsSettingsSchema = cms(
  v.pipe(
    v.strictObject(
      {
        provider: cms(
          v.picklist(ANALYTICS_PROVIDERS, 'none (no analytics), plausible or umami'),
          'Provider',
          'none (no analytics, the privacy notice says so), plausible (Plausible Analytics) or umami (Umami). See docs/analytics.md.',
        ),
        site: cms(
          v.pipe(v.string('the site id, or empty'), v.trim()),
          'Site id',
          'Plausible: the domain you added the site under, such as www.ledgerpod.com. Umami: the website ID from its settings.',
          { decap: { required: false } },
        ),
        collector: cms(
          v.pipe(v.string('an address, or empty'), v.trim()),
          'Analytics server',
          'Empty for the provider’s cloud (plausible.io, cloud.umami.is); your own server’s https address, such as https://stats.ledgerpod.com, if you run one.',
          { decap: { required: false } },
        ),
      },
      'the analytics: provider, site and collector',
    ),
    v.forward(
      v.check(
        ({ provider, site }) => provider === 'none' || SITE_IDS[provider].form.test(site),
        ({ input }) =>
          `${SITE_IDS[input.provider as keyof typeof SITE_IDS].expected}, got ${JSON.stringify(input.site)}`,
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
  ),
  'Analytics',
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
  estimate: estimateSchema,
}

export type SettingsName = keyof typeof SETTINGS_SCHEMAS
/** A settings file as the site reads it: each uploaded picture in it sized by the build (scripts/pictures.mjs). */
export type Settings<Name extends SettingsName> = WithPictures<v.InferOutput<(typeof SETTINGS_SCHEMAS)[Name]>>
