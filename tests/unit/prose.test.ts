// The prose check (scripts/prose.mjs): each rule fails on a bad sample and passes on a good one, an allowance holds
// only where it stands and one that allows nothing fails, and every kind of copy is read where it is: a module's
// literal text but not its interpolations, JSX text and visible attributes, a YAML value on its own line (as the CMS
// folds it too), an article's body and front matter. The samples are written here; none restates the site's copy.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Document } from 'yaml'
import { describe, expect, it } from 'vitest'
import { ALLOW_FILE, checkProse, copyFiles, formatFinding } from '../../scripts/prose.mjs'
import { extractModule, PLACEHOLDER } from '../../scripts/prose/extract.mjs'

const MODULE = 'src/content/pages/example.ts'
const FAQ = 'src/content/faqs/example.yml'
const ARTICLE = 'src/content/blog/posts/example.md'

/** The findings in one file. */
const check = (file: string, text: string, allowlist?: string) => checkProse([{ file, text }], allowlist)
/** A content module whose page holds these strings. */
const module = (...copy: string[]) =>
  `import { CLAIMS } from '@/content/claims'\n\nexport const page = {\n${copy.map((text) => `  text: ${text},\n`).join('')}}\n`
const quoted = (text: string) => `'${text}'`
const rulesOf = (findings: { rule: string }[]) => findings.map((finding) => finding.rule)

describe('overclaims and regulated words', () => {
  it('fail, saying what to write instead and where to allow one', async () => {
    const findings = await check(MODULE, module(quoted('Clean books, guaranteed.'), quoted('We are ISO certified')))
    expect(rulesOf(findings)).toEqual(['overclaim', 'overclaim'])
    expect(findings[0]).toMatchObject({ file: MODULE, line: 4, column: 23 })
    expect(findings[0]?.message).toMatch(/“guaranteed”.*say what you do.*prose-allow\.yml/)
    expect(findings[1]?.message).toMatch(/“certified”.*aligned with/)
  })

  it.each([
    'We never miss a deadline',
    'Note: we never guess',
    'Results are always on time',
    'We ensure compliance',
    'We make sure it is right',
    '100% accurate books',
    'Error-free reports',
    'The best bookkeepers',
    'Fully managed',
    'The same answer every time',
    'Risk-free onboarding',
    'Stop overpaying for bookkeeping',
    'We save you hours',
    'A compliant payroll',
    'You receive reviewed financial statements',
    'Audited statements for your lender',
    'A review engagement',
    'Limited slots, so book now',
    'Only a few spots left',
    'Act now',
  ])('“%s” fails', async (text) => {
    expect(rulesOf(await check(MODULE, module(quoted(text))))).toContain('overclaim')
  })

  it('pass when the copy says what is done', async () => {
    const text =
      'Each report is reviewed before it reaches you, and the review checklist is updated when we find a gap.'
    expect(await check(MODULE, module(quoted(text)))).toEqual([])
  })
})

describe('savings', () => {
  it('fail as a percentage in a sentence about saving that does not link to the comparison', async () => {
    const text = 'Outsourcing costs 40-60% less than a hire. Firms save up to ${CLAIMS.cpaSavingPercent}% a year.'
    const findings = await check(MODULE, module(`\`${text}\``))
    expect(rulesOf(findings)).toEqual(['figure', 'saving', 'saving'])
    expect(findings[1]?.message).toMatch(/\/pricing#compare/)
  })

  it('pass where the sentence links to the comparison, and for a percentage that is no saving', async () => {
    const linked = 'Firms save [up to ${CLAIMS.cpaSavingPercent}%](/pricing#compare) a year.'
    const other = 'Only the top ${CLAIMS.topTalentPercent}% of applicants join a pod.'
    expect(await check(MODULE, module(`\`${linked}\``, `\`${other}\``))).toEqual([])
  })
})

describe('the allowlist', () => {
  const text = module(quoted('Your data is never sold.'), quoted('We never guess.'))
  const allow = (entry: string) => `allow:\n${entry}`
  const entry = (phrase: string, word = 'never', reason = 'the privacy notice states the owner’s practice') =>
    `  - file: ${MODULE}\n    phrase: ${phrase}\n    word: ${word}\n    reason: ${reason}\n`

  it('allows a word where it stands, and there only', async () => {
    const findings = await check(MODULE, text, allow(entry('data is never sold')))
    expect(findings).toMatchObject([{ rule: 'overclaim', line: 5, message: expect.stringContaining('“never”') }])
  })

  it('fails on an entry that allows nothing, at its line in the allowlist', async () => {
    const findings = await check(MODULE, text, allow(entry('data is never sold') + entry('never rented')))
    expect(findings.filter((finding) => finding.file === ALLOW_FILE)).toMatchObject([
      { rule: 'allowlist', line: 6, column: 5, message: expect.stringMatching(/allows nothing/) },
    ])
  })

  it('fails on an entry without its reason, or whose phrase does not hold its word', async () => {
    const findings = await check(MODULE, text, allow(entry('data is never sold', 'never', '""') + entry('We', 'never')))
    expect(findings.filter((finding) => finding.file === ALLOW_FILE).map((finding) => finding.message)).toEqual([
      'an entry needs reason',
      'the phrase does not contain “never”',
    ])
  })

  it('as shipped, has a file, a phrase holding the word, and a reason in every entry', async () => {
    const shipped = readFileSync(ALLOW_FILE, 'utf8')
    expect(await checkProse([], shipped, { some: true })).toEqual([])
  })
})

describe('apostrophes', () => {
  it('fail where a word has a typewriter one, in a module, a FAQ and an article', async () => {
    const sentence = "Your firm's clients' files"
    expect(rulesOf(await check(MODULE, module(`"${sentence}"`)))).toEqual(['apostrophe', 'apostrophe'])
    expect(rulesOf(await check(FAQ, `faqs:\n  - question: Who reads it?\n    answer:\n      - ${sentence}\n`))).toEqual(
      ['apostrophe', 'apostrophe'],
    )
    const singleQuoted = `faqs:\n  - question: Whose?\n    answer:\n      - 'The firm''s'\n`
    expect(rulesOf(await check(FAQ, singleQuoted))).toEqual(['apostrophe'])
    const findings = await check(ARTICLE, `---\ntitle: A title\n---\n\n${sentence}.\n`)
    expect(rulesOf(findings)).toEqual(['apostrophe', 'apostrophe'])
    expect(findings[0]?.message).toMatch(/’/)
  })

  it('fail at the end of a plural before punctuation, and on typewriter double quotation marks', async () => {
    const findings = await check(MODULE, module('`The owners\', and (the firms\') "as is"`'))
    expect(rulesOf(findings)).toEqual(['apostrophe', 'apostrophe', 'quotes', 'quotes'])
  })

  it('pass when typeset, quotation marks as they are', async () => {
    expect(await check(MODULE, module(quoted('Your firm’s clients’ files, “quoted” and ‘quoted’')))).toEqual([])
  })
})

describe('US spelling', () => {
  it('fails on a British form, naming the US one in the same case', async () => {
    const text = 'Organise the colour codes, the catalogue and the cancelled cheques; the analysed centre travelling.'
    const findings = await check(MODULE, module(quoted(text)))
    expect(rulesOf(findings).every((rule) => rule === 'us-spelling')).toBe(true)
    expect(findings.map((finding) => finding.message.match(/US “(.+)”/)?.[1])).toEqual([
      'Organize',
      'color',
      'catalog',
      'canceled',
      'checks',
      'analyzed',
      'center',
      'traveling',
    ])
  })

  it('passes US spelling, and words that end in -ise in US English too', async () => {
    const text =
      'Organize the color codes and the catalog; we promise to advise on the enterprise, its fundraising and expertise.'
    expect(await check(MODULE, module(quoted(text)))).toEqual([])
  })
})

describe('house terms', () => {
  it('fail on another form of a term, naming the house form', async () => {
    const text = 'E-mail us about Quickbooks online, pay as you go pricing, AP/AR and the year end close.'
    const findings = await check(MODULE, module(quoted(text)))
    expect(rulesOf(findings).every((rule) => rule === 'house-term')).toBe(true)
    expect(findings.map((finding) => finding.message.match(/use “(.+)” instead/)?.[1])).toEqual([
      'Email',
      'QuickBooks Online',
      'pay-as-you-go',
      'AR/AP',
      'year-end',
    ])
  })

  it('pass the house form, in a sentence or a title', async () => {
    const text = 'Email us about QuickBooks Online, pay-as-you-go pricing, AR/AP and the year-end close.'
    expect(await check(MODULE, module(quoted(text), quoted('Your Cap Table and Month-End Close')))).toEqual([])
  })
})

describe('figures', () => {
  it('fail when written into copy: a digit, a percentage, a duration', async () => {
    const findings = await check(MODULE, module(quoted('Reviewed in 3 layers, 60% of the work, within two weeks')))
    expect(findings.map((finding) => [finding.rule, finding.message.match(/“(.+?)”/)?.[1]])).toEqual([
      ['figure', '3'],
      ['figure', '60%'],
      ['figure', 'two weeks'],
    ])
    expect(findings[0]?.message).toMatch(/a constant/)
  })

  it('pass when read from the constants, and for the references the rule lists', async () => {
    const text = 'We file Form 941, W-2s and 1099-NEC forms, with the consent IRC section 7216 requires.'
    expect(await check(MODULE, module('`Reviewed in ${CLAIMS.reviewLayers} layers`', quoted(text)))).toEqual([])
  })

  it('in a FAQ, ask for the variable, and pass it', async () => {
    const faq = (answer: string) =>
      `title: Questions\nitems:\n  - id: a\n    question: How?\n    answer:\n      - ${answer}\n`
    const findings = await check(FAQ, faq('Every report passes 3 review layers.'))
    expect(findings).toMatchObject([{ rule: 'figure', line: 6, column: 29 }])
    expect(findings[0]?.message).toMatch(/\{\{variable\}\}/)
    expect(await check(FAQ, faq('Every report passes {{claims.review-layers}} review layers.'))).toEqual([])
  })

  it('pass the settings fields that are figures, not the prose around them', async () => {
    const site = (detail: string) =>
      `contact:\n  hours:\n    text: Monday to Friday, 9 am to 6 pm Eastern\nstats:\n  home:\n    - result: 50+\n      title: Active clients\n      detail: ${detail}\n`
    expect(await check('src/content/settings/site.yml', site('working with us today'))).toEqual([])
    expect(await check('src/content/settings/site.yml', site('in 3 cities'))).toMatchObject([
      { rule: 'figure', line: 8 },
    ])
  })
})

describe('a content module', () => {
  it('lints the literal text, not the interpolations', async () => {
    const text = '`Reviewed ${GUARANTEED ? CLAIMS.always : [3, 100]} times, guaranteed`'
    const findings = await check(MODULE, module(text))
    expect(findings).toMatchObject([{ rule: 'overclaim', line: 4, column: text.indexOf('guaranteed') + 9 }])
    const [piece] = extractModule(module(text), MODULE)
    expect(piece?.text).toBe(text.slice(1, -1).replace(/\$\{[^}]*\}/, (hole) => PLACEHOLDER.repeat(hole.length)))
  })

  it('skips what is not prose: imports, keys, types, identifiers, paths and URLs', async () => {
    const text = [
      "import never from './always-best'",
      "type Mode = 'never guaranteed'",
      "export const page = { 'always best': 1, icon: 'best-in-class', href: '/guaranteed', url: 'https://e.example/a b' }",
    ].join('\n')
    expect(await check(MODULE, text)).toEqual([])
  })

  it('reads JSX text and the attributes a visitor reads or hears, not class names', async () => {
    const tsx = [
      'export const A = () => (',
      '  <p className="always flex" title="Always on">',
      '    Guaranteed results <img alt="3 layers" src="/a.svg" />',
      "    {open ? 'Never closed' : null}",
      '  </p>',
      ')',
    ].join('\n')
    const findings = await check('src/components/example.tsx', tsx)
    expect(findings.map(({ line, column, rule }) => [line, column, rule])).toEqual([
      [2, 37, 'overclaim'],
      [3, 5, 'overclaim'],
      [3, 34, 'figure'],
      [4, 14, 'overclaim'],
    ])
  })
})

describe('a YAML file', () => {
  it('reports the line and column of the word', async () => {
    const text = `title: Questions\nitems:\n  - id: a\n    question: Is it guaranteed?\n    answer:\n      - "It is, always."\n`
    const findings = await check(FAQ, text)
    expect(findings.map(({ line, column }) => [line, column])).toEqual([
      [4, 21],
      [6, 17],
    ])
  })

  it('that is not valid YAML is a finding at the place it breaks', async () => {
    expect(await check(FAQ, 'title: Questions\nitems: [unclosed\n')).toMatchObject([{ rule: 'parse', line: 3 }])
  })

  it('reads a long value as the CMS folds it over several lines', async () => {
    const answer = `${'We reconcile each account to its statement and send you the reports. '.repeat(2)}It is error-free.`
    const text = new Document({
      title: 'Questions',
      items: [{ id: 'a', question: 'How?', answer: [answer] }],
    }).toString()
    const findings = await check(FAQ, text)
    const line = text.split('\n').findIndex((row) => row.includes('error-free')) + 1
    expect(line).toBeGreaterThan(text.split('\n').findIndex((row) => row.includes('We reconcile')) + 1)
    expect(findings).toMatchObject([{ rule: 'overclaim', line, message: expect.stringContaining('“error-free”') }])
  })
})

describe('an article', () => {
  const article = (title: string, body: string) =>
    `---\ntitle: ${title}\ndescription: 'What a lender asks for.'\ndate: 2025-09-15\nimage: blog-month-end\n---\n\n## A heading\n\n${body}\n`

  it('lints the front matter and the Markdown body', async () => {
    const findings = await check(
      ARTICLE,
      article('Guaranteed Loan Approval', 'We never miss. See [the **best** guide](/pricing).'),
    )
    expect(findings.map(({ line, column, rule }) => [line, column, rule])).toEqual([
      [2, 8, 'overclaim'],
      [10, 4, 'overclaim'],
      [10, 27, 'overclaim'],
    ])
  })

  it('passes variables, code and link addresses, and fails the figure they stand for', async () => {
    const body = 'Start with a {{trial-days}}-day trial: `npm run 3` at https://example.com/never.'
    expect(await check(ARTICLE, article('Lender-Ready Books', body))).toEqual([])
    expect(rulesOf(await check(ARTICLE, article('Lender-Ready Books', 'Start with a 15-day trial.')))).toEqual([
      'figure',
    ])
  })

  it('passes a year next to what it dates and an IRS form by its number, and fails a bare count', async () => {
    const body = 'Since 2018, after the 2018 Wayfair decision, file the 941 each quarter. It took 17 steps.'
    expect(await check(ARTICLE, article('Sales Tax After Wayfair', body))).toMatchObject([
      { rule: 'figure', line: 10, column: 81 },
    ])
  })

  it('lets the article allow a figure of its own in its front matter, with the reason; an entry that allows nothing fails', async () => {
    const allowing = (phrase: string) =>
      `---\ntitle: Lender-Ready Books\nallow:\n  - phrase: ${phrase}\n    word: '17'\n    reason: the count of steps in the checklist\n---\n\nIt took 17 steps.\n`
    expect(await check(ARTICLE, allowing('took 17 steps'))).toEqual([])
    expect(await check(ARTICLE, allowing('took 17 days'))).toMatchObject([
      { rule: 'allowlist', line: 4, message: expect.stringMatching(/allows nothing.*front matter/) },
      { rule: 'figure', line: 9 },
    ])
  })
})

describe('npm run prose', () => {
  const script = resolve('scripts/prose.mjs')

  it('reads every file the CMS writes, and every content module that holds copy', () => {
    const files = copyFiles('.')
    for (const dir of ['src/content/faqs', 'src/content/settings', 'src/content/blog/posts']) {
      for (const name of readdirSync(dir)) expect(files).toContain(`${dir}/${name}`)
    }
    expect(files).toContain('src/content/registry.ts')
    expect(files).not.toContain('src/content/types.ts')
  })

  it('prints file:line:column rule message and exits 1 on a finding, 0 without', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prose-'))
    try {
      mkdirSync(join(dir, 'src/content/faqs'), { recursive: true })
      writeFileSync(join(dir, FAQ), 'title: Questions\nitems:\n  - id: a\n    question: Is it guaranteed?\n')
      const failed = spawnSync(process.execPath, [script, FAQ], { cwd: dir, encoding: 'utf8' })
      expect(failed.status).toBe(1)
      expect(failed.stdout).toMatch(new RegExp(`^${FAQ}:4:21 overclaim “guaranteed”`))
      writeFileSync(join(dir, FAQ), 'title: Questions\nitems:\n  - id: a\n    question: Is it reviewed?\n')
      const passed = spawnSync(process.execPath, [script, FAQ], { cwd: dir, encoding: 'utf8' })
      expect(passed.status).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)

  it('formats a finding as file:line:column rule message', () => {
    expect(formatFinding({ file: FAQ, line: 4, column: 21, rule: 'overclaim', message: 'say so' })).toBe(
      `${FAQ}:4:21 overclaim say so`,
    )
  })
})
