// What can be checked mechanically in the copy: nothing certified, one encryption sentence and one reply time, prices
// and claims read from their single source, and no long sentence repeated from page to page. The corpus is every
// content module, found by file as content-contracts.test.ts finds them: the pages (with the FAQ and the shared
// sections each holds), the FAQ modules, the shared sections and lists, and the owner's claims.
import { describe, expect, it } from 'vitest'
import { CLAIMS, FOUNDED_YEAR, HIRING, SAFEGUARDS, SECURITY } from '../../src/content/claims'
import { PRACTICES } from '../../src/content/practices'
import { TIMELINE } from '../../src/content/timeline'
import { range } from '../../src/content/constants'
import { analystRate, bookkeeperRate } from '../../src/content/phrases'
import { encryption } from '../../src/content/fact-phrases'
import { privacyPage } from '../../src/content/pages/privacy'
import * as sectionsModule from '../../src/content/sections'
import { sections } from '../../src/content/sections'
import { HOSTING, HOSTS, REVIEWS, STATS } from '../../src/content/site'
import { TESTIMONIALS } from '../../src/content/testimonials'

type Module = Record<string, unknown>
/** Each module by its file from the repository's root, as an editor would look for it. */
const modules = (found: Record<string, Module>) =>
  Object.entries(found).map(([file, module]) => ({ file: file.replace(/^(\.\.\/)+/, ''), module }))
const pageModules = modules(import.meta.glob<Module>('../../src/content/pages/*.ts', { eager: true }))
/** The owner's facts that are copy, named by the settings file the words live in (the figures and the baseline are the facts the copy reads). */
const ownerCopy = [
  { file: 'src/content/settings/claims.yml', module: { SAFEGUARDS, HIRING } },
  { file: 'src/content/settings/practices.yml', module: { PRACTICES } },
  { file: 'src/content/settings/timeline.yml', module: { TIMELINE } },
  { file: 'src/content/settings/testimonials.yml', module: { TESTIMONIALS } },
]
const copyModules = [
  ...ownerCopy,
  ...pageModules,
  ...modules(import.meta.glob<Module>('../../src/content/faqs/*.yml', { eager: true })),
  ...modules(import.meta.glob<Module>('../../src/content/sections.ts', { eager: true })),
]
/** The source text of the files that write copy: they must read each price and claim from its one source. */
const sources = Object.entries(
  import.meta.glob<string>(
    [
      '../../src/content/pages/*.ts',
      '../../src/content/faqs/*.yml',
      '../../src/content/blog/posts/*.md',
      '../../src/content/{sections,founders,testimonials}.ts',
      '../../src/content/phrases.ts',
    ],
    { query: '?raw', import: 'default', eager: true },
  ),
)

/** Every string of a value, however deep. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value
  else if (value && typeof value === 'object') for (const child of Object.values(value)) yield* strings(child)
}
/** Every text of the copy once, named by the file it is written in: a page that shows an owner's text does not own it. */
const corpus = (() => {
  const seen = new Set<string>()
  return copyModules.flatMap(({ file, module }) =>
    [...strings(module)].filter((text) => !seen.has(text) && seen.add(text)).map((text) => ({ file, text })),
  )
})()
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim())
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('what the copy says about us', () => {
  it('never calls our security certified or conformant: ISO 27001 is "aligned"', () => {
    // The security article (a blog post, not a content module) explains what certification is; nothing here claims it.
    // Saying it is not ("Aligned, not certified", /security's status of ISO 27001, issue 48) is the point of the rule.
    for (const { file, text } of corpus) {
      expect(text, file).not.toMatch(/(?<!\bnot )\b(certified|conformant|certification)\b/i)
      for (const mention of text.matchAll(new RegExp(escape(SECURITY.standard), 'g'))) {
        const around = text.slice(Math.max(0, mention.index - 'aligned with '.length), mention.index + 30)
        expect(around, file).toMatch(
          new RegExp(`${escape(SECURITY.standard)}-aligned|aligned with ${escape(SECURITY.standard)}`),
        )
      }
    }
  })

  it('states the encryption one way, word for word', () => {
    const stating = corpus.filter(({ text }) => text.includes(SECURITY.encryption))
    expect(stating.length).toBeGreaterThan(0)
    for (const { file, text } of stating) expect(text, file).toContain(encryption)
  })

  it('promises one reply time, the owner fact', () => {
    // A sentence about replying that says when: "Replies come within one business day." A deadline that moves to the
    // next business day, or a login revoked the same day, promises no reply.
    const reply = /\b(repl(y|ies|ied)|respond(s|ed)?|response|answer(s|ed)?|hear(s)? back|get(s)? back to)\b/i
    const when = /\b(business day|same day|round-the-clock|next morning|overnight|within (\d+|an|one|two) hours?)\b/i
    for (const { file, text } of corpus) {
      for (const sentence of sentencesOf(text).filter((s) => reply.test(s) && when.test(s))) {
        expect(sentence, file).toContain(PRACTICES.reply.text)
      }
    }
  })
})

describe('prices', () => {
  it.each(sources)('%s reads every price from phrases.ts', (file, source) => {
    if (file.endsWith('/phrases.ts')) return
    expect(source).not.toMatch(/\$\d|\d+\s*\/\s*hour|\bper hour\b/) // "$15/hour" is `${bookkeeperRate}`
    expect(source).not.toMatch(/\bPRICE\b|\busd\(/) // prices are formatted in phrases.ts only
  })

  it('never puts the monthly statements, payroll or bookkeeping work at the analyst rate', () => {
    for (const { file, text } of corpus) {
      // The clause that names the analyst rate: "$15/hour for X, and $25/hour for Y" or "X is $15/hour; Y is $25/hour".
      const clauses = sentencesOf(text).flatMap((sentence) => sentence.split(/, and |; /))
      for (const clause of clauses.filter((c) => c.includes(analystRate) && !c.includes(bookkeeperRate))) {
        expect(clause, file).not.toMatch(/financial statement|payroll|job costing|landed cost|write-up|reconcil/i)
      }
    }
  })
})

describe('figures', () => {
  /** Literal figures a module would have retyped instead of reading them from the stats or the claims. */
  const retyped = [
    ...[...STATS.home, ...STATS.software].map((stat) => stat.result),
    REVIEWS.count,
    CLAIMS.founders,
    CLAIMS.smbs,
    CLAIMS.stoneYears,
    `${CLAIMS.cpaSavingPercent}%`,
    `${range(CLAIMS.inHouseSavingPercent)}%`,
    `${CLAIMS.hoursSavedPerMonth}+ hours`,
    `${CLAIMS.clientGrowth[1]}`,
    `${CLAIMS.reviewLayers} layers`,
    `${CLAIMS.reviewLayers}-layer`,
    `${CLAIMS.accuracyChecks} accuracy`,
    `${CLAIMS.vettingSteps}-step`,
    `${CLAIMS.topTalentPercent}%`,
    `1 in ${CLAIMS.candidatesPerHire}`,
    `${CLAIMS.skillLevels} skill levels`,
    `${range(CLAIMS.usHoursPerDay)} hours`,
    ...TIMELINE.milestones.map((milestone) => milestone.year),
  ].map((figure) => new RegExp(`(?<![\\w$.-])${escape(figure)}(?![\\w])`))

  it.each(sources)('%s retypes no stat, claim or timeline year', (_, source) => {
    for (const figure of retyped) expect(source).not.toMatch(figure)
  })

  it('says what each figure counts, so the two stats strips and the timeline do not contradict each other', () => {
    for (const stat of [...STATS.home, ...STATS.software]) expect(stat.detail.length).toBeGreaterThan(5)
    // The About page's checks are made across the review layers, never "7-layer" against "3 layers".
    for (const { file, text } of corpus) expect(text, file).not.toContain(`${CLAIMS.accuracyChecks}-layer`)
    expect(STATS.home.map((stat) => stat.detail)).toContain(`since ${FOUNDED_YEAR}`)
  })
})

describe('the privacy notice', () => {
  it('names who keeps the server logs for the configured host, and every way information leaves the site', () => {
    const text = JSON.stringify(privacyPage)
    expect(text).toContain(HOSTING.host === 'nginx' ? 'our own web server' : HOSTS[HOSTING.host])
    expect(text).toContain(`“${sections.testimonials.cta.label}”`) // the reviews link
    expect(text).toMatch(/estimator/)
    expect(text).not.toMatch(/no forms|sets no cookies|neither its own nor anyone else's/i)
  })
})

describe('repetition', () => {
  /**
   * A sentence of more than this many words is a promise or an explanation, not a label ("No long contracts") or a
   * list item, and a page says it in its own words: on a third page it is boilerplate the reader has already met,
   * which is how "reviewed in 3 layers" came to be said 24 times. A practice of the owner's inventory stands whole on
   * /security and on at most one other page, where a visitor asks it directly; elsewhere a page says it in a few words
   * and links to it. Only the sections several pages show by design (sections.ts: stats, testimonials, banners) are
   * stated once and shown wherever they apply.
   */
  const LONG = 12
  const PAGES_AT_MOST = 2
  const words = (sentence: string) => sentence.split(/\s+/).length

  it(`no sentence of more than ${LONG} words appears on more than ${PAGES_AT_MOST} pages`, () => {
    const shared = new Set([...strings(sectionsModule)].flatMap(sentencesOf))
    const pagesOf = new Map<string, Set<string>>()
    for (const { file, module } of pageModules) {
      for (const [name, page] of Object.entries(module)) {
        if (!page || typeof page !== 'object' || !('meta' in page)) continue
        for (const sentence of new Set([...strings(page)].flatMap(sentencesOf))) {
          if (words(sentence) <= LONG || shared.has(sentence)) continue
          pagesOf.set(sentence, (pagesOf.get(sentence) ?? new Set()).add(`${file}#${name}`))
        }
      }
    }
    const repeated = [...pagesOf]
      .filter(([, pages]) => pages.size > PAGES_AT_MOST)
      .map(([sentence, pages]) => `${sentence} (${[...pages].map((page) => page.split('/').pop()).join(', ')})`)
    expect(repeated).toEqual([])
  })
})
