// @ts-check
// The prose check's data (scripts/prose/rules.mjs applies it, scripts/prose.mjs runs it; docs/content.md, "The prose
// check"): which files hold copy, the words that overclaim, US spellings, the house form of each term, and the figures
// copy may write out. Each list is plain data: add a line to extend it. A word allowed in one place only goes in
// prose-allow.yml, with its reason.

/**
 * Where the copy is. Content modules: every `.ts` under src/content but the modules that hold no copy (`except`, with
 * the reason); routes and components: their JSX (extract.mjs says which parts).
 */
export const SOURCES = {
  modules: {
    dir: 'src/content',
    except: {
      'src/content/types.ts': 'types only',
      'src/content/variables.ts': 'the names of the {{variables}}: their values are the phrases and constants',
      'src/build/owner-facts.ts': 'gathers the facts for the launch check, no copy of its own',
      'src/content/faq-schema.ts': 'the build’s messages to editors, not the site’s copy',
      'src/content/settings-schema.ts': 'the build’s messages to editors, not the site’s copy',
      'src/content/faq-index.ts': 'the build’s messages to editors, not the site’s copy',
      'src/content/blog/front-matter.ts': 'the build’s messages to editors, not the site’s copy',
      'src/content/resources/chart-schema.ts': 'the build’s messages to developers, not the site’s copy',
      'src/content/blog/author-schema.ts': 'the build’s messages to editors, not the site’s copy',
      'src/content/picture-field.ts': 'the build’s messages to editors, not the site’s copy',
      'src/content/picture.ts': 'where uploads go and the sizes the layout shows pictures at, no copy',
    },
  },
  jsx: ['src/routes', 'src/components'],
  /** The files the CMS writes. */
  yaml: ['src/content/faqs', 'src/content/settings', 'src/content/blog/authors'],
  markdown: ['src/content/blog/posts'],
}

/**
 * Words and phrases that promise an outcome the company does not control, or that are regulated. Each fails unless
 * prose-allow.yml allows it where it stands; `instead` says what to write. Patterns are case-insensitive regular
 * expressions matched as whole words.
 * @type {{ pattern: string, instead: string }[]}
 */
export const OVERCLAIMS = [
  {
    pattern: 'certif(?:y|ied|ies|ication|ications)',
    instead: 'say what is done ("aligned with" a standard); a credential is an owner fact in settings/claims.yml',
  },
  {
    pattern: 'conforman(?:t|ce)|compliant',
    instead: 'say what you do ("aligned with", "we file"), not that the result conforms',
  },
  { pattern: 'guarantee(?:s|d|ing)?', instead: 'say what you do, not an outcome you cannot promise' },
  {
    pattern: 'always|never',
    instead: 'say what you do and when, or state it as an owner practice in settings/practices.yml',
  },
  {
    pattern: 'ensur(?:e|es|ed|ing)|make sure|makes sure|making sure',
    instead: 'say what you do ("we check", "we file"), not the outcome',
  },
  { pattern: '100 ?%|100 percent', instead: 'say what is checked, not a perfect result' },
  {
    pattern: 'error-free|zero errors|no errors',
    instead: 'say how errors are caught (the review layers), not that none happen',
  },
  { pattern: 'best', instead: 'say what is specific instead of a superlative' },
  { pattern: 'fully', instead: 'drop it, or say what is included' },
  { pattern: 'every time', instead: 'say what you do and when' },
  { pattern: 'risk-free|no risk|without risk', instead: 'state the terms (the trial, no long contracts) instead' },
  {
    pattern: '(?:worry|hassle|stress)-free|no surprises',
    instead: 'say what the client sees (the hours on each invoice), not a feeling',
  },
  {
    pattern: 'stop overpaying',
    instead: 'a saving needs substantiation: state it from CLAIMS with what it counts, or drop it',
  },
  {
    pattern: 'save you|saves you',
    instead: 'a saving needs substantiation: state it from CLAIMS with what it counts, or drop it',
  },
  // Attest words: a "review", "audit" or "compilation" of financial statements is an engagement that state accountancy
  // law keeps for licensed CPA firms (SSARS; the Uniform Accountancy Act).
  {
    pattern:
      '(?:reviewed|audited|compiled) (?:financial )?statements|(?:review|audit|compilation|attest(?:ation)?) engagements?|attest(?:ation|ed)?',
    instead:
      'attest words are for licensed CPA firms: say how the work is checked ("checked in three layers before it reaches you")',
  },
  // Scarcity that is not real is a dark pattern the FTC names.
  {
    pattern:
      'limited (?:slots|spots|seats|places|availability)|(?:slots|spots|places) (?:are|is) limited|(?:slots|spots) left|while (?:slots|spots|supplies) last|act (?:now|fast)|hurry|last chance',
    instead:
      'scarcity must be real: state the real limit, or allow it where it stands in prose-allow.yml with the reason (the specification’s "limited slots" is the owner’s to confirm)',
  },
]

/**
 * A percentage of saving stands only where the reader can check it: in a sentence that links to the worked comparison
 * on /pricing (`SAVING.source`). `words` are what make a sentence about saving.
 */
export const SAVING = {
  words: 'save|saves|saving|savings|less|cheaper|lower|cut|cuts|reduce|reduces',
  source: '](/pricing#compare)',
}

/** The stems of the -tre words (centre, metre, theatre, litre, fibre…). */
const TRE = 'cent|met|theat|lit|fib|calib|spect|somb|lust|meag|sab|mit'

/**
 * British spellings and their US forms (DECISIONS, "Copy is US English"). `words`: whole words, lower case; `suffixes`:
 * a rule for a family of words, with the words it must leave alone.
 */
export const US_SPELLING = {
  words: {
    ageing: 'aging',
    acknowledgement: 'acknowledgment',
    acknowledgements: 'acknowledgments',
    aluminium: 'aluminum',
    amongst: 'among',
    analogue: 'analog',
    analyse: 'analyze',
    analysed: 'analyzed',
    analyser: 'analyzer',
    analysing: 'analyzing',
    benefitted: 'benefited',
    benefitting: 'benefiting',
    catalogue: 'catalog',
    catalogued: 'cataloged',
    catalogues: 'catalogs',
    cataloguing: 'cataloging',
    cheque: 'check',
    chequebook: 'checkbook',
    cheques: 'checks',
    chequing: 'checking',
    cosy: 'cozy',
    counsellor: 'counselor',
    counsellors: 'counselors',
    defence: 'defense',
    draught: 'draft',
    encyclopaedia: 'encyclopedia',
    enrol: 'enroll',
    enrolment: 'enrollment',
    enrolments: 'enrollments',
    enrols: 'enrolls',
    focussed: 'focused',
    focussing: 'focusing',
    fortnight: 'two weeks',
    fortnightly: 'every two weeks',
    fulfil: 'fulfill',
    fulfilment: 'fulfillment',
    fulfils: 'fulfills',
    grey: 'gray',
    instalment: 'installment',
    instalments: 'installments',
    jewellery: 'jewelry',
    judgement: 'judgment',
    judgements: 'judgments',
    learnt: 'learned',
    licence: 'license',
    licences: 'licenses',
    manoeuvre: 'maneuver',
    maths: 'math',
    mould: 'mold',
    offence: 'offense',
    paralyse: 'paralyze',
    paralysed: 'paralyzed',
    plough: 'plow',
    postcode: 'ZIP code',
    practise: 'practice',
    practised: 'practiced',
    practises: 'practices',
    practising: 'practicing',
    pretence: 'pretense',
    programme: 'program',
    programmes: 'programs',
    sceptical: 'skeptical',
    skilful: 'skillful',
    speciality: 'specialty',
    spelt: 'spelled',
    storey: 'story',
    storeys: 'stories',
    tyre: 'tire',
    tyres: 'tires',
    whilst: 'while',
    wilful: 'willful',
  },
  /** @type {{ pattern: string, replace: string, base?: string, except?: string }[]} */
  suffixes: [
    {
      // organise, organised, organising, organisation, organiser: -ize, -ization, -izer. `except` matches the words
      // that end in -ise in US English too, by their `base` form (advise, promise, expertise, fundraise…; a stem of one
      // or two letters, as in rise or noise, is never matched).
      pattern: '^(\\p{L}{3,})is(e|es|ed|ing|ation|ations|er|ers)$',
      replace: '$1iz$2',
      base: '$1ise',
      except: [
        '(?:aise|wise|prise|(?:ad|de|re|super|impro|tele|pre)vise|(?:n|p|tort|porp|turqu|framb|vichyss|equip)oise',
        '|(?:cr|br|g|disg)uise|franchise|merchandise|paradise|promise|premise|demise|compromise|surmise|concise|precise',
        '|excise|exercise|incise|circumcise|advertise|chastise|expertise|despise|treatise)$',
        '|^(?:arise|sunrise|uprise|moonrise|highrise|cerise|anise|valise|mortise|chemise)$',
      ].join(''),
    },
    {
      // colour, honour, labour, favourite, behaviour, neighbourhood…: -or.
      pattern:
        '^(colo|hono|labo|favo|behavio|neighbo|harbo|humo|rumo|vapo|vigo|savo|endeavo|flavo|parlo|armo|odo|tumo|cando|clamo|splendo|valo|rigo|savio|demeano)ur(s|ed|ing|ful|fully|ite|ites|able|ably|al|hood|hoods|y|er|ers|less)?$',
      replace: '$1r$2',
    },
    {
      // centre, metre, theatre, fibre…: -er.
      pattern: `^(${TRE})re(s)?$`,
      replace: '$1er$2',
    },
    { pattern: `^(${TRE})red$`, replace: '$1ered' },
    {
      // cancelled, travelling, modelling, labelled…: one l before -ed, -ing, -er (cancellation is US too).
      pattern:
        '^(cancel|travel|model|label|signal|total|fuel|level|channel|counsel|marshal|tunnel|funnel|dial|equal|jewel|panel|quarrel|initial|shovel|tunnel)l(ed|ing|er|ers)$',
      replace: '$1$2',
    },
  ],
}

/**
 * One form of each house term, for textlint-rule-terminology: [pattern, replacement], matched case-insensitively as
 * whole words (its README). A pattern matches only the wrong forms, so a term in a title-case heading ("Cap Table")
 * is left alone; where case matters (QuickBooks, Cal.com, AR/AP) the replacement's case is the house form.
 * @type {[string, string][]}
 */
export const HOUSE_TERMS = [
  ['e-mail(s|ed|ing)?', 'email$1'],
  ['AP ?/ ?AR|AR / AP|A/R and A/P|A/P and A/R', 'AR/AP'],
  ['quick ?books online', 'QuickBooks Online'],
  ['\\bquick ?books\\b(?! online)', 'QuickBooks'],
  ['QBO', 'QuickBooks Online'],
  ['cal\\.com|calcom', 'Cal.com'],
  ['catchup', 'catch-up'],
  [
    'catch up (bookkeeping|work|services?|projects?|engagements?|plans?|pricing|jobs?|phase|period|accounting|books|reports?)',
    'catch-up $1',
  ],
  ['pay as you go|pay-as-you go|pay as-you-go|payg', 'pay-as-you-go'],
  ['two factor|2-factor|2 factor', 'two-factor'],
  ['2FA', 'two-factor authentication'],
  ['signoff(s)?', 'sign-off$1'],
  // The noun after a determiner; the verb ("you sign off on it") stays two words.
  ['(a|the|your|our|their|final|each|every|written|partner|client) sign off', '$1 sign-off'],
  ['cap-table|captable', 'cap table'],
  ['month end|monthend', 'month-end'],
  ['year end|yearend', 'year-end'],
  ['ISO[ -]?27001 aligned', 'ISO 27001-aligned'],
  ['ISO-?27001', 'ISO 27001'],
  ['per cent', 'percent'],
]

/**
 * Figures in copy. A digit, a percentage or a duration written into copy fails: it comes from the constants, the
 * claims or the owner's settings (`${CLAIMS.reviewLayers}` in a module, `{{claims.review-layers}}` in a FAQ or an
 * article). `durations` counts a number word before a unit of time ("two weeks", "one business day"); `exceptions` are
 * the references copy may write out, each with its reason; a digit inside one of them passes.
 */
export const FIGURES = {
  /** Number words above one (one takes a unit in the singular: "one week", "two weeks", "two-week"). */
  numberWords:
    'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred',
  units: 'minute|hour|day|week|month|quarter|year',
  /** Between a number word and its unit: "one business day". */
  qualifiers: 'full|business|working|calendar|whole',
  /** @type {{ pattern: string, reason: string }[]} */
  exceptions: [
    { pattern: '\\b1099(?:-[A-Z]{2,4})?s?\\b', reason: 'the IRS information return (Form 1099, 1099-NEC…)' },
    { pattern: '\\b(?:W|K)-\\d{1,2}s?\\b', reason: 'tax forms W-2, W-4, W-9, Schedule K-1' },
    {
      pattern: '\\bForms? \\d{3,4}(?:-[A-Z]{1,4})?(?:(?:, | and | or )(?:Form )?\\d{3,4}(?:-[A-Z]{1,4})?)*',
      reason: 'an IRS form named as a form (Form 941, Forms 940 and 941, Form 1120-S)',
    },
    {
      pattern: '\\b(?:IRC )?[Ss]ection \\d+[A-Za-z]?(?:\\(\\w+\\))*',
      reason: 'a section of the Internal Revenue Code',
    },
    { pattern: '\\bTreas\\. Reg\\. (?:§ ?)?[\\d.-]+\\d', reason: 'a Treasury regulation' },
    { pattern: '\\b\\d+ CFR(?: Part)? \\d+(?:\\.\\d+)?', reason: 'the Code of Federal Regulations' },
    { pattern: '\\bET \\d+(?:\\.\\d+)+', reason: 'the AICPA Code of Professional Conduct' },
    { pattern: '\\b401\\(k\\)s?', reason: 'the retirement plan named by its section of the tax code' },
    { pattern: '\\bISO \\d{4,5}\\b', reason: 'a standard by its number (prefer the constant: SECURITY.standard)' },
    { pattern: '\\bSOC [12]\\b', reason: 'the name of an audit report (SOC 1, SOC 2)' },
    { pattern: '\\bchildren under 13\\b', reason: 'the age in the children’s privacy law (COPPA)' },
    { pattern: '\\bStep \\d+\\b', reason: 'an article numbering its steps' },
    {
      pattern:
        '\\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \\d{1,2}\\b',
      reason: 'a date in the calendar, such as a filing deadline the law sets (a company’s own date is a fact)',
    },
    { pattern: '\\b(?:Error )?404\\b', reason: 'the HTTP status of the not-found page' },
    {
      pattern:
        '\\b(?:[Ss]ince|[Ii]n|[Ff]rom|[Uu]ntil|[Tt]hrough|[Dd]uring|[Bb]efore|[Aa]fter|[Oo]f|[Tt]he|[Ee]arly|[Ll]ate) (?:19|20)\\d{2}\\b|\\b(?:19|20)\\d{2}(?= (?:tax year|tax season|decision|ruling|law|act|rules?|returns?|filing season|deadlines?|calendar)\\b)',
      reason:
        'a year next to what it dates ("since 2018", "the 2018 Wayfair decision"); the company’s own years are owner facts (copy.test.ts holds the timeline’s)',
    },
    {
      pattern: '\\b(?:94[0-5]|1040(?:-ES|-SR|-X)?|1065|1096|1120(?:-S|-W)?|2553|4868|7004|8655|8821)s?\\b',
      reason: 'an IRS form by its number ("the 941 for the third quarter")',
    },
    { pattern: '\\bout of 5 stars\\b', reason: 'the star scale of a rating, not a figure of the company' },
  ],
}

/**
 * The owner's facts in the site settings: fields that are figures themselves (phone numbers, results, years, counts,
 * hours) pass the figures rule; the prose around them does not. Paths as extract.mjs writes them, `*` for any key or
 * index.
 */
export const FIGURE_FIELDS = {
  'src/content/settings/site.yml': ['contact.*.phone', 'contact.hours.text', 'reviews.count', 'stats.*.*.result'],
  'src/content/settings/timeline.yml': ['milestones.*.year'],
  'src/content/settings/claims.yml': ['figures.*', 'figures.*.*', 'foundedYear', 'security.encryption'],
  'src/content/settings/practices.yml': ['reply.text'],
  /** The in-house comparison's sources: an occupation's code in its series name, and the release's month and year. */
  'src/content/settings/comparison.yml': ['*.series', '*.release'],
  /** Each article's date. */
  'src/content/blog/posts/*.md': ['date'],
  /** A hero's sample document (its client numbers, amounts and rates): illustrative, drawn with a "Sample" mark. */
  'src/content/pages/*.ts': ['sample'],
}

/** Modules whose figures are the source the copy reads (the constants): the figures rule skips them. */
export const FIGURE_SOURCES = [
  'src/content/constants.ts',
  // The IRS's rules of the tax calendar (/deadlines): the statutory days, thresholds and dates are the law's figures,
  // each with the IRS page it comes from, and the launch check lists them for the owner's CPA.
  'src/content/tax-deadlines.ts',
]

/**
 * The files the apostrophe rule skips: their accounts' names and descriptions are written into the chart of accounts'
 * import files as plain ASCII (src/content/resources/chart-schema.ts), and QuickBooks names its detail types with a
 * typewriter apostrophe ("Owner's Equity"), so the page shows the words the files carry.
 */
export const PLAIN_TEXT_SOURCES = ['src/content/pages/chart-*.ts', 'src/content/resources/import-formats.ts']
