// The CMS's configuration (Decap CMS, at /admin): what editors may change, with the labels and hints they read. It is
// built from the same names and schemas the build checks (the illustrations, the social marks, the hosts, the article
// and settings fields), so the two cannot drift; scripts/admin.mjs writes it to dist/admin/config.yml. What the CMS
// cannot check (a {{variable}}'s name, a length), the build does, naming the file and the field.
import { FRONT_MATTER_FIELDS } from '@/content/blog/front-matter'
import { pageList } from '@/content/registry'
import { ANALYTICS_PROVIDERS, FLAGS, HOST_KEYS, PRACTICE_LABELS, SCHEDULER_PROVIDERS } from '@/content/settings-schema'
import type { BILLING_RATES } from '@/content/settings-schema'
import { ICON_NAMES, ILLUSTRATION_NAMES, SOCIAL_MARKS } from '@/names'

/** Decap's proxy for local editing (`npm run cms`) on a port of this computer. */
export const localProxy = (port: number | string) => `http://127.0.0.1:${port}/api/v1`
/** The proxy's default port; `CMS_PROXY_PORT` (scripts/admin.mjs, scripts/cms.mjs) moves it. */
export const PROXY_PORT = 8081
export const LOCAL_PROXY = localProxy(PROXY_PORT)

type Field = Record<string, unknown> & { name: string; label: string }

const VARIABLES_HINT =
  'You may write {{brand}}, {{bookkeeper-rate}} and the other variables of src/content/variables.ts.'
const text = (name: string, label: string, hint?: string, widget = 'string'): Field => ({
  name,
  label,
  widget,
  ...(hint && { hint: hint.charAt(0).toUpperCase() + hint.slice(1) }),
})
const optional = (field: Field): Field => ({ ...field, required: false })
type Option = string | { label: string; value: string }
const select = (name: string, label: string, options: readonly Option[], hint?: string): Field => ({
  ...text(name, label, hint),
  widget: 'select',
  options: [...options],
})

/** What the illustrations' names start with, in an editor's words ("blog-month-end": "Article · month end"). */
const ILLUSTRATION_KINDS: Record<string, string> = { hero: 'Page hero', blog: 'Article', trust: 'Trust' }
const illustrationOption = (value: string) => {
  const [kind = '', ...rest] = value.split('-')
  const words = ILLUSTRATION_KINDS[kind] ? `${ILLUSTRATION_KINDS[kind]} · ${rest.join(' ')}` : value.replace(/-/g, ' ')
  return { label: words.charAt(0).toUpperCase() + words.slice(1), value }
}
const list = (name: string, label: string, singular: string, fields: Field[], summary: string): Field => ({
  name,
  label,
  label_singular: singular,
  widget: 'list',
  collapsed: true,
  summary,
  fields,
})
const sample: Field = {
  name: 'sample',
  label: 'Sample (not yet confirmed)',
  widget: 'boolean',
  hint: 'On while this is a sample. Turn it off once it is the real, confirmed fact: the launch check lists every sample left.',
}
const flagged = (name: string, label: string, fields: Field[]): Field => ({
  name,
  label,
  widget: 'object',
  fields: [...fields, sample],
})

const { title, description, date, image, tags, keywords, cta, allow } = FRONT_MATTER_FIELDS

const articles = {
  name: 'articles',
  label: 'Articles',
  label_singular: 'Article',
  description: 'The blog. The file name, made from the title, is the article’s address: /blog/<file name>.',
  folder: 'src/content/blog/posts',
  extension: 'md',
  format: 'frontmatter',
  create: true,
  slug: '{{slug}}',
  sortable_fields: ['date', 'title'],
  summary: '{{title}} ({{date}})',
  fields: [
    text('title', 'Title', `${title.text}. ${VARIABLES_HINT}`),
    text('description', 'Description', `${description.text}: the teaser and the search result text.`, 'text'),
    {
      ...text('date', 'Date', date.text),
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
    },
    select(
      'image',
      'Illustration',
      ILLUSTRATION_NAMES.map(illustrationOption),
      `${image.text.split(':')[0]}: the picture atop the article and its teaser.`,
    ),
    { ...text('tags', 'Tags', `${tags.text}, separated by commas.`), widget: 'list' },
    { ...text('keywords', 'Keywords', `${keywords.text}, separated by commas.`), widget: 'list' },
    optional({
      ...text('cta', 'Closing banner', `Optional: ${cta.text}, all three or none. Without it, the site’s own banner.`),
      widget: 'object',
      collapsed: true,
      // Optional as a whole: Decap would demand required fields inside an optional object (the build checks all three).
      fields: [text('title', 'Title'), text('body', 'Body', undefined, 'text'), text('label', 'Button label')].map(
        optional,
      ),
    }),
    optional({
      ...list(
        'allow',
        'Words the prose check allows here',
        'Allowed word',
        [
          text('phrase', 'Phrase', 'The words around it, exactly as written in the article.'),
          text('word', 'Word', 'The word or figure the prose check flags, such as 2018.'),
          text('reason', 'Reason', 'Why it stands, such as: the year of the Wayfair decision.'),
        ],
        '{{fields.word}}: {{fields.reason}}',
      ),
      hint: `Optional: ${allow.text}.`,
    }),
    text('body', 'Body', VARIABLES_HINT, 'markdown'),
  ],
}

/** Each page's FAQ file, by registry id (the files in src/content/faqs/). */
const faqs = (ids: readonly string[]) => ({
  name: 'faqs',
  label: 'FAQs',
  // Decap's default preview would show the raw {{variables}}; the page itself is the preview (npm run dev).
  editor: { preview: false },
  description: 'Each page’s questions and answers, in the order the page shows them (drag to reorder).',
  files: pageList
    .filter((page) => ids.includes(page.id))
    .map((page) => ({
      name: page.id,
      label: `${page.name} (${page.path})`,
      file: `src/content/faqs/${page.id}.yml`,
      fields: [
        optional(text('id', 'Anchor', 'The FAQ’s address on its page (#faq). Keep it.')),
        optional(text('eyebrow', 'Eyebrow', 'The small line above the title.')),
        text('title', 'Title'),
        optional(text('intro', 'Introduction', undefined, 'text')),
        list(
          'items',
          'Questions',
          'Question',
          [
            text(
              'id',
              'Anchor',
              'The answer’s address on the page (#anchor): lower-case words joined by hyphens. Keep it when you edit.',
            ),
            text('question', 'Question', 'Ends with a question mark.'),
            {
              name: 'answer',
              label: 'Answer',
              label_singular: 'Paragraph',
              widget: 'list',
              collapsed: false,
              field: text('paragraph', 'Paragraph', `At least 20 characters. ${VARIABLES_HINT}`, 'text'),
            },
          ],
          '{{fields.question}}',
        ),
      ],
    })),
})

const contact = (name: string, label: string) =>
  flagged(name, label, [text('email', 'Email'), text('phone', 'Phone', 'Written +1 (305) 555-0142.')])
const stat = (name: string, label: string) =>
  list(
    name,
    label,
    'Figure',
    [
      text('result', 'Figure', 'Such as 50+.'),
      text('title', 'What it counts', 'Such as Active clients.'),
      text('detail', 'Caption', 'What exactly it counts, such as "working with us today".'),
    ],
    '{{fields.result}} {{fields.title}}',
  )

const number = (name: string, label: string, hint?: string): Field => ({
  ...text(name, label, hint),
  widget: 'number',
  value_type: 'int',
  min: 1,
})
/** Two whole numbers, the lower first, such as [40, 60]. */
const numberPair = (name: string, label: string, hint: string): Field => ({
  ...text(name, label, `${hint} Two numbers, the lower first.`),
  widget: 'list',
  field: { name: 'value', label: 'Number', widget: 'number', value_type: 'int', min: 1 },
})
const names = (name: string, label: string, hint?: string): Field => ({ ...text(name, label, hint), widget: 'list' })
/** Each rate a kind of work is billed at, as the CMS offers it. */
const RATE_LABELS: Record<(typeof BILLING_RATES)[number], string> = {
  bookkeeper: 'The bookkeeper rate',
  analyst: 'The reporting-analyst rate',
  pod: 'Pod hours, from the bookkeeper rate (each person’s work at their rate)',
  free: 'No charge',
}
/** A practice in a few words, for the pages that link to it (the whole practice stands on /security). */
const short = (name: keyof typeof PRACTICE_LABELS) =>
  text('short', 'In a few words', `${PRACTICE_LABELS[name]}, as a phrase other pages link to /security with.`)
/** A practice: its words, a sentence unless told, and its sample switch. */
const practice = (name: keyof typeof PRACTICE_LABELS, label: string, fields?: Field[]): Field =>
  flagged(
    name,
    label,
    fields ?? [text('text', 'In words', `${PRACTICE_LABELS[name]}. ${VARIABLES_HINT}`, 'text'), short(name)],
  )
/** A practice with fields of its own after its words. */
const practiceWith = (name: keyof typeof PRACTICE_LABELS, label: string, more: Field[]): Field =>
  practice(name, label, [
    text('text', 'In words', `${PRACTICE_LABELS[name]}. ${VARIABLES_HINT}`, 'text'),
    short(name),
    ...more,
  ])

const claims = {
  name: 'claims',
  label: 'Claims and security',
  file: 'src/content/settings/claims.yml',
  fields: [
    flagged('figures', 'Figures the copy repeats', [
      number('cpaSavingPercent', 'CPA firms save up to (%)'),
      numberPair('inHouseSavingPercent', 'Saving against in-house staff (%)', 'Such as 40 and 60.'),
      number('hoursSavedPerMonth', 'Hours a month an owner gets back'),
      text('founders', 'Founders served', 'Such as 100+.'),
      text('smbs', 'Small and mid-sized businesses served', 'Such as 100+.'),
      text('stoneYears', 'Years in the stone industry', 'Such as 5+.'),
      numberPair('clientGrowth', 'Clients at the start, and served since', 'Such as 5 and 500.'),
      number('accuracyChecks', 'Accuracy checks on every report (About)'),
      number('vettingSteps', 'Steps of the talent screening'),
      number('topTalentPercent', 'Share of applicants hired (%)'),
      number('candidatesPerHire', 'Candidates screened for each hire'),
      number('skillLevels', 'Skill levels a resume is scored across'),
      numberPair('usHoursPerDay', 'Hours a day client-facing staff work in US hours', 'Such as 7 and 9.'),
    ]),
    text('foundedYear', 'Founding year', '"Years of experience" counts from it; the timeline opens with it.'),
    flagged('security', 'Security baseline', [
      text('encryption', 'Encryption', 'Such as 256-bit AES.'),
      text('twoFactor', 'Logins', 'Such as strict two-factor authentication.'),
      text(
        'standard',
        'Standard your procedures are aligned with',
        'Such as ISO 27001. Never "certified" without a certificate.',
      ),
      text('standardNote', 'What the alignment means', 'A sentence, such as whether you hold a certificate.', 'text'),
      text('backups', 'Backups', 'How often, such as daily.'),
      text(
        'contact',
        'Security contact',
        'The e-mail address for security questions (also in /.well-known/security.txt).',
      ),
      {
        ...text('lastReviewed', 'Security page last reviewed'),
        widget: 'datetime',
        date_format: 'YYYY-MM-DD',
        time_format: false,
        format: 'YYYY-MM-DD',
      },
      names('documents', 'Documents shared on request', 'Each a phrase, separated by commas.'),
      list(
        'storage',
        'Tools that hold client data',
        'Tool',
        [text('name', 'Tool'), text('holds', 'What client data it holds', 'A phrase.')],
        '{{fields.name}}',
      ),
    ]),
    list(
      'safeguards',
      'Security safeguards (home and CPA pages)',
      'Safeguard',
      [
        text('id', 'Anchor', 'Its address on /security, lower-case words joined by hyphens, such as encryption.'),
        text('title', 'Title'),
        text('summary', 'In one short sentence', 'For the home and CPA pages.'),
        text('description', 'What it does', `At least 40 characters. ${VARIABLES_HINT}`, 'text'),
        names('tools', 'Tools', 'The tools behind it, separated by commas.'),
        sample,
      ],
      '{{fields.title}}',
    ),
    flagged('hiring', 'Talent screening (home and CPA pages)', [
      list(
        'steps',
        'Steps',
        'Step',
        [
          select('icon', 'Icon', ICON_NAMES),
          text('title', 'Title'),
          text('description', 'What it checks', `At least 40 characters. ${VARIABLES_HINT}`, 'text'),
        ],
        '{{fields.title}}',
      ),
    ]),
  ],
}

const practices = {
  name: 'practices',
  label: 'How we work',
  file: 'src/content/settings/practices.yml',
  fields: [
    practice('books', 'Where client books are kept'),
    practiceWith('access', 'The access we ask for', [
      names('never', 'What we never ask for', 'Each a phrase after "We never ask for", separated by commas.'),
    ]),
    practice('documents', 'Where documents are kept'),
    practice('exchange', 'How documents reach us'),
    practice('employeeData', 'Employee records'),
    practice('whoSees', 'Who can open a client’s files'),
    practice('payments', 'Payments'),
    practice('review', 'Review', [
      list(
        'layers',
        'Layers, in order',
        'Layer',
        [
          text('who', 'Who', 'Such as A senior accountant.'),
          text('does', 'What they check', 'Continues the sentence after "who": reviews the entries, …'),
        ],
        '{{fields.who}}',
      ),
    ]),
    practice('onboarding', 'Onboarding'),
    practice('cadence', 'Every week and every month'),
    practice('staffing', 'What a dedicated pod means'),
    practice('locations', 'Where the teams work'),
    practice('trial', 'The free trial'),
    practiceWith('offboarding', 'When a client leaves', [
      { ...text('days', 'Days until our copies are deleted'), widget: 'number', value_type: 'int', min: 1 },
    ]),
    practice('beforeSignup', 'Before a visitor signs up'),
    practice('consultation', 'The free call'),
    practice('reply', 'Reply time', [text('text', 'Reply time', 'Such as within one business day.')]),
    practice('billing', 'Billing', [
      text('bookkeeper', 'Work at the bookkeeper rate', 'A list in words, fitting "A bookkeeper covers …".'),
      text('analyst', 'Work at the reporting-analyst rate', 'A list in words, fitting "A reporting analyst covers …".'),
      text('invoice', 'What an invoice shows', undefined, 'text'),
      text('setup', 'How setup is billed', undefined, 'text'),
    ]),
    practice('experts', 'US-based finance experts', [
      text('text', 'Their credential', 'Such as a US CPA or enrolled agent.'),
    ]),
    practice('taxReturns', 'Tax returns (LaunchPad)', [
      text('preparer', 'Who prepares them', 'Such as Our staff prepare your federal and state income tax returns.'),
      text(
        'signer',
        'Who reviews and signs them as paid preparer',
        'Such as a US CPA or enrolled agent who works with us.',
      ),
      text('clientCpa', 'When the client’s own CPA prepares them', undefined, 'text'),
      text('consent', 'The taxpayer’s consent (IRC section 7216)', undefined, 'text'),
      short('taxReturns'),
    ]),
    practice('payrollTaxes', 'Payroll taxes: the employer’s responsibility'),
    practice('workerClassification', 'Employee or contractor: who decides'),
    practice('salesTax', 'Sales tax: who decides nexus'),
    practice('collections', 'Collections'),
    practice('cpa', 'White-label work for CPA firms', [
      text('supervision', 'Supervision', undefined, 'text'),
      text('taxpayerConsent', 'Taxpayer consent (IRC section 7216)', undefined, 'text'),
      text('clientDisclosure', 'Notice to the firm’s clients (AICPA ET 1.150.040)', undefined, 'text'),
      short('cpa'),
    ]),
    practice('tools', 'Software we name', [
      names('ledgers', 'Accounting software', 'Separated by commas.'),
      names('payroll', 'Payroll platforms', 'Separated by commas.'),
      names('billPay', 'Bill-pay tools', 'Separated by commas.'),
      names('expenses', 'Expense apps', 'Separated by commas.'),
      names('fabrication', 'Fabrication shops’ systems', 'Separated by commas.'),
      names('design', 'Design studios’ tools', 'Separated by commas.'),
    ]),
  ],
}

/** A default of the in-house comparison on /pricing: its figure, then where it comes from. */
const sourced = (name: string, label: string, figure: Field): Field =>
  flagged(name, label, [
    figure,
    text(
      'series',
      'Series',
      'What the figure is, such as 43-3031 Bookkeeping, Accounting, and Auditing Clerks, national median annual wage.',
    ),
    text('source', 'Source', 'Such as BLS Occupational Employment and Wage Statistics (OEWS).'),
    text('release', 'Release', 'Such as May 2023.'),
    {
      ...text(
        'released',
        'Published on',
        'The day that release came out: the launch check lists it once it is 18 months old.',
      ),
      widget: 'datetime',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      format: 'YYYY-MM-DD',
    },
    text('url', 'Address', 'The https address of the page that states the figure.'),
  ])
const wage = (name: string, label: string) =>
  sourced(name, label, { ...number('wage', 'Yearly wage ($)', 'Whole dollars, such as 47440.'), min: 10000 })

const comparison = {
  name: 'comparison',
  label: 'In-house comparison',
  file: 'src/content/settings/comparison.yml',
  description:
    'The defaults of the comparison with an in-house hire on /pricing, each with its source: keep them at the newest release.',
  fields: [
    wage('bookkeeper', 'A bookkeeper’s salary'),
    wage('accountant', 'An accountant’s salary'),
    sourced('benefits', 'Benefits, as a percent of total compensation', {
      ...text('share', 'Percent', 'Such as 29.8.'),
      widget: 'number',
      value_type: 'float',
      min: 1,
      max: 60,
      step: 0.1,
    }),
  ],
}

const billing = {
  name: 'billing',
  label: 'Billing of each kind of work',
  file: 'src/content/settings/billing.yml',
  description:
    'The billing table on /pricing: who does each kind of work, at which rate and what counts as its hours, and what is not billed. What “How we work” says of billing goes in with {{practice.billing.setup}} and the like, so it is said once.',
  fields: [
    list(
      'rows',
      'Kinds of work',
      'Kind of work',
      [
        text('work', 'Work', 'Such as Monthly bookkeeping.'),
        text('who', 'Who does it', 'Such as your pod’s bookkeeper.'),
        select(
          'rate',
          'Rate',
          Object.entries(RATE_LABELS).map(([value, label]) => ({ label, value })),
        ),
        text('hours', 'What counts as hours', `A sentence or two. ${VARIABLES_HINT}`, 'text'),
        sample,
      ],
      '{{fields.work}}',
    ),
    names('notBilled', 'Not billed', 'Each a phrase, separated by commas, such as the free consultation.'),
    sample,
  ],
}

const settings = {
  name: 'settings',
  label: 'Site settings',
  editor: { preview: false },
  description:
    'The facts only the owner can supply. Each sample stays listed by `npm run launch-check` until you turn its “Sample” off.',
  files: [
    claims,
    practices,
    billing,
    comparison,
    {
      name: 'site',
      label: 'Company and contact',
      file: 'src/content/settings/site.yml',
      fields: [
        flagged('company', 'Company', [
          text('legalName', 'Legal name', 'Shown in the copyright line and the legal pages.'),
        ]),
        {
          name: 'contact',
          label: 'Contact',
          widget: 'object',
          fields: [
            contact('general', 'General enquiries'),
            contact('partnerships', 'CPA partnerships'),
            flagged('hours', 'Office hours', [
              text('text', 'Hours', 'Such as Monday to Friday, 9 am to 6 pm Eastern.'),
            ]),
          ],
        },
        list(
          'offices',
          'Offices',
          'Country',
          [
            text('country', 'Country'),
            select('flag', 'Flag', FLAGS),
            list(
              'branches',
              'Branches',
              'Branch',
              [text('state', 'State'), text('location', 'City'), sample],
              '{{fields.location}}, {{fields.state}}',
            ),
          ],
          '{{fields.country}}',
        ),
        list(
          'social',
          'Social profiles',
          'Profile',
          [
            text('network', 'Network'),
            text('label', 'Label for screen readers', 'Such as {{brand}} on LinkedIn.'),
            text('href', 'Address', 'The profile’s https address.'),
            select('icon', 'Icon', SOCIAL_MARKS),
            sample,
          ],
          '{{fields.network}}',
        ),
        flagged('reviews', 'Reviews', [
          text('count', 'Count', 'Such as 1k+.'),
          {
            ...text('rating', 'Average rating', 'From 1 to 5, as your review profile shows it, such as 4.6.'),
            widget: 'number',
            value_type: 'float',
            min: 1,
            max: 5,
            step: 0.1,
          },
          text('url', 'Review profile', 'The https address of your review profile itself (not a search for it).'),
        ]),
        flagged('stats', 'Stats strips', [
          stat('home', 'Home and About (five figures)'),
          stat('software', 'Software section (five figures)'),
        ]),
        flagged('hosting', 'Hosting', [
          select('host', 'Host', HOST_KEYS, 'Who serves the site: the privacy notice names who keeps its server logs.'),
        ]),
        {
          name: 'legalReview',
          label: 'Legal review',
          widget: 'object',
          fields: ['privacy', 'terms'].map((page) => ({
            name: page,
            label: `/${page}`,
            widget: 'object',
            fields: [{ name: 'reviewed', label: 'Reviewed by your counsel', widget: 'boolean' }],
          })),
        },
      ],
    },
    {
      name: 'testimonials',
      label: 'Testimonials',
      file: 'src/content/settings/testimonials.yml',
      fields: [
        list(
          'testimonials',
          'Testimonials',
          'Testimonial',
          [
            text('id', 'Id', 'Lower-case words joined by hyphens, different for each.'),
            text(
              'text',
              'Their words',
              `At least 80 characters, with the client’s permission. ${VARIABLES_HINT}`,
              'text',
            ),
            text('author', 'Name'),
            text('position', 'Role and company', 'Such as CFO, natural stone distributor, New Jersey.'),
            { ...select('image', 'Picture', ['monogram'], 'Their initials.'), default: 'monogram' },
            sample,
          ],
          '{{fields.author}}',
        ),
      ],
    },
    {
      name: 'founders',
      label: 'Founders',
      file: 'src/content/settings/founders.yml',
      fields: [
        list(
          'founders',
          'Founders',
          'Founder',
          [
            text('name', 'Name'),
            text('role', 'Role'),
            text('description', 'Bio', `At least 80 characters. ${VARIABLES_HINT}`, 'text'),
            { ...select('image', 'Picture', ['monogram'], 'Their initials.'), default: 'monogram' },
            sample,
          ],
          '{{fields.name}}',
        ),
      ],
    },
    {
      name: 'timeline',
      label: 'Company timeline',
      file: 'src/content/settings/timeline.yml',
      fields: [
        list(
          'milestones',
          'Milestones (About, “Our Team’s Journey”)',
          'Milestone',
          [
            text('year', 'Year', 'The first is the founding year: {{founded-year}}.'),
            text('title', 'Title'),
            text('description', 'What happened', `At least 40 characters. ${VARIABLES_HINT}`, 'text'),
          ],
          '{{fields.year}} {{fields.title}}',
        ),
        sample,
      ],
    },
    {
      name: 'scheduler',
      label: 'Online scheduler',
      file: 'src/content/settings/scheduler.yml',
      fields: [
        select('provider', 'Provider', SCHEDULER_PROVIDERS, 'calendly (Calendly) or cal (Cal.com).'),
        optional(
          text(
            'url',
            'Booking page',
            'The https address of the event visitors book, such as https://calendly.com/<you>/<event>. Empty: /book offers e-mail and phone.',
          ),
        ),
        sample,
      ],
    },
    {
      name: 'analytics',
      label: 'Analytics',
      file: 'src/content/settings/analytics.yml',
      fields: [
        select(
          'provider',
          'Provider',
          ANALYTICS_PROVIDERS,
          'none (no analytics, the privacy notice says so), plausible (Plausible Analytics) or umami (Umami). See docs/analytics.md.',
        ),
        optional(
          text(
            'site',
            'Site id',
            'Plausible: the domain you added the site under, such as www.ledgerpod.com. Umami: the website ID from its settings.',
          ),
        ),
        optional(
          text(
            'collector',
            'Analytics server',
            'Empty for the provider’s cloud (plausible.io, cloud.umami.is); your own server’s https address, such as https://stats.ledgerpod.com, if you run one.',
          ),
        ),
      ],
    },
  ],
}

/**
 * The whole configuration. `repo` (owner/name on GitHub) is where editors publish, `authUrl` the OAuth service they
 * log in through (Netlify's own without one); without a repo, the CMS edits only a local working copy through
 * Decap's proxy (`npm run cms`).
 */
export function cmsConfig(options: {
  faqIds: readonly string[]
  siteUrl: string
  repo?: string
  authUrl?: string
  branch: string
  /** Decap's local proxy (default: its own port, LOCAL_PROXY). */
  proxyUrl?: string
}) {
  const { faqIds, siteUrl, repo, authUrl, branch, proxyUrl = LOCAL_PROXY } = options
  return {
    backend: repo
      ? { name: 'github', repo, branch, ...(authUrl && { base_url: authUrl }) }
      : { name: 'proxy', proxy_url: proxyUrl, branch },
    local_backend: { url: proxyUrl },
    publish_mode: 'simple',
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: '/favicon.svg',
    // Articles use the site's named illustrations, so editors upload nothing; Decap still wants a folder.
    media_folder: 'public/uploads',
    public_folder: '/uploads',
    slug: { encoding: 'ascii', clean_accents: true },
    collections: [articles, faqs(faqIds), settings],
  }
}
